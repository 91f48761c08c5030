/**
 * Databases for tests. One template per test process (or one per run with test-global-setup.ts):
 * migrated and filled with the small deterministic fixture (3 centers, 40 products, 10 customers,
 * staff and riders). Each test file then takes its own copy with freshDatabase():
 * - PGlite (default): a new in-memory instance loaded from the template's dump (what PGlite's clone() does);
 * - PostgreSQL (when DATABASE_URL is set): CREATE DATABASE ... TEMPLATE, dropped again by close().
 *
 * Every fixture customer's password is FIXTURE.password ('demo1234'); staff and riders sign in with a
 * one-time code sent to their mobile number.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { bangkokDateKey, bangkokDayStart } from '@eorder/shared';
import { DEMO_ACCOUNTS, DEMO_CENTERS, DEMO_PASSWORD, DEMO_PRODUCTS } from '../seed/accounts';
import { seedDatabase, TEST_SEED_SIZE } from '../seed/index';
import { createPglite, openDatabase, type DatabaseHandle, type DatabaseKind } from './client';
import { migrateDatabase } from './migrate';

/** Facts of the fixture, so tests do not guess. */
export const FIXTURE = {
  size: TEST_SEED_SIZE,
  /** The password of every fixture customer. */
  password: DEMO_PASSWORD,
  centers: DEMO_CENTERS,
  /** Has a LINE official-account url: switching to it shows the Later / Go to merchant dialog. */
  centerWithOfficialAccount: 'DC03',
  /** Has no photo (the picker shows its first letter). */
  centerWithoutPhoto: 'DC02',
  customer: DEMO_ACCOUNTS.customer,
  creditCustomer: DEMO_ACCOUNTS.creditCustomer,
  sapCustomer: DEMO_ACCOUNTS.sapCustomer,
  pendingCustomer: DEMO_ACCOUNTS.pendingCustomer,
  inactiveCustomer: DEMO_ACCOUNTS.inactiveCustomer,
  verifiedAgent: DEMO_ACCOUNTS.verifiedAgent,
  unverifiedAgent: DEMO_ACCOUNTS.unverifiedAgent,
  lineCustomer: DEMO_ACCOUNTS.lineCustomer,
  merchant: DEMO_ACCOUNTS.merchant,
  salesperson: DEMO_ACCOUNTS.salesperson,
  inactiveStaff: DEMO_ACCOUNTS.inactiveStaff,
  rider: DEMO_ACCOUNTS.rider,
  inactiveRider: DEMO_ACCOUNTS.inactiveRider,
  /** A mobile number that belongs to nobody. */
  unknownMobileNo: '0800000000',
  products: DEMO_PRODUCTS,
  /** Codes of the content pages. */
  contentCodes: ['HOWTO_001', 'FAQ_001', 'CONTACT_001', 'COOKIES_POLICY', 'PDPA_POLICY', 'RELEASE_NOTES'],
  /** The demo customer's coupons at DC01. */
  coupons: { unused: ['CPDC0100001', 'CPDC0100002'], used: 'CPDC0100003' },
  /**
   * Promotions of DC01 by id. Periods follow the day the fixture was made, so statuses hold:
   * 1-5 CURRENT (DiscountValue, DiscountPercent, FreeItem, type '3', by-unit DiscountValue for listed
   * customers: the demo customer IN, the credit customer NOT_IN), 6 SOON, 7 EXPIRED, 8 DISABLE.
   * Each center has the same eight, numbered on (DC02: 9-16, DC03: 17-24).
   */
  promotions: {
    discountValue: 1,
    discountPercent: 2,
    freeItem: 3,
    billDiscount: 4,
    byUnitForListedCustomers: 5,
    soon: 6,
    expired: 7,
    disabled: 8,
  },
} as const;

export interface TemplateDatabase {
  kind: DatabaseKind;
  /** A database of its own for one test file, with the fixture in it. Close it in afterAll. */
  freshDatabase(): Promise<DatabaseHandle>;
  /** The folder holding the fixture's generated pictures (serve files from here in tests). */
  filesDir: string;
}

/** Environment variables test-global-setup.ts passes to the test processes. */
export const TEST_ENV = {
  pgliteSnapshot: 'EORDER_TEST_PGLITE_SNAPSHOT',
  templateDatabase: 'EORDER_TEST_TEMPLATE_DB',
  filesDir: 'EORDER_TEST_FILES_DIR',
} as const;

const CACHE_KEY = Symbol.for('eorder.test.templateDatabase');
type Cache = { [CACHE_KEY]?: Promise<TemplateDatabase> };

/** The template of this process, made on first use. */
export function getTemplateDatabase(): Promise<TemplateDatabase> {
  const cache = globalThis as Cache;
  cache[CACHE_KEY] ??= makeTemplate().catch((error: unknown) => {
    delete cache[CACHE_KEY];
    throw error;
  });
  return cache[CACHE_KEY];
}

/** Shorthand: a fresh fixture database for one test file. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return (await getTemplateDatabase()).freshDatabase();
}

/** The moment the fixture is made for: today at 09:00 in Thailand, so it is stable for a whole run. */
export function fixtureNow(): Date {
  return new Date(bangkokDayStart(bangkokDateKey(Date.now())) + 9 * 3_600_000);
}

