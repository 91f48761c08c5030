// Worked examples of the price and promotion engine. Every number below is
// worked out by hand in the comment beside it.
import { describe, expect, it } from 'vitest';
import {
  ineligibility,
  matchTier,
  priceCart,
  promotionKind,
  tierRepeats,
  unitPrice,
  weekdayOf,
  type CartLineRequest,
  type CustomerFacts,
  type PricingContext,
  type ProductFacts,
  type PromotionFacts,
  type PromotionResult,
} from './engine';
import { allocate } from './money';

// 2026-01-15 is a Thursday.
const TODAY = '20260115';

/** Water: bottle (1), pack of 6, case of 24. Level 1 10.00 a bottle, level 2 9.50, VAT included. */
const water = (overrides: Partial<ProductFacts> = {}): ProductFacts => ({
  pCode: 'WATER',
  nameTh: 'น้ำดื่ม',
  nameEn: 'Water',
  units: [
    { level: 1, code: 'BTL', nameTh: 'ขวด', nameEn: 'Bottle', rate: 1 },
    { level: 2, code: 'PCK', nameTh: 'แพ็ค', nameEn: 'Pack', rate: 6 },
    { level: 3, code: 'CS', nameTh: 'ลัง', nameEn: 'Case', rate: 24 },
  ],
  levelPrices: [{ price: 10, type: '1' }, { price: 9.5, type: '1' }, null, null, null],
  showPrice: { 1: true, 2: true, 3: true },
  advancePrices: [],
  pointsPerUnit: 2,
  stockAvailable: 1000,
  ...overrides,
});

/** Snack: bag (1), box of 12. 20.00 a bag before VAT (type 2). */
const snack = (overrides: Partial<ProductFacts> = {}): ProductFacts => ({
  pCode: 'SNACK',
  nameTh: 'ขนม',
  nameEn: 'Snack',
  units: [
    { level: 1, code: 'BAG', nameTh: 'ถุง', nameEn: 'Bag', rate: 1 },
    { level: 2, code: 'BOX', nameTh: 'กล่อง', nameEn: 'Box', rate: 12 },
  ],
  levelPrices: [{ price: 20, type: '2' }, null, null, null, null],
  showPrice: { 1: true, 2: true, 3: true },
  advancePrices: [],
  pointsPerUnit: 0,
  stockAvailable: 1000,
  ...overrides,
});

/** Rice: one unit, 100.00, no VAT (type 0). */
const rice = (overrides: Partial<ProductFacts> = {}): ProductFacts => ({
  pCode: 'RICE',
  nameTh: 'ข้าวสาร',
  nameEn: 'Rice',
  units: [{ level: 1, code: 'BAG', nameTh: 'ถุง', nameEn: 'Bag', rate: 1 }],
  levelPrices: [{ price: 100, type: '0' }, null, null, null, null],
  showPrice: { 1: true, 2: true, 3: true },
  advancePrices: [],
  pointsPerUnit: 0,
  stockAvailable: 1000,
  ...overrides,
});

/** Glass, a gift: piece (1), pack of 6. */
const glass = (overrides: Partial<ProductFacts> = {}): ProductFacts => ({
  pCode: 'GLASS',
  nameTh: 'แก้ว',
  nameEn: 'Glass',
  units: [
    { level: 1, code: 'PC', nameTh: 'ใบ', nameEn: 'Piece', rate: 1 },
    { level: 2, code: 'PCK', nameTh: 'แพ็ค', nameEn: 'Pack', rate: 6 },
  ],
  levelPrices: [{ price: 15, type: '1' }, null, null, null, null],
  showPrice: { 1: true, 2: true, 3: true },
  advancePrices: [],
  pointsPerUnit: 0,
  stockAvailable: 1000,
  ...overrides,
});

const mug = (overrides: Partial<ProductFacts> = {}): ProductFacts => ({
  ...glass(),
  pCode: 'MUG',
  nameTh: 'แก้วมัค',
  nameEn: 'Mug',
  ...overrides,
});

const catalogue = (...products: ProductFacts[]) => new Map(products.map((p) => [p.pCode, p]));

const customer = (overrides: Partial<CustomerFacts> = {}): CustomerFacts => ({
  id: 1,
  customerType: '01',
  storeType: 'S1',
  priceLevel: 1,
  isNew: false,
  ...overrides,
});

let nextId = 1;
const promotion = (overrides: Partial<PromotionFacts> = {}): PromotionFacts => ({
  promotionId: nextId++,
  name: 'Promotion',
  shortName: 'Promo',
  promotionType: 'DiscountValue',
  enabled: true,
  dateBegin: '20260101',
  dateEnd: '20260131',
  weekdays: 'YYYYYYY',
  newCustomersOnly: false,
  allCustomers: true,
  customersIn: new Set(),
  customersNotIn: new Set(),
  allCustomerTypes: true,
  customerTypes: new Set(),
  allStoreTypes: true,
  storeTypes: new Set(),
  byUnit: false,
  saleProducts: new Map([['WATER', null]]),
  freeProducts: [],
  details: [{ ln: 1, buyMin: 12, buyMax: null, freeNumber: 0, discNumber: 5, discTypeCode: 'B' }],
  usageLimit: null,
  usageCount: 0,
  usageLimitPerCustomer: null,
  customerUsageCount: 0,
  ...overrides,
});

