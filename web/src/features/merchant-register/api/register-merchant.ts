// `POST api/merchant/register`: Token (kept by the bff in the staff cookie), User and
// NewDistributionCenter; on failure the server's Message, which the page shows as an error toast.
import { CALL_PATHS, MerchantRegisterAnswerSchema, type MerchantRegisterBody } from '@eorder/shared';
import { merchantApi } from '@/lib/api';

export function registerMerchant(body: MerchantRegisterBody) {
  return merchantApi.post(CALL_PATHS.merchantRegister, body, { schema: MerchantRegisterAnswerSchema, quiet: true });
}
