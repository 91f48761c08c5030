// The merchant's order calls over HTTP: list, detail, lifecycle actions and refusals, tracking,
// riders, another center's orders and bad input.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock } from '../../../test/clock';
import {
  createCustomer,
  createOrder,
  createProduct,
  createRider,
  createStaff,
  type CustomerRow,
  type ProductRow,
  type RiderRow,
  type StaffRow,
} from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { pointBalances, stock } from '../../db/schema';
import { lineOutbox } from '../../db/schema/line';
import { createTestDatabase } from '../../db/test-support';
import { createOrdersModule, type OrdersModule } from '../orders/service';
import { customerToken, errorOf, get, post, staffToken } from '../orders/test-kit';

let db: DatabaseHandle;
let t: TestApp;
let orders: OrdersModule;
let staff: StaffRow;
let token: string;
let otherToken: string;
let customer: CustomerRow;
let product: ProductRow;
let farProduct: ProductRow;
let reward: ProductRow;
let rider: RiderRow;
let otherCenterRider: RiderRow;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  orders = createOrdersModule({ db: db.db, clock: createTestClock() });
  staff = await createStaff(db.db, { saleUnits: ['DC01'] });
  const other = await createStaff(db.db, { saleUnits: ['DC02'] });
  token = await staffToken(t.app, staff.id, staff.roleCode);
  otherToken = await staffToken(t.app, other.id, other.roleCode);
  customer = await createCustomer(db.db, {
    customerName: 'ร้านป้าแดง',
    lineUserId: `U${'7'.repeat(32)}`,
    saleUnits: ['DC01', 'DC02'],
    points: 1000,
  });
  product = await createProduct(db.db, { stock: 50 });
  farProduct = await createProduct(db.db, { saleUnit: 'DC02' });
  reward = await createProduct(db.db, { option1: 100 });
  rider = await createRider(db.db, { saleUnit: 'DC01' });
  otherCenterRider = await createRider(db.db, { saleUnit: 'DC02' });
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

const place = (qty = 1, saleUnit = 'DC01') =>
  createOrder(db.db, orders, {
    customer,
    items: [{ product: saleUnit === 'DC01' ? product : farProduct, qty }],
    saleUnit,
  });
const act = (
  orderId: string,
  body: Record<string, unknown>,
  who: string | null = token,
  saleUnit = 'DC01',
) =>
  post(t.app, `/api/MerchantOrder/action/${orderId}/${saleUnit}`, who, body);
const detailOf = (orderId: string, who = token, saleunit = 'DC01') =>
  post(t.app, '/api/MerchantOrder/GET_ORDER_DETAIL', who, { orderid: orderId, saleunit });
const available = async (pCode: string) =>
  (await db.db.select().from(stock).where(eq(stock.pCode, pCode)))[0]?.available;
const notices = async (orderPk: number) =>
  (
    await db.db
      .select({ key: lineOutbox.dedupeKey })
      .from(lineOutbox)
      .where(like(lineOutbox.dedupeKey, `order-status:${orderPk}:%`))
  ).map((row) => row.key);

interface DetailJson {
  Order: { OrderID: string; Status: string };
  OrderDetails: unknown[];
  ShipTo: unknown;
  BillTo: unknown;
  StatusHistory: { Status: string; Remark: string | null }[];
  Payment: { Method: string; Status: string; Amount: number };
  Parcel: { RiderName: string | null; Carrier: string | null; TrackingNo: string | null };
  Invoice: { Status: string; At: string | null; By: string | null } | null;
  Actions: string[];
}

