import useSWR from 'swr';
import { CALL_PATHS, CustomerCouponsAnswerSchema } from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

/** The customer's unused coupons of running promotions, to pick one at checkout. */
export async function getUsableCoupons(customerCode: string, saleUnit: string) {
  const result = await customerApi.post(
    CALL_PATHS.customerCoupons,
    { customerCode, saleUnit, onlyActivePromotion: true, onlyUnusedCoupon: true, notGroupByPromotionId: true },
    { schema: CustomerCouponsAnswerSchema, quiet: true },
  );
  return result.ok ? result.data.coupons : [];
}

export function useUsableCoupons(customerCode: string | null, saleUnit: string | null) {
  return useSWR(customerCode && saleUnit ? ['checkout/coupons', customerCode, saleUnit] : null, () =>
    getUsableCoupons(customerCode as string, saleUnit as string),
  { ...swrDefaults });
}
