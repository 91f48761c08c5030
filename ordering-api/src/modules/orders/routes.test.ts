import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEB_CONFIG_KEYS } from '@eorder/shared';
import { buildTestApp, type TestApp } from '../../../test/app';
import type { DatabaseHandle } from '../../db/client';
import {
  centerProducts,
  coupons,
  customers,
  orderLines,
  orders,
  products,
  promotionDetails,
  promotionProducts,
  promotions,
  stock,
  webConfig,
} from '../../db/schema';
import { goodsIssues } from '../../db/schema/redemptions';
import { createTestDatabase, FIXTURE } from '../../db/test-support';
import { MAINTENANCE_KEY } from '../pricing/settings';
import { SETTINGS_TTL_MS } from './service';
import { customerToken, errorOf, get, post, staffToken } from './test-kit';

const DC01 = 'DC01';
const { threeUnits, singleUnit, outOfStock, reward } = FIXTURE.products;

let db: DatabaseHandle;
let t: TestApp;
let token: string;
let keyNo = 0;
const nextKey = () => `test-key-${String(++keyNo).padStart(4, '0')}`;

interface OrderJson {
  OrderID: string;
  SaleUnit: string;
  Status: string;
  Total: number;
  Subtotal: number;
  DiscountAmount: number;
  PaymentType: string;
  PlacedBy: string | null;
  PlacedByName: string | null;
  PointsUsed: number;
  CouponId: string | null;
  CanCancel: boolean;
}
interface PlaceJson {
  Order: OrderJson;
  OrderDetails: {
    P_Code: string;
    Qty: number;
    UnitLevel: number;
    Price: number;
    Amount: number;
    IsFree: boolean;
    UNITNAME: string;
    PRODUCTNAME: string;
  }[];
  Replayed: boolean;
  ShipTo: { Name: string } | null;
  Promotions: { PromotionId: number; DiscountAmount: number }[];
}

const line = (P_Code: string, qty1 = 0, qty2 = 0, qty3 = 0) => ({ P_Code, qty1, qty2, qty3 });
/** The orders calls keep a center's settings for a while: a change is seen once that has passed. */
const settingsChanged = () => t.clock.advance(SETTINGS_TTL_MS);
const place = (body: Record<string, unknown>, key = nextKey(), who = token) =>
  post(
    t.app,
    '/api/orders/place',
    who,
    { SaleUnit: DC01, PaymentMethod: 'COD', ...body },
    { 'idempotency-key': key },
  );

const stockOf = async (pCode: string, saleUnit = DC01) => {
  const [row] = await db.db
    .select()
    .from(stock)
    .where(and(eq(stock.saleUnit, saleUnit), eq(stock.pCode, pCode)));
  return row?.available ?? -1;
};
const setStock = (pCode: string, available: number) =>
  db.db
    .update(stock)
    .set({ available, reserved: 0 })
    .where(and(eq(stock.saleUnit, DC01), eq(stock.pCode, pCode)));
