// The back office's promotion calls over HTTP: the save rules, the wizard's checks, scoping to
// the staff member's centers, and an order placed under a promotion created through them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_FORM_MESSAGES, type PromotionSaveBodyInput } from '@eorder/shared';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock } from '../../../test/clock';
import { createCustomer, createProduct, createStaff, type CustomerRow, type ProductRow } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase, fixtureNow } from '../../db/test-support';
import { customerToken, errorOf, get, post, staffToken } from '../orders/test-kit';
import { weekdayFlags, weekdaysOf } from './service';

let db: DatabaseHandle;
let t: TestApp;
let dc01Staff: string;
let dc02Staff: string;
let sold: ProductRow;
let gift: ProductRow;
let dc02Product: ProductRow;
let buyer: CustomerRow;

/** Today and a week on, as the wizard writes them. */
const period = { DateBegin: '', DateEnd: '' };

function freeItemBody(overrides: Partial<PromotionSaveBodyInput['Promotion']> = {}): PromotionSaveBodyInput {
  return {
    SaleUnit: 'DC01',
    Promotion: {
      PromotionName: 'Buy 2 get 1 free',
      Opt30: '2+1',
      PromotionRemark: 'Test promotion',
      PromotionType: '1',
      CalcType: 'FreeItem',
      FlagEnabled: 'Y',
      CustomerList: 'All',
      CustomerTypeList: 'All',
      Opt15: 'All',
      ...period,
      ...overrides,
    } as PromotionSaveBodyInput['Promotion'],
    ProductsSale: [{ P_Code: sold.pCode }],
    ProductsFree: [{ P_Code: gift.pCode, UNIT: '1' }],
    PromotionDetails: [{ PromotionLn: 1, BuyMin: 2, FreeNumber: 1 }],
    Weekdays: [],
  };
}

interface DetailJson {
  Promotion: Record<string, unknown> & { PromotionDetail: Record<string, unknown>[] };
  Weekdays: number[];
  ProductsSale: { P_Code: string }[];
  ProductsFree: { P_Code: string; UNIT: string | null }[];
  Customers: { CUSTOMERCODE: string }[];
  CustomersNotIn: { CUSTOMERCODE: string }[];
}

