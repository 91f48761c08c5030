// Prices a cart for a caller: loads the facts in the given transaction, runs the
// engine, and turns the result into the wire answer.
import { bangkokDateKey } from '@eorder/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { Caller } from './caller';
import { customerFacts } from './caller';
import {
  priceCart,
  unitPrice,
  type CartLineRequest,
  type CartMode,
  type CouponFacts,
  type CustomerFacts,
  type PricedCart,
  type PromotionFacts,
  type UnitLevel,
} from './engine';
import type { PricedCart as PricedCartWire } from '@eorder/shared';
import { createPricingRepository, type LoadedProduct } from './repository';

export interface PriceInput {
  items: readonly CartLineRequest[];
  mode: CartMode;
  now: Date;
  coupon?: CouponFacts | null;
  unselectOutOfStock?: boolean;
  excludedPromotionIds?: ReadonlySet<number>;
}

export interface PriceResult {
  cart: PricedCart;
  products: Map<string, LoadedProduct>;
  /** The promotions running in the center today, as the engine saw them. */
  promotions: PromotionFacts[];
  today: string;
}

export interface PriceFacts {
  customer: CustomerFacts;
  promotions: PromotionFacts[];
  products: Map<string, LoadedProduct>;
  today: string;
}

export interface WireOptions {
  pricesHidden?: boolean;
  /** The coupon's status text when one was asked for ('OK' when it applies). */
  couponStatus?: { couponId: string; statusText: string } | null;
}

export function createPricingService(db: Db) {
  const repository = createPricingRepository(db);

  /** What pricing reads: the customer as the engine sees them, the promotions, the products. */
  async function loadFacts(
    tx: DbOrTx,
    caller: Caller,
    input: { items: readonly { P_Code: string }[]; mode: CartMode; now: Date },
  ): Promise<PriceFacts> {
    const today = bangkokDateKey(input.now);
    const promotions =
      input.mode === 'money'
        ? await repository.loadPromotions({ saleUnit: caller.saleUnit, today, customerId: caller.customer?.id ?? null }, tx)
        : [];
    const customer = await customerFacts(caller, repository, tx, promotions);
    const codes = new Set(input.items.map((item) => item.P_Code));
    for (const promotion of promotions) for (const free of promotion.freeProducts) codes.add(free.pCode);
    const products = await repository.loadProducts(caller.saleUnit, [...codes], today, tx);
    return { customer, promotions, products, today };
  }

  /** Prices a cart on facts already read (no query), so a cart can be priced again cheaply. */
  function priceWith(facts: PriceFacts, input: PriceInput): PriceResult {
    const { products, promotions, today } = facts;
    const factsByCode = new Map([...products.entries()].map(([code, loaded]) => [code, loaded.facts]));
    const cart = priceCart(input.items, factsByCode, {
      mode: input.mode,
      today,
      customer: facts.customer,
      promotions,
      coupon: input.coupon ?? null,
      unselectOutOfStock: input.unselectOutOfStock ?? false,
      ...(input.excludedPromotionIds ? { excludedPromotionIds: input.excludedPromotionIds } : {}),
    });
    return { cart, products, promotions, today };
  }

  async function price(tx: DbOrTx, caller: Caller, input: PriceInput): Promise<PriceResult> {
    return priceWith(await loadFacts(tx, caller, input), input);
  }

  return { repository, price, loadFacts, priceWith };
}

export type PricingService = ReturnType<typeof createPricingService>;

const unitName = (loaded: LoadedProduct | undefined, level: UnitLevel) =>
  loaded?.facts.units.find((u) => u.level === level)?.nameTh ?? '';

