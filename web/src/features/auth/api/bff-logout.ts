// `POST bff/logout {area}`: the bff clears the cookies of one area. For the customer area, where
// guest mode is allowed, it starts a guest session at once and answers its user.
import * as z from 'zod/mini';
import { CustomerUserSchema } from '@eorder/shared';
import { bffFetch, type ApiResult } from '@/lib/api';

export type LogoutArea = 'customer' | 'merchant' | 'rider';

export const BffLogoutAnswerSchema = z.looseObject({
  user: z._default(z.nullable(CustomerUserSchema), null),
});
export type BffLogoutAnswer = z.infer<typeof BffLogoutAnswerSchema>;

export function bffLogout(area: LogoutArea): Promise<ApiResult<BffLogoutAnswer>> {
  return bffFetch('logout', { method: 'POST', body: { area }, schema: BffLogoutAnswerSchema });
}
