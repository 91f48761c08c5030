// `pnpm seed [--products N] [--centers N] [--customers N] [--reset]`: migrates, then fills the demo
// data. Stop the ordering API first when it shares the PGlite folder.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { isDatabaseEmpty, migrateDatabase } from '../db/migrate';
import { defaultPgliteDataDir } from '../db/migrate-cli';
import { DEFAULT_SEED_SIZE, DEMO_ACCOUNTS, DEMO_PASSWORD, FILES_DIR, seedDatabase, SeedError } from './index';

/** Folders of the files folder that only the generator writes (uploads live elsewhere). */
export const GENERATED_FOLDERS = ['products', 'categories', 'centers', 'banners'] as const;

const USAGE = `Usage: pnpm seed [--products N] [--centers N] [--customers N] [--reset]
  --products N   regular products (default ${DEFAULT_SEED_SIZE.products}; 8 rewards come on top)
  --centers N    distribution centers, 1 to 30 (default ${DEFAULT_SEED_SIZE.centers})
  --customers N  customers, at least 10 (default ${DEFAULT_SEED_SIZE.customers})
  --reset        empty the database (and the generated pictures) first`;

function blank(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new SeedError(`--${name} takes a whole number, not "${value}"`);
  return Number(value);
}

/** The demo accounts as lines to print. */
export function describeDemoAccounts(): string[] {
  const a = DEMO_ACCOUNTS;
  return [
    `customer          ${a.customer.username} or ${a.customer.mobileNo} / ${DEMO_PASSWORD} (${a.customer.customerCode}, ${a.customer.saleUnits.join(', ')})`,
    `credit customer   ${a.creditCustomer.username} or ${a.creditCustomer.mobileNo} / ${DEMO_PASSWORD} (credit ${a.creditCustomer.authorizeAmount.toLocaleString('en')} THB)`,
    `verified agent    ${a.verifiedAgent.username} or ${a.verifiedAgent.mobileNo} / ${DEMO_PASSWORD}`,
    `pending approval  ${a.pendingCustomer.username} or ${a.pendingCustomer.mobileNo} / ${DEMO_PASSWORD}`,
    `merchant staff    ${a.merchant.mobileNo} (one-time code; centers ${a.merchant.saleUnits.join(', ')})`,
    `salesperson       ${a.salesperson.mobileNo} (one-time code; role ${a.salesperson.roleCode}, ${a.salesperson.saleUnits.join(', ')})`,
    `rider             ${a.rider.mobileNo} (one-time code; ${a.rider.saleUnit})`,
    'Every seeded customer has the password above; one-time codes appear in the ordering API log in development.',
  ];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      centers: { type: 'string' },
      customers: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const products = wholeNumber('products', values.products, DEFAULT_SEED_SIZE.products);
  const centers = wholeNumber('centers', values.centers, DEFAULT_SEED_SIZE.centers);
  const customers = wholeNumber('customers', values.customers, DEFAULT_SEED_SIZE.customers);
  const databaseUrl = blank(process.env.DATABASE_URL);
  const dataDir = blank(process.env.PGLITE_DATA_DIR) ?? defaultPgliteDataDir();
  const filesDir = blank(process.env.FILES_DIR) ?? FILES_DIR;

  const handle = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 2 } : { dataDir });
  try {
    console.log(databaseUrl ? 'Database: PostgreSQL' : `Database: PGlite in ${dataDir}`);
    await migrateDatabase(handle);
    if (!values.reset && !(await isDatabaseEmpty(handle))) {
      throw new SeedError('The database already holds data. Run again with --reset to replace it.');
    }
    if (values.reset) {
      for (const folder of GENERATED_FOLDERS) await rm(path.join(filesDir, folder), { recursive: true, force: true });
    }
    const started = Date.now();
    const summary = await seedDatabase(handle.db, {
      products,
      centers,
      customers,
      filesDir,
      reset: values.reset,
      logger: { info: (message) => console.log(message) },
    });
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
    console.log(`Pictures in ${filesDir}`);
    console.log('\nDemo accounts:');
    for (const line of describeDemoAccounts()) console.log(`  ${line}`);
  } finally {
    await handle.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    if (error instanceof SeedError || (error instanceof Error && error.name === 'TypeError' && 'code' in error)) {
      console.error(error.message);
      console.error(USAGE);
    } else {
      console.error('Seeding failed:', error instanceof Error ? error.message : error);
    }
    process.exitCode = 1;
  });
}