function databaseUrl(): string | undefined {
  const url = process.env.DATABASE_URL;
  return url && url.trim() !== '' ? url.trim() : undefined;
}

async function makeTemplate(): Promise<TemplateDatabase> {
  const url = databaseUrl();
  return url ? makePostgresTemplate(url) : makePgliteTemplate();
}

function ownFilesDir(): string {
  const given = process.env[TEST_ENV.filesDir];
  if (given && given.trim() !== '') return given;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'eorder-test-files-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Migrates and seeds a database for tests. */
export async function fillFixture(handle: DatabaseHandle, filesDir: string | null): Promise<void> {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { ...TEST_SEED_SIZE, filesDir, now: fixtureNow() });
}

async function makePgliteTemplate(): Promise<TemplateDatabase> {
  const snapshot = process.env[TEST_ENV.pgliteSnapshot];
  const filesDir = ownFilesDir();
  let dump: Blob;
  if (snapshot && snapshot.trim() !== '') {
    dump = new Blob([await readFile(snapshot)]);
  } else {
    const template = await createPglite();
    const handle = await openDatabase({ pglite: template });
    try {
      await fillFixture(handle, process.env[TEST_ENV.filesDir] ? null : filesDir);
      dump = await template.dumpDataDir('none');
    } finally {
      // An open instance would keep the test process alive; each copy is made from the dump.
      await handle.close();
    }
  }
  return {
    kind: 'pglite',
    filesDir,
    async freshDatabase() {
      const copy = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
      return openDatabase({ pglite: copy });
    },
  };
}

/** A database name that says which machine and process made it, so leftovers of dead runs can be found. */
function hostTag(): string {
  return createHash('sha1').update(os.hostname()).digest('hex').slice(0, 6);
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'eorder-tests' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The process that made a test database of this machine: names are eorder_tpl_<host>_<pid>_<time>
 * or eorder_test_<host>_<pid>_<n>_<random>. Undefined for any other name.
 */
export function testDatabasePid(name: string, host: string): number | undefined {
  const match = new RegExp(`^eorder_(?:tpl|test)_${host}_(\\d+)_`).exec(name);
  const pid = Number(match?.[1]);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops test databases this machine left behind in runs whose process is gone. */
export async function dropStaleTestDatabases(url: string): Promise<void> {
  await withAdmin(url, async (client) => {
    const prefix = `eorder_t%_${hostTag()}_%`;
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [prefix]);
    for (const { datname } of rows) {
      const pid = testDatabasePid(datname, hostTag());
      if (pid !== undefined && !processAlive(pid)) {
        await client.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
      }
    }
  });
}

/** Creates, migrates and seeds a template database; it has no open connection afterwards. */
export async function createPostgresTemplate(url: string, filesDir: string | null): Promise<string> {
  const name = `eorder_tpl_${hostTag()}_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin(url, (client) => client.query(`create database ${quoteIdent(name)}`));
  const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 2 });
  try {
    await fillFixture(handle, filesDir);
  } catch (error) {
    await handle.close();
    await dropDatabase(url, name);
    throw error;
  }
  await handle.close();
  return name;
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdmin(url, (client) => client.query(`drop database if exists ${quoteIdent(name)} with (force)`));
}

let counter = 0;

async function makePostgresTemplate(url: string): Promise<TemplateDatabase> {
  const given = process.env[TEST_ENV.templateDatabase];
  const filesDir = ownFilesDir();
  let template: string;
  if (given && given.trim() !== '') {
    template = given;
  } else {
    await dropStaleTestDatabases(url);
    template = await createPostgresTemplate(url, process.env[TEST_ENV.filesDir] ? null : filesDir);
    const own = template;
    // Best effort: a process that ends normally takes its template with it.
    process.once('beforeExit', () => void dropDatabase(url, own).catch(() => undefined));
  }
  return {
    kind: 'postgres',
    filesDir,
    freshDatabase: () => ownDatabase(url, 10, (name) => createFromTemplate(url, name, template)),
  };
}

/** A new database of this process on `url`'s server, made by `create`; closing the handle drops it. */
async function ownDatabase(
  url: string,
  poolSize: number,
  create: (name: string) => Promise<unknown>,
): Promise<DatabaseHandle> {
  counter += 1;
  const name = `eorder_test_${hostTag()}_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
  await create(name);
  const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(url, name);
    },
  };
}

/**
 * A database with nothing in it, not even the migrations: PGlite in memory, or a new database on
 * DATABASE_URL's server that closing drops.
 */
export async function createEmptyDatabase(): Promise<DatabaseHandle> {
  const url = databaseUrl();
  if (!url) return openDatabase({ pglite: await createPglite() });
  return ownDatabase(url, 2, (name) => withAdmin(url, (client) => client.query(`create database ${quoteIdent(name)}`)));
}

async function createFromTemplate(url: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin(url, (client) => client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`));
      return;
    } catch (error) {
      // 55006: the template is in use by another session for a moment (another file copying it).
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