const line = (P_Code: string, qty1 = 0, qty2 = 0, qty3 = 0, selected = true): CartLineRequest => ({
  P_Code,
  qty1,
  qty2,
  qty3,
  selected,
});

const context = (overrides: Partial<PricingContext> = {}): PricingContext => ({
  mode: 'money',
  today: TODAY,
  customer: customer(),
  promotions: [],
  ...overrides,
});

const resultOf = (results: PromotionResult[], id: number) => {
  const found = results.find((r) => r.promotionId === id);
  if (!found) throw new Error(`promotion ${id} is not in the answer`);
  return found;
};

describe('allocate', () => {
  it('splits in proportion and keeps every satang', () => {
    // 10.00 over lines of 240.00 and 60.00: 8.00 and 2.00
    expect(allocate(1000, [24_000, 6_000])).toEqual([800, 200]);
    // 100 over three equal weights: 34, 33, 33 (the first remainder gets the extra satang)
    expect(allocate(100, [500, 500, 500])).toEqual([34, 33, 33]);
  });
  it('never gives more than a weight', () => {
    expect(allocate(1000, [300, 200])).toEqual([300, 200]);
    expect(allocate(50, [0, 10])).toEqual([0, 10]);
    expect(allocate(50, [])).toEqual([]);
  });
});

describe('unit prices', () => {
  it('multiplies the level price by the unit rate', () => {
    // level 1: 10.00 a bottle; a pack is 6 bottles = 60.00, a case 24 = 240.00
    expect(unitPrice(water(), 1, 1, TODAY)).toMatchObject({ price: 10, priceType: '1', priceInVat: 10, priceLevel: 1, advance: false });
    expect(unitPrice(water(), 2, 1, TODAY)?.price).toBe(60);
    expect(unitPrice(water(), 3, 1, TODAY)?.price).toBe(240);
    // level 2: 9.50 a bottle; a case = 228.00
    expect(unitPrice(water(), 3, 2, TODAY)?.price).toBe(228);
  });
  it('falls back to level 1 when the customer level has no price', () => {
    expect(unitPrice(water(), 3, 3, TODAY)).toMatchObject({ price: 240, priceLevel: 1 });
  });
  it('adds 7% VAT to an excluded-tax price for the price with VAT', () => {
    // 20.00 + 7% = 21.40; a box of 12: 240.00 + 7% = 256.80
    expect(unitPrice(snack(), 1, 1, TODAY)).toMatchObject({ price: 20, priceType: '2', priceInVat: 21.4 });
    expect(unitPrice(snack(), 2, 1, TODAY)).toMatchObject({ price: 240, priceInVat: 256.8 });
    // no VAT: 100.00 stays 100.00
    expect(unitPrice(rice(), 1, 1, TODAY)).toMatchObject({ price: 100, priceType: '0', priceInVat: 100 });
  });
  it('uses the advance price of the day for its unit and level, the latest started list first', () => {
    const product = water({
      advancePrices: [
        { dateStart: '20260101', dateEnd: '20260131', cells: [{ unit: 3, level: 1, price: 230, type: null }] },
        { dateStart: '20260110', dateEnd: '20260120', cells: [{ unit: 3, level: 1, price: 225, type: '2' }] },
      ],
    });
    // both lists cover the 15th; the one that started on the 10th wins: 225.00 before VAT
    expect(unitPrice(product, 3, 1, TODAY)).toMatchObject({ price: 225, priceType: '2', priceInVat: 240.75, advance: true });
    // on the 25th only the first list applies, with the level's own type
    expect(unitPrice(product, 3, 1, '20260125')).toMatchObject({ price: 230, priceType: '1', advance: true });
    // in February neither: 24 × 10.00
    expect(unitPrice(product, 3, 1, '20260201')).toMatchObject({ price: 240, advance: false });
    // the advance price is for the case only: a pack keeps 6 × 10.00
    expect(unitPrice(product, 2, 1, TODAY)).toMatchObject({ price: 60, advance: false });
    // and for level 1 only: a level 2 customer pays 24 × 9.50
    expect(unitPrice(product, 3, 2, TODAY)).toMatchObject({ price: 228, advance: false });
  });
  it('has no price for a unit the product does not sell in, or without any price', () => {
    expect(unitPrice(snack(), 3, 1, TODAY)).toBeNull();
    expect(unitPrice(rice({ levelPrices: [null, null, null, null, null] }), 1, 1, TODAY)).toBeNull();
  });
});

