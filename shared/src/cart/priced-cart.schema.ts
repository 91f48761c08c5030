import * as z from 'zod/mini';
import { SaleUnitSchema } from '../common/common.schema.js';
import { LineTextSchema } from '../common/text.schema.js';
import { CartModeSchema, CartLineInputSchema } from './cart.schema.js';

const money = z.number();
const int = () => z.number().check(z.int());

export const PricedLineDiscountSchema = z.looseObject({ PromotionId: int(), Amount: money });

/** A priced cart line: one unit level of a product, or a free item. */
export const PricedLineSchema = z.looseObject({
  Key: z.string(),
  P_Code: z.string(),
  PRODUCTNAME: z.string(),
  PRODUCTNAME_EN: z.nullish(z.string()),
  PIC_FILENAME: z.nullish(z.string()),
  UnitLevel: int(),
  UNIT: z.optional(z.string()),
  UNITNAME: z.nullish(z.string()),
  UNITNAME_EN: z.nullish(z.string()),
  UNITRATE: z.nullish(z.number()),
  Qty: z.number(),
  BaseQty: z.nullish(z.number()),
  Selected: z.boolean(),
  /** Price of one unit as set; PriceType says whether VAT is in it ('1'), added ('2') or none ('0'). */
  Price: z.nullable(money),
  PriceType: z.nullish(z.string()),
  PriceInVat: z.nullable(money),
  PriceLevel: z.nullish(int()),
  IsProductAdvancePrice: z.optional(z.boolean()),
  /** With VAT, before discounts. */
  Amount: money,
  DiscountAmount: money,
  NetAmount: money,
  VatAmount: z.optional(money),
  PointsPerUnit: z.nullish(z.number()),
  Points: z.number(),
  IsFree: z.boolean(),
  PromotionId: z.nullish(int()),
  Discounts: z._default(z.array(PricedLineDiscountSchema), []),
  /** UNIT_NOT_SOLD, PRICE_HIDDEN, NO_PRICE, NOT_REDEEMABLE, OUT_OF_STOCK. */
  Issues: z._default(z.array(z.string()), []),
  OutOfStock: z.boolean(),
  StockAvailable: z.nullable(z.number()),
});
export type PricedLine = z.infer<typeof PricedLineSchema>;

export const PromotionTierSchema = z.looseObject({
  PromotionLn: int(),
  BuyMin: z.number(),
  BuyMax: z.nullable(z.number()),
  FreeNumber: z.number(),
  DiscNumber: z.number(),
  DiscTypeCode: z.nullable(z.string()),
});

/** What one promotion gave. */
export const AppliedPromotionSchema = z.looseObject({
  PromotionId: int(),
  PromotionName: z.string(),
  Opt30: z.nullish(z.string()),
  /** The names in English, when the promotion has them. */
  PromotionNameEN: z.nullish(z.string()),
  Opt30EN: z.nullish(z.string()),
  PromotionType: z.optional(z.string()),
  /** PER_UNIT, MONEY, PERCENT or FREE. */
  Kind: z.string(),
  /** PRODUCT or BILL (PromotionType '3'). */
  Scope: z.string(),
  /** APPLIED, NOT_REACHED, LIMIT_REACHED or FREE_OUT_OF_STOCK. */
  Status: z.string(),
  Quantity: z.optional(z.number()),
  Tier: z.nullish(PromotionTierSchema),
  Repeats: z.optional(int()),
  DiscountAmount: money,
  FreeItems: z._default(
    z.array(
      z.looseObject({
        P_Code: z.string(),
        PRODUCTNAME: z.string(),
        PRODUCTNAME_EN: z.nullish(z.string()),
        UnitLevel: z.optional(int()),
        UNITNAME: z.nullish(z.string()),
        Qty: z.number(),
      }),
    ),
    [],
  ),
  Lines: z._default(z.array(z.looseObject({ Key: z.string(), DiscountAmount: money })), []),
  NextTier: z._default(z.nullable(z.looseObject({ BuyMin: z.number(), Missing: z.number() })), null),
});
export type AppliedPromotion = z.infer<typeof AppliedPromotionSchema>;

export const CartTotalsSchema = z.looseObject({
  Subtotal: money,
  ProductDiscount: money,
  BillDiscount: money,
  CouponDiscount: money,
  DiscountAmount: money,
  Total: money,
  VatAmount: money,
  TotalExVat: z.optional(money),
  Points: z.number(),
  PointsBeforeCoupon: z.optional(z.number()),
  CouponPoints: z._default(z.number(), 0),
  ItemCount: int(),
});

export const AppliedCouponSchema = z.looseObject({
  couponid: z.string(),
  CouponType: z.optional(z.string()),
  /** 'OK' when the coupon applies, otherwise the reason (USED, INVALID, MODE). */
  statusText: z.string(),
  Applied: z.number(),
});

export const PricedCartStockSchema = z.looseObject({
  P_Code: z.string(),
  Required: z.number(),
  StockAvailable: z.nullable(z.number()),
  OutOfStock: z.boolean(),
});

/**
 * `POST api/cart/price` answer: the lines priced by the server with the promotions they got, the
 * coupon, stock per product and the totals. Lenient: the checkout page reads it with fewer fields.
 */
export const PricedCartSchema = z.looseObject({
  SaleUnit: z.string(),
  Mode: z.string(),
  Lines: z.array(PricedLineSchema),
  Promotions: z.array(AppliedPromotionSchema),
  Coupon: z.nullable(AppliedCouponSchema),
  Removed: z._default(z.array(z.string()), []),
  Stock: z._default(z.array(PricedCartStockSchema), []),
  Totals: CartTotalsSchema,
  /** True when prices are hidden from guests (then every amount is 0 and Price is null). */
  PricesHidden: z._default(z.boolean(), false),
});
export type PricedCart = z.infer<typeof PricedCartSchema>;

/**
 * `POST api/cart/price` body: the lines to price, or none to price the stored cart. Prices or
 * discounts a client might add are not part of the contract and are refused.
 */
export const CartPriceBodySchema = z.strictObject({
  SaleUnit: z.nullish(SaleUnitSchema),
  Mode: z._default(CartModeSchema, 'money'),
  Items: z.nullish(z.array(CartLineInputSchema).check(z.maxLength(200))),
  CouponId: z.nullish(LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(60))),
});
export type CartPriceBody = z.infer<typeof CartPriceBodySchema>;
