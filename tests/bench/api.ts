// An ordering API of its own on a throwaway PostgreSQL database, seeded on its first run, for the
// benches that load PostgreSQL (placing orders, chat). `stop` ends it and drops the database.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, REPO_ROOT, STACK_JWT_SECRET } from '../support/stack';
import { databaseUrl, psql } from './search';

export interface BenchApi {
  apiUrl: string;
  /** The url of the throwaway database. */
  url: string;
  stop: () => Promise<void>;
}

async function waitForApi(url: string, exited: () => string | undefined, timeoutMs: number): Promise<void> {
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
      if (key.startsWith('LINE_') || key.startsWith('LIFF_') || key === 'PGLITE_DATA_DIR' || key === 'APP_FLAGS')
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