describe('cart lines and totals', () => {
  it('prices each unit level as a line, with VAT worked out per price type', () => {
    const cart = priceCart(
      [line('WATER', 0, 2), line('SNACK', 3), line('RICE', 1)],
      catalogue(water(), snack(), rice()),
      context(),
    );
    const byKey = new Map(cart.lines.map((l) => [l.key, l]));
    // 2 packs × 60.00 VAT included: 120.00, VAT 120 × 7/107 = 7.85
    expect(byKey.get('WATER#2')).toMatchObject({ qty: 2, baseQty: 12, price: 60, amount: 120, net: 120, vat: 7.85 });
    // 3 bags × 20.00 + 7%: 64.20, VAT 4.20
    expect(byKey.get('SNACK#1')).toMatchObject({ qty: 3, amount: 64.2, vat: 4.2 });
    // 1 × 100.00 without VAT
    expect(byKey.get('RICE#1')).toMatchObject({ amount: 100, vat: 0 });
    // 120 + 64.20 + 100 = 284.20; VAT 7.85 + 4.20 = 12.05; without VAT 272.15
    expect(cart.totals).toMatchObject({ subtotal: 284.2, discount: 0, total: 284.2, vat: 12.05, totalExVat: 272.15, itemCount: 3 });
  });
  it('prices at the customer level', () => {
    const cart = priceCart([line('WATER', 0, 0, 1)], catalogue(water()), context({ customer: customer({ priceLevel: 2 }) }));
    expect(cart.totals.total).toBe(228);
    expect(cart.lines[0]).toMatchObject({ priceLevel: 2 });
  });
  it('leaves unselected lines out of the totals', () => {
    const cart = priceCart([line('WATER', 1), line('RICE', 1, 0, 0, false)], catalogue(water(), rice()), context());
    expect(cart.totals.total).toBe(10);
    expect(cart.lines.find((l) => l.pCode === 'RICE')?.selected).toBe(false);
  });
  it('drops unknown products and flags units that cannot be ordered', () => {
    const cart = priceCart(
      [line('NOPE', 1), line('SNACK', 1, 0, 2), line('WATER', 1, 1), line('RICE', 1)],
      catalogue(
        snack(),
        water({ showPrice: { 1: true, 2: false, 3: true } }),
        rice({ levelPrices: [null, null, null, null, null] }),
      ),
      context(),
    );
    expect(cart.removed).toEqual(['NOPE']);
    const byKey = new Map(cart.lines.map((l) => [l.key, l]));
    // the snack has no third unit
    expect(byKey.get('SNACK#3')).toMatchObject({ issues: ['UNIT_NOT_SOLD'], qty: 0, selected: false });
    // the pack price is hidden: its quantity counts as zero
    expect(byKey.get('WATER#2')).toMatchObject({ issues: ['PRICE_HIDDEN'], qty: 0, amount: 0 });
    expect(byKey.get('RICE#1')).toMatchObject({ issues: ['NO_PRICE'], selected: false });
    // only the bag of snack (21.40) and the bottle (10.00) are paid
    expect(cart.totals.total).toBe(31.4);
  });
  it('sums the units of a product before checking its stock', () => {
    // 1 case (24) + 2 packs (12) = 36 bottles, 30 in stock: each alone fits, together they do not
    const products = catalogue(water({ stockAvailable: 30 }));
    const cart = priceCart([line('WATER', 0, 2, 1)], products, context());
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines.every((l) => l.issues.includes('OUT_OF_STOCK'))).toBe(true);
    expect(cart.stock).toEqual([{ pCode: 'WATER', required: 36, available: 30, outOfStock: true }]);
    // still selected and counted unless out-of-stock items are to be unselected
    expect(cart.totals.total).toBe(360);
    const unselected = priceCart([line('WATER', 0, 2, 1)], products, context({ unselectOutOfStock: true }));
    expect(unselected.lines).toHaveLength(2);
    expect(unselected.lines.every((l) => !l.selected)).toBe(true);
    expect(unselected.totals.total).toBe(0);
  });
});

