// The priced cart on the wire. To move to @eorder/shared (src/cart/cart.schema.ts): the
// contract has no schema of a priced cart yet.
import { z } from 'zod';
import { CartLineInputSchema, CartModeSchema, LineTextSchema, SaleUnitSchema } from '@eorder/shared';

const money = z.number();
const nullableMoney = z.number().nullable();

export const PricedLineDiscountSchema = z.looseObject({ PromotionId: z.number().int(), Amount: money });

/** A priced cart line: one unit level of a product, or a free item. */
export const PricedLineSchema = z.looseObject({
  Key: z.string(),
  P_Code: z.string(),
  PRODUCTNAME: z.string(),
  PRODUCTNAME_EN: z.string(),
  PIC_FILENAME: z.string().nullable(),
  UnitLevel: z.number().int(),
  UNIT: z.string(),
  UNITNAME: z.string(),
  UNITNAME_EN: z.string(),
  UNITRATE: z.number(),
  Qty: z.number(),
  BaseQty: z.number(),
  Selected: z.boolean(),
  /** Price of one unit as set; PriceType says whether VAT is in it ('1'), added ('2') or none ('0'). */
  Price: nullableMoney,
  PriceType: z.string().nullable(),
  PriceInVat: nullableMoney,
  PriceLevel: z.number().int().nullable(),
  IsProductAdvancePrice: z.boolean(),
  /** With VAT, before discounts. */
  Amount: money,
  DiscountAmount: money,
  NetAmount: money,
  VatAmount: money,
  PointsPerUnit: z.number(),
  Points: z.number(),
  IsFree: z.boolean(),
  PromotionId: z.number().int().nullable(),
  Discounts: z.array(PricedLineDiscountSchema),
  /** UNIT_NOT_SOLD, PRICE_HIDDEN, NO_PRICE, NOT_REDEEMABLE, OUT_OF_STOCK. */
  Issues: z.array(z.string()),
  OutOfStock: z.boolean(),
  StockAvailable: z.number().nullable(),
});
export type PricedLineWire = z.infer<typeof PricedLineSchema>;

export const PromotionTierSchema = z.looseObject({
  PromotionLn: z.number().int(),
  BuyMin: z.number(),
  BuyMax: z.number().nullable(),
  FreeNumber: z.number(),
  DiscNumber: z.number(),
  DiscTypeCode: z.string().nullable(),
});

/** What one promotion gave. */
export const AppliedPromotionSchema = z.looseObject({
  PromotionId: z.number().int(),
  PromotionName: z.string(),
  Opt30: z.string(),
  PromotionType: z.string(),
  /** PER_UNIT, MONEY, PERCENT or FREE. */
  Kind: z.string(),
  /** PRODUCT or BILL (PromotionType '3'). */
  Scope: z.string(),
  /** APPLIED, NOT_REACHED, LIMIT_REACHED or FREE_OUT_OF_STOCK. */
  Status: z.string(),
  Quantity: z.number(),
  Tier: PromotionTierSchema.nullable(),
  Repeats: z.number().int(),
  DiscountAmount: money,
  FreeItems: z.array(
    z.looseObject({
      P_Code: z.string(),
      PRODUCTNAME: z.string(),
      PRODUCTNAME_EN: z.string(),
      UnitLevel: z.number().int(),
      UNITNAME: z.string(),
      Qty: z.number(),
    }),
  ),
  Lines: z.array(z.looseObject({ Key: z.string(), DiscountAmount: money })),
  NextTier: z.looseObject({ BuyMin: z.number(), Missing: z.number() }).nullable(),
});
export type AppliedPromotionWire = z.infer<typeof AppliedPromotionSchema>;

export const CartTotalsSchema = z.looseObject({
  Subtotal: money,
  ProductDiscount: money,
  BillDiscount: money,
  CouponDiscount: money,
  DiscountAmount: money,
  Total: money,
  VatAmount: money,
  TotalExVat: money,
  Points: z.number(),
  PointsBeforeCoupon: z.number(),
  CouponPoints: z.number(),
  ItemCount: z.number().int(),
});

export const AppliedCouponSchema = z.looseObject({
  couponid: z.string(),
  CouponType: z.string(),
  /** 'OK' when the coupon applies, otherwise the reason (USED, INVALID, MODE). */
  statusText: z.string(),
  Applied: z.number(),
});

export const PricedCartSchema = z.looseObject({
  SaleUnit: z.string(),
  Mode: z.string(),
  Lines: z.array(PricedLineSchema),
  Promotions: z.array(AppliedPromotionSchema),
  Coupon: AppliedCouponSchema.nullable(),
  Removed: z.array(z.string()),
  Stock: z.array(
    z.looseObject({ P_Code: z.string(), Required: z.number(), StockAvailable: z.number().nullable(), OutOfStock: z.boolean() }),
  ),
  Totals: CartTotalsSchema,
  /** True when prices are hidden from guests (then every amount is 0 and Price is null). */
  PricesHidden: z.boolean(),
});
export type PricedCartWire = z.infer<typeof PricedCartSchema>;

/**
 * `POST api/cart/price` body: the lines to price, or none to price the stored cart. Prices or
 * discounts a client might add are not part of the contract and are refused.
 */
export const CartPriceBodySchema = z.strictObject({
  SaleUnit: z.nullish(SaleUnitSchema),
  Mode: z._default(CartModeSchema, 'money'),
  Items: z.array(CartLineInputSchema).max(200).nullish(),
  CouponId: z.nullish(LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(60))),
});
export type CartPriceBody = z.infer<typeof CartPriceBodySchema>;