describe('POST api/MerchantOrder/action', () => {
  it('takes an order from WAIT to DELIVERED, one history row and one LINE notice a step', async () => {
    const order = await place();
    const approved = await act(order.orderId, { Action: 'approve', Expect: 'WAIT' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<DetailJson>()).toMatchObject({
      Order: { Status: 'APPROVED' },
      Actions: ['ship', 'cancel'],
    });
    const shipped = await act(order.orderId, {
      Action: 'ship',
      Expect: 'APPROVED',
      Carrier: 'Kerry Express',
      TrackingNo: 'KEX123456789',
    });
    expect(shipped.json<DetailJson>()).toMatchObject({
      Order: { Status: 'SHIPPING' },
      Parcel: { Carrier: 'Kerry Express', TrackingNo: 'KEX123456789' },
      Actions: ['deliver'],
    });
    const delivered = await act(order.orderId, { Action: 'deliver', Expect: 'SHIPPING' });
    const body = delivered.json<DetailJson>();
    expect(body.Order.Status).toBe('DELIVERED');
    expect(body.Actions).toEqual([]);
    expect(body.StatusHistory.map((e) => e.Status)).toEqual([
      'WAIT',
      'APPROVED',
      'SHIPPING',
      'DELIVERED',
    ]);
    expect((await notices(order.id)).sort()).toEqual(
      ['APPROVED', 'DELIVERED', 'SHIPPING'].map((s) => `order-status:${order.id}:${s}`),
    );
    const tracking = await get(t.app, `/api/orders/tracking/${order.orderId}/DC01`, token);
    expect(tracking.json()).toMatchObject({ Carrier: 'Kerry Express', TrackingNo: 'KEX123456789' });
  });

  it('hands an order to a rider of the center, not to another center\'s', async () => {
    const order = await place();
    await act(order.orderId, { Action: 'approve', Expect: 'WAIT' });
    const wrong = await act(order.orderId, {
      Action: 'ship',
      Expect: 'APPROVED',
      RiderId: otherCenterRider.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).Errors?.[0]?.path).toBe('RiderId');
    const res = await act(order.orderId, { Action: 'ship', Expect: 'APPROVED', RiderId: rider.id });
    expect(res.json<DetailJson>()).toMatchObject({
      Order: { Status: 'SHIPPING' },
      Parcel: { RiderName: rider.name },
    });
  });

  it('refuses with a conflict when someone moved the order first, and changes nothing', async () => {
    const order = await place();
    await act(order.orderId, { Action: 'approve', Expect: 'WAIT' });
    // A second page still shows WAIT and cancels.
    const late = await act(order.orderId, { Action: 'cancel', Expect: 'WAIT', Reason: 'ลูกค้าขอยกเลิก' });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({ Code: 'ORDER_CHANGED_MEANWHILE', IsExceptionHandler: true });
    expect((await detailOf(order.orderId)).json<DetailJson>().Order.Status).toBe('APPROVED');
    expect(await notices(order.id)).toEqual([`order-status:${order.id}:APPROVED`]);
  });

  it('lets only one of two simultaneous changes through', async () => {
    const order = await place();
    const [a, b] = await Promise.all([
      act(order.orderId, { Action: 'approve', Expect: 'WAIT' }),
      act(order.orderId, { Action: 'cancel', Expect: 'WAIT', Reason: 'ซ้ำ' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await notices(order.id)).toHaveLength(1);
  });

  it('refuses what the lifecycle does not allow from the status', async () => {
    const order = await place();
    const res = await act(order.orderId, { Action: 'deliver', Expect: 'WAIT' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).Code).toBe('ORDER_STATUS_CHANGE_NOT_ALLOWED');
  });

  it('cancels with the reason, giving the stock back', async () => {
    const before = await available(product.pCode);
    const order = await place(3);
    expect(await available(product.pCode)).toBe((before ?? 0) - 3);
    const res = await act(order.orderId, { Action: 'cancel', Expect: 'WAIT', Reason: 'สินค้าหมด' });
    expect(res.statusCode).toBe(200);
    expect(res.json<DetailJson>().StatusHistory.at(-1)).toMatchObject({
      Status: 'CANCELLED',
      Remark: 'สินค้าหมด',
    });
    expect(await available(product.pCode)).toBe(before);
  });

  it('refuses customers and riders (by role)', async () => {
    const order = await place();
    const asCustomer = await customerToken(t.app, customer, 'DC01');
    const refused = await act(order.orderId, { Action: 'approve', Expect: 'WAIT' }, asCustomer);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).Code).toBe('AUTH_FORBIDDEN');
    const { jtoken } = await t.app.tokens.sign({
      sub: String(rider.id),
      kind: 'rider',
      role: 'RIDER',
      SALEUNIT: 'DC01',
    });
    expect((await act(order.orderId, { Action: 'approve', Expect: 'WAIT' }, jtoken)).statusCode).toBe(403);
    expect((await act(order.orderId, { Action: 'approve', Expect: 'WAIT' }, null)).statusCode).toBe(401);
  });

  it("answers another center's order as not found, changing nothing", async () => {
    const order = await place(1, 'DC02');
    const res = await act(order.orderId, { Action: 'approve', Expect: 'WAIT' }, token, 'DC02');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).Code).toBe('ORDER_NOT_FOUND');
    const detail = await detailOf(order.orderId, token, 'DC02');
    expect(detail.statusCode).toBe(404);
    expect(detail.body).not.toContain(customer.customerName);
    expect((await detailOf(order.orderId, otherToken, 'DC02')).json<DetailJson>().Order.Status).toBe('WAIT');
  });

  it('refuses bad input with the field', async () => {
    const order = await place();
    const cases: [Record<string, unknown>, string][] = [
      [{ Action: 'teleport', Expect: 'WAIT' }, 'Action'],
      [{ Action: 'approve' }, 'Expect'],
      [{ Action: 'cancel', Expect: 'WAIT' }, 'Reason'],
      [{ Action: 'ship', Expect: 'APPROVED' }, 'RiderId'],
      [{ Action: 'ship', Expect: 'APPROVED', Carrier: 'x'.repeat(61) }, 'Carrier'],
    ];
    for (const [body, path] of cases) {
      const res = await act(order.orderId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).Errors?.map((e) => e.path).join(',')).toContain(path);
    }
  });
});

