// Answers of the ordering API's cart calls that the contract does not describe yet: the stored
// cart with its version (sync, merge) and the priced cart (price). Loose objects: fields the page
// does not read may come and go.
import { z } from 'zod';
import { CartAnswerSchema } from '@eorder/shared';

/** The stored cart and its version (raised by every write, 0 for a cart never written). */
export const CartStateSchema = CartAnswerSchema.extend({
  Version: z.number().int(),
  Conflicts: z.array(z.string()).default([]),
});
export type CartState = z.infer<typeof CartStateSchema>;

const money = z.number();

export const PricedLineSchema = z.looseObject({
  Key: z.string(),
  P_Code: z.string(),
  PRODUCTNAME: z.string(),
  PRODUCTNAME_EN: z.string().nullish(),
  PIC_FILENAME: z.string().nullish(),
  UnitLevel: z.number().int(),
  UNITNAME: z.string().nullish(),
  UNITNAME_EN: z.string().nullish(),
  UNITRATE: z.number().nullish(),
  Qty: z.number(),
  BaseQty: z.number().nullish(),
  Selected: z.boolean(),
  Price: money.nullable(),
  PriceInVat: money.nullable(),
  Amount: money,
  DiscountAmount: money,
  NetAmount: money,
  Points: z.number(),
  PointsPerUnit: z.number().nullish(),
  IsFree: z.boolean(),
  PromotionId: z.number().nullish(),
  Discounts: z.array(z.looseObject({ PromotionId: z.number(), Amount: money })).default([]),
  Issues: z.array(z.string()).default([]),
  OutOfStock: z.boolean(),
  StockAvailable: z.number().nullable(),
});
export type PricedLine = z.infer<typeof PricedLineSchema>;

export const AppliedPromotionSchema = z.looseObject({
  PromotionId: z.number(),
  PromotionName: z.string(),
  Opt30: z.string().nullish(),
  Kind: z.string(),
  Scope: z.string(),
  Status: z.string(),
  DiscountAmount: money,
  FreeItems: z
    .array(
      z.looseObject({
        P_Code: z.string(),
        PRODUCTNAME: z.string(),
        PRODUCTNAME_EN: z.string().nullish(),
        UNITNAME: z.string().nullish(),
        Qty: z.number(),
      }),
    )
    .default([]),
  NextTier: z.looseObject({ BuyMin: z.number(), Missing: z.number() }).nullable().default(null),
});
export type AppliedPromotion = z.infer<typeof AppliedPromotionSchema>;

export const PricedCartSchema = z.looseObject({
  SaleUnit: z.string(),
  Mode: z.string(),
  Lines: z.array(PricedLineSchema),
  Promotions: z.array(AppliedPromotionSchema),
  Coupon: z.looseObject({ couponid: z.string(), statusText: z.string(), Applied: z.number() }).nullable(),
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
    CouponPoints: z.number().default(0),
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
