// `POST bff/line/logout`: the specification's LINE logout calls, the LIFF token revoked, the cookies
// cleared; answers where to go (the LIFF entry with state GUEST and cid). A non-200 answer carries
// the 'Error occured' error body, which the client shows as a toast.
import { bffFetch, type ApiResult } from '@/lib/api';
import { LineSessionLogoutAnswerSchema, type LineSessionLogoutAnswer } from '@eorder/shared';

export function logoutLineSession(
  area: 'customer' | 'merchant',
): Promise<ApiResult<LineSessionLogoutAnswer>> {
  return bffFetch('line/logout', {
    method: 'POST',
    body: { area },
    schema: LineSessionLogoutAnswerSchema,
  });
}
