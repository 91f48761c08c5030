// Starts the whole stack as a person would run it: the built ordering API and
// bff as child processes (node dist/server.js), on free ports, over a fresh
// PGlite folder that the first run migrates and seeds, with one-time codes
// going to the fake SMS gateway.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as smsGateway from '../fakes/sms-gateway/index';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The secret the stack signs tokens with, so a test can forge an expired one. At least 32 characters. */
export const STACK_JWT_SECRET = 'eorder-end-to-end-secret-0123456789abcdef';

export interface StackOptions {
  /** Where the app lives under the bff's port; `/` unless given. */
  basePath?: string;
  /** Folder for the two servers' logs. */
  logDir: string;
  /** Products the first-run seed creates, when the seed takes a count. */
  seedProducts?: number;
  /** More settings for both servers. */
  env?: Record<string, string>;
  /** Keep the PGlite folder after stop (to look at it). */
  keepData?: boolean;
}

export interface Stack {
  /** The bff's URL with the base path and a trailing slash: what a person opens. */
  baseUrl: string;
  bffOrigin: string;
  basePath: string;
  apiUrl: string;
  smsUrl: string;
  jwtSecret: string;
  dataDir: string;
  sms: smsGateway.FakeSmsGateway;
  stop(): Promise<void>;
}

const BUILT = {
  api: path.join(REPO_ROOT, 'ordering-api', 'dist', 'server.js'),
  bff: path.join(REPO_ROOT, 'bff', 'dist', 'server.js'),
  web: path.join(REPO_ROOT, 'web', 'dist', 'index.html'),
};

/** Fails early, with the command to run, when a package was not built. */
export function assertBuilt(): void {
  const missing = Object.values(BUILT).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The stack is not built (missing ${missing.map((file) => path.relative(REPO_ROOT, file)).join(', ')}). ` +
        'Run `pnpm -r build` (npm test builds what is stale by itself).',
    );
  }
}

export function normalizeBasePath(value = '/'): string {
  const inner = value
    .split('/')
    .filter((part) => part !== '')
    .join('/');
  return inner === '' ? '/' : `/${inner}/`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Child {
  name: string;
  process: ChildProcess;
  logFile: string;
  exit: Promise<number | null>;
  exited: boolean;
}

function startChild(name: string, script: string, env: NodeJS.ProcessEnv, logFile: string): Child {
  const log = createWriteStream(logFile, { flags: 'w' });
  const child = spawn(process.execPath, [script], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const record: Child = {
    name,
    process: child,
    logFile,
    exited: false,
    exit: new Promise((resolve) => {
      child.once('exit', (code) => {
        record.exited = true;
        log.end();
        resolve(code);
      });
    }),
  };
  return record;
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitForHealthy(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exited) {
      throw new Error(`the ${child.name} stopped before it was healthy. Last lines of ${child.logFile}:\n${tail(child.logFile)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the ${child.name} was not healthy at ${url} within ${timeoutMs / 1000} s (${last}). Log:\n${tail(child.logFile)}`);
}

async function stopChild(child: Child): Promise<void> {
  if (child.exited) return;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), 10_000);
  await child.exit;
  clearTimeout(timer);
}

/** The environment both servers get: the caller's, minus anything that would point them elsewhere. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'PORT', 'BASE_PATH', 'ORDERING_API_URL', 'ORDERING_API_PORT', 'PGLITE_DATA_DIR', 'FILES_DIR', 'APP_FLAGS']) {
    delete env[key];
  }
  return env;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  assertBuilt();
  mkdirSync(options.logDir, { recursive: true });
  const basePath = normalizeBasePath(options.basePath);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eorder-stack-'));
  // The bff serves a copy of the built web, so a rebuild during the run cannot pull pages away.
  const webDir = path.join(dataDir, 'web');
  cpSync(path.dirname(BUILT.web), webDir, { recursive: true, filter: (source) => !source.endsWith('.map') });
  const sms = await smsGateway.start({ port: 0 });
  const [apiPort, bffPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const bffOrigin = `http://127.0.0.1:${bffPort}`;
  const children: Child[] = [];

  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await sms.stop();
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const api = startChild(
      'ordering API',
      BUILT.api,
      {
        ...baseEnv(),
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        ORDERING_API_PORT: String(apiPort),
        ORDERING_API_HOST: '127.0.0.1',
        PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
        FILES_DIR: path.join(dataDir, 'files'),
        SEED_ON_FIRST_RUN: 'true',
        ...(options.seedProducts ? { SEED_PRODUCTS: String(options.seedProducts) } : {}),
        JWT_SECRET: STACK_JWT_SECRET,
        SMS_PROVIDER: 'http',
        SMS_GATEWAY_URL: `${sms.url}/messages`,
        SMS_API_KEY: sms.apiKey,
        // Journeys sign the same demo people in many times; the limits themselves are tested in the ordering API.
        RATE_LIMIT_MAX_PER_MOBILE: '1000',
        RATE_LIMIT_MAX_PER_IP: '100000',
        ...options.env,
      },
      path.join(options.logDir, 'ordering-api.log'),
    );
    children.push(api);
    await waitForHealthy(`${apiUrl}/health`, api, 180_000);

    const bff = startChild(
      'bff',
      BUILT.bff,
      {
        ...baseEnv(),
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(bffPort),
        BASE_PATH: basePath,
        ORDERING_API_URL: apiUrl,
        WEB_DIST_DIR: webDir,
        ...options.env,
      },
      path.join(options.logDir, 'bff.log'),
    );
    children.push(bff);
    await waitForHealthy(`${bffOrigin}${basePath}bff/health`, bff, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    baseUrl: `${bffOrigin}${basePath}`,
    bffOrigin,
    basePath,
    apiUrl,
    smsUrl: sms.url,
    jwtSecret: STACK_JWT_SECRET,
    dataDir,
    sms,
    stop,
  };
}
