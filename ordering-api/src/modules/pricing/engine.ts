// The price and promotion engine: pure functions fed with database facts, so no price or discount
// is ever taken from a client (decision 021).
import { weekdayOf as bangkokWeekdayOf, type DateKey } from '@eorder/shared';
import { allocate, round4, roundHalfUp, toBaht, toSatang, VAT_PERCENT } from './money';

export type UnitLevel = 1 | 2 | 3;
/** '1' the price includes VAT, '2' VAT is added to the price, '0' no VAT. */
export type PriceType = '0' | '1' | '2';
export type CartMode = 'money' | 'point';

export const UNIT_LEVELS: readonly UnitLevel[] = [1, 2, 3];
export const PRICE_LEVEL_COUNT = 5;

// ---------------------------------------------------------------------------------------------
// Facts the engine is given
// ---------------------------------------------------------------------------------------------

export interface UnitFacts {
  level: UnitLevel;
  code: string;
  nameTh: string;
  nameEn: string;
  /** Base units (unit 1) in one unit of this level. */
  rate: number;
}

export interface LevelPrice {
  /** Price of one base unit, in baht. */
  price: number;
  type: PriceType;
}

export interface AdvancePriceCell {
  unit: UnitLevel;
  /** Price level 1-5. */
  level: number;
  /** Price of one unit of `unit`, in baht. */
  price: number;
  type: PriceType | null;
}

/** A date-ranged price list (both dates included, Bangkok calendar). */
export interface AdvancePriceFacts {
  dateStart: DateKey;
  dateEnd: DateKey;
  cells: readonly AdvancePriceCell[];
}

export interface ProductFacts {
  pCode: string;
  nameTh: string;
  nameEn: string;
  /** The unit levels the product sells in (1, 1-2 or 1-3), with rates above 0. */
  units: readonly UnitFacts[];
  /** Prices per base unit by price level: index 0 is level 1. Null where the level is not set. */
  levelPrices: readonly (LevelPrice | null)[];
  /** ShowPrice1-3: a unit whose price is hidden cannot be ordered. */
  showPrice: Readonly<Record<UnitLevel, boolean>>;
  advancePrices: readonly AdvancePriceFacts[];
  /** Points per base unit (Option1); 0 when the product cannot be redeemed. */
  pointsPerUnit: number;
  /** Base units available in the center; null when stock is not tracked. */
  stockAvailable: number | null;
  brandCode?: string | null;
  picture?: string | null;
}

export interface CustomerFacts {
  /** Null for a guest. */
  id: number | null;
  customerType: string | null;
  storeType: string | null;
  /** Price level 1-5 in this center. */
  priceLevel: number;
  /**
   * Has not ordered in this center before (a guest counts as new). Looked up only when a promotion
   * for new customers runs; false for a customer otherwise.
   */
  isNew: boolean;
}

export type DiscountTypeCode = 'P' | 'B' | 'U';

export interface PromotionDetailFacts {
  ln: number;
  buyMin: number;
  /** Null or 0: no upper bound. */
  buyMax: number | null;
  freeNumber: number;
  discNumber: number;
  discTypeCode: DiscountTypeCode | null;
}

export type PromotionTypeCode = 'DiscountValue' | 'DiscountPercent' | 'FreeItem' | '3';

export interface PromotionFacts {
  promotionId: number;
  name: string;
  shortName: string;
  /** The English names, when the promotion has them. */
  nameEn?: string | null;
  shortNameEn?: string | null;
  promotionType: PromotionTypeCode;
  enabled: boolean;
  dateBegin: DateKey;
  dateEnd: DateKey;
  /** Seven 'Y'/'N' flags, Sunday first. */
  weekdays: string;
  /** FlagCusNew: only for customers who have not ordered before. */
  newCustomersOnly: boolean;
  /** 'All' or a list (then the sets below hold the members). */
  allCustomers: boolean;
  customersIn: ReadonlySet<number>;
  customersNotIn: ReadonlySet<number>;
  allCustomerTypes: boolean;
  customerTypes: ReadonlySet<string>;
  allStoreTypes: boolean;
  storeTypes: ReadonlySet<string>;
  /** Opt6 = '1' / MONEY/UOM: the discount is per unit bought. */
  byUnit: boolean;
  /** Sale products and the unit level their quantity is counted in by-unit (null: the largest). */
  saleProducts: ReadonlyMap<string, UnitLevel | null>;
  /** Free products in the order they are offered, with the unit level they are given in. */
  freeProducts: readonly { pCode: string; unitLevel: UnitLevel | null }[];
  details: readonly PromotionDetailFacts[];
  /** Orders that may still use it (null: no limit). */
  usageLimit: number | null;
  usageCount: number;
  usageLimitPerCustomer: number | null;
  /** Times this customer used it. */
  customerUsageCount: number;
}

