// The ordering API process: configuration, database (migrated, demo data on a fresh PGlite), and a
// graceful stop on SIGINT or SIGTERM within SHUTDOWN_TIMEOUT_MS.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { buildApp, type App } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { isDatabaseEmpty, migrateDatabase } from './db/migrate';
import { EnvError, loadEnv, type Env } from './env';
import { buildLoggerOptions } from './plugins/logger';
import { DEMO_ACCOUNTS, seedDatabase } from './seed';
import { LINE_AUDIENCE_TAG, seedLineAudience } from './seed/line-audience';

/**
 * The demo accounts, written beside the data folder after seeding so `npm start` can print
 * how to sign in. Only the accounts a person would try first.
 */
async function writeDemoAccounts(env: Env): Promise<string> {
  const a = DEMO_ACCOUNTS;
  const customer = (role: string, account: typeof a.customer | typeof a.creditCustomer) => ({
    role,
    name: account.customerName,
    username: account.username,
    mobile: account.mobileNo,
    password: account.password,
    loginPath: '/login',
    saleUnit: account.saleUnit,
  });
  const accounts = [
    customer('customer', a.customer),
    customer('credit', a.creditCustomer),
    {
      role: 'merchant',
      name: a.merchant.displayName,
      mobile: a.merchant.mobileNo,
      loginPath: '/merchant/login',
      saleUnit: a.merchant.saleUnits.join(', '),
    },
    {
      role: 'salesperson',
      name: a.salesperson.displayName,
      mobile: a.salesperson.mobileNo,
      loginPath: '/merchant/login',
      saleUnit: a.salesperson.saleUnits.join(', '),
    },
    {
      role: 'rider',
      name: a.rider.name,
      mobile: a.rider.mobileNo,
      loginPath: '/rider/login',
      saleUnit: a.rider.saleUnit,
    },
  ];
  const file = path.join(path.dirname(path.resolve(env.PGLITE_DATA_DIR)), 'demo-accounts.json');
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole, then moved into place, so a reader never sees half a file.
  await writeFile(`${file}.tmp`, `${JSON.stringify(accounts, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
  return file;
}

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = pino(buildLoggerOptions(env) as pino.LoggerOptions);

  let handle: DatabaseHandle | undefined;
  let app: App | undefined;
  let stopping = false;

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    const forced = setTimeout(() => {
      logger.error('requests did not finish in time; exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    // A keep-alive connection whose request was in flight turns idle only once it is answered:
    // close such connections as they turn idle, or they would hold the close open until they time out.
    const idle = setInterval(() => app?.server.closeIdleConnections(), 100);
    idle.unref();
    try {
      // close() stops listening, answers 503 to calls that arrive on open connections, waits for
      // the requests in flight and runs the onClose hooks (schedulers, listeners, Redis).
      await app?.close();
      await handle?.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    handle = await openDatabase(
      env.DATABASE_URL
        ? {
            databaseUrl: env.DATABASE_URL,
            onPoolError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
          }
        : { dataDir: env.PGLITE_DATA_DIR },
    );
    logger.info(
      handle.kind === 'postgres'
        ? 'database: PostgreSQL'
        : `database: PGlite in ${env.PGLITE_DATA_DIR}`,
    );
    await migrateDatabase(handle);

    // First run only: an empty database (a new PGlite folder by default) gets the demo data.
    if (env.SEED_ON_FIRST_RUN && (await isDatabaseEmpty(handle))) {
      logger.info(
        'first run on an empty database: adding demo data (once; this takes a little while)',
      );
      const summary = await seedDatabase(handle.db, {
        products: env.SEED_PRODUCTS,
        filesDir: env.FILES_DIR,
        companyCode: env.COMPANY_CODE,
        deliveries: true,
      });
      logger.info({ ...summary }, 'demo data added');
      if (env.SEED_LINE_AUDIENCE > 0) {
        await seedLineAudience(handle.db, { saleUnit: 'DC01', tagName: LINE_AUDIENCE_TAG, count: env.SEED_LINE_AUDIENCE });
        logger.info(`demo data: ${env.SEED_LINE_AUDIENCE} LINE-linked customers of DC01 in the tag ${LINE_AUDIENCE_TAG}`);
      }
      const file = await writeDemoAccounts(env);
      logger.info(`demo accounts: ${file}`);
    }

    app = await buildApp({ env, db: handle, logger });
    const address = await app.listen({ port: env.ORDERING_API_PORT, host: env.ORDERING_API_HOST });
    logger.info({ address, docs: `${address}/docs` }, `ordering API listening on ${address}`);
  } catch (error) {
    logger.fatal({ err: error }, 'the ordering API could not start');
    await app?.close().catch(() => undefined);
    await handle?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
