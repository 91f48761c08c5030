// The rider's calls over HTTP: only the assigned rider, one step per Idempotency-Key, bad input,
// the proof photo checked by content, and one LINE notice per step.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RiderOrderDetailAnswerSchema, type RiderOrderDetailAnswer } from '@eorder/shared';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock } from '../../../test/clock';
import {
  createCustomer,
  createOrder,
  createProduct,
  createRider,
  createStaff,
  type OrderRow,
  type RiderRow,
  type StaffRow,
} from '../../../test/factories';
import { filePart, jpegImage, multipartBody, svgWithScript, type Part } from '../../../test/uploads';
import type { DatabaseHandle } from '../../db/client';
import { stock } from '../../db/schema';
import { lineOutbox } from '../../db/schema/line';
import { createTestDatabase } from '../../db/test-support';
import { createLineNotifications } from '../line/outbox';
import { bearer, errorOf } from '../orders/test-kit';
import { createOrdersModule, type OrdersModule } from '../orders/service';

let db: DatabaseHandle;
let t: TestApp;
let orders: OrdersModule;
let staff: StaffRow;
let rider: RiderRow;
let other: RiderRow;
let riderAuth: Record<string, string>;
let otherAuth: Record<string, string>;
let keyNo = 0;
let lineNo = 0;

const riderToken = async (row: RiderRow) =>
  bearer((await t.app.tokens.sign({ sub: String(row.id), kind: 'rider', role: 'RIDER', SALEUNIT: row.saleUnit })).jtoken);

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  const clock = createTestClock();
  orders = createOrdersModule({
    db: db.db,
    clock,
    notifications: createLineNotifications({ db: db.db, clock }),
  });
  staff = await createStaff(db.db, { saleUnits: ['DC01'] });
  rider = await createRider(db.db, { saleUnit: 'DC01' });
  other = await createRider(db.db, { saleUnit: 'DC01' });
  riderAuth = await riderToken(rider);
  otherAuth = await riderToken(other);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** An order of a LINE customer, approved by the merchant and handed to the rider. */
async function assigned(qty = 2) {
  const customer = await createCustomer(db.db, {
    lineUserId: `U${String(++lineNo).padStart(32, 'r')}`,
  });
  const product = await createProduct(db.db, { stock: 20, price: 50 });
  const order = await createOrder(db.db, orders, { customer, items: [{ product, qty }] });
  const approved = await orders.lifecycle.approve({ kind: 'staff', userId: staff.id }, order, {
    riderId: rider.id,
  });
  return { order: approved, product };
}

const url = (order: OrderRow, tail = '') => `/api/rider/orders/${order.orderId}/${order.saleUnit}${tail}`;
const newKey = () => `rider-step-${String(++keyNo).padStart(6, '0')}`;

function step(
  order: OrderRow,
  parts: Part[],
  options: { auth?: Record<string, string>; key?: string } = {},
) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: url(order, '/status'),
    headers: {
      ...headers,
      ...(options.auth ?? riderAuth),
      'idempotency-key': options.key ?? newKey(),
    },
    payload,
  });
}

const field = (name: string, content: string): Part => ({ name, content });
const photo = async () => filePart(await jpegImage(320, 240), 'photo.jpg', 'image/jpeg', 'photo');

const noticesOf = async (order: OrderRow) =>
  (await db.db.select({ key: lineOutbox.dedupeKey }).from(lineOutbox))
    .map((r) => r.key)
    .filter((k) => k.startsWith(`order-status:${order.id}:`))
    .sort();