export interface CouponFacts {
  couponId: string;
  /** 'DISCOUNT' takes `value` baht off a money order; 'POINT' takes `value` points off a redeem order. */
  couponType: 'DISCOUNT' | 'POINT';
  value: number;
}

export interface CartLineRequest {
  P_Code: string;
  qty1: number;
  qty2: number;
  qty3: number;
  selected: boolean;
}

export interface PricingContext {
  mode: CartMode;
  /** Today in Bangkok, 'YYYYMMDD'. */
  today: DateKey;
  customer: CustomerFacts;
  promotions: readonly PromotionFacts[];
  coupon?: CouponFacts | null;
  /** disableItemOutOfStock: lines the stock cannot cover are unselected. */
  unselectOutOfStock?: boolean;
  /** Promotions left out (their usage limit ran out while the order was being placed). */
  excludedPromotionIds?: ReadonlySet<number>;
}

// ---------------------------------------------------------------------------------------------
// What it answers
// ---------------------------------------------------------------------------------------------

export type LineIssue = 'UNIT_NOT_SOLD' | 'PRICE_HIDDEN' | 'NO_PRICE' | 'NOT_REDEEMABLE' | 'OUT_OF_STOCK';

export interface UnitPrice {
  /** Price of one unit as set (its type says whether VAT is in it), baht. */
  price: number;
  priceType: PriceType;
  /** Price of one unit with VAT, baht. */
  priceInVat: number;
  /** The price level the price came from. */
  priceLevel: number;
  /** True when the advance price of the day was used. */
  advance: boolean;
}

export interface LineDiscount {
  promotionId: number;
  amount: number;
}

export interface PricedLine {
  /** `${P_Code}#${unitLevel}`, or `FREE#${promotionId}#${P_Code}` for a free line. */
  key: string;
  pCode: string;
  nameTh: string;
  nameEn: string;
  unitLevel: UnitLevel;
  unitCode: string;
  unitNameTh: string;
  unitNameEn: string;
  unitRate: number;
  qty: number;
  /** qty × rate: base units taken from stock. */
  baseQty: number;
  selected: boolean;
  price: number | null;
  priceType: PriceType | null;
  priceInVat: number | null;
  priceLevel: number | null;
  advancePrice: boolean;
  /** Gross (with VAT) before discounts. */
  amount: number;
  discount: number;
  /** amount - discount. */
  net: number;
  /** VAT inside `net`. */
  vat: number;
  pointsPerUnit: number;
  points: number;
  isFree: boolean;
  /** The promotion that gave a free line. */
  promotionId: number | null;
  discounts: LineDiscount[];
  issues: LineIssue[];
}

export type PromotionKind = 'PER_UNIT' | 'MONEY' | 'PERCENT' | 'FREE';
export type PromotionOutcome = 'APPLIED' | 'NOT_REACHED' | 'LIMIT_REACHED' | 'FREE_OUT_OF_STOCK';

export interface PromotionResult {
  promotionId: number;
  name: string;
  shortName: string;
  nameEn: string | null;
  shortNameEn: string | null;
  promotionType: PromotionTypeCode;
  kind: PromotionKind;
  scope: 'PRODUCT' | 'BILL';
  status: PromotionOutcome;
  /** The measure compared with BuyMin/BuyMax: base units, units (by unit) or baht (bill). */
  quantity: number;
  tier: PromotionDetailFacts | null;
  /** How many times the tier was given (open-ended tiers repeat for every full BuyMin). */
  repeats: number;
  discount: number;
  freeItems: { pCode: string; unitLevel: UnitLevel; qty: number; baseQty: number }[];
  lines: { key: string; discount: number }[];
  /** The next tier above the quantity, and what is missing to reach it. */
  nextTier: { buyMin: number; missing: number } | null;
}

export interface StockCheck {
  pCode: string;
  /** Base units the selected lines (free lines included) need. */
  required: number;
  available: number | null;
  outOfStock: boolean;
}

export interface CartTotals {
  /** Gross of the paid lines before discounts. */
  subtotal: number;
  productDiscount: number;
  billDiscount: number;
  couponDiscount: number;
  discount: number;
  total: number;
  vat: number;
  totalExVat: number;
  /** Points of the selected lines (points mode: after a point coupon). */
  points: number;
  /** Points before a point coupon. */
  pointsBeforeCoupon: number;
  couponPoints: number;
  itemCount: number;
}

