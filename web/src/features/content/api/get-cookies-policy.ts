// `GET api/contents/cookies-policy`: the cookie policy shown with the consent dialog (`Data`, or
// null when none is written).
import { CookiesPolicyAnswerSchema, type Content, CALL_PATHS } from '@eorder/shared';
import useSWR, { type SWRResponse } from 'swr';
import { customerApi, type ApiResult } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

export async function getCookiesPolicy(): Promise<ApiResult<Content | null>> {
  const result = await customerApi.get(CALL_PATHS.cookiesPolicy, { schema: CookiesPolicyAnswerSchema, quiet: true });
  return result.ok ? { ...result, data: result.data.Data } : result;
}

export function useCookiesPolicy(): SWRResponse<Content | null, Error> {
  return useSWR(
    CALL_PATHS.cookiesPolicy,
    async () => {
      const result = await getCookiesPolicy();
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    { ...swrDefaults, dedupingInterval: 10 * 60_000 },
  );
}
