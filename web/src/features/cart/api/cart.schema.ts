// Answers of the ordering API's cart calls that the contract does not describe yet: the stored
// cart with its version (sync, merge) and the priced cart (price). Loose objects: fields the page
// does not read may come and go.
import * as z from 'zod/mini';
import { CartAnswerSchema } from '@eorder/shared';

/** The stored cart and its version (raised by every write, 0 for a cart never written). */
export const CartStateSchema = z.extend(CartAnswerSchema, {
  Version: z.number().check(z.int()),
  Conflicts: z._default(z.array(z.string()), []),
});
export type CartState = z.infer<typeof CartStateSchema>;

const money = z.number();

export const PricedLineSchema = z.looseObject({
  Key: z.string(),
  P_Code: z.string(),
  PRODUCTNAME: z.string(),
  PRODUCTNAME_EN: z.nullish(z.string()),
  PIC_FILENAME: z.nullish(z.string()),
  UnitLevel: z.number().check(z.int()),
  UNITNAME: z.nullish(z.string()),
  UNITNAME_EN: z.nullish(z.string()),
  UNITRATE: z.nullish(z.number()),
  Qty: z.number(),
  BaseQty: z.nullish(z.number()),
  Selected: z.boolean(),
  Price: z.nullable(money),
  PriceInVat: z.nullable(money),
  Amount: money,
  DiscountAmount: money,
  NetAmount: money,
  Points: z.number(),
  PointsPerUnit: z.nullish(z.number()),
  IsFree: z.boolean(),
  PromotionId: z.nullish(z.number()),
  Discounts: z._default(z.array(z.looseObject({ PromotionId: z.number(), Amount: money })), []),
  Issues: z._default(z.array(z.string()), []),
  OutOfStock: z.boolean(),
  StockAvailable: z.nullable(z.number()),
});
export type PricedLine = z.infer<typeof PricedLineSchema>;

export const AppliedPromotionSchema = z.looseObject({
  PromotionId: z.number(),
  PromotionName: z.string(),
  Opt30: z.nullish(z.string()),
  Kind: z.string(),
  Scope: z.string(),
  Status: z.string(),
  DiscountAmount: money,
  FreeItems: z._default(z
    .array(
      z.looseObject({
        P_Code: z.string(),
        PRODUCTNAME: z.string(),
        PRODUCTNAME_EN: z.nullish(z.string()),
        UNITNAME: z.nullish(z.string()),
        Qty: z.number(),
      }),
    ), []),
  NextTier: z._default(z.nullable(z.looseObject({ BuyMin: z.number(), Missing: z.number() })), null),
});
export type AppliedPromotion = z.infer<typeof AppliedPromotionSchema>;

export const PricedCartSchema = z.looseObject({
  SaleUnit: z.string(),
  Mode: z.string(),
  Lines: z.array(PricedLineSchema),
  Promotions: z.array(AppliedPromotionSchema),
  Coupon: z.nullable(z.looseObject({ couponid: z.string(), statusText: z.string(), Applied: z.number() })),
  Removed: z.array(z.string()),
  Totals: z.looseObject({
    Subtotal: money,
    ProductDiscount: money,
    BillDiscount: money,
    CouponDiscount: money,
    DiscountAmount: money,
    Total: money,
    VatAmount: money,
    TotalExVat: money,
    Points: z.number(),
    CouponPoints: z._default(z.number(), 0),
    ItemCount: z.number(),
  }),
  PricesHidden: z.boolean(),
});
export type PricedCart = z.infer<typeof PricedCartSchema>;

/** A cart line as the cart calls take it. */
export interface CartLineBody {
  P_Code: string;
  qty1: number;
  qty2: number;
  qty3: number;
  selected: boolean;
}