export interface CouponResult {
  couponId: string;
  couponType: 'DISCOUNT' | 'POINT';
  /** Baht or points actually taken off. */
  applied: number;
  /** False when it does not fit the mode (a point coupon on a money order, or the reverse). */
  usable: boolean;
}

export interface PricedCart {
  mode: CartMode;
  lines: PricedLine[];
  /** Requested codes with no product behind them (unknown, disabled, not sold in the center). */
  removed: string[];
  promotions: PromotionResult[];
  coupon: CouponResult | null;
  stock: StockCheck[];
  totals: CartTotals;
}

// ---------------------------------------------------------------------------------------------
// Unit prices and VAT
// ---------------------------------------------------------------------------------------------

export const unitOf = (product: ProductFacts, level: UnitLevel): UnitFacts | undefined =>
  product.units.find((unit) => unit.level === level && unit.rate > 0);

/** Gross (VAT included) satang of an amount in satang of the given price type. */
export function grossOf(amount: number, type: PriceType): number {
  return type === '2' ? roundHalfUp((amount * (100 + VAT_PERCENT)) / 100) : amount;
}

/** The VAT inside a gross amount in satang. */
export function vatInGross(gross: number, type: PriceType): number {
  return type === '0' ? 0 : roundHalfUp((gross * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** The advance price list of the day with a price for this unit and level: the latest started wins. */
function advanceCell(product: ProductFacts, unit: UnitLevel, level: number, today: DateKey) {
  let best: { start: DateKey; cell: AdvancePriceCell } | null = null;
  for (const list of product.advancePrices) {
    if (today < list.dateStart || today > list.dateEnd) continue;
    const cell = list.cells.find((c) => c.unit === unit && c.level === level);
    if (!cell || !(cell.price >= 0)) continue;
    if (!best || list.dateStart > best.start) best = { start: list.dateStart, cell };
  }
  return best?.cell ?? null;
}

/**
 * The price of one unit of a product at a price level on a day. The advance price of the day
 * wins when one is set for the unit and level; otherwise the level's base-unit price times the
 * unit's rate. A level without a price falls back to level 1. Null when the product has no such
 * unit or no price at all.
 */
export function unitPrice(
  product: ProductFacts,
  level: UnitLevel,
  priceLevel: number,
  today: DateKey,
): UnitPrice | null {
  const unit = unitOf(product, level);
  if (!unit) return null;
  const wantedLevel = Number.isInteger(priceLevel) && priceLevel >= 1 && priceLevel <= PRICE_LEVEL_COUNT ? priceLevel : 1;
  const baseType = (product.levelPrices[wantedLevel - 1] ?? product.levelPrices[0])?.type ?? '2';
  const cell = advanceCell(product, level, wantedLevel, today);
  let price: number;
  let priceType: PriceType;
  let usedLevel = wantedLevel;
  let advance = false;
  if (cell) {
    price = toBaht(toSatang(cell.price));
    priceType = cell.type ?? baseType;
    advance = true;
  } else {
    let base = product.levelPrices[wantedLevel - 1] ?? null;
    if (!base && wantedLevel !== 1) {
      base = product.levelPrices[0] ?? null;
      usedLevel = 1;
    }
    if (!base) return null;
    price = toBaht(roundHalfUp(toSatang(base.price) * unit.rate));
    priceType = base.type;
  }
  return {
    price,
    priceType,
    priceInVat: toBaht(grossOf(toSatang(price), priceType)),
    priceLevel: usedLevel,
    advance,
  };
}

// ---------------------------------------------------------------------------------------------
// Promotion conditions
// ---------------------------------------------------------------------------------------------

export type IneligibleReason =
  | 'DISABLED'
  | 'NOT_STARTED'
  | 'EXPIRED'
  | 'WEEKDAY'
  | 'CUSTOMER_NOT_IN_LIST'
  | 'CUSTOMER_EXCLUDED'
  | 'CUSTOMER_TYPE'
  | 'STORE_TYPE'
  | 'NOT_NEW_CUSTOMER';

/** Day of the week of a date key: 0 Sunday ... 6 Saturday. */
export const weekdayOf = (key: DateKey): number => bangkokWeekdayOf(key);

/**
 * Why a promotion does not apply to this customer today, or null when it does. Usage limits are
 * not conditions: a promotion whose limit ran out is still shown, as LIMIT_REACHED.
 */
export function ineligibility(
  promotion: PromotionFacts,
  customer: CustomerFacts,
  today: DateKey,
): IneligibleReason | null {
  if (!promotion.enabled) return 'DISABLED';
  if (today < promotion.dateBegin) return 'NOT_STARTED';
  if (today > promotion.dateEnd) return 'EXPIRED';
  if ((promotion.weekdays[weekdayOf(today)] ?? 'Y').toUpperCase() !== 'Y') return 'WEEKDAY';
  if (customer.id !== null && promotion.customersNotIn.has(customer.id)) return 'CUSTOMER_EXCLUDED';
  if (!promotion.allCustomers && (customer.id === null || !promotion.customersIn.has(customer.id))) {
    return 'CUSTOMER_NOT_IN_LIST';
  }
  if (!promotion.allCustomerTypes && (customer.customerType === null || !promotion.customerTypes.has(customer.customerType))) {
    return 'CUSTOMER_TYPE';
  }
  if (!promotion.allStoreTypes && (customer.storeType === null || !promotion.storeTypes.has(customer.storeType))) {
    return 'STORE_TYPE';
  }
  if (promotion.newCustomersOnly && !customer.isNew) return 'NOT_NEW_CUSTOMER';
  return null;
}

const limitReached = (promotion: PromotionFacts): boolean =>
  (promotion.usageLimit !== null && promotion.usageCount >= promotion.usageLimit) ||
  (promotion.usageLimitPerCustomer !== null && promotion.customerUsageCount >= promotion.usageLimitPerCustomer);

/** PromotionType '3' needs no sale products: it works on the whole bill. */
export const isBillPromotion = (promotion: PromotionFacts): boolean => promotion.promotionType === '3';

/** How a promotion gives its benefit, from its type and the tier's discount code. */
export function promotionKind(promotion: PromotionFacts, tier: PromotionDetailFacts | null): PromotionKind {
  const code = tier?.discTypeCode ?? promotion.details.find((d) => d.discTypeCode)?.discTypeCode ?? null;
  switch (promotion.promotionType) {
    case 'FreeItem':
      return 'FREE';
    case 'DiscountPercent':
      return 'PERCENT';
    case 'DiscountValue':
      return promotion.byUnit || code === 'U' ? 'PER_UNIT' : 'MONEY';
    case '3': {
      if (code === 'P') return 'PERCENT';
      const free = tier ? tier.freeNumber > 0 : promotion.details.some((d) => d.freeNumber > 0);
      if (free && promotion.freeProducts.length > 0 && !(tier && tier.discNumber > 0)) return 'FREE';
      return 'MONEY';
    }
  }
}

const upperBound = (tier: PromotionDetailFacts): number =>
  tier.buyMax !== null && tier.buyMax > 0 ? tier.buyMax : Number.POSITIVE_INFINITY;

/**
 * The tier (detail line) a quantity reaches: the one with the highest BuyMin not above the
 * quantity whose BuyMax (when set) is not below it. Null when none.
 */
export function matchTier(
  details: readonly PromotionDetailFacts[],
  quantity: number,
): PromotionDetailFacts | null {
  let best: PromotionDetailFacts | null = null;
  for (const tier of details) {
    if (quantity <= 0 || quantity < tier.buyMin || quantity > upperBound(tier)) continue;
    if (!best || tier.buyMin > best.buyMin || (tier.buyMin === best.buyMin && tier.ln < best.ln)) best = tier;
  }
  return best;
}

/** How many times a tier is given: an open-ended tier repeats for every full BuyMin. */
export function tierRepeats(tier: PromotionDetailFacts, quantity: number): number {
  if (upperBound(tier) !== Number.POSITIVE_INFINITY || tier.buyMin <= 0) return 1;
  return Math.max(1, Math.floor(round4(quantity / tier.buyMin)));
}

function nextTierAbove(details: readonly PromotionDetailFacts[], quantity: number) {
  const above = details.filter((tier) => tier.buyMin > quantity).sort((a, b) => a.buyMin - b.buyMin)[0];
  return above ? { buyMin: above.buyMin, missing: round4(above.buyMin - quantity) } : null;
}

// ---------------------------------------------------------------------------------------------
// The cart
// ---------------------------------------------------------------------------------------------

interface WorkLine {
  line: PricedLine;
  /** Satang, mutable while promotions apply. */
  gross: number;
  discount: number;
  discounts: Map<number, number>;
  priceTypeForVat: PriceType;
}

const KIND_ORDER: Record<PromotionKind, number> = { PER_UNIT: 0, MONEY: 1, PERCENT: 2, FREE: 3 };

const positiveInt = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

function emptyResult(promotion: PromotionFacts, kind: PromotionKind, quantity: number): PromotionResult {
  return {
    promotionId: promotion.promotionId,
    name: promotion.name,
    shortName: promotion.shortName,
    nameEn: promotion.nameEn ?? null,
    shortNameEn: promotion.shortNameEn ?? null,
    promotionType: promotion.promotionType,
    kind,
    scope: isBillPromotion(promotion) ? 'BILL' : 'PRODUCT',
    status: 'NOT_REACHED',
    quantity: round4(quantity),
    tier: null,
    repeats: 0,
    discount: 0,
    freeItems: [],
    lines: [],
    nextTier: nextTierAbove(promotion.details, quantity),
  };
}

/** The largest unit level a product sells in: what a by-unit promotion counts by default. */
const largestUnit = (product: ProductFacts): UnitFacts | undefined =>
  [...product.units].filter((unit) => unit.rate > 0).sort((a, b) => b.level - a.level)[0];

/**
 * Prices a cart. Quantities per unit level become one line per unit; lines are priced at the
 * customer's level; the selected lines' stock is checked (quantities of one product summed);
 * promotions stack in their documented order; the coupon comes last.
 */
export function priceCart(
  request: readonly CartLineRequest[],
  products: ReadonlyMap<string, ProductFacts>,
  context: PricingContext,
): PricedCart {
  const { mode, today, customer } = context;
  const removed: string[] = [];
  const work: WorkLine[] = [];
  const seen = new Set<string>();

  for (const item of request) {
    const product = products.get(item.P_Code);
    if (!product) {
      if (!removed.includes(item.P_Code)) removed.push(item.P_Code);
      continue;
    }
    if (seen.has(product.pCode)) continue;
    seen.add(product.pCode);
    for (const level of UNIT_LEVELS) {
      const qty = positiveInt(level === 1 ? item.qty1 : level === 2 ? item.qty2 : item.qty3);
      if (qty === 0) continue;
      work.push(buildLine(product, level, qty, item.selected, context));
    }
  }

  // Stock: the selected lines of a product are summed before comparing with what is available.
  const stockOf = (pCode: string) => products.get(pCode)?.stockAvailable ?? null;
  const demand = new Map<string, number>();
  for (const w of work) {
    if (w.line.selected && w.line.issues.length === 0) {
      demand.set(w.line.pCode, (demand.get(w.line.pCode) ?? 0) + w.line.baseQty);
    }
  }
  for (const w of work) {
    const available = stockOf(w.line.pCode);
    const required = demand.get(w.line.pCode) ?? w.line.baseQty;
    if (available !== null && required > available && w.line.issues.length === 0) {
      w.line.issues.push('OUT_OF_STOCK');
    }
  }
  if (context.unselectOutOfStock) {
    for (const w of work) if (w.line.issues.includes('OUT_OF_STOCK')) w.line.selected = false;
  }

  const payable = (w: WorkLine) =>
    w.line.selected && !w.line.issues.some((issue) => issue !== 'OUT_OF_STOCK');
  const paid = work.filter(payable);
  const paidDemand = new Map<string, number>();
  for (const w of paid) paidDemand.set(w.line.pCode, (paidDemand.get(w.line.pCode) ?? 0) + w.line.baseQty);

  const promotions: PromotionResult[] = [];
  const freeLines: WorkLine[] = [];

  if (mode === 'money') {
    const eligible = context.promotions.filter(
      (p) => ineligibility(p, customer, today) === null && !context.excludedPromotionIds?.has(p.promotionId),
    );
    const productPromotions = eligible.filter((p) => !isBillPromotion(p));
    const billPromotions = eligible.filter(isBillPromotion);

    const byKind = (list: PromotionFacts[]) =>
      list
        .map((p) => ({ p, kind: promotionKind(p, null) }))
        .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.p.promotionId - b.p.promotionId);

    // Free goods compete for stock with what is bought: track what is left.
    const stockLeft = new Map<string, number>();
    const remainingStock = (pCode: string): number | null => {
      const available = stockOf(pCode);
      if (available === null) return null;
      if (!stockLeft.has(pCode)) stockLeft.set(pCode, available - (paidDemand.get(pCode) ?? 0));
      return stockLeft.get(pCode) ?? 0;
    };

    for (const { p } of byKind(productPromotions)) {
      const saleLines = paid.filter((w) => p.saleProducts.has(w.line.pCode));
      if (saleLines.length === 0) continue;
      const result = applyProductPromotion(p, saleLines, products, context, remainingStock, stockLeft, freeLines);
      promotions.push(result);
    }

    // Bill promotions see the bill after product promotions, all with the same threshold base.
    const billBase = paid.reduce((sum, w) => sum + w.gross - w.discount, 0);
    for (const { p } of byKind(billPromotions)) {
      const result = applyBillPromotion(p, paid, billBase, products, context, remainingStock, stockLeft, freeLines);
      promotions.push(result);
    }
  }

  // The coupon.
  let coupon: CouponResult | null = null;
  let couponDiscount = 0;
  let couponPoints = 0;
  const pointsBeforeCoupon = round4(paid.reduce((sum, w) => sum + w.line.points, 0));
  if (context.coupon) {
    const c = context.coupon;
    const usable = (c.couponType === 'DISCOUNT' && mode === 'money') || (c.couponType === 'POINT' && mode === 'point');
    let applied = 0;
    if (usable && c.couponType === 'DISCOUNT') {
      const weights = paid.map((w) => w.gross - w.discount);
      const shares = allocate(toSatang(c.value), weights);
      shares.forEach((share, i) => {
        const w = paid[i];
        if (w) w.discount += share;
      });
      couponDiscount = shares.reduce((a, b) => a + b, 0);
      applied = toBaht(couponDiscount);
    } else if (usable) {
      couponPoints = round4(Math.min(Math.max(c.value, 0), pointsBeforeCoupon));
      applied = couponPoints;
    }
    coupon = { couponId: c.couponId, couponType: c.couponType, applied, usable };
  }

  // Finish the lines.
  const allLines = [...work, ...freeLines];
  for (const w of allLines) {
    const net = w.gross - w.discount;
    w.line.amount = toBaht(w.gross);
    w.line.discount = toBaht(w.discount);
    w.line.net = toBaht(net);
    w.line.vat = toBaht(vatInGross(net, w.priceTypeForVat));
    w.line.discounts = [...w.discounts.entries()]
      .filter(([, amount]) => amount > 0)
      .map(([promotionId, amount]) => ({ promotionId, amount: toBaht(amount) }));
  }

  // Stock needed by what the customer selected (also lines unselected for want of stock), free lines included.
  const required = new Map<string, number>(demand);
  for (const w of freeLines) {
    required.set(w.line.pCode, (required.get(w.line.pCode) ?? 0) + w.line.baseQty);
  }
  const stock: StockCheck[] = [...required.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pCode, need]) => {
      const available = stockOf(pCode);
      return { pCode, required: need, available, outOfStock: available !== null && need > available };
    });

  const subtotal = paid.reduce((sum, w) => sum + w.gross, 0);
  const discount = paid.reduce((sum, w) => sum + w.discount, 0);
  const billDiscount = promotions
    .filter((r) => r.scope === 'BILL')
    .reduce((sum, r) => sum + toSatang(r.discount), 0);
  const productDiscount = discount - billDiscount - couponDiscount;
  const vat = paid.reduce((sum, w) => sum + vatInGross(w.gross - w.discount, w.priceTypeForVat), 0);
  const total = subtotal - discount;

  return {
    mode,
    lines: allLines.map((w) => w.line),
    removed,
    promotions,
    coupon,
    stock,
    totals: {
      subtotal: toBaht(subtotal),
      productDiscount: toBaht(productDiscount),
      billDiscount: toBaht(billDiscount),
      couponDiscount: toBaht(couponDiscount),
      discount: toBaht(discount),
      total: toBaht(total),
      vat: toBaht(vat),
      totalExVat: toBaht(total - vat),
      points: round4(pointsBeforeCoupon - couponPoints),
      pointsBeforeCoupon,
      couponPoints,
      itemCount: paid.length,
    },
  };
}

