// `POST bff/line/exchange`: the raw LIFF ID token goes to the bff, which verifies it, sets the
// session cookie and answers the user (or that the LINE user must register first).
import { bffFetch, type ApiResult } from '@/lib/api';
import { LineExchangeAnswerSchema, type LineExchangeAnswer } from '@eorder/shared';

export interface LineExchangeRequest {
  idToken: string;
  accessToken?: string | undefined;
  area: 'customer' | 'merchant' | 'gateway';
  /** The center a rich-menu link carried. */
  richMenuSaleUnit?: string | undefined;
  cid?: string | undefined;
}

export function exchangeLineToken(
  request: LineExchangeRequest,
): Promise<ApiResult<LineExchangeAnswer>> {
  const body = Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined && value !== null),
  );
  // Quiet: the caller tells a bad token (clock check) from other failures and shows its own text.
  return bffFetch('line/exchange', {
    method: 'POST',
    body,
    schema: LineExchangeAnswerSchema,
    quiet: true,
  });
}
