// The checkout answer is the contract's (@eorder/shared); the names the checkout feature reads it by.
export type { CheckoutAnswer, CheckoutCart, CheckoutPaymentMethod } from '@eorder/shared';

/** A line to order (the contract's OrderLineInput). */
export interface OrderLineBody {
  P_Code: string;
  qty1: number;
  qty2: number;
  qty3: number;
}