describe('the rider list and detail', () => {
  it("lists only the rider's own orders of a tab, with the amount to collect and a map link", async () => {
    const { order } = await assigned();
    const mine = await t.app.inject({ url: '/api/rider/orders?status=APPROVED', headers: riderAuth });
    expect(mine.statusCode).toBe(200);
    const card = mine.json<{ Data: { OrderID: string; AmountToCollect: number; MapUrl: string }[] }>()
      .Data.find((row) => row.OrderID === order.orderId);
    expect(card?.AmountToCollect).toBe(order.total);
    expect(card?.MapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
    const theirs = await t.app.inject({ url: '/api/rider/orders?status=APPROVED', headers: otherAuth });
    expect(theirs.json<{ Data: { OrderID: string }[] }>().Data.map((r) => r.OrderID)).not.toContain(
      order.orderId,
    );
  });

  it("lists the rider's orders whose invoice waits, and not another rider's", async () => {
    const singha = createOrdersModule({ db: db.db, clock: createTestClock(), invoiceApproval: true });
    const customer = await createCustomer(db.db);
    const product = await createProduct(db.db, { stock: 20, price: 50 });
    const placed = await createOrder(db.db, singha, { customer, items: [{ product, qty: 1 }] });
    const order = await singha.lifecycle.approve({ kind: 'staff', userId: staff.id }, placed, { riderId: rider.id });
    const tab = '/api/rider/orders?status=Invoice%20Approve';
    const mine = await t.app.inject({ url: tab, headers: riderAuth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ Data: { OrderID: string }[] }>().Data.map((r) => r.OrderID)).toContain(order.orderId);
    const theirs = await t.app.inject({ url: tab, headers: otherAuth });
    expect(theirs.json<{ Data: { OrderID: string }[] }>().Data.map((r) => r.OrderID)).not.toContain(order.orderId);
  });

  it("answers another rider's order as not found, and a bad tab as a 400 naming the field", async () => {
    const { order } = await assigned();
    const res = await t.app.inject({ url: url(order), headers: otherAuth });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).Code).toBe('ORDER_NOT_FOUND');
    const bad = await t.app.inject({ url: '/api/rider/orders?status=LOST', headers: riderAuth });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(bad))).toContain('status');
    const own = await t.app.inject({ url: url(order), headers: riderAuth });
    expect(RiderOrderDetailAnswerSchema.parse(own.json()).Steps).toEqual(['START']);
  });

  it('refuses a customer token and no token', async () => {
    expect((await t.app.inject({ url: '/api/rider/orders' })).statusCode).toBe(401);
  });
});