describe('promotion conditions', () => {
  it('knows the weekday of a date key', () => {
    expect(weekdayOf('20260115')).toBe(4); // Thursday
    expect(weekdayOf('20260118')).toBe(0); // Sunday
  });
  it('checks the flag, the dates (both included) and the weekday', () => {
    const c = customer();
    expect(ineligibility(promotion(), c, TODAY)).toBeNull();
    expect(ineligibility(promotion({ enabled: false }), c, TODAY)).toBe('DISABLED');
    expect(ineligibility(promotion({ dateBegin: '20260116' }), c, TODAY)).toBe('NOT_STARTED');
    expect(ineligibility(promotion({ dateEnd: '20260114' }), c, TODAY)).toBe('EXPIRED');
    expect(ineligibility(promotion({ dateBegin: TODAY, dateEnd: TODAY }), c, TODAY)).toBeNull();
    // Sunday first: the fifth flag is Thursday
    expect(ineligibility(promotion({ weekdays: 'YYYYNYY' }), c, TODAY)).toBe('WEEKDAY');
    expect(ineligibility(promotion({ weekdays: 'NNNNYNN' }), c, TODAY)).toBeNull();
  });
  it('checks customers, excluded customers, customer types, store types and new customers', () => {
    const c = customer({ id: 7, customerType: '02', storeType: 'S3' });
    expect(ineligibility(promotion({ allCustomers: false, customersIn: new Set([7]) }), c, TODAY)).toBeNull();
    expect(ineligibility(promotion({ allCustomers: false, customersIn: new Set([8]) }), c, TODAY)).toBe('CUSTOMER_NOT_IN_LIST');
    expect(ineligibility(promotion({ customersNotIn: new Set([7]) }), c, TODAY)).toBe('CUSTOMER_EXCLUDED');
    expect(ineligibility(promotion({ allCustomerTypes: false, customerTypes: new Set(['01']) }), c, TODAY)).toBe('CUSTOMER_TYPE');
    expect(ineligibility(promotion({ allCustomerTypes: false, customerTypes: new Set(['02']) }), c, TODAY)).toBeNull();
    expect(ineligibility(promotion({ allStoreTypes: false, storeTypes: new Set(['S1']) }), c, TODAY)).toBe('STORE_TYPE');
    expect(ineligibility(promotion({ allStoreTypes: false, storeTypes: new Set(['S3']) }), c, TODAY)).toBeNull();
    expect(ineligibility(promotion({ newCustomersOnly: true }), c, TODAY)).toBe('NOT_NEW_CUSTOMER');
    expect(ineligibility(promotion({ newCustomersOnly: true }), { ...c, isNew: true }, TODAY)).toBeNull();
  });
  it('lets a guest take only promotions open to everyone', () => {
    const guest = customer({ id: null, customerType: null, storeType: null, isNew: true });
    expect(ineligibility(promotion(), guest, TODAY)).toBeNull();
    expect(ineligibility(promotion({ newCustomersOnly: true }), guest, TODAY)).toBeNull();
    expect(ineligibility(promotion({ allCustomers: false, customersIn: new Set([1]) }), guest, TODAY)).toBe('CUSTOMER_NOT_IN_LIST');
    expect(ineligibility(promotion({ allCustomerTypes: false, customerTypes: new Set(['01']) }), guest, TODAY)).toBe('CUSTOMER_TYPE');
  });
  it('leaves out promotions the customer may not take', () => {
    const p = promotion({ customersNotIn: new Set([1]) });
    const cart = priceCart([line('WATER', 0, 0, 1)], catalogue(water()), context({ promotions: [p] }));
    expect(cart.promotions).toEqual([]);
    expect(cart.totals.discount).toBe(0);
  });
});

describe('tiers', () => {
  const tiers = [
    { ln: 1, buyMin: 12, buyMax: 23, freeNumber: 0, discNumber: 10, discTypeCode: 'B' as const },
    { ln: 2, buyMin: 24, buyMax: null, freeNumber: 0, discNumber: 30, discTypeCode: 'B' as const },
  ];
  it('matches the highest tier a quantity reaches, within BuyMax', () => {
    expect(matchTier(tiers, 11)).toBeNull();
    expect(matchTier(tiers, 12)?.ln).toBe(1);
    expect(matchTier(tiers, 23)?.ln).toBe(1);
    expect(matchTier(tiers, 24)?.ln).toBe(2);
    expect(matchTier(tiers, 500)?.ln).toBe(2);
  });
  it('repeats an open-ended tier for every full BuyMin, a bounded tier once', () => {
    expect(tierRepeats(tiers[0]!, 20)).toBe(1);
    expect(tierRepeats(tiers[1]!, 47)).toBe(1);
    expect(tierRepeats(tiers[1]!, 48)).toBe(2);
  });
  it('gives the tier of the quantity bought and says what the next tier needs', () => {
    const p = promotion({ saleProducts: new Map([['SNACK', null]]), details: tiers });
    const price = (bags: number) => priceCart([line('SNACK', bags)], catalogue(snack()), context({ promotions: [p] }));
    const eleven = resultOf(price(11).promotions, p.promotionId);
    expect(eleven).toMatchObject({ status: 'NOT_REACHED', discount: 0, nextTier: { buyMin: 12, missing: 1 } });
    expect(resultOf(price(12).promotions, p.promotionId)).toMatchObject({ status: 'APPLIED', discount: 10, nextTier: { buyMin: 24, missing: 12 } });
    expect(resultOf(price(20).promotions, p.promotionId).discount).toBe(10);
    expect(resultOf(price(24).promotions, p.promotionId).discount).toBe(30);
    // 48 bags: the open tier twice
    expect(resultOf(price(48).promotions, p.promotionId)).toMatchObject({ discount: 60, repeats: 2, nextTier: null });
  });
});

