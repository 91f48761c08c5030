import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affectedRows, createPglite, openDatabase, type DatabaseHandle } from './client';
import { findMigrationsFolder, isDatabaseEmpty, migrateDatabase } from './migrate';
import { stock } from './schema';
import { createTestDatabase, FIXTURE } from './test-support';

describe('migrations on a new PGlite database', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ pglite: await createPglite() });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('creates every table, the trigram extension and its indexes, and can run again', async () => {
    expect(await isDatabaseEmpty(handle)).toBe(true);
    await migrateDatabase(handle);
    await migrateDatabase(handle);
    const ext = await handle.db.execute<{ extname: string }>(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext.rows).toHaveLength(1);
    const tables = await handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = tables.rows.map((r) => r.table_name);
    for (const table of ['distribution_centers', 'customers', 'products', 'center_products', 'stock', 'orders', 'order_lines', 'promotions', 'coupons', 'carts', 'one_time_codes']) {
      expect(names).toContain(table);
    }
    const indexes = await handle.db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'products' and indexdef like '%gin_trgm_ops%'`,
    );
    expect(indexes.rows.map((r) => r.indexname).sort()).toEqual([
      'products_name_en_trgm_idx',
      'products_name_th_trgm_idx',
      'products_p_code_trgm_idx',
      'products_search_text_trgm_idx',
    ]);
    // Every status change writes the order anew: its number's index takes the entry at once, so a
    // search never reads a pending list of the day's changes (decision 128).
    const orderNumber = await handle.db.execute<{ reloptions: string[] | null }>(
      sql`select reloptions from pg_class where relname = 'orders_order_id_trgm_idx'`,
    );
    expect(orderNumber.rows[0]?.reloptions).toEqual(['fastupdate=off']);
    // A status tab searched by customer reads the named customers' orders in that status from one
    // index, the customer first (decision 132).
    const byCustomer = await handle.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'orders' and indexname = 'orders_customer_status_idx'`,
    );
    expect(byCustomer.rows[0]?.indexdef).toMatch(/\(customer_id, sale_unit, status, created_at\)$/);
    // The LINE outbox is a queue: only pending notices are indexed for the sender, and its pages
    // keep room for the claim's update (decision 129).
    const pending = await handle.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'line_outbox' and indexname = 'line_outbox_pending_idx'`,
    );
    expect(pending.rows[0]?.indexdef).toMatch(/\(id\) WHERE \(status = 'PENDING'::text\)/);
    const queue = await handle.db.execute<{ reloptions: string[] | null }>(sql`select reloptions from pg_class where relname = 'line_outbox'`);
    expect(queue.rows[0]?.reloptions).toEqual(expect.arrayContaining(['fillfactor=70', 'autovacuum_vacuum_threshold=1000']));
    // The search text is sampled as every other column is (decisions 130 and 131): -1 or, from
    // PostgreSQL 17, null.
    const target = await handle.db.execute<{ attstattarget: number | null }>(
      sql`select attstattarget from pg_attribute where attrelid = 'products'::regclass and attname = 'search_text'`,
    );
    const sampled = target.rows[0]?.attstattarget;
    expect(sampled === null ? null : Number(sampled)).toBeOneOf([null, -1]);
    // Migrated but without data still counts as empty (the first run seeds it).
    expect(await isDatabaseEmpty(handle)).toBe(true);
  });

  it('finds the generated migrations beside the sources and beside a bundle', () => {
    const folder = findMigrationsFolder();
    expect(folder.endsWith('drizzle')).toBe(true);
    expect(findMigrationsFolder(`${folder}/../dist`)).toBe(folder);
  });
});

describe('rules the database keeps', () => {
  let handle: DatabaseHandle;
  const { threeUnits, lastUnit } = FIXTURE.products;
  const [dc01] = FIXTURE.centers;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('refuses stock below zero', async () => {
    await expect(
      handle.db.update(stock).set({ available: -1 }).where(sql`${stock.saleUnit} = ${dc01} and ${stock.pCode} = ${threeUnits}`),
    ).rejects.toThrow();
  });

  it('reserves with a conditional update: the last unit goes once', async () => {
    const take = () =>
      handle.db
        .update(stock)
        .set({ available: sql`${stock.available} - 1`, reserved: sql`${stock.reserved} + 1` })
        .where(sql`${stock.saleUnit} = ${dc01} and ${stock.pCode} = ${lastUnit} and ${stock.available} >= 1`);
    const first = await take();
    const second = await take();
    expect(affectedRows(first)).toBe(1);
    expect(affectedRows(second)).toBe(0);
    const [row] = await handle.db.select().from(stock).where(and(eq(stock.pCode, lastUnit), eq(stock.saleUnit, dc01)));
    expect(row).toMatchObject({ available: 0, reserved: 1 });
  });

  it('keeps customer codes and mobile numbers unique', async () => {
    await expect(
      handle.db.execute(sql`insert into customers (customer_code, customer_name, mobile_no) values ('X1', 'x', ${FIXTURE.customer.mobileNo})`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`insert into customers (customer_code, customer_name) values (${FIXTURE.customer.customerCode}, 'x')`),
    ).rejects.toThrow();
  });

  it('limits a promotion to its usage limit', async () => {
    await handle.db.execute(sql`update promotions set usage_limit = 1, usage_count = 0 where promotion_id = ${FIXTURE.promotions.discountValue}`);
    const use = () =>
      handle.db.execute(
        sql`update promotions set usage_count = usage_count + 1 where promotion_id = ${FIXTURE.promotions.discountValue} and usage_count < usage_limit`,
      );
    expect(affectedRows(await use())).toBe(1);
    expect(affectedRows(await use())).toBe(0);
    await expect(
      handle.db.execute(sql`update promotions set usage_count = 2 where promotion_id = ${FIXTURE.promotions.discountValue}`),
    ).rejects.toThrow();
  });
});
