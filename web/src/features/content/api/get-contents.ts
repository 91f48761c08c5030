// `GET api/contents?kind=&skip=&take=`: the content pages of the company and of the session's
// center, without their bodies (for /cms/content).
import useSWR, { type SWRResponse } from 'swr';
import { customerApi, type ApiResult } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';
import { useSessionCenter } from '../hooks/use-session-center';
import { ContentListAnswerSchema, type ContentListAnswer, CALL_PATHS } from '@eorder/shared';

export function getContents(): Promise<ApiResult<ContentListAnswer>> {
  return customerApi.get(CALL_PATHS.contentList, { query: { skip: 0, take: 100 }, schema: ContentListAnswerSchema, quiet: true });
}

export function useContents(): SWRResponse<ContentListAnswer, Error> {
  return useSWR(
    [CALL_PATHS.contentList, useSessionCenter()] as const,
    async () => {
      const result = await getContents();
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    swrDefaults,
  );
}
