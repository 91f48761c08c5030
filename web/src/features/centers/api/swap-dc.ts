// `GET authen/swapdc/{saleUnit}`: moves the session to another center. The bff keeps the new jtoken
// in its cookie and answers the user (ActiveDC, ActiveDCName ...) without it.
import { SwapDcAnswerSchema, type SwapDcAnswer, buildPath } from '@eorder/shared';
import { customerApi, type ApiResult } from '@/lib/api';

export function swapDc(saleUnit: string): Promise<ApiResult<SwapDcAnswer>> {
  // Not quiet: a refusal (CENTER_NOT_ALLOWED ...) is the server's message, toasted for 30 s.
  return customerApi.get(buildPath('swapDc', { saleUnit }), { schema: SwapDcAnswerSchema });
}
