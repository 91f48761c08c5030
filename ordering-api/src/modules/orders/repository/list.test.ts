// A page of orders by each shape of its filter, against the same filter applied by hand to the rows
// this test wrote (on PGlite, and on PostgreSQL when DATABASE_URL is set).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/test-support';
import { listOrders, type OrderListFilter } from './list';

interface Written {
  orderId: string;
  saleUnit: string;
  status: string;
  customerCode: string;
  customerName: string;
  customerId: number;
  createdAt: Date;
  /** The Bangkok day, 'YYYY-MM-DD'. */
  day: string;
}

const STATUSES = ['WAIT', 'APPROVED', 'SHIPPING', 'DELIVERED', 'CANCELLED'];
const START = Date.parse('2026-03-01T00:30:00Z');

describe('listOrders', () => {
  let handle: DatabaseHandle;
  const written: Written[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    // Three shops, and 501 more sharing a name (more than a search looks up one by one).
    await db.execute(sql`
      insert into customers (customer_code, customer_name) values
        ('LTC1', 'ร้านลิสต์ หนึ่ง'), ('LTC2', 'ร้านลิสต์ สอง'), ('LTC3', 'Corner shop')`);
    await db.execute(sql`
      insert into customers (customer_code, customer_name)
      select 'LTN' || g, 'Namesake store ' || g from generate_series(1, 501) g`);
    const rows = (await db.execute(sql`
      select id, customer_code, customer_name from customers
      where customer_code in ('LTC1', 'LTC2', 'LTC3', 'LTN7', 'LTN300')`)) as unknown as { rows?: { id: number; customer_code: string; customer_name: string }[] };
    const shops = (rows.rows ?? (rows as unknown as { id: number; customer_code: string; customer_name: string }[])).sort((a, b) =>
      a.customer_code < b.customer_code ? -1 : 1,
    );
    // 60 orders, one every 7 hours from 1 March, over two centers, the five statuses and five shops.
    // Order LTC1-X... belongs to LTC2: its number names the other shop.
    for (let index = 0; index < 60; index += 1) {
      const shop = shops[index % shops.length]!;
      const createdAt = new Date(START + index * 7 * 3_600_000);
      const orderId = index === 17 ? 'LTC1-X17' : `LT${String(index).padStart(5, '0')}`;
      const owner = index === 17 ? shops.find((s) => s.customer_code === 'LTC2')! : shop;
      const entry: Written = {
        orderId,
        saleUnit: index % 4 === 3 ? 'DC02' : 'DC01',
        status: STATUSES[index % STATUSES.length]!,
        customerCode: owner.customer_code,
        customerName: owner.customer_name,
        customerId: Number(owner.id),
        createdAt,
        day: new Date(createdAt.getTime() + 7 * 3_600_000).toISOString().slice(0, 10),
      };
      written.push(entry);
      await db.execute(sql`
        insert into orders (order_id, sale_unit, customer_id, status, payment_type, payment_status, subtotal, total, created_at, updated_at)
        values (${entry.orderId}, ${entry.saleUnit}, ${entry.customerId}, ${entry.status}, '0', 'UNPAID', 100, 100,
          ${createdAt.toISOString()}, ${createdAt.toISOString()})`);
    }
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** The filter applied by hand to what this test wrote, newest first. */
  function expected(filter: OrderListFilter): string[] {
    const text = filter.text?.toLowerCase();
    return written
      .filter((row) => filter.saleUnits.includes(row.saleUnit))
      .filter((row) => filter.customerId === undefined || row.customerId === filter.customerId)
      .filter((row) => !filter.statuses?.length || filter.statuses.includes(row.status))
      .filter((row) => !filter.from || row.day >= filter.from)
      .filter((row) => !filter.to || row.day <= filter.to)
      .filter(
        (row) =>
          !text ||
          row.orderId.toLowerCase().includes(text) ||
          (filter.textFindsCustomer === true &&
            (row.customerCode.toLowerCase().includes(text) || row.customerName.toLowerCase().includes(text))),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((row) => row.orderId);
  }

  /** Every page of the filter, `take` at a time, and the total the first page answered. */
  async function pages(filter: Omit<OrderListFilter, 'skip' | 'take'>, take: number) {
    const ids: string[] = [];
    let total = -1;
    for (let skip = 0; skip < 80; skip += take) {
      const page = await listOrders({ ...filter, skip, take }, handle.db);
      if (skip === 0) total = page.total;
      ids.push(...page.rows.map((row) => row.orderId).filter((id) => id.startsWith('LT')));
    }
    return { ids, total };
  }

  const cases: [string, Omit<OrderListFilter, 'skip' | 'take'>][] = [
    ['a number or a shop (the same order found both ways once)', { saleUnits: ['DC01'], text: 'LTC1', textFindsCustomer: true }],
    ['a shop by name, on one tab', { saleUnits: ['DC01'], text: 'ร้านลิสต์', textFindsCustomer: true, statuses: ['WAIT'] }],
    ['a name shared by more shops than are looked up one by one', { saleUnits: ['DC01', 'DC02'], text: 'namesake', textFindsCustomer: true }],
    ['a shop by a name typed in capitals', { saleUnits: ['DC01', 'DC02'], text: 'CORNER Shop', textFindsCustomer: true }],
    ['only numbers when no shop is named', { saleUnits: ['DC01'], text: 'lt0001', textFindsCustomer: true }],
    ['two centers and two statuses', { saleUnits: ['DC01', 'DC02'], statuses: ['WAIT', 'SHIPPING'] }],
    ['a date range, both days included', { saleUnits: ['DC01'], from: '2026-03-04', to: '2026-03-09' }],
    ['a customer\'s own orders by number', { saleUnits: ['DC01', 'DC02'], text: 'LT0002', customerId: -1 }],
  ];

  it.each(cases)('%s', async (_name, filter) => {
    const own = filter.customerId === -1 ? { customerId: written[20]!.customerId } : {};
    const wanted = expected({ ...filter, ...own, skip: 0, take: 0 });
    const { ids, total } = await pages({ ...filter, ...own }, 4);
    expect(wanted.length).toBeGreaterThan(0);
    expect(ids).toEqual(wanted);
    // Other orders of the fixture are counted too when they match; these are at least counted.
    expect(total).toBeGreaterThanOrEqual(wanted.length);
  });

  it('finds the order whose number names another shop once, beside that shop\'s orders', async () => {
    const page = await listOrders({ saleUnits: ['DC01'], text: 'LTC1', textFindsCustomer: true, skip: 0, take: 50 }, handle.db);
    const ids = page.rows.map((row) => row.orderId);
    expect(ids.filter((id) => id === 'LTC1-X17')).toHaveLength(1);
    expect(page.total).toBe(ids.length);
  });

  it('counts a text\'s matches whether its page is short, full, or past the end', async () => {
    const filter = { saleUnits: ['DC01'], text: 'ร้านลิสต์', textFindsCustomer: true };
    const all = expected({ ...filter, skip: 0, take: 0 }).length;
    expect(all).toBeGreaterThan(4);
    for (const [skip, take] of [[0, 50], [0, 2], [2, 2], [all - 1, 4], [all + 10, 4]] as const) {
      const page = await listOrders({ ...filter, skip, take }, handle.db);
      expect(page.total, `skip ${skip}, take ${take}`).toBe(all);
    }
    expect((await listOrders({ saleUnits: ['DC01'], text: 'no such order', textFindsCustomer: true, skip: 0, take: 4 }, handle.db)).total).toBe(0);
  });

  it('finds a shop by its code or its name, never by a text spanning both, and by a name just changed', async () => {
    const find = (text: string) => listOrders({ saleUnits: ['DC01', 'DC02'], text, textFindsCustomer: true, skip: 0, take: 50 }, handle.db);
    expect((await find('LTC3 Corner')).total).toBe(0);
    const before = (await find('Corner shop')).total;
    expect(before).toBeGreaterThan(0);
    await handle.db.execute(sql`update customers set customer_name = 'Riverside Mart' where customer_code = 'LTC3'`);
    try {
      expect((await find('riverside')).total).toBe(before);
      expect((await find('Corner shop')).total).toBe(0);
    } finally {
      await handle.db.execute(sql`update customers set customer_name = 'Corner shop' where customer_code = 'LTC3'`);
    }
  });

  it('counts at most the cap past the page, and says so', async () => {
    const filter = { saleUnits: ['DC01'], text: 'namesake', textFindsCustomer: true };
    const all = expected({ ...filter, skip: 0, take: 0 }).length;
    const capped = await listOrders({ ...filter, skip: 2, take: 2, countCap: 3 }, handle.db);
    expect(all).toBeGreaterThan(7);
    expect(capped).toMatchObject({ total: 7, capped: true });
    const roomy = await listOrders({ ...filter, skip: 0, take: 2, countCap: 100 }, handle.db);
    expect(roomy).toMatchObject({ total: all, capped: false });
  });
});
