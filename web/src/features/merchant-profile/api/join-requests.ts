// The merchant admin's view of people asking to join their centers (decision 096).
import useSWR from 'swr';
import { buildPath, CALL_PATHS, CALLS, JoinRequestListAnswerSchema } from '@eorder/shared';
import { merchantApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

export async function getJoinRequests() {
  const result = await merchantApi.get(CALL_PATHS.joinRequestList, { schema: JoinRequestListAnswerSchema });
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

export const useJoinRequests = () => useSWR(['merchant-profile', 'join-requests'], getJoinRequests, swrDefaults);

/** Grants (links the member to the center) or refuses; a refusal of the server is toasted by the client. */
export function answerJoinRequest(saleUnit: string, staffUserId: number, grant: boolean) {
  return merchantApi.post(
    buildPath('joinRequestAnswer', { saleUnit, staffUserId }),
    { Grant: grant },
    { schema: CALLS.joinRequestAnswer.answer },
  );
}