describe('DiscountValue', () => {
  it('takes money off per full step, shared over the sale lines by amount', () => {
    const p = promotion();
    // 1 case (24) + 1 pack (6) = 30 bottles: two steps of 12, 2 × 5.00 = 10.00
    const cart = priceCart([line('WATER', 0, 1, 1), line('RICE', 1)], catalogue(water(), rice()), context({ promotions: [p] }));
    const result = resultOf(cart.promotions, p.promotionId);
    expect(result).toMatchObject({ status: 'APPLIED', kind: 'MONEY', scope: 'PRODUCT', quantity: 30, repeats: 2, discount: 10 });
    // shared 240 : 60, that is 8.00 and 2.00; the rice is not a sale product
    const byKey = new Map(cart.lines.map((l) => [l.key, l]));
    expect(byKey.get('WATER#3')).toMatchObject({ discount: 8, net: 232, discounts: [{ promotionId: p.promotionId, amount: 8 }] });
    expect(byKey.get('WATER#2')).toMatchObject({ discount: 2, net: 58 });
    expect(byKey.get('RICE#1')).toMatchObject({ discount: 0, discounts: [] });
    // 240 + 60 + 100 = 400 - 10 = 390; VAT of the water works out of what is left: 290 × 7/107 = 18.97
    expect(cart.totals).toMatchObject({ subtotal: 400, productDiscount: 10, discount: 10, total: 390, vat: 18.97 });
  });
  it('counts the sale products together', () => {
    const p = promotion({ saleProducts: new Map([['WATER', null], ['SNACK', null]]) });
    // 6 bottles + 6 bags = 12: one step
    const cart = priceCart([line('WATER', 6), line('SNACK', 6)], catalogue(water(), snack()), context({ promotions: [p] }));
    expect(resultOf(cart.promotions, p.promotionId)).toMatchObject({ quantity: 12, discount: 5 });
  });
  it('is not applied when the limit of uses is reached', () => {
    const spent = promotion({ usageLimit: 10, usageCount: 10 });
    const mine = promotion({ usageLimitPerCustomer: 1, customerUsageCount: 1 });
    const cart = priceCart([line('WATER', 0, 0, 1)], catalogue(water()), context({ promotions: [spent, mine] }));
    expect(resultOf(cart.promotions, spent.promotionId)).toMatchObject({ status: 'LIMIT_REACHED', discount: 0 });
    expect(resultOf(cart.promotions, mine.promotionId)).toMatchObject({ status: 'LIMIT_REACHED', discount: 0 });
    expect(cart.totals.discount).toBe(0);
  });
  it('leaves out promotions excluded while placing', () => {
    const p = promotion();
    const cart = priceCart([line('WATER', 0, 0, 1)], catalogue(water()), context({ promotions: [p], excludedPromotionIds: new Set([p.promotionId]) }));
    expect(cart.promotions).toEqual([]);
  });
  it('is not offered for a cart without its sale products', () => {
    const cart = priceCart([line('RICE', 5)], catalogue(rice()), context({ promotions: [promotion()] }));
    expect(cart.promotions).toEqual([]);
  });
});

describe('DiscountPercent', () => {
  it('takes a percent of the sale lines, once', () => {
    const p = promotion({
      promotionType: 'DiscountPercent',
      details: [{ ln: 1, buyMin: 48, buyMax: null, freeNumber: 0, discNumber: 5, discTypeCode: 'P' }],
    });
    // 2 cases = 48 bottles = 480.00; 5% = 24.00 (a percent does not repeat)
    const two = priceCart([line('WATER', 0, 0, 2)], catalogue(water()), context({ promotions: [p] }));
    expect(resultOf(two.promotions, p.promotionId)).toMatchObject({ kind: 'PERCENT', discount: 24, repeats: 1 });
    // 4 cases = 960.00: 48.00
    const four = priceCart([line('WATER', 0, 0, 4)], catalogue(water()), context({ promotions: [p] }));
    expect(four.totals.discount).toBe(48);
    // 1 case is not enough
    const one = priceCart([line('WATER', 0, 0, 1)], catalogue(water()), context({ promotions: [p] }));
    expect(resultOf(one.promotions, p.promotionId)).toMatchObject({ status: 'NOT_REACHED', nextTier: { buyMin: 48, missing: 24 } });
  });
  it('works on a VAT-excluded price with VAT', () => {
    const p = promotion({
      promotionType: 'DiscountPercent',
      saleProducts: new Map([['SNACK', null]]),
      details: [{ ln: 1, buyMin: 1, buyMax: null, freeNumber: 0, discNumber: 10, discTypeCode: 'P' }],
    });
    // 3 bags: 64.20 with VAT; 10% = 6.42; 57.78 left, VAT 57.78 × 7/107 = 3.78
    const cart = priceCart([line('SNACK', 3)], catalogue(snack()), context({ promotions: [p] }));
    expect(cart.totals).toMatchObject({ subtotal: 64.2, discount: 6.42, total: 57.78, vat: 3.78 });
  });
});