describe('the delivery steps', () => {
  it('starts, arrives and delivers with a photo: one notice per step, the photo stored as JPEG', async () => {
    const { order } = await assigned();
    expect((await step(order, [field('Step', 'START')])).statusCode).toBe(200);
    expect((await step(order, [field('Step', 'ARRIVE')])).statusCode).toBe(200);
    const done = await step(order, [
      field('Step', 'DELIVER'),
      field('ReceiverName', 'คุณสมศรี'),
      field('CashCollected', String(order.total)),
      await photo(),
    ]);
    expect(done.statusCode).toBe(200);
    const answer = done.json<RiderOrderDetailAnswer>();
    expect(answer.Order).toMatchObject({ Status: 'DELIVERED', Outcome: 'DELIVERED', CashCollected: order.total });
    expect(answer.Delivery?.PhotoUrl).toMatch(/^\/files\/deliveries\/DC01\/.+\.jpg$/);
    expect(answer.Steps).toEqual([]);
    expect(await noticesOf(order)).toEqual(
      [
        `order-status:${order.id}:APPROVED`,
        `order-status:${order.id}:SHIPPING`,
        `order-status:${order.id}:ARRIVED`,
        `order-status:${order.id}:DELIVERED`,
      ].sort(),
    );
  });

  it('applies a retried step once and answers it Replayed; another body with the key conflicts', async () => {
    const { order } = await assigned();
    await step(order, [field('Step', 'START')]);
    const key = newKey();
    const parts = [field('Step', 'DELIVER'), field('ReceiverName', 'A'), await photo()];
    const first = await step(order, parts, { key });
    const again = await step(order, parts, { key });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json<RiderOrderDetailAnswer>().Replayed).toBe(true);
    expect(
      again.json<RiderOrderDetailAnswer>().Events.filter((e) => e.Status === 'DELIVERED'),
    ).toHaveLength(1);
    const conflict = await step(order, [field('Step', 'DELIVER'), field('ReceiverName', 'B'), await photo()], {
      key,
    });
    expect(errorOf(conflict).Code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it("refuses another rider's step as not found and changes nothing", async () => {
    const { order } = await assigned();
    const res = await step(order, [field('Step', 'START')], { auth: otherAuth });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).Code).toBe('ORDER_NOT_FOUND');
    const own = await t.app.inject({ url: url(order), headers: riderAuth });
    expect(own.json<RiderOrderDetailAnswer>().Order.Status).toBe('APPROVED');
  });

  it('refuses bad input with a 400 naming the field, and a file that is not an image', async () => {
    const { order } = await assigned();
    await step(order, [field('Step', 'START')]);
    const cases: [Part[], string][] = [
      [[field('Step', 'FLY')], 'Step'],
      [[field('Step', 'DELIVER'), field('ReceiverName', 'A')], 'photo'],
      [[field('Step', 'DELIVER'), await photo()], 'ReceiverName'],
      [[field('Step', 'REFUSE')], 'Reason'],
      [[field('Step', 'DELIVER'), field('ReceiverName', 'A'), field('Lines', 'not json'), await photo()], 'Lines'],
      [[field('Step', 'DELIVER'), field('ReceiverName', 'A'), field('CashCollected', '-5'), await photo()], 'CashCollected'],
    ];
    for (const [parts, name] of cases) {
      const res = await step(order, parts);
      expect(res.statusCode, name).toBe(400);
      expect(JSON.stringify(errorOf(res)), name).toContain(name);
    }
    const svg = await step(order, [
      field('Step', 'DELIVER'),
      field('ReceiverName', 'A'),
      filePart(svgWithScript(), 'x.jpg', 'image/jpeg', 'photo'),
    ]);
    expect(errorOf(svg).Code).toBe('UPLOAD_NOT_IMAGE');
    const own = await t.app.inject({ url: url(order), headers: riderAuth });
    expect(own.json<RiderOrderDetailAnswer>().Order.Status).toBe('SHIPPING');
  });

  it('delivers one line short: its units go back on the shelf; the history shows it by day', async () => {
    const customer = await createCustomer(db.db, { lineUserId: `U${String(++lineNo).padStart(32, 'p')}` });
    const a = await createProduct(db.db, { stock: 20, price: 50 });
    const b = await createProduct(db.db, { stock: 20, price: 30 });
    const placed = await createOrder(db.db, orders, {
      customer,
      items: [
        { product: a, qty: 2 },
        { product: b, qty: 3 },
      ],
    });
    const order = await orders.lifecycle.approve({ kind: 'staff', userId: staff.id }, placed, {
      riderId: rider.id,
    });
    await step(order, [field('Step', 'START')]);
    const detail = (await t.app.inject({ url: url(order), headers: riderAuth })).json<RiderOrderDetailAnswer>();
    const lineB = detail.Lines.find((l) => l.P_Code === b.pCode);
    const res = await step(order, [
      field('Step', 'DELIVER'),
      field('ReceiverName', 'A'),
      field('Lines', JSON.stringify([{ LineNo: lineB?.LineNo, DeliveredQty: 0, Reason: 'ลูกค้าไม่รับ' }])),
      field('CashCollected', '100'),
      await photo(),
    ]);
    expect(res.statusCode).toBe(200);
    const answer = res.json<RiderOrderDetailAnswer>();
    expect(answer.Order.Outcome).toBe('PARTIAL');
    expect(answer.Lines.find((l) => l.P_Code === b.pCode)).toMatchObject({ DeliveredQty: 0, Reason: 'ลูกค้าไม่รับ' });
    const [row] = await db.db.select().from(stock).where(eq(stock.pCode, b.pCode));
    expect(row?.available).toBe(20);
    const history = await t.app.inject({ url: '/api/rider/history', headers: riderAuth });
    expect(history.statusCode).toBe(200);
    const days = history.json<{ Days: { Orders: { OrderID: string }[]; Collected: number }[] }>().Days;
    expect(days.flatMap((d) => d.Orders.map((o) => o.OrderID))).toContain(order.orderId);
    // The day's delivered tab lists it (the rider's list of ended orders, by its own placeholders).
    const delivered = await t.app.inject({ url: '/api/rider/orders?status=DELIVERED', headers: riderAuth });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json<{ Data: { OrderID: string }[] }>().Data.map((r) => r.OrderID)).toContain(order.orderId);
    const otherDay = await t.app.inject({ url: '/api/rider/orders?status=DELIVERED&Date=2020-01-01', headers: riderAuth });
    expect(otherDay.json<{ Data: { OrderID: string }[] }>().Data.map((r) => r.OrderID)).not.toContain(order.orderId);
    const open = await t.app.inject({ url: '/api/rider/orders?status=APPROVED', headers: riderAuth });
    expect(open.json<{ Data: { OrderID: string }[] }>().Data.map((r) => r.OrderID)).not.toContain(order.orderId);
    const bad = await t.app.inject({ url: '/api/rider/history?From=2026-01-10&To=2026-01-01', headers: riderAuth });
    expect(bad.statusCode).toBe(400);
  });
});