/** A line's unit price as found, and its amounts before the totals are worked out. */
function unpricedAmounts(price: UnitPrice | null | undefined) {
  return {
    price: price?.price ?? null,
    priceType: price?.priceType ?? null,
    priceInVat: price?.priceInVat ?? null,
    priceLevel: price?.priceLevel ?? null,
    advancePrice: price?.advance ?? false,
    amount: 0,
    discount: 0,
    net: 0,
    vat: 0,
  };
}

function buildLine(
  product: ProductFacts,
  level: UnitLevel,
  qty: number,
  selected: boolean,
  context: PricingContext,
): WorkLine {
  const unit = unitOf(product, level);
  const issues: LineIssue[] = [];
  const rate = unit?.rate ?? 0;
  const pointsPerUnit = round4(product.pointsPerUnit * rate);
  let price: UnitPrice | null = null;
  if (!unit) {
    issues.push('UNIT_NOT_SOLD');
  } else if (!product.showPrice[level]) {
    issues.push('PRICE_HIDDEN');
  } else if (context.mode === 'money') {
    price = unitPrice(product, level, context.customer.priceLevel, context.today);
    if (!price) issues.push('NO_PRICE');
  } else if (!(product.pointsPerUnit > 0)) {
    issues.push('NOT_REDEEMABLE');
  }
  // A hidden or unsold unit cannot be ordered: its quantity counts as zero.
  const orderable = issues.length === 0;
  const baseQty = orderable ? round4(qty * rate) : 0;
  const gross = orderable && context.mode === 'money' && price ? grossOf(qty * toSatang(price.price), price.priceType) : 0;
  return {
    gross,
    discount: 0,
    discounts: new Map(),
    priceTypeForVat: context.mode === 'money' ? (price?.priceType ?? '0') : '0',
    line: {
      key: `${product.pCode}#${level}`,
      pCode: product.pCode,
      nameTh: product.nameTh,
      nameEn: product.nameEn,
      unitLevel: level,
      unitCode: unit?.code ?? '',
      unitNameTh: unit?.nameTh ?? '',
      unitNameEn: unit?.nameEn ?? '',
      unitRate: rate,
      qty: orderable ? qty : 0,
      baseQty,
      selected: orderable ? selected : false,
      ...unpricedAmounts(price),
      pointsPerUnit,
      points: orderable ? round4(pointsPerUnit * qty) : 0,
      isFree: false,
      promotionId: null,
      discounts: [],
      issues,
    },
  };
}