describe('by-unit calculation (MONEY/UOM, code U)', () => {
  it('takes money off per unit of the largest unit by default', () => {
    const p = promotion({
      byUnit: true,
      details: [{ ln: 1, buyMin: 1, buyMax: null, freeNumber: 0, discNumber: 10, discTypeCode: 'U' }],
    });
    // 2 cases + 3 packs = 66 bottles = 2 whole cases: 2 × 10.00
    const cart = priceCart([line('WATER', 0, 3, 2)], catalogue(water()), context({ promotions: [p] }));
    expect(resultOf(cart.promotions, p.promotionId)).toMatchObject({ kind: 'PER_UNIT', quantity: 2, discount: 20 });
  });
  it('counts in the unit the promotion names for the product', () => {
    const p = promotion({
      byUnit: true,
      saleProducts: new Map([['WATER', 2]]),
      details: [{ ln: 1, buyMin: 1, buyMax: null, freeNumber: 0, discNumber: 10, discTypeCode: 'U' }],
    });
    // 66 bottles = 11 packs: 110.00
    const cart = priceCart([line('WATER', 0, 3, 2)], catalogue(water()), context({ promotions: [p] }));
    expect(resultOf(cart.promotions, p.promotionId)).toMatchObject({ quantity: 11, discount: 110 });
  });
  it('compares BuyMin with units', () => {
    const p = promotion({
      byUnit: true,
      details: [{ ln: 1, buyMin: 3, buyMax: null, freeNumber: 0, discNumber: 10, discTypeCode: 'U' }],
    });
    const cart = priceCart([line('WATER', 0, 3, 2)], catalogue(water()), context({ promotions: [p] }));
    expect(resultOf(cart.promotions, p.promotionId)).toMatchObject({ status: 'NOT_REACHED', nextTier: { buyMin: 3, missing: 1 } });
  });
  it('follows the discount code of the line as well as the flag', () => {
    expect(promotionKind(promotion({ byUnit: false }), { ln: 1, buyMin: 1, buyMax: null, freeNumber: 0, discNumber: 1, discTypeCode: 'U' })).toBe('PER_UNIT');
  });
});

describe('FreeItem', () => {
  const freePromotion = (overrides: Partial<PromotionFacts> = {}) =>
    promotion({
      promotionType: 'FreeItem',
      freeProducts: [{ pCode: 'GLASS', unitLevel: 2 }, { pCode: 'MUG', unitLevel: 2 }],
      details: [{ ln: 1, buyMin: 24, buyMax: null, freeNumber: 6, discNumber: 0, discTypeCode: null }],
      ...overrides,
    });

  it('gives FreeNumber base units per step, in the free unit when they fill it', () => {
    const p = freePromotion();
    // 2 cases = 48 bottles: two steps of 24, 2 × 6 = 12 glasses = 2 packs, free
    const cart = priceCart([line('WATER', 0, 0, 2)], catalogue(water(), glass(), mug()), context({ promotions: [p] }));
    expect(resultOf(cart.promotions, p.promotionId)).toMatchObject({
      status: 'APPLIED',
      kind: 'FREE',
      discount: 0,
      freeItems: [{ pCode: 'GLASS', unitLevel: 2, qty: 2, baseQty: 12 }],
    });
    const free = cart.lines.find((l) => l.isFree);
    expect(free).toMatchObject({ key: `FREE#${p.promotionId}#GLASS`, qty: 2, amount: 0, net: 0, promotionId: p.promotionId, price: 90 });
    // the gift costs nothing: 2 × 240.00
    expect(cart.totals.total).toBe(480);
    // and its stock is needed
    expect(cart.stock).toContainEqual({ pCode: 'GLASS', required: 12, available: 1000, outOfStock: false });
  });
  it('gives the gift once for a bounded tier', () => {
    const p = freePromotion({ details: [{ ln: 1, buyMin: 24, buyMax: 71, freeNumber: 6, discNumber: 0, discTypeCode: null }] });
    const cart = priceCart([line('WATER', 0, 0, 2)], catalogue(water(), glass(), mug()), context({ promotions: [p] }));
    expect(resultOf(cart.promotions, p.promotionId).freeItems).toEqual([{ pCode: 'GLASS', unitLevel: 2, qty: 1, baseQty: 6 }]);
  });
  it('gives base units when they do not fill the free unit', () => {
    const p = freePromotion({ details: [{ ln: 1, buyMin: 24, buyMax: null, freeNumber: 4, discNumber: 0, discTypeCode: null }] });
    const cart = priceCart([line('WATER', 0, 0, 1)], catalogue(water(), glass(), mug()), context({ promotions: [p] }));
    expect(resultOf(cart.promotions, p.promotionId).freeItems).toEqual([{ pCode: 'GLASS', unitLevel: 1, qty: 4, baseQty: 4 }]);
  });
  it('offers the next free product when the first is out of stock, and says so when none is left', () => {
    const p = freePromotion();
    const next = priceCart([line('WATER', 0, 0, 1)], catalogue(water(), glass({ stockAvailable: 5 }), mug()), context({ promotions: [p] }));
    expect(resultOf(next.promotions, p.promotionId).freeItems).toEqual([{ pCode: 'MUG', unitLevel: 2, qty: 1, baseQty: 6 }]);
    const none = priceCart(
      [line('WATER', 0, 0, 1)],
      catalogue(water(), glass({ stockAvailable: 5 }), mug({ stockAvailable: 0 })),
      context({ promotions: [p] }),
    );
    expect(resultOf(none.promotions, p.promotionId)).toMatchObject({ status: 'FREE_OUT_OF_STOCK', freeItems: [] });
    expect(none.lines.some((l) => l.isFree)).toBe(false);
  });
  it('counts what is bought of the gift against its stock', () => {
    const p = freePromotion({ freeProducts: [{ pCode: 'GLASS', unitLevel: 2 }] });
    // 10 glasses in stock, 6 bought: 4 left, not enough for a pack of 6
    const cart = priceCart([line('WATER', 0, 0, 1), line('GLASS', 6)], catalogue(water(), glass({ stockAvailable: 10 })), context({ promotions: [p] }));
    expect(resultOf(cart.promotions, p.promotionId).status).toBe('FREE_OUT_OF_STOCK');
  });
});

