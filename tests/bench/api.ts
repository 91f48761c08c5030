// An ordering API of its own on a throwaway PostgreSQL database, seeded on its first run, for the
// benches that load PostgreSQL (placing orders, chat). `stop` ends it and drops the database.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../ordering-api/src/seed/accounts';
import { freePort, REPO_ROOT, STACK_JWT_SECRET } from '../support/stack';
import { databaseUrl, findToken, psql } from './search';

export interface BenchApi {
  apiUrl: string;
  /** The url of the throwaway database. */
  url: string;
  stop: () => Promise<void>;
}

async function waitForApi(
  url: string,
  exited: () => string | undefined,
  timeoutMs: number,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const problem = exited();
    if (problem) throw new Error(problem);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the ordering API was not healthy at ${url} within ${timeoutMs / 1000} s`);
}

export async function startBenchApi(options: {
  /** A PostgreSQL server where a throwaway database may be created. */
  server: string;
  /** What the database and the log are named after. */
  label: string;
  logDir: string;
  seedProducts: number;
}): Promise<BenchApi> {
  const name = `eorder_bench_${options.label}_${Date.now()}_${process.pid}`;
  const url = databaseUrl(options.server, name);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `eorder-bench-${options.label}-`));
  const logFile = path.join(options.logDir, `ordering-api-${options.label}.log`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  psql(options.server, `create database "${name}"`);
  let child: ReturnType<typeof spawn> | undefined;
  const stop = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    psql(options.server, `drop database if exists "${name}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of Object.keys(env))
      if (
        key.startsWith('LINE_') ||
        key.startsWith('LIFF_') ||
        key === 'PGLITE_DATA_DIR' ||
        key === 'APP_FLAGS'
      )
        delete env[key];
    child = spawn(process.execPath, [path.join(REPO_ROOT, 'ordering-api', 'dist', 'server.js')], {
      cwd: REPO_ROOT,
      env: {
        ...env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DATABASE_URL: url,
        ORDERING_API_PORT: String(port),
        ORDERING_API_HOST: '127.0.0.1',
        FILES_DIR: path.join(dataDir, 'files'),
        SEED_ON_FIRST_RUN: 'true',
        SEED_PRODUCTS: String(options.seedProducts),
        JWT_SECRET: STACK_JWT_SECRET,
        SMS_PROVIDER: 'log',
        RATE_LIMIT_MAX_PER_MOBILE: '1000',
        RATE_LIMIT_MAX_PER_IP: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    let exitProblem: string | undefined;
    child.once('exit', (code) => {
      exitProblem = `the ordering API exited with ${code}; see ${path.relative(REPO_ROOT, logFile)}`;
    });
    const apiUrl = `http://127.0.0.1:${port}`;
    await waitForApi(`${apiUrl}/health`, () => exitProblem, 180_000);
    return { apiUrl, url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Up to 60 products of `center` with stock and a shown price, for placing orders. */
export function orderableProducts(url: string, center: string): string[] {
  return psql(
    url,
    `select s.p_code from stock s join center_products cp on cp.sale_unit = s.sale_unit and cp.p_code = s.p_code
     where s.sale_unit = '${center}' and not cp.disabled and cp.show_price1 order by s.p_code limit 60`,
  ).map((row) => row[0] ?? '');
}

/**
 * Signs in up to 20 approved primary customers of `center` directly at the API: their tokens, and
 * how many customers were tried.
 */
/** Usernames of approved customers with a password whose primary center is `center`, oldest first. */
export function approvedUsernames(url: string, center: string, limit: number): string[] {
  return psql(
    url,
    `select c.username from customers c join customer_centers cc on cc.customer_id = c.id
     where cc.sale_unit = '${center}' and cc.active and cc.is_primary and c.active and c.approval_status = 'APPROVED'
       and c.username is not null and c.password_hash is not null order by c.id limit ${limit}`,
  ).map((row) => row[0] ?? '');
}

export async function signInCustomers(
  url: string,
  apiUrl: string,
  center: string,
): Promise<{ tokens: string[]; tried: number }> {
  const usernames = approvedUsernames(url, center, 20);
  const tokens: string[] = [];
  for (const username of usernames) {
    const res = await fetch(`${apiUrl}/authen/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Username: username, Password: DEMO_ACCOUNTS.customer.password }),
    });
    const token = findToken(await res.json().catch(() => ({})));
    if (token) tokens.push(token);
  }
  return { tokens, tried: usernames.length };
}