/** The priced cart as the wire answer. Hidden prices zero every amount. */
export function pricedCartToWire(
  caller: Caller,
  result: PriceResult,
  options: WireOptions = {},
): PricedCartWire {
  const { cart, products } = result;
  const hidden = options.pricesHidden ?? false;
  const amount = (value: number) => (hidden ? 0 : value);
  const price = (value: number | null) => (hidden ? null : value);
  const stockOf = new Map(cart.stock.map((s) => [s.pCode, s]));
  const coupon = cart.coupon;
  let couponWire: PricedCartWire['Coupon'] = null;
  if (options.couponStatus) {
    const ok = options.couponStatus.statusText === 'OK' && coupon !== null;
    couponWire = {
      couponid: options.couponStatus.couponId,
      CouponType: coupon?.couponType ?? '',
      statusText: ok ? (coupon.usable ? 'OK' : 'MODE') : options.couponStatus.statusText,
      Applied: ok && coupon.usable ? amount(coupon.applied) : 0,
    };
  }
  return {
    SaleUnit: caller.saleUnit,
    Mode: cart.mode,
    Lines: cart.lines.map((line) => ({
      Key: line.key,
      P_Code: line.pCode,
      PRODUCTNAME: line.nameTh,
      PRODUCTNAME_EN: line.nameEn,
      PIC_FILENAME: products.get(line.pCode)?.facts.picture ?? null,
      UnitLevel: line.unitLevel,
      UNIT: line.unitCode,
      UNITNAME: line.unitNameTh,
      UNITNAME_EN: line.unitNameEn,
      UNITRATE: line.unitRate,
      Qty: line.qty,
      BaseQty: line.baseQty,
      Selected: line.selected,
      Price: price(line.price),
      PriceType: line.priceType,
      PriceInVat: price(line.priceInVat),
      PriceLevel: line.priceLevel,
      IsProductAdvancePrice: line.advancePrice,
      Amount: amount(line.amount),
      DiscountAmount: amount(line.discount),
      NetAmount: amount(line.net),
      VatAmount: amount(line.vat),
      PointsPerUnit: line.pointsPerUnit,
      Points: line.points,
      IsFree: line.isFree,
      PromotionId: line.promotionId,
      Discounts: hidden ? [] : line.discounts.map((d) => ({ PromotionId: d.promotionId, Amount: d.amount })),
      Issues: line.issues,
      OutOfStock: line.issues.includes('OUT_OF_STOCK'),
      StockAvailable: stockOf.get(line.pCode)?.available ?? products.get(line.pCode)?.facts.stockAvailable ?? null,
    })),
    Promotions: cart.promotions.map((p) => ({
      PromotionId: p.promotionId,
      PromotionName: p.name,
      Opt30: p.shortName,
      PromotionNameEN: p.nameEn,
      Opt30EN: p.shortNameEn,
      PromotionType: p.promotionType,
      Kind: p.kind,
      Scope: p.scope,
      Status: p.status,
      Quantity: p.quantity,
      Tier: p.tier
        ? {
            PromotionLn: p.tier.ln,
            BuyMin: p.tier.buyMin,
            BuyMax: p.tier.buyMax,
            FreeNumber: p.tier.freeNumber,
            DiscNumber: p.tier.discNumber,
            DiscTypeCode: p.tier.discTypeCode,
          }
        : null,
      Repeats: p.repeats,
      DiscountAmount: amount(p.discount),
      FreeItems: p.freeItems.map((f) => ({
        P_Code: f.pCode,
        PRODUCTNAME: products.get(f.pCode)?.facts.nameTh ?? f.pCode,
        PRODUCTNAME_EN: products.get(f.pCode)?.facts.nameEn ?? f.pCode,
        UnitLevel: f.unitLevel,
        UNITNAME: unitName(products.get(f.pCode), f.unitLevel),
        Qty: f.qty,
      })),
      Lines: hidden ? [] : p.lines.map((l) => ({ Key: l.key, DiscountAmount: l.discount })),
      NextTier: p.nextTier ? { BuyMin: p.nextTier.buyMin, Missing: p.nextTier.missing } : null,
    })),
    Coupon: couponWire,
    Removed: cart.removed,
    Stock: cart.stock.map((s) => ({ P_Code: s.pCode, Required: s.required, StockAvailable: s.available, OutOfStock: s.outOfStock })),
    Totals: {
      Subtotal: amount(cart.totals.subtotal),
      ProductDiscount: amount(cart.totals.productDiscount),
      BillDiscount: amount(cart.totals.billDiscount),
      CouponDiscount: amount(cart.totals.couponDiscount),
      DiscountAmount: amount(cart.totals.discount),
      Total: amount(cart.totals.total),
      VatAmount: amount(cart.totals.vat),
      TotalExVat: amount(cart.totals.totalExVat),
      Points: cart.totals.points,
      PointsBeforeCoupon: cart.totals.pointsBeforeCoupon,
      CouponPoints: cart.totals.couponPoints,
      ItemCount: cart.totals.itemCount,
    },
    PricesHidden: hidden,
  };
}

/**
 * A product as a cart line of the contract (ProductSchema): names, units and rates, the unit
 * prices at the caller's level today, stock, points and the quantities.
 */
export function cartProduct(
  loaded: LoadedProduct,
  line: { qty1: number; qty2: number; qty3: number; selected: boolean },
  priceLevel: number,
  today: string,
  pricesHidden: boolean,
): Record<string, unknown> {
  const { facts, row, center } = loaded;
  const product: Record<string, unknown> = {
    P_Code: facts.pCode,
    PRODUCTNAME: facts.nameTh,
    PRODUCTSHORTNAME_TH: row.productShortNameTh ?? null,
    PRODUCTSHORTNAME_EN: row.productShortNameEn ?? facts.nameEn,
    P_Brand: row.pBrand,
    P_BrandCode: row.pBrandCode,
    PIC_FILENAME: row.picFilename1,
    matype: row.matype,
    Stock: { StockAvailable: facts.stockAvailable },
    Option1: facts.pointsPerUnit,
    ShowPrice1: center.showPrice1,
    ShowPrice2: center.showPrice2,
    ShowPrice3: center.showPrice3,
    qty1: line.qty1,
    qty2: line.qty2,
    qty3: line.qty3,
    selected: line.selected,
  };
  let advance = false;
  for (const level of [1, 2, 3] as const) {
    const unit = facts.units.find((u) => u.level === level);
    product[`UNIT${level}`] = unit?.code ?? null;
    product[`UNIT${level}NAME`] = unit?.nameTh ?? null;
    product[`UNIT${level}RATE`] = unit?.rate ?? 0;
    if (pricesHidden) continue;
    const priced = unit ? unitPrice(facts, level, priceLevel, today) : null;
    advance ||= priced?.advance ?? false;
    product[`SalesPrice${level}`] = priced?.price ?? null;
    product[`PriceInVat${level}`] = priced?.priceInVat ?? null;
  }
  if (!pricesHidden) product.IsProductAdvancePrice = advance;
  return product;
}