/** Takes `total` satang off the lines in proportion to what is left of each; records it. */
function spread(lines: readonly WorkLine[], total: number, promotionId: number): { key: string; discount: number }[] {
  const shares = allocate(total, lines.map((w) => w.gross - w.discount));
  return lines.map((w, i) => {
    const share = shares[i] ?? 0;
    w.discount += share;
    w.discounts.set(promotionId, (w.discounts.get(promotionId) ?? 0) + share);
    return { key: w.line.key, discount: toBaht(share) };
  }).filter((entry) => entry.discount > 0);
}

function applyProductPromotion(
  promotion: PromotionFacts,
  saleLines: readonly WorkLine[],
  products: ReadonlyMap<string, ProductFacts>,
  context: PricingContext,
  remainingStock: (pCode: string) => number | null,
  stockLeft: Map<string, number>,
  freeLines: WorkLine[],
): PromotionResult {
  const defaultKind = promotionKind(promotion, null);
  // By unit: whole units of the promotion's unit level per product; otherwise base units.
  const unitsByProduct = new Map<string, number>();
  if (defaultKind === 'PER_UNIT') {
    const baseByProduct = new Map<string, number>();
    for (const w of saleLines) baseByProduct.set(w.line.pCode, (baseByProduct.get(w.line.pCode) ?? 0) + w.line.baseQty);
    for (const [pCode, base] of baseByProduct) {
      const product = products.get(pCode);
      if (!product) continue;
      const wanted = promotion.saleProducts.get(pCode) ?? null;
      const unit = (wanted ? unitOf(product, wanted) : undefined) ?? largestUnit(product);
      unitsByProduct.set(pCode, unit ? Math.floor(round4(base / unit.rate)) : 0);
    }
  }
  const quantity =
    defaultKind === 'PER_UNIT'
      ? [...unitsByProduct.values()].reduce((a, b) => a + b, 0)
      : round4(saleLines.reduce((sum, w) => sum + w.line.baseQty, 0));

  const result = emptyResult(promotion, defaultKind, quantity);
  const tier = matchTier(promotion.details, quantity);
  if (!tier) return result;
  result.tier = tier;
  result.kind = promotionKind(promotion, tier);
  result.nextTier = nextTierAbove(promotion.details, quantity);
  if (limitReached(promotion)) {
    result.status = 'LIMIT_REACHED';
    return result;
  }
  const repeats = tierRepeats(tier, quantity);
  result.repeats = repeats;

  switch (result.kind) {
    case 'PER_UNIT': {
      result.repeats = 1;
      let total = 0;
      for (const [pCode, units] of unitsByProduct) {
        const lines = saleLines.filter((w) => w.line.pCode === pCode);
        const given = spread(lines, roundHalfUp(units * toSatang(tier.discNumber)), promotion.promotionId);
        result.lines.push(...given);
        total += given.reduce((sum, g) => sum + toSatang(g.discount), 0);
      }
      result.discount = toBaht(total);
      break;
    }
    case 'MONEY': {
      result.lines = spread(saleLines, repeats * toSatang(tier.discNumber), promotion.promotionId);
      result.discount = toBaht(result.lines.reduce((sum, g) => sum + toSatang(g.discount), 0));
      break;
    }
    case 'PERCENT': {
      result.repeats = 1;
      const base = saleLines.reduce((sum, w) => sum + w.gross - w.discount, 0);
      const percent = Math.min(Math.max(tier.discNumber, 0), 100);
      result.lines = spread(saleLines, roundHalfUp((base * percent) / 100), promotion.promotionId);
      result.discount = toBaht(result.lines.reduce((sum, g) => sum + toSatang(g.discount), 0));
      break;
    }
    case 'FREE':
      giveFreeItems(promotion, tier, repeats, products, context, remainingStock, stockLeft, freeLines, result);
      break;
  }
  result.status = result.status === 'NOT_REACHED' ? 'APPLIED' : result.status;
  return result;
}

