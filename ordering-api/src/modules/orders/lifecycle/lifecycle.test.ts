// The order lifecycle, transition by transition: who may make each change, what it writes, and that
// a refusal changes nothing (decision 043).
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createOrder,
  createProduct,
  createRider,
  createStaff,
  type CustomerRow,
  type OrderRow,
  type ProductRow,
  type RiderRow,
  type StaffRow,
} from '../../../../test/factories';
import { createTestClock } from '../../../../test/clock';
import type { DatabaseHandle } from '../../../db/client';
import {
  customers,
  orderDeliveries,
  orders,
  orderStatusHistory,
  pointBalances,
  stock,
} from '../../../db/schema';
import { lineOutbox } from '../../../db/schema/line';
import { goodsIssues } from '../../../db/schema/redemptions';
import { createTestDatabase } from '../../../db/test-support';
import { createLineNotifications } from '../../line/outbox';
import { createOrdersModule, type OrdersModule } from '../service';
import type { Actor } from './service';
import { sayWhenSkippedWithoutPostgres } from '../../../../test/database';

let handle: DatabaseHandle;
let module: OrdersModule;
let staff: StaffRow;
let otherCenterStaff: StaffRow;
let rider: RiderRow;
let otherRider: RiderRow;
let lineNo = 0;
/** How often the lifecycle told the outbox sender that notices had committed. */
let toldCommitted = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  const clock = createTestClock();
  const notifications = createLineNotifications({ db: handle.db, clock });
  notifications.onCommitted(() => (toldCommitted += 1));
  module = createOrdersModule({ db: handle.db, clock, notifications });
  staff = await createStaff(handle.db, { saleUnits: ['DC01'] });
  otherCenterStaff = await createStaff(handle.db, { saleUnits: ['DC02'] });
  rider = await createRider(handle.db, { saleUnit: 'DC01' });
  otherRider = await createRider(handle.db, { saleUnit: 'DC01' });
});

afterAll(async () => {
  await handle.close();
});

const db = () => handle.db;
const asStaff = (row: StaffRow = staff): Actor => ({ kind: 'staff', userId: row.id });
const asRider = (row: RiderRow = rider): Actor => ({ kind: 'rider', riderId: row.id });
const asCustomer = (row: CustomerRow): Actor => ({
  kind: 'customer',
  customerId: row.id,
  code: row.customerCode,
});
const asPayment: Actor = { kind: 'payment', provider: 'TEST_PAY' };
const asScheduler: Actor = { kind: 'scheduler', job: 'test-job' };

/** A customer linked to LINE, so every notice queued for them can be read back. */
const lineCustomer = (overrides: Parameters<typeof createCustomer>[1] = {}) =>
  createCustomer(db(), { lineUserId: `U${String(++lineNo).padStart(32, '0')}`, ...overrides });

async function orderOf(
  customer: CustomerRow,
  product: ProductRow,
  qty = 2,
  extra: Partial<Parameters<typeof createOrder>[2]> = {},
) {
  return createOrder(db(), module, { customer, items: [{ product, qty }], ...extra });
}

const stored = async (order: OrderRow) =>
  (await db().select().from(orders).where(eq(orders.id, order.id)))[0];
const historyOf = async (order: OrderRow) =>
  db()
    .select({
      status: orderStatusHistory.status,
      by: orderStatusHistory.changedByKind,
      id: orderStatusHistory.changedById,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderPk, order.id))
    .orderBy(asc(orderStatusHistory.id));
const noticesOf = async (order: OrderRow) =>
  (await db().select({ key: lineOutbox.dedupeKey }).from(lineOutbox))
    .map((r) => r.key)
    .filter((k) => k.startsWith(`order-status:${order.id}:`))
    .sort();
const stockOf = async (product: ProductRow) => {
  const [row] = await db()
    .select()
    .from(stock)
    .where(and(eq(stock.saleUnit, 'DC01'), eq(stock.pCode, product.pCode)));
  return { available: row?.available, reserved: row?.reserved };
};

