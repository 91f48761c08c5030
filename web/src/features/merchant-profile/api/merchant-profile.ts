// The staff member's own account (ADR 054): `GET api/merchant/profile` and its update.
import useSWR, { mutate } from 'swr';
import { CALL_PATHS, MerchantProfileAnswerSchema, MerchantProfileUpdateAnswerSchema, type MerchantProfile, type MerchantProfileUpdateBody } from '@eorder/shared';
import { merchantApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

const KEY = ['merchant-profile', 'me'] as const;

export async function getMerchantProfile() {
  const result = await merchantApi.get(CALL_PATHS.merchantProfile, { schema: MerchantProfileAnswerSchema });
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

export const useMerchantProfile = () => useSWR<MerchantProfile, Error>(KEY, getMerchantProfile, swrDefaults);

/** `POST api/merchant/profile/update`: answers the profile as it is now, which the page then shows. */
export async function updateMerchantProfile(body: MerchantProfileUpdateBody) {
  const result = await merchantApi.post(CALL_PATHS.merchantProfileUpdate, body, { schema: MerchantProfileUpdateAnswerSchema, quiet: true });
  if (result.ok) await mutate(KEY, result.data, { revalidate: false });
  return result;
}