function applyBillPromotion(
  promotion: PromotionFacts,
  paid: readonly WorkLine[],
  billBase: number,
  products: ReadonlyMap<string, ProductFacts>,
  context: PricingContext,
  remainingStock: (pCode: string) => number | null,
  stockLeft: Map<string, number>,
  freeLines: WorkLine[],
): PromotionResult {
  const quantity = toBaht(billBase);
  const result = emptyResult(promotion, promotionKind(promotion, null), quantity);
  const tier = matchTier(promotion.details, quantity);
  if (!tier) return result;
  result.tier = tier;
  result.kind = promotionKind(promotion, tier);
  if (limitReached(promotion)) {
    result.status = 'LIMIT_REACHED';
    return result;
  }
  const repeats = tierRepeats(tier, quantity);
  result.repeats = repeats;
  if (result.kind === 'FREE') {
    giveFreeItems(promotion, tier, repeats, products, context, remainingStock, stockLeft, freeLines, result);
  } else {
    const amount =
      result.kind === 'PERCENT'
        ? roundHalfUp((paid.reduce((sum, w) => sum + w.gross - w.discount, 0) * Math.min(Math.max(tier.discNumber, 0), 100)) / 100)
        : repeats * toSatang(tier.discNumber);
    if (result.kind === 'PERCENT') result.repeats = 1;
    result.lines = spread(paid, amount, promotion.promotionId);
    result.discount = toBaht(result.lines.reduce((sum, g) => sum + toSatang(g.discount), 0));
  }
  result.status = result.status === 'NOT_REACHED' ? 'APPLIED' : result.status;
  return result;
}

