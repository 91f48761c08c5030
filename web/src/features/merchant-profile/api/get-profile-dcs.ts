// `GET api/merchant/profile/dcs`: the centers served and the join requests still pending.
import useSWR from 'swr';
import { CALL_PATHS, MerchantProfileDcsAnswerSchema } from '@eorder/shared';
import { merchantApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

export async function getProfileDcs() {
  const result = await merchantApi.get(CALL_PATHS.merchantProfileDcs, { schema: MerchantProfileDcsAnswerSchema });
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

export const useProfileDcs = () => useSWR(['merchant-profile', 'dcs'], getProfileDcs, swrDefaults);
