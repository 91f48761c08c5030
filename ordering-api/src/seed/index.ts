import path from 'node:path';
import { findRepoRoot } from '@eorder/shared/server';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Db, Tx } from '../db/client';
import { hashPassword } from '../db/password';
import { PLACES } from './data/places';
import { DEMO_PASSWORD } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedMarketing } from './marketing';
import { seedCenters, seedCustomers, seedStaff } from './people';
import { resetDatabase, syncSequences } from './util';
import { seedDeliveries } from './deliveries';

export { DEMO_ACCOUNTS, DEMO_CENTERS, DEMO_PASSWORD, DEMO_PRODUCTS } from './accounts';
export { WEB_CONFIG_SEED } from './marketing';

/**
 * Where the generator writes its pictures by default, and where the ordering API serves files from
 * unless told otherwise: <workspace root>/.data/files. Paths stored in the database are relative to it
 * (products/P000001.svg, categories/1/01.svg, centers/DC01.svg, banners/001.svg).
 */
export const FILES_DIR = path.join(findRepoRoot(), '.data', 'files');

export const DEFAULT_SEED_SIZE = { products: 5_000, centers: 30, customers: 300 } as const;
/** The size the HTTP tests use. */
export const TEST_SEED_SIZE = { products: 40, centers: 3, customers: 10 } as const;

export interface SeedOptions {
  /** Regular products (8 reward products come on top). Default 5,000. */
  products?: number;
  /** Centers, at most 30. Default 30. */
  centers?: number;
  /** Customers, at least 10 (the demo accounts). Default 300. */
  customers?: number;
  /** Folder for generated pictures; null writes none (paths are stored all the same). Default FILES_DIR. */
  filesDir?: string | null;
  /** The moment the data is made for: promotion periods, banners and dates follow it. Default: now. */
  now?: Date;
  /** Empty every table first. Without it, seeding a database that has data fails. */
  reset?: boolean;
  /** Company code of the company settings row. Default 'DSG'. */
  companyCode?: string;
  /** Reuse a password hash (the hash of DEMO_PASSWORD) instead of computing one. */
  passwordHash?: string;
  /** Told about the progress (one line per step). */
  logger?: SeedLogger;
  /** A few orders approved and handed to the demo rider (the first run of the app). Default false. */
  deliveries?: boolean;
}

/** The part of a logger the seed uses (pino and console both fit). */
export interface SeedLogger {
  info(message: string): void;
}

export interface SeedSummary {
  centers: number;
  products: number;
  rewards: number;
  categories: number;
  customers: number;
  staff: number;
  riders: number;
  promotions: number;
  coupons: number;
  news: number;
}

export class SeedError extends Error {
  override name = 'SeedError';
}

/**
 * Fills a migrated database with the deterministic demo data: the same options give the same rows.
 * Everything happens in one transaction: either all of it is there, or nothing.
 */
export async function seedDatabase(target: Db | DatabaseHandle, options: SeedOptions = {}): Promise<SeedSummary> {
  const db = isHandle(target) ? target.db : target;
  const log = (message: string) => options.logger?.info(message);
  const products = options.products ?? DEFAULT_SEED_SIZE.products;
  const centers = options.centers ?? DEFAULT_SEED_SIZE.centers;
  const customerCount = options.customers ?? DEFAULT_SEED_SIZE.customers;
  const filesDir = options.filesDir === undefined ? FILES_DIR : options.filesDir;
  const now = options.now ?? new Date();
  if (!Number.isInteger(products) || products < 10 || products > 99_999) {
    throw new SeedError('products must be a whole number from 10 to 99,999');
  }
  if (!Number.isInteger(centers) || centers < 1 || centers > PLACES.length) {
    throw new SeedError(`centers must be a whole number from 1 to ${PLACES.length}`);
  }
  if (!Number.isInteger(customerCount) || customerCount < 10 || customerCount > 999_999) {
    throw new SeedError('customers must be a whole number from 10 to 999,999');
  }
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));

  return db.transaction(async (tx) => {
    if (options.reset) {
      await resetDatabase(tx);
    } else {
      const existing = await tx.execute<{ n: number }>(sql`select count(*)::int as n from distribution_centers`);
      if (Number(existing.rows[0]?.n ?? 0) > 0) {
        throw new SeedError('The database already holds data; seed with reset to replace it');
      }
    }
    await skipForeignKeyChecksIfAllowed(tx);
    const seededCenters = await seedCenters(tx, { centers, filesDir, now });
    log(`seed: ${seededCenters.length} centers`);
    const saleUnits = seededCenters.map((c) => c.saleUnit);
    const catalogue = await seedCatalogue(tx, { products, filesDir, now, saleUnits });
    log(`seed: ${catalogue.products} products, ${catalogue.rewards} rewards, ${catalogue.categories} categories, prices and stock`);
    const staff = await seedStaff(tx, seededCenters, now);
    const customers = await seedCustomers(tx, { customers: customerCount, centers: seededCenters, staff, passwordHash, now, productCount: products });
    log(`seed: ${staff.staffCount} staff users, ${staff.riderCount} riders, ${customers.count} customers`);
    const marketing = await seedMarketing(tx, {
      centers: seededCenters,
      customers,
      productCount: products,
      now,
      filesDir,
      companyCode: options.companyCode ?? 'DSG',
    });
    if (options.deliveries) log(`seed: ${await seedDeliveries(tx, now)} orders for the demo rider`);
    await syncSequences(tx);
    log(`seed: ${marketing.promotions} promotions, ${marketing.coupons} coupons, ${marketing.news} banners and news`);
    return {
      centers: seededCenters.length,
      products: catalogue.products,
      rewards: catalogue.rewards,
      categories: catalogue.categories,
      customers: customers.count,
      staff: staff.staffCount,
      riders: staff.riderCount,
      promotions: marketing.promotions,
      coupons: marketing.coupons,
      news: marketing.news,
    };
  });
}

function isHandle(target: Db | DatabaseHandle): target is DatabaseHandle {
  return 'kind' in target && 'db' in target && typeof target.close === 'function';
}

/**
 * Foreign keys are checked by triggers, one call per row: most of the time of a large seed. The rows
 * are consistent by construction, so a superuser session skips those triggers for this transaction
 * (`set local`). CHECK, NOT NULL and UNIQUE constraints still apply. Other roles seed with the checks.
 */
async function skipForeignKeyChecksIfAllowed(tx: Tx): Promise<void> {
  const role = await tx.execute<{ super: boolean }>(sql`select rolsuper as super from pg_roles where rolname = current_user`);
  if (role.rows[0]?.super === true) await tx.execute(sql`set local session_replication_role = replica`);
}
