import { CALL_PATHS, CheckoutAnswerSchema, type CartMode, type PaymentMethod } from '@eorder/shared';
import { customerApi } from '@/lib/api';
import type { OrderLineBody } from './checkout.schema';

export interface CheckoutInput {
  saleUnit: string | null;
  mode: CartMode;
  items: OrderLineBody[];
  couponId: string | null;
  shipToId: number | null;
  billToId: number | null;
  paymentMethod: PaymentMethod | null;
  deliveryMethod: string | null;
}

/**
 * `POST api/orders/checkout`: the selected lines priced with promotions and the coupon, the
 * addresses with their defaults, the payment methods of the center, credit and points, the VAN
 * choice, and whether ordering is closed (announcement or maintenance).
 */
export function getCheckout(input: CheckoutInput) {
  return customerApi.post(
    CALL_PATHS.orderCheckout,
    {
      SaleUnit: input.saleUnit,
      Mode: input.mode,
      Items: input.items,
      CouponId: input.couponId,
      ShipToAddressId: input.shipToId,
      BillToAddressId: input.billToId,
      PaymentMethod: input.paymentMethod,
      DeliveryMethod: input.deliveryMethod,
    },
    { schema: CheckoutAnswerSchema, quiet: true },
  );
}
