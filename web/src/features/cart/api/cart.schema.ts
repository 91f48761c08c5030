// The cart answers are the contract's (@eorder/shared); the names the cart feature reads them by.
export type {
  AppliedPromotion,
  CartStateAnswer as CartState,
  PricedCart,
  PricedLine,
} from '@eorder/shared';

/** A cart line as the cart calls take it. */
export interface CartLineBody {
  P_Code: string;
  qty1: number;
  qty2: number;
  qty3: number;
  selected: boolean;
}
