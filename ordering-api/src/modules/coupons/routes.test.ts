import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import type { DatabaseHandle } from '../../db/client';
import { coupons, promotions } from '../../db/schema';
import { createTestDatabase, FIXTURE } from '../../db/test-support';
import { customerToken, errorOf, guestJtoken, post } from '../orders/test-kit';

const LIST = '/GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER';
const CHECK = '/GET_MASTER_DATA/CHECK_COUPON_VALID';
const { customer } = FIXTURE;
const [unusedA, unusedB] = FIXTURE.coupons.unused;

let db: DatabaseHandle;
let t: TestApp;
let token: string;

interface ListJson {
  statusText: string;
  coupons: { Coupon: { couponid: string; _lock: string; Status: string; Value: number }; Promotion: { PromotionId: number } | null; Count: number }[];
}

const listBody = (overrides: Record<string, unknown> = {}) => ({
  customerCode: customer.customerCode,
  saleUnit: 'DC01',
  onlyActivePromotion: false,
  onlyUnusedCoupon: false,
  notGroupByPromotionId: true,
  ...overrides,
});

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  token = await customerToken(t.app, customer, 'DC01');
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('POST GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER', () => {
  it("answers the customer's coupons with their promotions, used ones marked _lock Y", async () => {
    const res = await post(t.app, LIST, token, listBody());
    expect(res.statusCode).toBe(200);
    const body = res.json<ListJson>();
    expect(body.statusText).toBe('OK');
    const byId = new Map(body.coupons.map((c) => [c.Coupon.couponid, c]));
    expect(byId.get(unusedA)?.Coupon).toMatchObject({ _lock: 'N', Status: 'UNUSED' });
    expect(byId.get(FIXTURE.coupons.used)?.Coupon).toMatchObject({ _lock: 'Y', Status: 'USED' });
    expect(byId.get(unusedA)?.Promotion?.PromotionId).toBe(FIXTURE.promotions.discountValue);
  });

  it('keeps unused coupons only, and groups them by promotion when asked', async () => {
    const unused = (await post(t.app, LIST, token, listBody({ onlyUnusedCoupon: true }))).json<ListJson>();
    expect(unused.coupons.map((c) => c.Coupon.couponid).sort()).toEqual([unusedA, unusedB].sort());
    const grouped = (await post(t.app, LIST, token, listBody({ onlyUnusedCoupon: true, notGroupByPromotionId: false }))).json<ListJson>();
    expect(grouped.coupons).toHaveLength(1);
    expect(grouped.coupons[0]?.Count).toBe(2);
  });

  it('leaves out coupons of a promotion that is not running when only active ones are asked for', async () => {
    await db.db.update(promotions).set({ flagEnabled: 'N' }).where(eq(promotions.promotionId, FIXTURE.promotions.discountValue));
    const active = (await post(t.app, LIST, token, listBody({ onlyActivePromotion: true }))).json<ListJson>();
    expect(active.coupons).toEqual([]);
    const check = await post(t.app, CHECK, token, { customerCode: customer.customerCode, saleUnit: 'DC01', couponID: unusedA });
    expect(check.json<{ statusText: string }>().statusText).toBe('PROMOTION_INACTIVE');
    await db.db.update(promotions).set({ flagEnabled: 'Y' }).where(eq(promotions.promotionId, FIXTURE.promotions.discountValue));
  });

  it("refuses another customer's coupons, guests and bad input", async () => {
    const other = await post(t.app, LIST, token, listBody({ customerCode: FIXTURE.creditCustomer.customerCode }));
    expect(other.statusCode).toBe(403);
    const guest = await post(t.app, LIST, await guestJtoken(t.app, 'DC01'), listBody());
    expect(guest.statusCode).toBe(401);
    const bad = await post(t.app, LIST, token, listBody({ saleUnit: 'DC 01' }));
    expect(errorOf(bad).Code).toBe('VALIDATION_FAILED');
    const missing = await post(t.app, LIST, token, { saleUnit: 'DC01' });
    expect(errorOf(missing).Code).toBe('VALIDATION_FAILED');
  });
});

describe('POST GET_MASTER_DATA/CHECK_COUPON_VALID', () => {
  const check = (couponID: string, who = token) =>
    post(t.app, CHECK, who, { customerCode: customer.customerCode, saleUnit: 'DC01', couponID });

  it("answers statusText 'OK' for a valid coupon with its promotion and type", async () => {
    const res = await check(unusedA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusText: 'OK', promotionId: FIXTURE.promotions.discountValue, couponType: 'DISCOUNT' });
  });

  it('says why a coupon cannot be used', async () => {
    expect((await check(FIXTURE.coupons.used)).json()).toMatchObject({ statusText: 'USED' });
    expect((await check('NO-SUCH-COUPON')).json()).toMatchObject({ statusText: 'NOT_FOUND' });
    await db.db.update(coupons).set({ validUntil: new Date(Date.now() - 86_400_000) }).where(eq(coupons.couponId, unusedB));
    const expired = await t.app.inject({
      method: 'POST',
      url: CHECK,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      payload: { customerCode: customer.customerCode, saleUnit: 'DC01', couponID: unusedB },
    });
    expect(expired.json()).toMatchObject({ statusText: 'EXPIRED', Message: 'The coupon has expired.' });
  });

  it("does not reveal another customer's coupon", async () => {
    await db.db.insert(coupons).values({ couponId: 'CP-OTHER-0001', saleUnit: 'DC01', customerId: FIXTURE.creditCustomer.customerId, couponType: 'DISCOUNT', value: 20 });
    expect((await check('CP-OTHER-0001')).json()).toMatchObject({ statusText: 'NOT_FOUND' });
    const owner = await customerToken(t.app, FIXTURE.creditCustomer, 'DC01');
    const own = await post(t.app, CHECK, owner, { customerCode: FIXTURE.creditCustomer.customerCode, saleUnit: 'DC01', couponID: 'CP-OTHER-0001' });
    expect(own.json()).toMatchObject({ statusText: 'OK' });
  });

  it('refuses bad input', async () => {
    const res = await post(t.app, CHECK, token, { customerCode: customer.customerCode, saleUnit: 'DC01', couponID: '' });
    expect(errorOf(res).Code).toBe('VALIDATION_FAILED');
    const extra = await post(t.app, CHECK, token, { customerCode: customer.customerCode, saleUnit: 'DC01', couponID: 'X', value: 1000 });
    expect(errorOf(extra).Code).toBe('VALIDATION_FAILED');
  });
});
