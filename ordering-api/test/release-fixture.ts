// Writes this release's data and migration hashes as the next release's upgrade fixture
// (`pnpm --filter @eorder/ordering-api release:fixture`; needs DATABASE_URL and pg_dump).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { findMigrationsFolder, migrateDatabase } from '../src/db/migrate';
import { dropDatabase, fixtureNow, withDatabase } from '../src/db/test-support';
import { createLineNotifications } from '../src/modules/line/outbox';
import { createOrdersModule } from '../src/modules/orders/service';
import { seedDatabase, TEST_SEED_SIZE } from '../src/seed/index';
import { createTestClock } from './clock';
import { createCustomer, createOrder, createProduct, createRider, createStaff } from './factories';

export const RELEASES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'releases');

export interface ReleaseManifest {
  /** The last migration of the release. */
  tag: string;
  /** sha256 of each migration file of the release: a released migration is never edited. */
  migrations: Record<string, string>;
}

/** The migrations of the working tree, in order, with their file hashes. */
export function migrationHashes(folder = findMigrationsFolder()): Record<string, string> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return Object.fromEntries(
    journal.entries.map(({ tag }) => [
      tag,
      createHash('sha256').update(readFileSync(path.join(folder, `${tag}.sql`))).digest('hex'),
    ]),
  );
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name a PostgreSQL server where a throwaway database may be created');
  const name = `eorder_release_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = withDatabase(url, name);
  try {
    const handle = await openDatabase({ databaseUrl });
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { ...TEST_SEED_SIZE, filesDir: null, now: fixtureNow() });
    const clock = createTestClock();
    const orders = createOrdersModule({
      db: handle.db,
      clock,
      notifications: createLineNotifications({ db: handle.db, clock }),
    });
    const staff = { kind: 'staff', userId: (await createStaff(handle.db, { saleUnits: ['DC01'] })).id } as const;
    const rider = await createRider(handle.db, { saleUnit: 'DC01' });
    const customer = await createCustomer(handle.db, { lineUserId: `U${'1'.repeat(32)}` });
    const products = [await createProduct(handle.db), await createProduct(handle.db)];
    const items = products.map((product) => ({ product, qty: 2 }));
    await createOrder(handle.db, orders, { customer, items });
    const approved = await createOrder(handle.db, orders, { customer, items });
    await orders.lifecycle.approve(staff, approved, { riderId: rider.id });
    const delivered = await createOrder(handle.db, orders, { customer, items });
    await orders.lifecycle.approve(staff, delivered, { riderId: rider.id });
    await orders.lifecycle.ship({ kind: 'rider', riderId: rider.id }, delivered);
    await orders.lifecycle.deliver({ kind: 'rider', riderId: rider.id }, delivered);
    const cancelled = await createOrder(handle.db, orders, { customer, items });
    await orders.lifecycle.cancel({ kind: 'customer', customerId: customer.id, code: customer.customerCode }, cancelled);
    await handle.close();

    const dump = execFileSync(
      'pg_dump',
      ['--data-only', '--column-inserts', '--no-owner', '--exclude-schema=drizzle', '-d', databaseUrl],
      { maxBuffer: 256 * 1024 * 1024 },
    );
    // Only the rows and the sequences: the dump's session settings and psql meta-commands would
    // leak into the connection that loads it.
    const rows = dump
      .toString('utf8')
      .split('\n')
      .filter((line) => line.startsWith('INSERT INTO ') || line.startsWith('SELECT pg_catalog.setval('))
      .join('\n');
    const hashes = migrationHashes();
    const tag = Object.keys(hashes).at(-1)!;
    mkdirSync(RELEASES_DIR, { recursive: true });
    writeFileSync(path.join(RELEASES_DIR, `${tag}.sql.gz`), gzipSync(`${rows}\n`, { level: 9 }));
    const manifest: ReleaseManifest = { tag, migrations: hashes };
    writeFileSync(path.join(RELEASES_DIR, `${tag}.json`), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`Wrote the ${tag} release fixture (${rows.length} bytes of SQL).`);
  } finally {
    await dropDatabase(url, name);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