/** The error code a change is refused with. */
async function refused(change: Promise<unknown>): Promise<string> {
  try {
    await change;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  throw new Error('the change was not refused');
}

/** Moves a fresh order along the happy path up to `status`. */
async function orderIn(
  status: 'WAIT' | 'APPROVED' | 'SHIPPING' | 'DELIVERED',
  customer?: CustomerRow,
) {
  const who = customer ?? (await lineCustomer());
  const product = await createProduct(db());
  let order = await orderOf(who, product);
  if (status === 'WAIT') return { customer: who, product, order };
  order = await module.lifecycle.approve(asStaff(), order, { riderId: rider.id });
  if (status === 'APPROVED') return { customer: who, product, order };
  order = await module.lifecycle.ship(asRider(), order);
  if (status === 'SHIPPING') return { customer: who, product, order };
  order = await module.lifecycle.deliver(asRider(), order);
  return { customer: who, product, order };
}

describe('place', () => {
  it('starts in WAIT; the customer placing gets no notice, the scheduler placing sends one', async () => {
    const customer = await lineCustomer();
    const product = await createProduct(db(), { stock: 10 });
    const own = await orderOf(customer, product, 3);
    expect(own.status).toBe('WAIT');
    expect(await historyOf(own)).toEqual([
      { status: 'WAIT', by: 'customer', id: customer.customerCode },
    ]);
    expect(await noticesOf(own)).toEqual([]);
    expect(await stockOf(product)).toEqual({ available: 7, reserved: 3 });

    const scheduled = await orderOf(customer, product, 1, { by: asScheduler });
    expect(await historyOf(scheduled)).toEqual([{ status: 'WAIT', by: 'system', id: 'test-job' }]);
    expect(await noticesOf(scheduled)).toEqual([`order-status:${scheduled.id}:WAIT`]);
  });

  it('refuses a rider or a payment provider as the one who places', async () => {
    const customer = await createCustomer(db());
    const product = await createProduct(db());
    expect(await refused(orderOf(customer, product, 1, { by: asRider() }))).toBe('AUTH_FORBIDDEN');
    expect(await refused(orderOf(customer, product, 1, { by: asPayment }))).toBe('AUTH_FORBIDDEN');
    expect(await stockOf(product)).toEqual({ available: 100, reserved: 0 });
  });
});

describe('approve', () => {
  it('lets staff of the center approve a waiting order, naming its rider, with history and notice', async () => {
    const { order } = await orderIn('WAIT');
    const approved = await module.lifecycle.approve(asStaff(), order, {
      riderId: rider.id,
      note: 'ok',
    });
    expect(approved).toMatchObject({ status: 'APPROVED', riderId: rider.id });
    expect((await historyOf(order)).at(-1)).toEqual({
      status: 'APPROVED',
      by: 'staff',
      id: String(staff.id),
    });
    expect(await noticesOf(order)).toEqual([`order-status:${order.id}:APPROVED`]);
  });

  it('tells the outbox sender once the change has committed, and not when it is refused', async () => {
    const { order } = await orderIn('WAIT');
    const before = toldCommitted;
    expect(await refused(module.lifecycle.approve(asStaff(otherCenterStaff), order))).toBe('ORDER_NOT_FOUND');
    expect(await refused(module.lifecycle.ship(asStaff(), order))).toBe('ORDER_STATUS_CHANGE_NOT_ALLOWED');
    expect(toldCommitted).toBe(before);
    await module.lifecycle.approve(asStaff(), order);
    expect(toldCommitted).toBe(before + 1);
  });

  it('refuses the customer, staff of another center, a rider, and a second approval', async () => {
    const { customer, order } = await orderIn('WAIT');
    expect(await refused(module.lifecycle.approve(asCustomer(customer), order))).toBe(
      'AUTH_FORBIDDEN',
    );
    expect(await refused(module.lifecycle.approve(asStaff(otherCenterStaff), order))).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(await refused(module.lifecycle.approve(asRider(), order))).toBe('ORDER_NOT_FOUND');
    expect(await refused(module.lifecycle.approve(asScheduler, order))).toBe('AUTH_FORBIDDEN');
    await module.lifecycle.approve(asStaff(), order);
    expect(await refused(module.lifecycle.approve(asStaff(), order))).toBe(
      'ORDER_STATUS_CHANGE_NOT_ALLOWED',
    );
  });

  it('refuses a rider of another center and leaves the order, its history and notices as they were', async () => {
    const { order } = await orderIn('WAIT');
    const elsewhere = await createRider(db(), { saleUnit: 'DC02' });
    expect(
      await refused(module.lifecycle.approve(asStaff(), order, { riderId: elsewhere.id })),
    ).toBe('VALIDATION_FAILED');
    expect(await stored(order)).toMatchObject({ status: 'WAIT', riderId: null });
    expect(await historyOf(order)).toHaveLength(1);
    expect(await noticesOf(order)).toEqual([]);
  });

  it('approves the goods issue of a redeem order with it', async () => {
    const customer = await createCustomer(db(), { points: 1_000 });
    const reward = await createProduct(db(), { price: 0, option1: 100, matype: 'Point' });
    const order = await orderOf(customer, reward, 2, { mode: 'point' });
    await module.lifecycle.approve(asStaff(), order);
    const [issue] = await db().select().from(goodsIssues).where(eq(goodsIssues.orderPk, order.id));
    expect(issue).toMatchObject({ status: 'APPROVE', actedByKind: 'staff' });
  });
});

describe('ship', () => {
  it('lets staff ship with a carrier and tracking number; the reserved units leave the stock', async () => {
    const customer = await lineCustomer();
    const product = await createProduct(db(), { stock: 10 });
    let order = await orderOf(customer, product, 4);
    order = await module.lifecycle.approve(asStaff(), order);
    const shipped = await module.lifecycle.ship(asStaff(), order, {
      carrier: ' Kerry Express ',
      trackingNo: 'KEX123456789',
    });
    expect(shipped).toMatchObject({
      status: 'SHIPPING',
      carrier: 'Kerry Express',
      trackingNo: 'KEX123456789',
    });
    expect(await stockOf(product)).toEqual({ available: 6, reserved: 0 });
    const tracking = await module.queries.tracking(shipped);
    expect(tracking).toMatchObject({
      Status: 'SHIPPING',
      Carrier: 'Kerry Express',
      TrackingNo: 'KEX123456789',
    });
    expect(tracking.Events.map((e) => e.Status)).toEqual(['WAIT', 'APPROVED', 'SHIPPING']);
    expect(await noticesOf(order)).toEqual([
      `order-status:${order.id}:APPROVED`,
      `order-status:${order.id}:SHIPPING`,
    ]);
  });

  it('lets the assigned rider ship, not another rider, and never from WAIT', async () => {
    const { order } = await orderIn('WAIT');
    expect(await refused(module.lifecycle.ship(asStaff(), order))).toBe(
      'ORDER_STATUS_CHANGE_NOT_ALLOWED',
    );
    const approved = await module.lifecycle.approve(asStaff(), order, { riderId: rider.id });
    expect(await refused(module.lifecycle.ship(asRider(otherRider), approved))).toBe(
      'ORDER_NOT_FOUND',
    );
    const shipped = await module.lifecycle.ship(asRider(), approved);
    expect((await historyOf(shipped)).at(-1)).toEqual({
      status: 'SHIPPING',
      by: 'rider',
      id: String(rider.id),
    });
  });

  it('refuses a tracking number longer than 60 characters and changes nothing', async () => {
    const { order, product } = await orderIn('APPROVED');
    expect(
      await refused(module.lifecycle.ship(asStaff(), order, { trackingNo: 'X'.repeat(61) })),
    ).toBe('VALIDATION_FAILED');
    expect(await stored(order)).toMatchObject({ status: 'APPROVED', trackingNo: null });
    expect(await stockOf(product)).toEqual({ available: 98, reserved: 2 });
  });
});

describe('deliver', () => {
  it('lets the assigned rider deliver a shipping order', async () => {
    const { order } = await orderIn('SHIPPING');
    const delivered = await module.lifecycle.deliver(asRider(), order);
    expect(delivered.status).toBe('DELIVERED');
    expect(await noticesOf(order)).toContain(`order-status:${order.id}:DELIVERED`);
  });

  it('refuses the customer, the payment provider, and delivering before shipping', async () => {
    const { customer, order } = await orderIn('APPROVED');
    expect(await refused(module.lifecycle.deliver(asRider(), order))).toBe(
      'ORDER_STATUS_CHANGE_NOT_ALLOWED',
    );
    const shipping = await module.lifecycle.ship(asRider(), order);
    expect(await refused(module.lifecycle.deliver(asCustomer(customer), shipping))).toBe(
      'AUTH_FORBIDDEN',
    );
    expect(await refused(module.lifecycle.deliver(asPayment, shipping))).toBe('AUTH_FORBIDDEN');
  });
});

describe('cancel', () => {
  it('lets the customer cancel a waiting unpaid order; the stock comes back', async () => {
    const { customer, order, product } = await orderIn('WAIT');
    const cancelled = await module.lifecycle.cancel(asCustomer(customer), order, { note: 'ผิด' });
    expect(cancelled.status).toBe('CANCELLED');
    expect(await stockOf(product)).toEqual({ available: 100, reserved: 0 });
    expect((await historyOf(order)).at(-1)).toEqual({
      status: 'CANCELLED',
      by: 'customer',
      id: customer.customerCode,
    });
    expect(await noticesOf(order)).toEqual([`order-status:${order.id}:CANCELLED`]);
  });

  it("refuses the customer once the order is approved, or another customer's order", async () => {
    const { customer, order } = await orderIn('APPROVED');
    expect(await refused(module.lifecycle.cancel(asCustomer(customer), order))).toBe(
      'ORDER_CANNOT_CANCEL',
    );
    const stranger = await createCustomer(db());
    const waiting = await orderIn('WAIT');
    expect(await refused(module.lifecycle.cancel(asCustomer(stranger), waiting.order))).toBe(
      'ORDER_NOT_FOUND',
    );
  });

  it('lets staff cancel an approved order, not a shipping one; the assigned rider never cancels', async () => {
    const approved = await orderIn('APPROVED');
    expect(await refused(module.lifecycle.cancel(asRider(), approved.order))).toBe(
      'AUTH_FORBIDDEN',
    );
    await module.lifecycle.cancel(asStaff(), approved.order);
    expect(await stockOf(approved.product)).toEqual({ available: 100, reserved: 0 });
    const shipping = await orderIn('SHIPPING');
    expect(await refused(module.lifecycle.cancel(asStaff(), shipping.order))).toBe(
      'ORDER_CANNOT_CANCEL',
    );
  });

  it('lets the scheduler cancel a waiting order only while its payment is not under way', async () => {
    const unpaid = await orderIn('WAIT');
    expect((await module.lifecycle.cancel(asScheduler, unpaid.order)).status).toBe('CANCELLED');
    const paying = await orderIn('WAIT');
    await db()
      .update(orders)
      .set({ paymentStatus: 'PENDING' })
      .where(eq(orders.id, paying.order.id));
    expect(await refused(module.lifecycle.cancel(asScheduler, paying.order))).toBe(
      'ORDER_CANNOT_CANCEL',
    );
  });

  it('gives a redeem order its points back and cancels its goods issue', async () => {
    const customer = await createCustomer(db(), { points: 1_000 });
    const reward = await createProduct(db(), { price: 0, option1: 150, matype: 'Point' });
    const order = await orderOf(customer, reward, 2, { mode: 'point' });
    const balance = async () =>
      (await db().select().from(pointBalances).where(eq(pointBalances.customerId, customer.id)))[0]
        ?.balance;
    expect(await balance()).toBe(700);
    await module.lifecycle.cancel(asStaff(), order, { note: 'หมด' });
    expect(await balance()).toBe(1_000);
    const [issue] = await db().select().from(goodsIssues).where(eq(goodsIssues.orderPk, order.id));
    expect(issue).toMatchObject({ status: 'CANCEL', remark: 'หมด' });
  });
});

describe('pay and refund', () => {
  const debtOf = async (customer: CustomerRow) =>
    (await db().select().from(customers).where(eq(customers.id, customer.id)))[0]?.debtAmount;

  it("lets the payment provider pay once; a credit order's debt is settled, not given back again on cancel", async () => {
    const customer = await lineCustomer({ authorizeAmount: 10_000 });
    const product = await createProduct(db(), { price: 250 });
    const order = await orderOf(customer, product, 2, { paymentMethod: 'CREDIT' });
    const owed = await debtOf(customer);
    expect(owed).toBeGreaterThan(0);
    const paid = await module.lifecycle.pay(asPayment, order);
    expect(paid).toMatchObject({ status: 'WAIT', paymentStatus: 'PAID' });
    expect(await debtOf(customer)).toBe(0);
    expect((await historyOf(order)).at(-1)).toEqual({
      status: 'PAID',
      by: 'payment',
      id: 'TEST_PAY',
    });
    expect(await noticesOf(order)).toEqual([`order-status:${order.id}:PAID`]);
    expect(await refused(module.lifecycle.pay(asPayment, order))).toBe('ORDER_ALREADY_PAID');
    expect(await refused(module.lifecycle.cancel(asCustomer(customer), order))).toBe(
      'ORDER_CANNOT_CANCEL',
    );

    await module.lifecycle.cancel(asStaff(), order);
    expect(await debtOf(customer)).toBe(0);
    const refunded = await module.lifecycle.refund(asStaff(), order, { note: 'โอนคืน' });
    expect(refunded).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
  });

  it('refuses the customer and the rider as payers, and a refund of an order not cancelled', async () => {
    const { customer, order } = await orderIn('APPROVED');
    expect(await refused(module.lifecycle.pay(asCustomer(customer), order))).toBe('AUTH_FORBIDDEN');
    expect(await refused(module.lifecycle.pay(asRider(), order))).toBe('AUTH_FORBIDDEN');
    await module.lifecycle.pay(asStaff(), order);
    expect(await refused(module.lifecycle.refund(asPayment, order))).toBe(
      'ORDER_STATUS_CHANGE_NOT_ALLOWED',
    );
    expect(await refused(module.lifecycle.refund(asRider(), order))).toBe('AUTH_FORBIDDEN');
  });
});

describe('arrive, deliver in part, refuse (decision 064)', () => {
  const deliveryOf = async (order: OrderRow) =>
    (await db().select().from(orderDeliveries).where(eq(orderDeliveries.orderPk, order.id)))[0];
  const debtOf = async (customer: CustomerRow) =>
    (await db().select().from(customers).where(eq(customers.id, customer.id)))[0]?.debtAmount;

  it('lets the assigned rider arrive once, with one ARRIVED event and notice', async () => {
    const { order } = await orderIn('SHIPPING');
    const arrived = await module.lifecycle.arrive(asRider(), order);
    expect(arrived.status).toBe('SHIPPING');
    expect((await historyOf(order)).at(-1)).toEqual({
      status: 'ARRIVED',
      by: 'rider',
      id: String(rider.id),
    });
    expect(await refused(module.lifecycle.arrive(asRider(), order))).toBe(
      'ORDER_STATUS_CHANGE_NOT_ALLOWED',
    );
    expect((await noticesOf(order)).filter((k) => k.endsWith(':ARRIVED'))).toHaveLength(1);
    expect((await deliveryOf(order))?.arrivedAt).toBeInstanceOf(Date);
  });

  it("refuses another rider's order as not found, and the customer as forbidden", async () => {
    const { customer, order } = await orderIn('SHIPPING');
    expect(await refused(module.lifecycle.arrive(asRider(otherRider), order))).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(await refused(module.lifecycle.refuse(asRider(otherRider), order))).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(await refused(module.lifecycle.arrive(asCustomer(customer), order))).toBe(
      'AUTH_FORBIDDEN',
    );
  });

  it('delivers in part: the short units go back on the shelf and a credit order owes less', async () => {
    const customer = await lineCustomer({ authorizeAmount: 10_000 });
    const product = await createProduct(db(), { price: 100, stock: 10 });
    let order = await orderOf(customer, product, 4, { paymentMethod: 'CREDIT' });
    const owed = (await debtOf(customer)) ?? 0;
    order = await module.lifecycle.approve(asStaff(), order, { riderId: rider.id });
    order = await module.lifecycle.ship(asRider(), order);
    expect(await stockOf(product)).toEqual({ available: 6, reserved: 0 });
    const delivered = await module.lifecycle.deliver(asRider(), order, {
      delivery: {
        lines: [{ LineNo: 1, DeliveredQty: 3, Reason: 'damaged' }],
        receiverName: 'Somchai',
        photo: 'deliveries/DC01/x/photo.jpg',
      },
    });
    expect(delivered.status).toBe('DELIVERED');
    expect(await stockOf(product)).toEqual({ available: 7, reserved: 0 });
    const record = await deliveryOf(order);
    expect(record).toMatchObject({
      outcome: 'PARTIAL',
      receiverName: 'Somchai',
      lines: [{ LineNo: 1, DeliveredQty: 3, Reason: 'damaged' }],
    });
    const lineValue = order.total / 4;
    expect(await debtOf(customer)).toBeCloseTo(owed - lineValue, 2);
    expect(record?.deliveredAmount).toBeCloseTo(order.total - lineValue, 2);
  });

  it('refuses bad lines and leaves everything as it was', async () => {
    const { order, product } = await orderIn('SHIPPING');
    const before = await stockOf(product);
    for (const lines of [
      [{ LineNo: 9, DeliveredQty: 0, Reason: 'x' }],
      [{ LineNo: 1, DeliveredQty: 5, Reason: null }],
      [{ LineNo: 1, DeliveredQty: 1, Reason: null }],
      [{ LineNo: 1, DeliveredQty: 0, Reason: 'nothing' }],
    ]) {
      expect(await refused(module.lifecycle.deliver(asRider(), order, { delivery: { lines } }))).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect(await stockOf(product)).toEqual(before);
    expect((await stored(order))?.status).toBe('SHIPPING');
  });

  it('refuses the whole order at the door: a reason, everything back, one REFUSED notice', async () => {
    const customer = await lineCustomer();
    const { order, product } = await orderIn('SHIPPING', customer);
    expect(await refused(module.lifecycle.refuse(asRider(), order))).toBe('VALIDATION_FAILED');
    const refusedOrder = await module.lifecycle.refuse(asRider(), order, {
      note: 'closed shop',
      delivery: { reason: 'closed shop' },
    });
    expect(refusedOrder.status).toBe('CANCELLED');
    expect(await stockOf(product)).toEqual({ available: 100, reserved: 0 });
    expect((await historyOf(order)).at(-1)?.status).toBe('REFUSED');
    expect(await noticesOf(order)).toContain(`order-status:${order.id}:REFUSED`);
    expect((await deliveryOf(order))?.outcome).toBe('REFUSED');
  });
});

describe('invoice approval (decision 065)', () => {
  it('an approved order of an invoice-approving company waits; the rider approves or cancels it once', async () => {
    const clock = createTestClock();
    const singha = createOrdersModule({
      db: db(),
      clock,
      notifications: createLineNotifications({ db: db(), clock }),
      invoiceApproval: true,
    });
    const customer = await lineCustomer();
    const product = await createProduct(db());
    const first = await createOrder(db(), singha, { customer, items: [{ product, qty: 1 }] });
    const approved = await singha.lifecycle.approve(asStaff(), first, { riderId: rider.id });
    expect(approved.invoiceStatus).toBe('Wait');
    expect(await refused(singha.lifecycle.approveInvoice(asRider(), approved))).toBe(
      'ORDER_STATUS_CHANGE_NOT_ALLOWED',
    );
    const shipping = await singha.lifecycle.ship(asRider(), approved);
    expect(await refused(singha.lifecycle.approveInvoice(asRider(otherRider), shipping))).toBe(
      'ORDER_NOT_FOUND',
    );
    expect((await singha.lifecycle.approveInvoice(asRider(), shipping)).invoiceStatus).toBe(
      'Approved',
    );
    expect(await refused(singha.lifecycle.cancelInvoice(asRider(), shipping))).toBe(
      'ORDER_STATUS_CHANGE_NOT_ALLOWED',
    );
    expect(await noticesOf(first)).toContain(`order-status:${first.id}:INVOICE_APPROVED`);

    const second = await createOrder(db(), singha, { customer, items: [{ product, qty: 1 }] });
    const waiting = await singha.lifecycle.approve(asStaff(), second);
    expect((await singha.lifecycle.cancelInvoice(asStaff(), waiting)).invoiceStatus).toBe('Canceled');
  });

  it('orders of other companies have no invoice to decide', async () => {
    const { order } = await orderIn('SHIPPING');
    expect((await stored(order))?.invoiceStatus).toBeNull();
    expect(await refused(module.lifecycle.approveInvoice(asRider(), order))).toBe(
      'ORDER_STATUS_CHANGE_NOT_ALLOWED',
    );
  });
});

describe('the table', () => {
  it('refuses every change of a delivered order but payment', async () => {
    const { order } = await orderIn('DELIVERED');
    for (const change of [
      module.lifecycle.approve,
      module.lifecycle.ship,
      module.lifecycle.deliver,
    ]) {
      expect(await refused(change(asStaff(), order))).toBe('ORDER_STATUS_CHANGE_NOT_ALLOWED');
    }
    expect(await refused(module.lifecycle.cancel(asStaff(), order))).toBe('ORDER_CANNOT_CANCEL');
    expect((await module.lifecycle.pay(asStaff(), order)).paymentStatus).toBe('PAID');
  });

  it('refuses a change when the order is no longer in the status the caller saw', async () => {
    const { order } = await orderIn('APPROVED');
    // Allowed from APPROVED, but not what the caller saw: a conflict, not a refusal by the table.
    expect(await refused(module.lifecycle.cancel(asStaff(), order, { expect: ['WAIT'] }))).toBe(
      'ORDER_CHANGED_MEANWHILE',
    );
    expect((await stored(order))?.status).toBe('APPROVED');
  });
});

sayWhenSkippedWithoutPostgres('at once, on PostgreSQL');

describe.runIf(process.env.DATABASE_URL)('at once, on PostgreSQL', () => {
  it("the merchant's approval and the customer's cancel of one order: exactly one wins", async () => {
    for (let round = 0; round < 5; round++) {
      const { customer, order, product } = await orderIn('WAIT');
      const results = await Promise.allSettled([
        module.lifecycle.approve(asStaff(), order),
        module.lifecycle.cancel(asCustomer(customer), order),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const final = await stored(order);
      expect(await stockOf(product)).toEqual(
        final?.status === 'CANCELLED'
          ? { available: 100, reserved: 0 }
          : { available: 98, reserved: 2 },
      );
      expect(await historyOf(order)).toHaveLength(2);
    }
  });
});