describe('PromotionType 3 (no sale products): the bill', () => {
  const bill = (overrides: Partial<PromotionFacts> = {}) =>
    promotion({
      promotionType: '3',
      saleProducts: new Map(),
      details: [{ ln: 1, buyMin: 3000, buyMax: null, freeNumber: 0, discNumber: 100, discTypeCode: 'B' }],
      ...overrides,
    });

  it('compares BuyMin with the bill and repeats an open tier', () => {
    const p = bill();
    // 30 bags of rice = 3,000.00: 100.00 off
    const at = priceCart([line('RICE', 30)], catalogue(rice()), context({ promotions: [p] }));
    expect(resultOf(at.promotions, p.promotionId)).toMatchObject({ scope: 'BILL', kind: 'MONEY', quantity: 3000, discount: 100 });
    expect(at.totals).toMatchObject({ billDiscount: 100, productDiscount: 0, total: 2900 });
    // 6,500.00: two steps of 3,000, 200.00
    const twice = priceCart([line('RICE', 65)], catalogue(rice()), context({ promotions: [p] }));
    expect(twice.totals.billDiscount).toBe(200);
  });
  it('comes after product promotions', () => {
    const p = bill();
    // 20.00 off the rice, once
    const bounded = promotion({
      saleProducts: new Map([['RICE', null]]),
      details: [{ ln: 1, buyMin: 1, buyMax: 1000, freeNumber: 0, discNumber: 20, discTypeCode: 'B' }],
    });
    // 31 bags = 3,100.00 minus 20.00 = 3,080.00: the bill promotion is reached
    const reached = priceCart([line('RICE', 31)], catalogue(rice()), context({ promotions: [p, bounded] }));
    expect(reached.totals).toMatchObject({ productDiscount: 20, billDiscount: 100, total: 2980 });
    // 30 bags = 3,000.00 minus 20.00 = 2,980.00: the bill promotion is not reached
    const missed = priceCart([line('RICE', 30)], catalogue(rice()), context({ promotions: [p, bounded] }));
    expect(resultOf(missed.promotions, p.promotionId)).toMatchObject({ status: 'NOT_REACHED', quantity: 2980, nextTier: { buyMin: 3000, missing: 20 } });
  });
  it('shares a bill discount over every paid line', () => {
    const p = bill({ details: [{ ln: 1, buyMin: 100, buyMax: 1000, freeNumber: 0, discNumber: 30, discTypeCode: 'B' }] });
    // 2 bottles 20.00 + 1 pack 60.00 + 1 rice 100.00 = 180.00; 30.00 shared 20 : 60 : 100
    const cart = priceCart([line('WATER', 2, 1), line('RICE', 1)], catalogue(water(), rice()), context({ promotions: [p] }));
    const byKey = new Map(cart.lines.map((l) => [l.key, l]));
    expect(byKey.get('WATER#2')?.discount).toBe(10);
    expect(byKey.get('RICE#1')?.discount).toBe(16.67);
    expect(byKey.get('WATER#1')?.discount).toBe(3.33);
    expect(cart.totals.total).toBe(150);
  });
  it('takes a percent of the bill', () => {
    const p = bill({ details: [{ ln: 1, buyMin: 1000, buyMax: null, freeNumber: 0, discNumber: 2, discTypeCode: 'P' }] });
    // 12 bags of rice = 1,200.00; 2% = 24.00
    const cart = priceCart([line('RICE', 12)], catalogue(rice()), context({ promotions: [p] }));
    expect(resultOf(cart.promotions, p.promotionId)).toMatchObject({ kind: 'PERCENT', discount: 24 });
  });
  it('gives a free item on the bill', () => {
    const p = bill({
      freeProducts: [{ pCode: 'GLASS', unitLevel: 1 }],
      details: [{ ln: 1, buyMin: 500, buyMax: 999_999, freeNumber: 1, discNumber: 0, discTypeCode: null }],
    });
    const cart = priceCart([line('RICE', 5)], catalogue(rice(), glass()), context({ promotions: [p] }));
    expect(resultOf(cart.promotions, p.promotionId)).toMatchObject({ kind: 'FREE', freeItems: [{ pCode: 'GLASS', qty: 1 }] });
    expect(cart.totals.total).toBe(500);
  });
});

