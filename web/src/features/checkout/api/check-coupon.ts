import { CALL_PATHS, CheckCouponAnswerSchema } from '@eorder/shared';
import { customerApi } from '@/lib/api';

/** `POST GET_MASTER_DATA/CHECK_COUPON_VALID`: valid when statusText is 'OK'. */
export function checkCoupon(input: { customerCode: string; saleUnit: string; couponId: string }) {
  return customerApi.post(
    CALL_PATHS.checkCoupon,
    { customerCode: input.customerCode, saleUnit: input.saleUnit, couponID: input.couponId },
    { schema: CheckCouponAnswerSchema, quiet: true },
  );
}