/**
 * Gives FreeNumber × repeats base units of the first free product whose stock covers it, in the
 * product's promotion unit when the quantity fills whole units of it, otherwise in unit 1.
 */
function giveFreeItems(
  promotion: PromotionFacts,
  tier: PromotionDetailFacts,
  repeats: number,
  products: ReadonlyMap<string, ProductFacts>,
  context: PricingContext,
  remainingStock: (pCode: string) => number | null,
  stockLeft: Map<string, number>,
  freeLines: WorkLine[],
  result: PromotionResult,
): void {
  const base = round4(tier.freeNumber * repeats);
  if (!(base > 0)) return;
  for (const free of promotion.freeProducts) {
    const product = products.get(free.pCode);
    if (!product) continue;
    const left = remainingStock(product.pCode);
    if (left !== null && left < base) continue;
    const wanted = free.unitLevel ? unitOf(product, free.unitLevel) : undefined;
    const unit = wanted && Number.isInteger(round4(base / wanted.rate)) ? wanted : unitOf(product, 1);
    if (!unit) continue;
    const qty = round4(base / unit.rate);
    if (!Number.isInteger(qty) || qty <= 0) continue;
    if (left !== null) stockLeft.set(product.pCode, left - base);
    const price = unitPrice(product, unit.level, context.customer.priceLevel, context.today);
    freeLines.push({
      gross: 0,
      discount: 0,
      discounts: new Map(),
      priceTypeForVat: '0',
      line: {
        key: `FREE#${promotion.promotionId}#${product.pCode}`,
        pCode: product.pCode,
        nameTh: product.nameTh,
        nameEn: product.nameEn,
        unitLevel: unit.level,
        unitCode: unit.code,
        unitNameTh: unit.nameTh,
        unitNameEn: unit.nameEn,
        unitRate: unit.rate,
        qty,
        baseQty: base,
        selected: true,
        ...unpricedAmounts(price),
        pointsPerUnit: 0,
        points: 0,
        isFree: true,
        promotionId: promotion.promotionId,
        discounts: [],
        issues: [],
      },
    });
    result.freeItems.push({ pCode: product.pCode, unitLevel: unit.level, qty, baseQty: base });
    return;
  }
  result.status = 'FREE_OUT_OF_STOCK';
}
