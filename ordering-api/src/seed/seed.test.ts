import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../db/client';
import { verifyPassword } from '../db/password';
import { customers } from '../db/schema';
import { createTestDatabase, fixtureNow, FIXTURE, getTemplateDatabase } from '../db/test-support';
import { buildCategories, buildProduct, centerCarries } from './catalogue';
import { seedDatabase, SeedError, TEST_SEED_SIZE } from './index';
import { createRng } from './prng';
import { bucket } from './util';

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n ?? -1);
}

/**
 * One md5 per table over every row, leaving out timestamps that the database fills with now() and
 * password hashes (salted at random on purpose).
 */
async function digest(db: Db): Promise<Record<string, string>> {
  const columns = await db.execute<{ table_name: string; cols: string }>(sql`
    select table_name, string_agg(quote_ident(column_name), ', ' order by ordinal_position) as cols
    from information_schema.columns
    where table_schema = 'public' and data_type <> 'timestamp with time zone' and column_name <> 'password_hash'
    group by table_name order by table_name`);
  const out: Record<string, string> = {};
  for (const { table_name: table, cols } of columns.rows) {
    const result = await db.execute<{ h: string | null }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from (select ${cols} from "${table}") t`),
    );
    out[table] = result.rows[0]?.h ?? '';
  }
  return out;
}

describe('the generator', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    const a = createRng('x', 1);
    const b = createRng('x', 1);
    const c = createRng('x', 2);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('makes product n the same whatever else is made', () => {
    const first = buildProduct(1234);
    buildProduct(1);
    expect(buildProduct(1234)).toEqual(first);
    expect(first.row.pCode).toBe('P001234');
  });

  it('gives products one to three units with rates, Thai and English names, and a search text', () => {
    for (let n = 1; n <= 300; n++) {
      const { row } = buildProduct(n);
      expect(row.productNameTh).toMatch(/[\u0E00-\u0E7F]/);
      expect(row.productNameEn).toMatch(/^[\x20-\x7E]+$/);
      expect(row.unit1Rate).toBe(1);
      const units = 1 + (Number(row.unit2Rate) > 0 ? 1 : 0) + (Number(row.unit3Rate) > 0 ? 1 : 0);
      expect(units === 3 ? Number(row.unit3Rate) > Number(row.unit2Rate) : Number(row.unit3Rate) === 0).toBe(true);
      expect(row.searchText).toContain(row.pCode.toLowerCase());
      expect(row.barcode1).toMatch(/^\d{13}$/);
    }
    const p1 = buildProduct(1).row;
    expect([p1.unit1Rate, p1.unit2Rate, p1.unit3Rate]).toEqual([1, 6, 24]);
    expect(buildProduct(4).row.unit2Rate).toBe(0);
  });

  it('names every product differently, and fills every English field', () => {
    const names = new Set<string>();
    const english = new Set<string>();
    for (let n = 1; n <= 3_000; n++) {
      const { row } = buildProduct(n);
      names.add(row.productNameTh);
      english.add(row.productNameEn ?? '');
      if (n <= 300) {
        for (const field of [row.pGroupEn, row.pBrandEn, row.pFlavourEn, row.pVarEn, row.pSizeEn, row.descriptionEn]) {
          expect(field).toMatch(/^[\x20-\x7E]+$/);
        }
      }
    }
    expect(names.size).toBe(3_000);
    expect(english.size).toBe(3_000);
  });

  it('builds a five-level category tree whose parents exist', () => {
    const rows = buildCategories();
    const keys = new Set(rows.map((r) => `${r.level}:${r.code}`));
    for (const row of rows) {
      if (row.level === 1) expect(row.parentCode).toBeNull();
      else expect(keys.has(`${row.level - 1}:${row.parentCode}`)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.level))).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});

describe('the fixture database', () => {
  let handle: DatabaseHandle;
  let db: Db;
  const [dc01, dc02] = FIXTURE.centers;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
  });

  it('has the announced size', async () => {
    expect(await count(db, sql`select count(*)::int as n from distribution_centers`)).toBe(TEST_SEED_SIZE.centers);
    expect(await count(db, sql`select count(*)::int as n from products where matype = 'FG'`)).toBe(TEST_SEED_SIZE.products);
    expect(await count(db, sql`select count(*)::int as n from products where matype = 'Point'`)).toBe(8);
    expect(await count(db, sql`select count(*)::int as n from customers`)).toBe(TEST_SEED_SIZE.customers);
    expect(await count(db, sql`select count(*)::int as n from promotions`)).toBe(8 * TEST_SEED_SIZE.centers);
    expect(await count(db, sql`select count(*)::int as n from contents where code = 'COOKIES_POLICY'`)).toBe(1);
    expect(await count(db, sql`select count(*)::int as n from riders`)).toBeGreaterThanOrEqual(3);
    // Every customer has its own address (type C).
    expect(await count(db, sql`select count(distinct customer_id)::int as n from delivery_addresses where address_type = 'C'`)).toBe(TEST_SEED_SIZE.customers);
  });

  it('keeps the promised product facts', async () => {
    const { threeUnits, outOfStock, disabledAtDc01, singleUnit, lastUnit } = FIXTURE.products;
    const stockOf = (code: string) => count(db, sql`select available as n from stock where sale_unit = ${dc01} and p_code = ${code}`);
    expect(await stockOf(threeUnits)).toBe(500);
    expect(await stockOf(outOfStock)).toBe(0);
    expect(await stockOf(singleUnit)).toBe(100);
    expect(await stockOf(lastUnit)).toBe(1);
    expect(await count(db, sql`select count(*)::int as n from center_products where p_code = ${threeUnits}`)).toBe(TEST_SEED_SIZE.centers);
    expect(await count(db, sql`select count(*)::int as n from center_products where sale_unit = ${dc01} and p_code = ${disabledAtDc01} and disabled`)).toBe(1);
    expect(await count(db, sql`select count(*)::int as n from stock where available < 0 or reserved < 0`)).toBe(0);
    // Some products are out of stock beyond the named one.
    expect(await count(db, sql`select count(*)::int as n from stock where available = 0`)).toBeGreaterThan(0);
  });

  it('carries the products its rule says, in JavaScript and in SQL alike', async () => {
    const carried = await db.execute<{ p_code: string }>(
      sql`select p_code from center_products where sale_unit = ${dc02} and p_code like 'P%' order by p_code`,
    );
    const expected = Array.from({ length: TEST_SEED_SIZE.products }, (_, i) => `P${String(i + 1).padStart(6, '0')}`).filter(
      (code) => code === FIXTURE.products.threeUnits || centerCarries(dc02, code, dc01),
    );
    expect(carried.rows.map((r) => r.p_code)).toEqual(expected);
    const sqlBuckets = await db.execute<{ b: string }>(sql`select (('x' || lpad(substr(md5('abc'), 1, 8), 16, '0'))::bit(64)::bigint % 100)::text as b`);
    expect(Number(sqlBuckets.rows[0]?.b)).toBe(bucket('abc'));
  });

  it('lets the demo accounts in with the documented password', async () => {
    const [demo] = await db.select().from(customers).where(eq(customers.mobileNo, FIXTURE.customer.mobileNo));
    expect(demo).toMatchObject({ customerCode: FIXTURE.customer.customerCode, username: FIXTURE.customer.username, active: true, approvalStatus: 'APPROVED' });
    expect(await verifyPassword(FIXTURE.password, demo?.passwordHash)).toBe(true);
    const [pending] = await db.select().from(customers).where(eq(customers.customerCode, FIXTURE.pendingCustomer.customerCode));
    expect(pending?.approvalStatus).toBe('PENDING');
    const [inactive] = await db.select().from(customers).where(eq(customers.customerCode, FIXTURE.inactiveCustomer.customerCode));
    expect(inactive?.active).toBe(false);
    const [credit] = await db.select().from(customers).where(eq(customers.customerCode, FIXTURE.creditCustomer.customerCode));
    expect(credit).toMatchObject({ authorizeAmount: 50_000, debtAmount: 12_500.5 });
    expect(await count(db, sql`select count(*)::int as n from staff_users where mobile_no = ${FIXTURE.merchant.mobileNo} and active`)).toBe(1);
    expect(await count(db, sql`select count(*)::int as n from staff_user_centers where staff_user_id = ${FIXTURE.merchant.staffUserId}`)).toBe(2);
    expect(await count(db, sql`select count(*)::int as n from riders where mobile_no = ${FIXTURE.rider.mobileNo} and active`)).toBe(1);
    expect(await count(db, sql`select balance::int as n from point_balances where customer_id = ${FIXTURE.customer.customerId} and sale_unit = ${dc01}`)).toBe(FIXTURE.customer.points);
    expect(await count(db, sql`select count(*)::int as n from distribution_centers where sale_unit = ${FIXTURE.centerWithOfficialAccount} and line_oa_url is not null`)).toBe(1);
  });

  it('finds Thai product names by trigram similarity', async () => {
    const [sample] = (await db.execute<{ product_name_th: string }>(sql`select product_name_th from products where p_code = ${FIXTURE.products.threeUnits}`)).rows;
    const word = sample?.product_name_th.split(' ')[1] ?? '';
    expect(word.length).toBeGreaterThan(2);
    const hits = await db.execute<{ p_code: string }>(sql`select p_code from products where search_text ilike ${`%${word}%`} or ${word} <% search_text`);
    expect(hits.rows.map((r) => r.p_code)).toContain(FIXTURE.products.threeUnits);
  });

  it('writes the pictures the rows point to', async () => {
    const { filesDir } = await getTemplateDatabase();
    const [row] = (await db.execute<{ pic_filename1: string }>(sql`select pic_filename1 from products where p_code = ${FIXTURE.products.threeUnits}`)).rows;
    const file = path.join(filesDir, row?.pic_filename1 ?? 'missing');
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    expect(existsSync(path.join(filesDir, 'categories', '1', '01.svg'))).toBe(true);
  });

  it('refuses to seed over data unless asked to reset', async () => {
    await expect(seedDatabase(db, { ...TEST_SEED_SIZE, filesDir: null })).rejects.toBeInstanceOf(SeedError);
  });

  it('makes exactly the same rows again for the same input', async () => {
    const before = await digest(db);
    await seedDatabase(db, { ...TEST_SEED_SIZE, filesDir: null, now: fixtureNow(), reset: true });
    const after = await digest(db);
    expect(Object.keys(after).length).toBeGreaterThan(40);
    expect(after).toEqual(before);
  });
});