const create = async (body: unknown, token = dc01Staff) => post(t.app, '/api/promotion/create', token, body);
const createdId = async (body: unknown) => {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ PromotionId: number }>().PromotionId;
};
const detail = async (id: number, token = dc01Staff) => get(t.app, `/api/promotion/detail/${id}`, token);

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db, { clock: createTestClock(fixtureNow()) });
  const dc01 = await createStaff(db.db, { saleUnits: ['DC01'] });
  const dc02 = await createStaff(db.db, { saleUnits: ['DC02'] });
  dc01Staff = await staffToken(t.app, dc01.id, '1');
  dc02Staff = await staffToken(t.app, dc02.id, '1');
  sold = await createProduct(db.db, { price: 50 });
  gift = await createProduct(db.db, { price: 20 });
  dc02Product = await createProduct(db.db, { saleUnit: 'DC02' });
  buyer = await createCustomer(db.db);
  const res = await get(t.app, '/api/promotion/list', dc01Staff);
  expect(res.statusCode).toBe(200);
  const today = new Date(fixtureNow().getTime() + 7 * 3_600_000);
  const dd = (d: Date) =>
    `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
  period.DateBegin = dd(today);
  period.DateEnd = dd(new Date(today.getTime() + 7 * 86_400_000));
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('weekdays', () => {
  it('keeps Monday-first numbers as Sunday-first flags and back', () => {
    expect(weekdayFlags([1, 2, 3, 4, 5, 6, 7])).toBe('YYYYYYY');
    expect(weekdayFlags([6, 7])).toBe('YNNNNNY');
    expect(weekdaysOf('YNNNNNY')).toEqual([6, 7]);
  });
});

describe('creating and reading a promotion', () => {
  it('answers the new id, and the detail gives back what was saved with all seven weekdays', async () => {
    const id = await createdId(freeItemBody());
    const res = await detail(id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DetailJson>();
    expect(body.Promotion).toMatchObject({
      PromotionId: id,
      PromotionName: 'Buy 2 get 1 free',
      Opt30: '2+1',
      CalcType: 'FreeItem',
      Status: 'CURRENT',
      DateBegin: period.DateBegin,
      DateEnd: period.DateEnd,
    });
    expect(body.Weekdays).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.ProductsSale.map((p) => p.P_Code)).toEqual([sold.pCode]);
    expect(body.ProductsFree).toMatchObject([{ P_Code: gift.pCode, UNIT: 'EA' }]);
    expect(body.Promotion.PromotionDetail).toMatchObject([{ PromotionLn: 1, BuyMin: 2, FreeNumber: 1 }]);
  });

  it('zeroes free quantities of a new promotion that is not a free-item one, and sets the discount types', async () => {
    const percent = await createdId({
      ...freeItemBody({ CalcType: 'DiscountPercent' }),
      ProductsFree: [],
      PromotionDetails: [{ PromotionLn: 1, BuyMin: 1, DiscNumber: 5, FreeNumber: 3 }],
    });
    const lines = (await detail(percent)).json<DetailJson>().Promotion.PromotionDetail;
    expect(lines).toMatchObject([{ FreeNumber: 0, DiscNumber: 5, DiscType: '%', DiscTypeCode: 'P', Opt6: null }]);

    const value = await createdId({
      ...freeItemBody({ CalcType: 'DiscountValue' }),
      PromotionDetails: [{ PromotionLn: 1, BuyMin: 1, DiscNumber: 10 }],
    });
    expect((await detail(value)).json<DetailJson>().Promotion.PromotionDetail).toMatchObject([
      { DiscType: 'Money', DiscTypeCode: 'B' },
    ]);

    const byUnit = await createdId({
      ...freeItemBody({ CalcType: 'DiscountValue' }),
      PromotionDetails: [{ PromotionLn: 1, BuyMin: 1, DiscNumber: 2, Opt6: '1' }],
    });
    const unitBody = (await detail(byUnit)).json<DetailJson>();
    expect(unitBody.Promotion.PromotionDetail).toMatchObject([{ DiscType: 'MONEY/UOM', DiscTypeCode: 'U', Opt6: '1' }]);
    expect(unitBody.Promotion.ByUnit).toBe(true);
  });

  it('keeps the chosen weekdays only with the weekday condition', async () => {
    const id = await createdId({ ...freeItemBody({ Opt31: 'N' }), Weekdays: [6, 7] });
    expect((await detail(id)).json<DetailJson>().Weekdays).toEqual([6, 7]);
    const without = await createdId({ ...freeItemBody(), Weekdays: [6, 7] });
    expect((await detail(without)).json<DetailJson>().Weekdays).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('updates a promotion and lists it by status, text and type', async () => {
    const id = await createdId(freeItemBody({ PromotionName: 'Rainy season gift' }));
    const res = await post(t.app, `/api/promotion/update/${id}`, dc01Staff, {
      ...freeItemBody({ PromotionName: 'Rainy season gift', FlagEnabled: 'N' }),
      SaleUnit: undefined,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, PromotionId: id });
    const list = await get(t.app, '/api/promotion/list?Status=DISABLE&Text=rainy', dc01Staff);
    expect(list.json<{ PromotionId: number; Status: string }[]>()).toEqual([
      expect.objectContaining({ PromotionId: id, Status: 'DISABLE' }),
    ]);
    const current = await get(t.app, '/api/promotion/list?Status=CURRENT&Text=rainy', dc01Staff);
    expect(current.json()).toEqual([]);
    const freeItems = await get(t.app, '/api/promotion/list?PromotionType=FreeItem&Take=2', dc01Staff);
    expect(freeItems.json<{ CalcType: string }[]>()).toHaveLength(2);
    expect(freeItems.json<{ CalcType: string }[]>().every((p) => p.CalcType === 'FreeItem')).toBe(true);
  });
});

describe("the wizard's checks and bad input", () => {
  it('answers each missing part with its field and the message of the wizard', async () => {
    const res = await create({
      ...freeItemBody({ CustomerList: 'LIST', Opt15: 'LIST', CustomerTypeList: 'LIST' }),
      ProductsSale: [],
      ProductsFree: [],
      PromotionDetails: [{ PromotionLn: 1, FreeNumber: 0 }],
    });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.Errors?.map((e) => e.path)).toEqual([
      'Customers',
      'Stores',
      'CustomerTypes',
      'PromotionDetails',
      'ProductsFree',
      'ProductsSale',
    ]);
    expect(error.Errors?.[0]?.message).toBe(PROMOTION_FORM_MESSAGES.CUSTOMERS_REQUIRED.th);
  });

  it.each([
    ['a blank name', () => ({ ...freeItemBody({ PromotionName: '  ' }) }), 'Promotion.PromotionName'],
    ['an unreadable date', () => ({ ...freeItemBody({ DateBegin: '31/02/2024' }) }), 'Promotion.DateBegin'],
    ['an end before the begin', () => ({ ...freeItemBody({ DateBegin: '10/06/2024', DateEnd: '01/06/2024' }) }), 'Promotion.DateEnd'],
    ['an unknown field', () => ({ ...freeItemBody({ Hack: 'x' }) }), 'Promotion.Hack'],
    ['a negative quantity', () => ({ ...freeItemBody(), PromotionDetails: [{ PromotionLn: 1, FreeNumber: -1 }] }), 'PromotionDetails.0.FreeNumber'],
    ['a weekday 8', () => ({ ...freeItemBody({ Opt31: 'N' }), Weekdays: [8] }), 'Weekdays.0'],
    ['a product of another center', () => ({ ...freeItemBody(), ProductsSale: [{ P_Code: 'NOPE' }] }), 'ProductsSale.0.P_Code'],
    ['an unknown customer', () => ({ ...freeItemBody({ CustomerList: 'LIST' }), Customers: ['ZZ999'] }), 'Customers.0'],
    ['an unknown store type', () => ({ ...freeItemBody({ Opt15: 'LIST' }), Stores: ['??'] }), 'Stores.0'],
    ['a percent above 100', () => ({
      ...freeItemBody({ CalcType: 'DiscountPercent' }),
      PromotionDetails: [{ PromotionLn: 1, DiscNumber: 150 }],
    }), 'PromotionDetails.0.DiscNumber'],
  ])('refuses %s with 400 and the field', async (_name, body, path) => {
    const res = await create(body());
    expect(res.statusCode, res.body).toBe(400);
    // Schema problems are reported under `body.`, the wizard's own checks by field.
    expect(errorOf(res).Errors?.map((e) => e.path.replace(/^body\./, ''))).toContain(path);
  });

  it('refuses a product of another center', async () => {
    const res = await create({ ...freeItemBody(), ProductsFree: [{ P_Code: dc02Product.pCode }] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Errors?.map((e) => e.path)).toEqual(['ProductsFree.0.P_Code']);
  });

  it('refuses bad queries and a customer token', async () => {
    expect((await get(t.app, '/api/promotion/list?Take=5000', dc01Staff)).statusCode).toBe(400);
    expect((await get(t.app, '/api/promotion/list?Status=LATER', dc01Staff)).statusCode).toBe(400);
    expect((await get(t.app, '/api/promotion/customers?take=-1', dc01Staff)).statusCode).toBe(400);
    const customer = await customerToken(t.app, buyer, 'DC01');
    expect((await get(t.app, '/api/promotion/list', customer)).statusCode).toBe(403);
    expect((await get(t.app, '/api/promotion/list', null)).statusCode).toBe(401);
  });
});

describe("another center's promotions", () => {
  it('are not found by id, cannot be updated, and another center cannot be named', async () => {
    const id = await createdId(freeItemBody());
    const read = await detail(id, dc02Staff);
    expect(read.statusCode).toBe(404);
    expect(errorOf(read).Code).toBe('PROMOTION_NOT_FOUND');
    const write = await post(t.app, `/api/promotion/update/${id}`, dc02Staff, { ...freeItemBody(), SaleUnit: undefined });
    expect(write.statusCode).toBe(404);
    expect((await detail(id)).json<DetailJson>().Promotion.PromotionName).toBe('Buy 2 get 1 free');
    expect((await get(t.app, '/api/promotion/list?SaleUnit=DC01', dc02Staff)).statusCode).toBe(403);
    expect((await create(freeItemBody(), dc02Staff)).statusCode).toBe(403);
    expect((await get(t.app, '/api/promotion/detail/not-a-number', dc01Staff)).statusCode).toBe(404);
    // A promotion of its own, so the list the other center sees is not empty.
    const own = await create(
      { ...freeItemBody(), SaleUnit: 'DC02', ProductsSale: [{ P_Code: dc02Product.pCode }], ProductsFree: [{ P_Code: dc02Product.pCode, UNIT: '1' }] },
      dc02Staff,
    );
    expect(own.statusCode, own.body).toBe(200);
    const ownList = (await get(t.app, '/api/promotion/list', dc02Staff)).json<{ PromotionId: number; SaleUnit: string }[]>();
    expect(ownList.map((p) => p.PromotionId)).toContain(own.json<{ PromotionId: number }>().PromotionId);
    expect(ownList.map((p) => p.PromotionId)).not.toContain(id);
    expect(ownList.every((p) => p.SaleUnit === 'DC02')).toBe(true);
  });
});

describe('the popups', () => {
  it('find products and customers of the center, and the master data', async () => {
    const products = await get(t.app, `/api/promotion/products?text=${gift.pCode}`, dc01Staff);
    expect(products.json()).toMatchObject([{ P_Code: gift.pCode, UNIT: null }]);
    const elsewhere = await get(t.app, `/api/promotion/products?text=${dc02Product.pCode}`, dc01Staff);
    expect(elsewhere.json()).toEqual([]);
    const customers = await get(t.app, `/api/promotion/customers?text=${buyer.customerCode}`, dc01Staff);
    expect(customers.json()).toMatchObject([{ CUSTOMERCODE: buyer.customerCode }]);
    expect((await get(t.app, '/api/promotion/customers', dc01Staff)).json<unknown[]>().length).toBeLessThanOrEqual(48);
    const master = (await get(t.app, '/api/promotion/masterdata', dc01Staff)).json<{ CustomerTypes: unknown[]; StoreTypes: unknown[] }>();
    expect(master.CustomerTypes.length).toBeGreaterThan(0);
    expect(master.StoreTypes.length).toBeGreaterThan(0);
  });
});

describe('the pricing engine', () => {
  it('applies a promotion created through these calls to the next order at once', async () => {
    const customer = await createCustomer(db.db);
    const token = await customerToken(t.app, customer, 'DC01');
    const fresh = await createProduct(db.db, { price: 40 });
    const present = await createProduct(db.db, { price: 15 });
    await createdId({
      ...freeItemBody({ CustomerList: 'LIST' }),
      Customers: [customer.customerCode],
      ProductsSale: [{ P_Code: fresh.pCode }],
      ProductsFree: [{ P_Code: present.pCode, UNIT: '1' }],
      PromotionDetails: [{ PromotionLn: 1, BuyMin: 2, FreeNumber: 1 }],
    });
    const res = await post(
      t.app,
      '/api/orders/place',
      token,
      { SaleUnit: 'DC01', PaymentMethod: 'COD', Items: [{ P_Code: fresh.pCode, qty1: 2, qty2: 0, qty3: 0 }] },
      { 'idempotency-key': 'promotion-order-0001' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json<{ OrderDetails: { P_Code: string; Qty: number; IsFree: boolean }[] }>();
    expect(placed.OrderDetails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ P_Code: fresh.pCode, Qty: 2, IsFree: false }),
        expect.objectContaining({ P_Code: present.pCode, Qty: 1, IsFree: true }),
      ]),
    );
  });
});