describe('POST api/MerchantOrder/GET_ORDER_DETAIL', () => {
  it('answers the order, its lines, addresses, payment and what staff may do', async () => {
    const order = await place(2);
    const res = await detailOf(order.orderId);
    expect(res.statusCode).toBe(200);
    const body = res.json<DetailJson>();
    expect(body.OrderDetails).toHaveLength(1);
    expect(body.Payment).toMatchObject({ Method: 'COD', Status: 'UNPAID', Amount: order.total });
    expect(body.Actions).toEqual(['approve', 'cancel']);
    expect(body.StatusHistory.map((e) => e.Status)).toEqual(['WAIT']);
    expect(body.Invoice).toBeNull();
  });

  it('shows the invoice the rider approves or cancels at delivery (decision 065)', async () => {
    const singha = createOrdersModule({ db: db.db, clock: createTestClock(), invoiceApproval: true });
    const asRider = { kind: 'rider', riderId: rider.id } as const;
    const invoiceOf = async (orderId: string, who = token) => {
      const res = await detailOf(orderId, who);
      return res.statusCode === 200 ? res.json<DetailJson>().Invoice : res.statusCode;
    };
    const first = await createOrder(db.db, singha, { customer, items: [{ product, qty: 1 }] });
    const approved = await singha.lifecycle.approve({ kind: 'staff', userId: staff.id }, first, {
      riderId: rider.id,
    });
    expect(await invoiceOf(first.orderId)).toEqual({ Status: 'Wait', At: null, By: null });
    await singha.lifecycle.approveInvoice(asRider, await singha.lifecycle.ship(asRider, approved));
    expect(await invoiceOf(first.orderId)).toMatchObject({ Status: 'Approved', By: 'rider' });
    expect(await invoiceOf(first.orderId, otherToken)).toBe(404);

    const second = await createOrder(db.db, singha, { customer, items: [{ product, qty: 1 }] });
    const waiting = await singha.lifecycle.approve({ kind: 'staff', userId: staff.id }, second, {
      riderId: rider.id,
    });
    await singha.lifecycle.cancelInvoice(asRider, await singha.lifecycle.ship(asRider, waiting));
    const canceled = await invoiceOf(second.orderId);
    expect(canceled).toMatchObject({ Status: 'Canceled', By: 'rider' });
    expect(Date.parse((canceled as { At: string }).At)).not.toBeNaN();
  });
});

describe('GET api/MerchantOrder/list', () => {
  it("lists the staff member's centers' orders by tab, text and load-more pages", async () => {
    const order = await place();
    const all = await get(t.app, '/api/MerchantOrder/list?take=2', token);
    expect(all.statusCode).toBe(200);
    const page = all.json<{ Data: { OrderID: string; SaleUnit: string }[]; Total: number }>();
    expect(page.Data).toHaveLength(2);
    expect(page.Total).toBeGreaterThan(2);
    expect(page.Data.every((row) => row.SaleUnit === 'DC01')).toBe(true);
    const next = await get(t.app, '/api/MerchantOrder/list?take=2&skip=2', token);
    expect(next.json<{ Data: { OrderID: string }[] }>().Data[0]?.OrderID).not.toBe(page.Data[0]?.OrderID);

    const waiting = await get(t.app, `/api/MerchantOrder/list?Status=WAIT&Text=${order.orderId}`, token);
    expect(waiting.json<{ Data: { OrderID: string }[] }>().Data.map((r) => r.OrderID)).toEqual([order.orderId]);
    const byName = await get(t.app, `/api/MerchantOrder/list?Text=${encodeURIComponent('ป้าแดง')}`, token);
    expect(byName.json<{ Total: number }>().Total).toBeGreaterThan(0);
    const nothing = await get(t.app, '/api/MerchantOrder/list?FromDate=20000101&ToDate=20000102', token);
    expect(nothing.json<{ Total: number }>().Total).toBe(0);
  });

  it("refuses another center and bad input", async () => {
    const other = await get(t.app, '/api/MerchantOrder/list?SaleUnit=DC02', token);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).Code).toBe('CENTER_NOT_ALLOWED');
    const bad = await get(t.app, '/api/MerchantOrder/list?Status=LOST', token);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).Errors?.[0]?.path).toContain('Status');
    expect((await get(t.app, '/api/MerchantOrder/list?FromDate=2026-01-01', token)).statusCode).toBe(400);
  });
});

