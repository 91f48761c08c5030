// Guards an earlier check hides (docs/decisions/113): each test reaches one atomic guard past the
// pre-check that would refuse first (by calling the repository, or by a body the pre-check lets
// through), so it fails when that guard alone is removed. Each was tried that way once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createCustomer, createProduct, type CustomerRow, type ProductRow } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { coupons, orders, promotions } from '../../db/schema';
import { promotionCustomerUsages } from '../../db/schema/promotion-usage';
import { createTestDatabase, FIXTURE } from '../../db/test-support';
import { createCouponRepository } from '../coupons/repository';
import { resolveCaller } from '../pricing/caller';
import { createScarceRepository } from './repository/scarce';
import { createOrdersModule } from './service';
import { customerToken, post } from './test-kit';

let db: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
});

afterAll(async () => {
  await t?.app.close();
  await db?.close();
});

const PROMOTION = FIXTURE.promotions.discountValue;
const usesOf = async (promotionId: number) =>
  (await db.db.select().from(promotions).where(eq(promotions.promotionId, promotionId)))[0]?.usageCount;

describe("a promotion's usage limit, taken by a conditional update", () => {
  it('takes no use once the limit is reached, whatever the caller checked before', async () => {
    const scarce = createScarceRepository(db.db);
    const used = (await usesOf(PROMOTION)) ?? 0;
    await db.db.update(promotions).set({ usageLimit: used + 1 }).where(eq(promotions.promotionId, PROMOTION));
    expect(await scarce.takePromotionUse(PROMOTION, db.db)).toBe(true);
    // At the limit now: the update's own condition refuses (the table's check would throw instead).
    expect(await scarce.takePromotionUse(PROMOTION, db.db)).toBe(false);
    expect(await usesOf(PROMOTION)).toBe(used + 1);
    await db.db.update(promotions).set({ usageLimit: null }).where(eq(promotions.promotionId, PROMOTION));
    expect(await scarce.takePromotionUse(PROMOTION, db.db)).toBe(true);
  });

  it("takes no use of a customer's own limit once it is reached", async () => {
    const scarce = createScarceRepository(db.db);
    const customer = await createCustomer(db.db);
    const usesOfCustomer = async () =>
      (
        await db.db
          .select()
          .from(promotionCustomerUsages)
          .where(and(eq(promotionCustomerUsages.promotionId, PROMOTION), eq(promotionCustomerUsages.customerId, customer.id)))
      )[0]?.usageCount;
    expect(await scarce.takeCustomerPromotionUse(PROMOTION, customer.id, 2, db.db)).toBe(true);
    expect(await scarce.takeCustomerPromotionUse(PROMOTION, customer.id, 2, db.db)).toBe(true);
    expect(await scarce.takeCustomerPromotionUse(PROMOTION, customer.id, 2, db.db)).toBe(false);
    expect(await usesOfCustomer()).toBe(2);
  });
});

describe("a coupon's lock, taken by a conditional update", () => {
  const coupon = FIXTURE.coupons.unused[0];
  const claim = (customerId: number, orderId: string, couponId: string = coupon) =>
    createCouponRepository(db.db).claim({ couponId, saleUnit: 'DC01', customerId, orderId, now: t.clock() }, db.db);

  it('is taken once: a second claim past the pre-check gets nothing', async () => {
    const other = await createCustomer(db.db);
    // Another customer's coupon is not theirs to claim.
    expect(await claim(other.id, 'ORDER-GUARD-0')).toBeUndefined();
    const first = await claim(FIXTURE.customer.customerId, 'ORDER-GUARD-1');
    expect(first).toMatchObject({ lock: 'Y', usedOrderId: 'ORDER-GUARD-1' });
    expect(await claim(FIXTURE.customer.customerId, 'ORDER-GUARD-2')).toBeUndefined();
    const [row] = await db.db.select().from(coupons).where(eq(coupons.couponId, coupon));
    expect(row?.usedOrderId).toBe('ORDER-GUARD-1');
  });

  it('is given back only by the order that took it', async () => {
    const repository = createCouponRepository(db.db);
    await repository.release({ couponId: coupon, orderId: 'ORDER-GUARD-2' }, db.db);
    expect((await db.db.select().from(coupons).where(eq(coupons.couponId, coupon)))[0]?.lock).toBe('Y');
    await repository.release({ couponId: coupon, orderId: 'ORDER-GUARD-1' }, db.db);
    expect((await db.db.select().from(coupons).where(eq(coupons.couponId, coupon)))[0]).toMatchObject({
      lock: 'N',
      usedOrderId: null,
    });
  });

  it('comes back when its order is cancelled, and can be used again', async () => {
    const couponId = FIXTURE.coupons.unused[1];
    const product = await createProduct(db.db, { price: 500 });
    const token = await customerToken(t.app, FIXTURE.customer, 'DC01');
    const place = (key: string) =>
      post(
        t.app,
        '/api/orders/place',
        token,
        { SaleUnit: 'DC01', PaymentMethod: 'COD', Items: [{ P_Code: product.pCode, qty1: 1, qty2: 0, qty3: 0 }], CouponId: couponId },
        { 'idempotency-key': key },
      );
    const first = await place('guard-coupon-cancel-1');
    expect(first.statusCode, first.body).toBe(200);
    const orderId = first.json<{ Order: { OrderID: string } }>().Order.OrderID;
    expect((await db.db.select().from(coupons).where(eq(coupons.couponId, couponId)))[0]?.lock).toBe('Y');
    const cancel = await post(t.app, `/api/orders/cancel/${orderId}/DC01`, token, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await db.db.select().from(coupons).where(eq(coupons.couponId, couponId)))[0]).toMatchObject({
      lock: 'N',
      usedOrderId: null,
    });
    const again = await place('guard-coupon-cancel-2');
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe("an idempotency key's owner", () => {
  async function place(customer: CustomerRow, product: ProductRow, key: string) {
    const caller = await resolveCaller(
      db.db,
      { sub: customer.customerCode, kind: 'customer', role: 'CUSTOMER', CUSTOMERCODE: customer.customerCode, SALEUNIT: 'DC01', iat: 0, exp: 0 },
      'DC01',
    );
    return createOrdersModule({ db: db.db, clock: t.clock }).placement.placeOrder({
      caller,
      body: { SaleUnit: 'DC01', Mode: 'money', PaymentMethod: 'COD', Items: [{ P_Code: product.pCode, qty1: 1, qty2: 0, qty3: 0 }], NeedTaxInvoice: false },
      idempotencyKey: key,
      locale: 'th',
      by: { kind: 'customer', customerId: customer.id, code: customer.customerCode },
    });
  }

  it("never replays one customer's order to another who sends the same key and body", async () => {
    // One unit: the second customer's order fails on stock, the moment a replay is looked for.
    const product = await createProduct(db.db, { stock: 1 });
    const first = await createCustomer(db.db);
    const second = await createCustomer(db.db);
    const placed = await place(first, product, 'guard-shared-key-1');
    expect(placed.replayed).toBe(false);
    const outcome = await place(second, product, 'guard-shared-key-1').then(
      (result) => ({ order: result.order.orderId, customerId: result.order.customerId }),
      (error: unknown) => ({ code: (error as { code?: string }).code }),
    );
    expect(outcome).not.toHaveProperty('order');
    expect(outcome).toHaveProperty('code');
    const theirs = await db.db.select().from(orders).where(eq(orders.customerId, second.id));
    expect(theirs).toEqual([]);
  });
});
