import useSWR from 'swr';
import { CALL_PATHS, CustomerCouponsAnswerSchema } from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

/**
 * `POST GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER`: every coupon of the customer in the
 * center (used and expired ones too), one entry per coupon, with its promotion.
 */
export async function getCoupons(customerCode: string, saleUnit: string) {
  const result = await customerApi.post(
    CALL_PATHS.customerCoupons,
    { customerCode, saleUnit, onlyActivePromotion: false, onlyUnusedCoupon: false, notGroupByPromotionId: true },
    { schema: CustomerCouponsAnswerSchema },
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.data.coupons;
}

export function useCoupons(customerCode: string | null, saleUnit: string | null) {
  return useSWR<Awaited<ReturnType<typeof getCoupons>>, Error>(customerCode && saleUnit ? ['vouchers', 'coupons', customerCode, saleUnit] : null, () =>
    getCoupons(customerCode as string, saleUnit as string),
  { ...swrDefaults });
}
