import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderListQuerySchema, type CustomerClaims } from '@eorder/shared';
import { createCustomer, createOrder, createProduct, createStaff } from '../../../../test/factories';
import { createTestClock } from '../../../../test/clock';
import type { DatabaseHandle } from '../../../db/client';
import { orders } from '../../../db/schema';
import { createTestDatabase } from '../../../db/test-support';
import { createOrderRepository, type OrderRepository } from '../repository';
import { createOrdersModule } from '../service';
import { createOrderQueries } from './service';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

/** The repository, counting how often each kind of name is read (a call naming nobody reads nothing). */
function countingRepository(repository: OrderRepository) {
  const reads = { customers: 0, centers: 0, staff: 0 };
  const counted: OrderRepository = {
    ...repository,
    customerNames: (ids, tx) => ((reads.customers += ids.length > 0 ? 1 : 0), repository.customerNames(ids, tx)),
    centerNames: (saleUnits, tx) => ((reads.centers += saleUnits.length > 0 ? 1 : 0), repository.centerNames(saleUnits, tx)),
    staffNames: (ids, tx) => ((reads.staff += ids.length > 0 ? 1 : 0), repository.staffNames(ids, tx)),
  };
  return { counted, reads };
}

describe('the names of a page of orders', () => {
  it('are read once for the page, whoever placed its orders, not once an order', async () => {
    const db = handle.db;
    const module = createOrdersModule({ db, clock: createTestClock() });
    const customer = await createCustomer(db);
    const product = await createProduct(db, { stock: 100 });
    const salesperson = await createStaff(db, { displayName: 'คุณสมชาย ฝ่ายขาย' });
    const placed = [];
    for (let n = 0; n < 4; n += 1) placed.push(await createOrder(db, module, { customer, items: [{ product, qty: 1 }] }));
    // Two of them placed for the customer by a salesperson.
    await db
      .update(orders)
      .set({ placedByUserId: salesperson.id })
      .where(inArray(orders.id, placed.slice(0, 2).map((order) => order.id)));

    const { counted, reads } = countingRepository(createOrderRepository(db));
    const queries = createOrderQueries({ db, repository: counted });
    const claims: CustomerClaims = {
      sub: customer.customerCode,
      kind: 'customer',
      role: 'CUSTOMER',
      CUSTOMERCODE: customer.customerCode,
      SALEUNIT: 'DC01',
      iat: 0,
      exp: 0,
    };
    const page = await queries.list(claims, ['DC01'], OrderListQuerySchema.parse({ skip: 0, take: 12 }));

    expect(page.Data).toHaveLength(4);
    expect(reads).toEqual({ customers: 1, centers: 1, staff: 1 });
    const bySalesperson = page.Data.filter((order) => order.PlacedByName === 'คุณสมชาย ฝ่ายขาย');
    expect(bySalesperson.map((order) => order.OrderID).sort()).toEqual(placed.slice(0, 2).map((order) => order.orderId).sort());
    expect(page.Data.every((order) => order.Customer_Name === customer.customerName)).toBe(true);

    // The merchant's list reads them the same way.
    const [row] = await db.select().from(orders).where(eq(orders.id, placed[0]!.id));
    const known = await queries.namesOfPage([row!]);
    const before = { ...reads };
    const wire = await queries.orderWire(row!, undefined, known);
    expect(reads).toEqual(before);
    expect(wire.PlacedByName).toBe('คุณสมชาย ฝ่ายขาย');
  });
});
