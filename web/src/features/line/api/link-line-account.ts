// `POST bff/line/link`: links the LINE user who just came back from registration (kept by the bff in
// an httpOnly cookie) to the session that was opened another way.
import * as z from 'zod/mini';
import { bffFetch, type ApiResult } from '@/lib/api';

const LinkAnswerSchema = z.looseObject({ linked: z.literal(true) });

export function linkLineAccount(
  area: 'customer' | 'merchant',
): Promise<ApiResult<z.infer<typeof LinkAnswerSchema>>> {
  return bffFetch('line/link', { method: 'POST', body: { area }, schema: LinkAnswerSchema });
}