describe('goods issues of redeem orders', () => {
  it('lists redeem orders by goods issue state; cancelling gives the points back', async () => {
    const points = async () =>
      (await db.db.select().from(pointBalances).where(eq(pointBalances.customerId, customer.id))).find(
        (row) => row.saleUnit === 'DC01',
      )?.balance;
    const start = await points();
    const order = await createOrder(db.db, orders, {
      customer,
      items: [{ product: reward, qty: 1 }],
      mode: 'point',
    });
    expect(await points()).toBe((start ?? 0) - 100);
    const waiting = await get(t.app, '/api/MerchantOrder/list?GoodsIssue=WAIT', token);
    const waitingRows = waiting.json<{ Data: { OrderID: string; GoodsIssueStatus: string; Mode: string }[] }>().Data;
    expect(waitingRows).toContainEqual(expect.objectContaining({ OrderID: order.orderId, GoodsIssueStatus: 'WAIT' }));
    // Orders paid in money have no goods issue; the list holds the redeem order above, so it is not empty.
    expect(waitingRows.every((r) => r.Mode === 'point')).toBe(true);
    const cancel = await post(t.app, `/api/points/redeem/${order.orderId}/DC01`, token, {
      Action: 'CANCEL',
      Remark: 'ของรางวัลหมด',
    });
    expect(cancel.statusCode).toBe(200);
    expect(await points()).toBe(start);
    const cancelled = await get(t.app, '/api/MerchantOrder/list?GoodsIssue=CANCEL', token);
    expect(cancelled.json<{ Data: { OrderID: string }[] }>().Data.map((r) => r.OrderID)).toContain(
      order.orderId,
    );
  });
});

describe('POST api/MerchantOrder/tracking', () => {
  it("sets the carrier, number and expected date the customer's tracking shows", async () => {
    const order = await place();
    const res = await post(t.app, `/api/MerchantOrder/tracking/${order.orderId}/DC01`, token, {
      Carrier: 'Flash Express',
      TrackingNo: 'TH0123456789',
      ExpectedDate: '20261205',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Carrier: 'Flash Express', ExpectedDate: '2026-12-05', Status: 'WAIT' });
    const mine = await customerToken(t.app, customer, 'DC01');
    const seen = await get(t.app, `/api/orders/tracking/${order.orderId}/DC01`, mine);
    expect(seen.json()).toMatchObject({ TrackingNo: 'TH0123456789', ExpectedDate: '2026-12-05' });
    const cleared = await post(t.app, `/api/MerchantOrder/tracking/${order.orderId}/DC01`, token, {
      ExpectedDate: '',
    });
    expect(cleared.json()).toMatchObject({ ExpectedDate: null, Carrier: 'Flash Express' });
  });

  it('refuses a day that does not exist, a cancelled order and another center', async () => {
    const order = await place();
    const bad = await post(t.app, `/api/MerchantOrder/tracking/${order.orderId}/DC01`, token, {
      ExpectedDate: '20260231',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).Errors?.[0]?.path).toContain('ExpectedDate');
    await act(order.orderId, { Action: 'cancel', Expect: 'WAIT', Reason: 'ไม่ต้องการ' });
    const late = await post(t.app, `/api/MerchantOrder/tracking/${order.orderId}/DC01`, token, {
      TrackingNo: 'X1',
    });
    expect(late.statusCode).toBe(409);
    const other = await place(1, 'DC02');
    const far = await post(t.app, `/api/MerchantOrder/tracking/${other.orderId}/DC02`, token, {
      TrackingNo: 'X1',
    });
    expect(far.statusCode).toBe(404);
  });
});

describe('GET api/MerchantOrder/riders', () => {
  it("lists the center's active riders, only for its staff", async () => {
    const res = await get(t.app, '/api/MerchantOrder/riders?SaleUnit=DC01', token);
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ RiderId: number }[]>().map((r) => r.RiderId);
    expect(ids).toContain(rider.id);
    expect(ids).not.toContain(otherCenterRider.id);
    expect((await get(t.app, '/api/MerchantOrder/riders?SaleUnit=DC02', token)).statusCode).toBe(403);
    expect((await get(t.app, '/api/MerchantOrder/riders', token)).statusCode).toBe(400);
  });
});