describe('stacking order', () => {
  it('applies per unit, then money, then percent on what is left, then free items, then the bill, then the coupon', () => {
    // Ids against the stacking order, so the order cannot come from the ids.
    const percent = promotion({
      promotionId: 101,
      promotionType: 'DiscountPercent',
      details: [{ ln: 1, buyMin: 24, buyMax: null, freeNumber: 0, discNumber: 10, discTypeCode: 'P' }],
    });
    const money = promotion({ promotionId: 102, details: [{ ln: 1, buyMin: 24, buyMax: null, freeNumber: 0, discNumber: 20, discTypeCode: 'B' }] });
    const perUnit = promotion({
      promotionId: 103,
      byUnit: true,
      details: [{ ln: 1, buyMin: 1, buyMax: null, freeNumber: 0, discNumber: 10, discTypeCode: 'U' }],
    });
    const free = promotion({
      promotionId: 104,
      promotionType: 'FreeItem',
      freeProducts: [{ pCode: 'GLASS', unitLevel: 1 }],
      details: [{ ln: 1, buyMin: 48, buyMax: 48, freeNumber: 1, discNumber: 0, discTypeCode: null }],
    });
    const bill = promotion({
      promotionId: 100,
      promotionType: '3',
      saleProducts: new Map(),
      details: [{ ln: 1, buyMin: 100, buyMax: 100_000, freeNumber: 0, discNumber: 5, discTypeCode: 'P' }],
    });
    const cart = priceCart(
      [line('WATER', 0, 0, 2)],
      catalogue(water(), glass()),
      context({ promotions: [percent, money, perUnit, free, bill], coupon: { couponId: 'CP1', couponType: 'DISCOUNT', value: 50 } }),
    );
    // 2 cases = 480.00
    // per unit: 2 cases × 10.00 = 20.00 → 460.00
    // money: 48 bottles = two steps of 24 × 20.00 = 40.00 → 420.00
    // percent: 10% of 420.00 = 42.00 → 378.00
    // free: one glass
    // bill: 5% of 378.00 = 18.90 → 359.10
    // coupon: 50.00 → 309.10
    expect(cart.promotions.map((r) => r.promotionId)).toEqual([103, 102, 101, 104, 100]);
    expect(cart.promotions.map((r) => r.discount)).toEqual([20, 40, 42, 0, 18.9]);
    expect(cart.coupon).toEqual({ couponId: 'CP1', couponType: 'DISCOUNT', applied: 50, usable: true });
    expect(cart.totals).toMatchObject({
      subtotal: 480,
      productDiscount: 102,
      billDiscount: 18.9,
      couponDiscount: 50,
      discount: 170.9,
      total: 309.1,
    });
    const water3 = cart.lines.find((l) => l.key === 'WATER#3');
    expect(water3?.discounts).toEqual([
      { promotionId: 103, amount: 20 },
      { promotionId: 102, amount: 40 },
      { promotionId: 101, amount: 42 },
      { promotionId: 100, amount: 18.9 },
    ]);
  });
});

describe('coupons', () => {
  it('never takes the bill below zero', () => {
    const cart = priceCart([line('WATER', 2)], catalogue(water()), context({ coupon: { couponId: 'C', couponType: 'DISCOUNT', value: 100 } }));
    expect(cart.totals).toMatchObject({ couponDiscount: 20, total: 0 });
    expect(cart.coupon?.applied).toBe(20);
  });
  it('does not fit the wrong mode', () => {
    const money = priceCart([line('WATER', 2)], catalogue(water()), context({ coupon: { couponId: 'C', couponType: 'POINT', value: 10 } }));
    expect(money.coupon).toMatchObject({ usable: false, applied: 0 });
    expect(money.totals.total).toBe(20);
  });
});

describe('points mode', () => {
  it('counts points per unit and gives no promotion', () => {
    // 1 case = 24 bottles × 2 points = 48; 1 pack = 12
    const cart = priceCart(
      [line('WATER', 0, 1, 1), line('SNACK', 1)],
      catalogue(water(), snack()),
      context({ mode: 'point', promotions: [promotion()] }),
    );
    expect(cart.promotions).toEqual([]);
    expect(cart.lines.find((l) => l.key === 'WATER#3')).toMatchObject({ pointsPerUnit: 48, points: 48, amount: 0 });
    // the snack earns no points: it cannot be redeemed
    expect(cart.lines.find((l) => l.key === 'SNACK#1')).toMatchObject({ issues: ['NOT_REDEEMABLE'], selected: false });
    expect(cart.totals).toMatchObject({ points: 60, pointsBeforeCoupon: 60, total: 0 });
  });
  it('takes a point coupon off the points', () => {
    const cart = priceCart([line('WATER', 0, 1)], catalogue(water()), context({ mode: 'point', coupon: { couponId: 'P', couponType: 'POINT', value: 5 } }));
    expect(cart.totals).toMatchObject({ pointsBeforeCoupon: 12, couponPoints: 5, points: 7 });
  });
});