const orderCount = async () =>
  Number(
    (await db.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`)).rows[0]?.n,
  );

beforeAll(async () => {
  db = await createTestDatabase();
  await db.db
    .delete(promotionProducts)
    .where(sql`${promotionProducts.pCode} in (${singleUnit}, ${threeUnits})`);
  await db.db
    .update(centerProducts)
    .set({ price1: 10, price1Type: '1', price2: 9, price2Type: '1' })
    .where(and(eq(centerProducts.saleUnit, DC01), eq(centerProducts.pCode, threeUnits)));
  await db.db
    .update(centerProducts)
    .set({ price1: 100, price1Type: '1' })
    .where(and(eq(centerProducts.saleUnit, DC01), eq(centerProducts.pCode, singleUnit)));
  await db.db.update(products).set({ option1: 100 }).where(eq(products.pCode, reward));
  t = await buildTestApp(db);
  token = await customerToken(t.app, FIXTURE.customer, DC01);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

beforeEach(async () => {
  await setStock(threeUnits, 500);
  await setStock(singleUnit, 100);
});

describe('POST api/orders/place', () => {
  it('places a cash-on-delivery order priced by the server, reserving stock and keeping a snapshot', async () => {
    const res = await place({
      Items: [line(threeUnits, 2, 1), line(singleUnit, 1)],
      Remark: 'ส่งช่วงเช้า',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<PlaceJson>();
    expect(body.Replayed).toBe(false);
    // 2 × 10.00 + 1 pack of 6 × 10.00 + 100.00 = 180.00
    expect(body.Order).toMatchObject({
      SaleUnit: DC01,
      Status: 'WAIT',
      Total: 180,
      PaymentType: '0',
      CanCancel: true,
    });
    expect(body.Order.OrderID).toMatch(/^DC01\d{2}\d{6}$/);
    expect(body.OrderDetails.map((d) => [d.P_Code, d.UnitLevel, d.Qty, d.Price, d.Amount])).toEqual(
      [
        [threeUnits, 1, 2, 10, 20],
        [threeUnits, 2, 1, 60, 60],
        [singleUnit, 1, 1, 100, 100],
      ],
    );
    expect(body.ShipTo).not.toBeNull();
    // 2 + 6 = 8 units of the three-unit product, 1 of the other
    expect(await stockOf(threeUnits)).toBe(492);
    expect(await stockOf(singleUnit)).toBe(99);
    const [row] = await db.db.select().from(orders).where(eq(orders.orderId, body.Order.OrderID));
    expect(row).toMatchObject({
      customerId: FIXTURE.customer.customerId,
      remark: 'ส่งช่วงเช้า',
      placedByUserId: null,
    });
  });

  it('numbers orders one after the other per center', async () => {
    const a = (await place({ Items: [line(singleUnit, 1)] })).json<PlaceJson>().Order.OrderID;
    const b = (await place({ Items: [line(singleUnit, 1)] })).json<PlaceJson>().Order.OrderID;
    expect(Number(b.slice(-6))).toBe(Number(a.slice(-6)) + 1);
  });

  it('answers the same order for the same key, and refuses the key with another body', async () => {
    const key = nextKey();
    const first = await place({ Items: [line(singleUnit, 2)] }, key);
    const before = await orderCount();
    const again = await place({ Items: [line(singleUnit, 2)] }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<PlaceJson>()).toMatchObject({
      Replayed: true,
      Order: { OrderID: first.json<PlaceJson>().Order.OrderID },
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(singleUnit)).toBe(98);
    const other = await place({ Items: [line(singleUnit, 3)] }, key);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).Code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('answers a retry with the order placed, even when the cart would now be refused', async () => {
    const key = nextKey();
    const body = { Items: [line(singleUnit, 1)], ExpectedTotal: 100 };
    const first = await place(body, key);
    expect(first.statusCode).toBe(200);
    // the price moves and the last units go: the same request now would be CONFLICT
    await db.db
      .update(centerProducts)
      .set({ price1: 120 })
      .where(and(eq(centerProducts.saleUnit, DC01), eq(centerProducts.pCode, singleUnit)));
    await setStock(singleUnit, 0);
    try {
      const again = await place(body, key);
      expect(again.statusCode).toBe(200);
      expect(again.json<PlaceJson>()).toMatchObject({
        Replayed: true,
        Order: { OrderID: first.json<PlaceJson>().Order.OrderID, Total: 100 },
      });
      expect(errorOf(await place(body)).Code).toBe('CONFLICT');
    } finally {
      await db.db
        .update(centerProducts)
        .set({ price1: 100 })
        .where(and(eq(centerProducts.saleUnit, DC01), eq(centerProducts.pCode, singleUnit)));
    }
  });

  it('refuses bad input: no key, no lines, a client price, an unknown payment method', async () => {
    const noKey = await post(t.app, '/api/orders/place', token, {
      SaleUnit: DC01,
      PaymentMethod: 'COD',
      Items: [line(singleUnit, 1)],
    });
    expect(noKey.statusCode).toBe(400);
    expect(errorOf(noKey).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await place({ Items: [] })).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await place({ Items: [line(singleUnit)] })).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await place({ Items: [{ ...line(singleUnit, 1), Price: 1 }] })).Code).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorOf(await place({ Items: [line(singleUnit, 1)], PaymentMethod: 'CASH' })).Code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await post(t.app, '/api/orders/place', null, {})).statusCode).toBe(401);
  });

  it('sums the units of a product before checking stock, and leaves nothing behind when short', async () => {
    await setStock(threeUnits, 30);
    const before = await orderCount();
    // 1 case (24) + 2 packs (12) = 36 > 30, with a line that would fit on its own first
    const res = await place({ Items: [line(singleUnit, 1), line(threeUnits, 0, 2, 1)] });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ Code: 'OUT_OF_STOCK' });
    expect(await stockOf(threeUnits)).toBe(30);
    expect(await stockOf(singleUnit)).toBe(100);
    expect(await orderCount()).toBe(before);
    expect(errorOf(await place({ Items: [line(outOfStock, 1)] })).Code).toBe('OUT_OF_STOCK');
    expect(errorOf(await place({ Items: [line('NO-SUCH', 1)] })).Code).toBe('PRODUCT_NOT_FOUND');
  });

  it('refuses an order short of one product and takes nothing from the others', async () => {
    const { lastUnit } = FIXTURE.products;
    // In code order threeUnits < singleUnit < lastUnit: the short one is in the middle.
    await setStock(singleUnit, 3);
    await setStock(lastUnit, 1);
    const before = await orderCount();
    const res = await place({
      Items: [line(lastUnit, 1), line(singleUnit, 5), line(threeUnits, 2)],
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).Code).toBe('OUT_OF_STOCK');
    expect(await stockOf(threeUnits)).toBe(500);
    expect(await stockOf(singleUnit)).toBe(3);
    expect(await stockOf(lastUnit)).toBe(1);
    expect(await orderCount()).toBe(before);
  });

  it('answers the order just as it is stored and read back', async () => {
    const acting = await customerToken(t.app, FIXTURE.customer, DC01, {
      UserId: FIXTURE.salesperson.staffUserId,
      role: '3',
    });
    // 30 × 100.00 reaches the center's bill discount (3,000 baht, 100 off).
    const res = await place(
      { Items: [line(singleUnit, 30), line(threeUnits, 2, 1)], Remark: 'ก่อนเที่ยง' },
      nextKey(),
      acting,
    );
    expect(res.statusCode).toBe(200);
    const placed = res.json<PlaceJson & Record<string, unknown>>();
    expect(placed.Promotions.length).toBeGreaterThan(0);
    const detail = (
      await post(t.app, '/api/orders/detail', token, {
        orderid: placed.Order.OrderID,
        saleunit: DC01,
      })
    ).json<Record<string, unknown>>();
    for (const part of ['Order', 'OrderDetails', 'Promotions', 'ShipTo', 'BillTo'])
      expect(placed[part], part).toEqual(detail[part]);
    // The center is named in both languages; the page picks the reader's.
    const center = detail.Order as { SaleUnitName?: string; SaleUnitNameEN?: string };
    expect(center.SaleUnitName).toMatch(/^ศูนย์กระจายสินค้า/);
    expect(center.SaleUnitNameEN).toMatch(/distribution center$/);
    // Promotions keep their English names from the time of the order too.
    const promotions = detail.Promotions as { PromotionName: string; PromotionNameEN: string | null }[];
    expect(promotions.length).toBeGreaterThan(0);
    for (const promotion of promotions) expect(promotion.PromotionNameEN).toMatch(/^[\x20-\x7e]+$/);
  });

  it('refuses an order whose total moved from what the customer saw', async () => {
    const res = await place({ Items: [line(singleUnit, 1)], ExpectedTotal: 99 });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).Code).toBe('CONFLICT');
    expect((await place({ Items: [line(singleUnit, 1)], ExpectedTotal: 100 })).statusCode).toBe(
      200,
    );
  });

  it('records the salesperson who placed it beside the customer', async () => {
    const acting = await customerToken(t.app, FIXTURE.customer, DC01, {
      UserId: FIXTURE.salesperson.staffUserId,
      role: '3',
    });
    const res = await place({ Items: [line(singleUnit, 1)] }, nextKey(), acting);
    expect(res.json<PlaceJson>().Order).toMatchObject({
      PlacedBy: String(FIXTURE.salesperson.staffUserId),
      PlacedByName: FIXTURE.salesperson.displayName,
    });
    const [row] = await db.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, res.json<PlaceJson>().Order.OrderID));
    expect(row).toMatchObject({
      customerId: FIXTURE.customer.customerId,
      placedByUserId: FIXTURE.salesperson.staffUserId,
    });
  });

  it('refuses a customer awaiting approval', async () => {
    const pending = await customerToken(t.app, FIXTURE.pendingCustomer, DC01);
    const res = await place({ Items: [line(singleUnit, 1)] }, nextKey(), pending);
    expect(errorOf(res).Code).toBe('AUTH_PENDING_APPROVAL');
  });
});

describe('payment', () => {
  it('offers cash on delivery and customer credit only', async () => {
    const res = await place({ Items: [line(singleUnit, 1)], PaymentMethod: 'LINEPAY' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    // the demo customer has no credit
    expect(
      errorOf(await place({ Items: [line(singleUnit, 1)], PaymentMethod: 'CREDIT' })).Code,
    ).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });

  it('takes credit within AuthorizeAmount and refuses beyond DebtAmount plus the order', async () => {
    const credit = await customerToken(t.app, FIXTURE.creditCustomer, DC01);
    // level 2 price of the single-unit product falls back to level 1: 100.00
    const ok = await place(
      { Items: [line(singleUnit, 10)], PaymentMethod: 'CREDIT' },
      nextKey(),
      credit,
    );
    expect(ok.statusCode).toBe(200);
    const [after] = await db.db
      .select()
      .from(customers)
      .where(eq(customers.id, FIXTURE.creditCustomer.customerId));
    expect(after?.debtAmount).toBeCloseTo(12_500.5 + ok.json<PlaceJson>().Order.Total, 2);
    // Leave less credit than one more unit costs.
    const unit = ok.json<PlaceJson>().Order.Total / 10;
    await db.db
      .update(customers)
      .set({ debtAmount: 50_000 - unit / 2 })
      .where(eq(customers.id, FIXTURE.creditCustomer.customerId));
    const over = await place(
      { Items: [line(singleUnit, 1)], PaymentMethod: 'CREDIT' },
      nextKey(),
      credit,
    );
    expect(over.statusCode).toBe(409);
    expect(errorOf(over).Code).toBe('CREDIT_EXCEEDED');
    expect(await stockOf(singleUnit)).toBe(90);
  });
});

describe('coupons at checkout', () => {
  it('takes a coupon off once; the used coupon cannot be used again', async () => {
    const couponId = FIXTURE.coupons.unused[1];
    const first = await place({ Items: [line(singleUnit, 2)], CouponId: couponId });
    expect(first.statusCode).toBe(200);
    // 200.00 - 100.00
    expect(first.json<PlaceJson>().Order).toMatchObject({
      Total: 100,
      DiscountAmount: 100,
      CouponId: couponId,
    });
    const [row] = await db.db.select().from(coupons).where(eq(coupons.couponId, couponId));
    expect(row).toMatchObject({ lock: 'Y', usedOrderId: first.json<PlaceJson>().Order.OrderID });
    const again = await place({ Items: [line(singleUnit, 2)], CouponId: couponId });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).Code).toBe('COUPON_USED');
    expect(errorOf(await place({ Items: [line(singleUnit, 1)], CouponId: 'NOPE' })).Code).toBe(
      'COUPON_INVALID',
    );
  });
});

describe('promotions at checkout', () => {
  it('counts a limited promotion once and leaves it out when its uses are gone', async () => {
    const [promotion] = await db.db
      .insert(promotions)
      .values({
        saleUnit: DC01,
        promotionName: 'ลด 5 บาท ครั้งเดียว',
        shortName: 'ลด 5',
        promotionType: 'DiscountValue',
        dateBegin: '2000-01-01',
        dateEnd: '2999-12-31',
        usageLimit: 1,
      })
      .returning();
    const id = promotion!.promotionId;
    await db.db
      .insert(promotionDetails)
      .values({
        promotionId: id,
        promotionLn: 1,
        buyMin: 1,
        discNumber: 5,
        discType: 'Money',
        discTypeCode: 'B',
      });
    await db.db
      .insert(promotionProducts)
      .values({ promotionId: id, kind: 'SALE', pCode: singleUnit });
    const first = (await place({ Items: [line(singleUnit, 1)] })).json<PlaceJson>();
    expect(first.Order.Total).toBe(95);
    expect(first.Promotions).toContainEqual(
      expect.objectContaining({ PromotionId: id, DiscountAmount: 5 }),
    );
    const second = (await place({ Items: [line(singleUnit, 1)] })).json<PlaceJson>();
    expect(second.Order.Total).toBe(100);
    const [after] = await db.db.select().from(promotions).where(eq(promotions.promotionId, id));
    expect(after?.usageCount).toBe(1);
    // Cancelling the first order gives the use back.
    await post(t.app, `/api/orders/cancel/${first.Order.OrderID}/${DC01}`, token, {});
    const [released] = await db.db.select().from(promotions).where(eq(promotions.promotionId, id));
    expect(released?.usageCount).toBe(0);
    await db.db.delete(promotions).where(eq(promotions.promotionId, id));
  });
});

describe('ordering windows and delivery', () => {
  it('blocks ordering during the order announcement window with the specification message', async () => {
    const today = new Date(t.clock().getTime() + 7 * 3_600_000)
      .toISOString()
      .slice(0, 10)
      .replace(/-/g, '');
    await db.db
      .insert(webConfig)
      .values({
        opt: WEB_CONFIG_KEYS.orderAnnouncementDisableDates,
        optValue: `${today}-${today}`,
        saleUnit: DC01,
      });
    settingsChanged();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/place',
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': nextKey(),
        'accept-language': 'en',
      },
      payload: { SaleUnit: DC01, PaymentMethod: 'COD', Items: [line(singleUnit, 1)] },
    });
    expect(res.statusCode).toBe(409);
    const error = errorOf(res);
    expect(error.Code).toBe('ORDERING_DISABLED_ANNOUNCEMENT');
    expect(error.Message).toMatch(
      /^System maintenance from \d\d\/\d\d\/\d{4} - \d\d\/\d\d\/\d{4}, please place a new order again later\.$/,
    );
    await db.db
      .delete(webConfig)
      .where(
        and(
          eq(webConfig.opt, WEB_CONFIG_KEYS.orderAnnouncementDisableDates),
          eq(webConfig.saleUnit, DC01),
        ),
      );
    settingsChanged();
  });

  it('blocks ordering during a maintenance window', async () => {
    const now = t.clock().getTime();
    const stamp = (ms: number) =>
      new Date(ms + 7 * 3_600_000).toISOString().slice(0, 16).replace(/[-T:]/g, '');
    await db.db
      .insert(webConfig)
      .values({
        opt: MAINTENANCE_KEY,
        optValue: `${stamp(now - 3_600_000)}-${stamp(now + 3_600_000)}`,
        saleUnit: DC01,
      });
    settingsChanged();
    const res = await place({ Items: [line(singleUnit, 1)] });
    expect(errorOf(res).Code).toBe('ORDERING_DISABLED_ANNOUNCEMENT');
    await db.db
      .delete(webConfig)
      .where(and(eq(webConfig.opt, MAINTENANCE_KEY), eq(webConfig.saleUnit, DC01)));
    settingsChanged();
  });

  it('refuses delivery by VAN when no VAN can take the order, with the reason', async () => {
    await db.db.execute(
      sql`update distribution_centers set mou_min_amount = 5000 where sale_unit = ${DC01}`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/place',
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': nextKey(),
        'accept-language': 'en',
      },
      payload: {
        SaleUnit: DC01,
        PaymentMethod: 'COD',
        DeliveryMethod: 'VAN',
        Items: [line(singleUnit, 1)],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Errors).toEqual([
      {
        path: 'DeliveryMethod',
        message: 'The order value does not meet the minimum order value condition',
      },
    ]);
  });
});

describe('after placing', () => {
  it('lists orders by status tab, shows the detail and the tracking, and cancels while waiting', async () => {
    const placed = (await place({ Items: [line(threeUnits, 0, 0, 1)] })).json<PlaceJson>().Order;
    expect(await stockOf(threeUnits)).toBe(476);

    const waiting = await get(t.app, '/api/orders/list?Status=WAIT&take=100', token);
    expect(waiting.statusCode).toBe(200);
    const list = waiting.json<{ Data: OrderJson[]; Total: number }>();
    expect(list.Data.some((o) => o.OrderID === placed.OrderID)).toBe(true);
    expect(list.Data.every((o) => o.Status === 'WAIT')).toBe(true);
    expect(errorOf(await get(t.app, '/api/orders/list?Status=LOST', token)).Code).toBe(
      'VALIDATION_FAILED',
    );

    const detail = await post(t.app, '/api/orders/detail', token, {
      orderid: placed.OrderID,
      saleunit: DC01,
    });
    expect(
      detail.json<{
        OrderDetails: unknown[];
        StatusHistory: { Status: string }[];
        BillTo: unknown;
      }>(),
    ).toMatchObject({
      OrderDetails: [
        expect.objectContaining({ P_Code: threeUnits, UnitLevel: 3, Qty: 1, Price: 240 }),
      ],
      StatusHistory: [expect.objectContaining({ Status: 'WAIT' })],
    });
    const someoneElse = await customerToken(t.app, FIXTURE.creditCustomer, DC01);
    expect(
      errorOf(
        await post(t.app, '/api/orders/detail', someoneElse, {
          orderid: placed.OrderID,
          saleunit: DC01,
        }),
      ).Code,
    ).toBe('ORDER_NOT_FOUND');

    const cancel = await post(t.app, `/api/orders/cancel/${placed.OrderID}/${DC01}`, token, {
      Reason: 'สั่งผิด',
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<{ Order: OrderJson }>().Order).toMatchObject({
      Status: 'CANCELLED',
      CanCancel: false,
    });
    expect(await stockOf(threeUnits)).toBe(500);
    const again = await post(t.app, `/api/orders/cancel/${placed.OrderID}/${DC01}`, token, {});
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).Code).toBe('ORDER_CANNOT_CANCEL');

    const tracking = await get(t.app, `/api/orders/tracking/${placed.OrderID}/${DC01}`, token);
    expect(tracking.json<{ Events: { Status: string; Remark: string | null }[] }>().Events).toEqual(
      [
        expect.objectContaining({ Status: 'WAIT' }),
        expect.objectContaining({ Status: 'CANCELLED', Remark: 'สั่งผิด' }),
      ],
    );
    const staff = await staffToken(t.app, FIXTURE.merchant.staffUserId, FIXTURE.merchant.roleCode);
    expect(
      (await get(t.app, `/api/orders/tracking/${placed.OrderID}/${DC01}`, staff)).statusCode,
    ).toBe(200);
    const merchantDetail = await post(t.app, '/api/MerchantOrder/GET_ORDER_DETAIL', staff, {
      orderid: placed.OrderID,
      saleunit: DC01,
    });
    expect(merchantDetail.json<{ Order: OrderJson }>().Order.Status).toBe('CANCELLED');
  });

  it('gives the credit back when a credit order is cancelled', async () => {
    await db.db
      .update(customers)
      .set({ debtAmount: 0 })
      .where(eq(customers.id, FIXTURE.creditCustomer.customerId));
    const credit = await customerToken(t.app, FIXTURE.creditCustomer, DC01);
    const placed = (
      await place({ Items: [line(singleUnit, 1)], PaymentMethod: 'CREDIT' }, nextKey(), credit)
    ).json<PlaceJson>();
    await post(t.app, `/api/orders/cancel/${placed.Order.OrderID}/${DC01}`, credit, {});
    const [after] = await db.db
      .select()
      .from(customers)
      .where(eq(customers.id, FIXTURE.creditCustomer.customerId));
    expect(after?.debtAmount).toBe(0);
  });
});

describe('points mode', () => {
  it('redeems points for a reward, creating a goods issue that waits, and refuses when points run short', async () => {
    const balance = async () =>
      (await post(t.app, '/GET_MASTER_DATA/GET_POINT', token, {})).json<{ data: number }>().data;
    expect(await balance()).toBe(FIXTURE.customer.points);
    const res = await place({ Mode: 'point', Items: [line(reward, 2)] });
    expect(res.statusCode).toBe(200);
    const order = res.json<PlaceJson>().Order;
    expect(order).toMatchObject({ PointsUsed: 200, Total: 0, PaymentType: 'POINT' });
    expect(await balance()).toBe(FIXTURE.customer.points - 200);
    const [pk] = await db.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderId, order.OrderID));
    const [issue] = await db.db.select().from(goodsIssues).where(eq(goodsIssues.orderPk, pk!.id));
    expect(issue).toMatchObject({ status: 'WAIT', points: 200 });

    const short = await place({ Mode: 'point', Items: [line(reward, 20)] });
    expect(short.statusCode).toBe(409);
    expect(errorOf(short).Code).toBe('POINTS_NOT_ENOUGH');
    expect(await balance()).toBe(FIXTURE.customer.points - 200);

    // the merchant cancels the goods issue: points and stock come back
    const staff = await staffToken(t.app, FIXTURE.merchant.staffUserId, FIXTURE.merchant.roleCode);
    const cancel = await post(t.app, `/api/points/redeem/${order.OrderID}/${DC01}`, staff, {
      Action: 'CANCEL',
    });
    expect(cancel.json<{ Status: string; GoodsIssue: { Status: string } }>()).toMatchObject({
      Status: 'CANCELLED',
      GoodsIssue: { Status: 'CANCEL' },
    });
    expect(await balance()).toBe(FIXTURE.customer.points);
    const history = await get(t.app, '/api/points/history?type=PAID', token);
    expect(
      history.json<{ Data: { OrderID: string | null; Points: number; Status: string | null }[] }>()
        .Data,
    ).toContainEqual(
      expect.objectContaining({ OrderID: order.OrderID, Points: 200, Status: 'CANCEL' }),
    );
  });

  it('lets the merchant approve a waiting redeem order', async () => {
    const order = (await place({ Mode: 'point', Items: [line(reward, 1)] })).json<PlaceJson>()
      .Order;
    const staff = await staffToken(t.app, FIXTURE.merchant.staffUserId, FIXTURE.merchant.roleCode);
    const res = await post(t.app, `/api/points/redeem/${order.OrderID}/${DC01}`, staff, {
      Action: 'APPROVE',
    });
    expect(res.json<{ Status: string; GoodsIssue: { Status: string } }>()).toMatchObject({
      Status: 'APPROVED',
      GoodsIssue: { Status: 'APPROVE' },
    });
    const twice = await post(t.app, `/api/points/redeem/${order.OrderID}/${DC01}`, staff, {
      Action: 'CANCEL',
    });
    expect(errorOf(twice).Code).toBe('ORDER_CANNOT_CANCEL');
    expect(
      errorOf(
        await post(t.app, `/api/points/redeem/${order.OrderID}/${DC01}`, staff, {
          Action: 'MAYBE',
        }),
      ).Code,
    ).toBe('VALIDATION_FAILED');
  });
});

describe('POST api/orders/checkout', () => {
  it('shows priced lines, addresses, payment methods, credit, points and the VAN choice', async () => {
    const res = await post(t.app, '/api/orders/checkout', token, {
      SaleUnit: DC01,
      Items: [line(singleUnit, 1)],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      Cart: { Totals: { Total: number } };
      PaymentMethods: { Method: string; Available: boolean; Reason: string | null }[];
      Van: { Reason: string; Deliverable: boolean };
      ShipTo: { Address_Type: string }[];
      OrderingBlocked: unknown;
    }>();
    expect(body.Cart.Totals.Total).toBe(100);
    // Cash, credit (refused to this customer) and the bank transfer, which needs no provider:
    // without a slip service staff approve the slip (decision 061).
    expect(body.PaymentMethods).toHaveLength(3);
    expect(body.PaymentMethods).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Method: 'COD', Available: true }),
        expect.objectContaining({ Method: 'CREDIT', Available: false, Reason: 'NOT_A_CREDIT_CUSTOMER' }),
        expect.objectContaining({ Method: 'TRANSFER', Available: true }),
      ]),
    );
    expect(body.Van).toMatchObject({ Reason: 'MOU_NOT_MATCH', Deliverable: false });
    expect(body.OrderingBlocked).toBeNull();
    expect(body.ShipTo.length).toBeGreaterThan(0);
  });
});

describe('line snapshot', () => {
  it('keeps the name and price an order was placed with when the product changes', async () => {
    const placed = (await place({ Items: [line(singleUnit, 1)] })).json<PlaceJson>().Order;
    await db.db
      .update(products)
      .set({ productNameTh: 'ชื่อใหม่' })
      .where(eq(products.pCode, singleUnit));
    await db.db
      .update(centerProducts)
      .set({ price1: 1 })
      .where(and(eq(centerProducts.saleUnit, DC01), eq(centerProducts.pCode, singleUnit)));
    const detail = (
      await post(t.app, '/api/orders/detail', token, { orderid: placed.OrderID, saleunit: DC01 })
    ).json<PlaceJson>();
    expect(detail.OrderDetails[0]).toMatchObject({ Price: 100, Amount: 100 });
    expect(detail.OrderDetails[0]?.PRODUCTNAME).not.toBe('ชื่อใหม่');
    const [row] = await db.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.pCode, singleUnit))
      .limit(1);
    expect(row?.productNameTh).not.toBe('ชื่อใหม่');
  });
});

describe('bad input to the other order and point calls', () => {
  it('answers the error body', async () => {
    expect(
      errorOf(await post(t.app, '/api/orders/checkout', token, { Items: [], Mode: 'money' })).Code,
    ).toBe('VALIDATION_FAILED');
    expect(
      errorOf(
        await post(t.app, '/api/orders/checkout', token, {
          Items: [line(singleUnit, 1)],
          Total: 1,
        }),
      ).Code,
    ).toBe('VALIDATION_FAILED');
    expect(
      errorOf(await post(t.app, '/api/orders/detail', token, { orderid: '', saleunit: DC01 })).Code,
    ).toBe('VALIDATION_FAILED');
    expect(
      errorOf(await post(t.app, '/api/orders/detail', token, { orderid: 'NOPE', saleunit: DC01 }))
        .Code,
    ).toBe('ORDER_NOT_FOUND');
    expect(errorOf(await post(t.app, `/api/orders/cancel/NOPE/${DC01}`, token, {})).Code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(errorOf(await get(t.app, `/api/orders/tracking/NOPE/${DC01}`, token)).Code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(errorOf(await get(t.app, '/api/orders/tracking/X/bad%20unit', token)).Code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      errorOf(await post(t.app, '/GET_MASTER_DATA/GET_POINT', token, { CustomerCode: 'C000002' }))
        .Code,
    ).toBe('VALIDATION_FAILED');
    expect(errorOf(await get(t.app, '/api/points/history?type=LOST', token)).Code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await post(t.app, '/GET_MASTER_DATA/GET_POINT', null, {})).statusCode).toBe(401);
    const rider = await t.app.tokens.sign({
      sub: '1',
      kind: 'rider',
      role: 'RIDER',
      SALEUNIT: DC01,
    });
    expect((await get(t.app, `/api/orders/tracking/NOPE/${DC01}`, rider.jtoken)).statusCode).toBe(
      403,
    );
  });
});
