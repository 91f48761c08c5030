// Starts the whole stack as a person would run it (built servers as child processes on a fresh
// PGlite folder), optionally with the fake LINE Platform or several replicas on PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as linePlatform from '../fakes/line/index';
import * as smsGateway from '../fakes/sms-gateway/index';
import * as thaiQr from '../fakes/thai-qr/index';
import * as linePay from '../fakes/line-pay/index';
import * as slipVerify from '../fakes/slip-verify/index';
import * as kbankCard from '../fakes/kbank/index';
import { startBalancer, type Balancer } from '../../scripts/lib/stack.mjs';
import { databaseUrl, psql } from './postgres';

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
  /**
   * LINE-linked customers of DC01 the first-run seed puts in the tag "LINE audience" (the journey
   * broadcasting to a large tag reads them; other journeys ignore that tag).
   */
  seedLineAudience?: number;
  /** More settings for both servers. */
  env?: Record<string, string>;
  /** Keep the PGlite folder after stop (to look at it). */
  keepData?: boolean;
  /**
   * Also the LINE side: the fake LINE Platform, the ordering API pointed at it, and a second bff
   * configured for LINE (channel, LIFF ids, Messaging API) serving the web built in LIFF mock mode.
   */
  line?: LineStackOptions;
  /**
   * Replicas of the ordering API and of the bff (2 or more) behind round-robin balancers, on a
   * throwaway database of the PostgreSQL server at `databaseServer` and the Redis at `redisUrl`.
   */
  replicas?: { count: number; databaseServer: string; redisUrl: string };
}

export interface LineStackOptions {
  /**
   * Centers whose rich menus are provisioned, with the three LIFF apps, by liff-config's command
   * (`provision --apply`) on the fake platform before the servers start.
   */
  richMenuCenters?: readonly string[];
}

export interface LineStack {
  /** The fake LINE Platform. */
  platform: linePlatform.FakeLinePlatform;
  platformUrl: string;
  /** The LINE bff with the base path and a trailing slash: where the LIFF apps' endpoints are. */
  baseUrl: string;
  bffOrigin: string;
  channelId: string;
  /** The three LIFF apps the LINE bff announces to the web. */
  liffIds: Record<LiffArea, string>;
  /** Where LINE opens LIFF apps (`<liffBaseUrl>/<liffId>/<path>`); a journey emulates it. */
  liffBaseUrl: string;
}

export type LiffArea = 'customer' | 'merchant' | 'gateway';

export interface Stack {
  /** The bff's URL with the base path and a trailing slash: what a person opens. */
  baseUrl: string;
  bffOrigin: string;
  basePath: string;
  apiUrl: string;
  smsUrl: string;
  /** The fake Thai QR provider (its `/__fake/pay` plays the customer's bank app). */
  thaiQrUrl: string;
  linePayUrl: string;
  /** The fake slip-verification service (its `/__fake/slips` records the bank's transactions). */
  slipVerifyUrl: string;
  jwtSecret: string;
  dataDir: string;
  sms: smsGateway.FakeSmsGateway;
  /** The LINE side, when `line` was asked for. */
  line: LineStack | null;
  stop(): Promise<void>;
}

const BUILT = {
  api: path.join(REPO_ROOT, 'ordering-api', 'dist', 'server.js'),
  bff: path.join(REPO_ROOT, 'bff', 'dist', 'server.js'),
  web: path.join(REPO_ROOT, 'web', 'dist', 'index.html'),
};

/** The web built with VITE_LIFF_MOCK=true (`pnpm --filter @eorder/web build:liff-mock`). */
const LIFF_MOCK_WEB = path.join(REPO_ROOT, 'web', 'dist-liff-mock', 'index.html');
const LIFF_BASE_URL = 'https://liff.line.me';
/** The public origin the LIFF apps are provisioned with (LINE wants https); journeys open the same paths on the LINE bff. */
const LIFF_PROVISION_ORIGIN = 'https://shop.eorder.test';

/** Runs a command of the workspace to its end, its output into `logFile`; rejects with the log's tail when it fails. */
function runToEnd(what: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile, { flags: 'w' });
    const child = spawn('pnpm', args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('error', (error) => {
      log.end();
      reject(new Error(`${what} could not start: ${error.message}`));
    });
    child.once('close', (code) => {
      log.end(() => {
        if (code === 0) resolve();
        else reject(new Error(`${what} failed (exit code ${code}). Last lines of ${logFile}:\n${tail(logFile)}`));
      });
    });
  });
}

/**
 * Builds the web in LIFF mock mode when that build is missing or older than web/dist (the web
 * changed since): a Vite build only, a few seconds, since web/dist was type-checked already.
 */
export async function ensureLiffMockBuild(logDir: string): Promise<void> {
  if (existsSync(LIFF_MOCK_WEB) && statSync(LIFF_MOCK_WEB).mtimeMs >= statSync(BUILT.web).mtimeMs) return;
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];
  await runToEnd('The LIFF mock build of the web', ['--filter', '@eorder/web', 'run', 'build:liff-mock'], env, path.join(logDir, 'web-liff-mock-build.log'));
}

/**
 * Provisions the three LIFF apps and the rich menus of `centers` on the fake platform with
 * liff-config's command, as a deployment would, and answers the LIFF ids the platform gave.
 */
async function provisionLine(platform: linePlatform.FakeLinePlatform, basePath: string, centers: readonly string[], logDir: string): Promise<Record<LiffArea, string>> {
  const args = ['--filter', '@eorder/liff-config', 'run', 'provision', '--origin', LIFF_PROVISION_ORIGIN, '--base-path', basePath];
  args.push('--api-base-url', platform.url, '--data-api-base-url', platform.url, '--apply');
  if (centers.length > 0) args.push('--centers', centers.join(','));
  // One fake serves both channels: the LIFF server API takes the same bearer as the Messaging API.
  const env = { ...process.env, LINE_LOGIN_CHANNEL_ACCESS_TOKEN: platform.channelAccessToken, LINE_CHANNEL_ACCESS_TOKEN: platform.channelAccessToken };
  await runToEnd('Provisioning LINE (liff-config)', args, env, path.join(logDir, 'liff-config-provision.log'));
  const endpoints: Record<LiffArea, string> = { customer: basePath, merchant: `${basePath}merchant`, gateway: `${basePath}gateway/line/authen` };
  const ids: Partial<Record<LiffArea, string>> = {};
  for (const app of platform.liffApps()) {
    const view = app.view as { url?: unknown } | undefined;
    const pathname = typeof view?.url === 'string' ? new URL(view.url).pathname : '';
    for (const area of Object.keys(endpoints) as LiffArea[]) if (endpoints[area] === pathname) ids[area] = app.liffId;
  }
  if (!ids.customer || !ids.merchant || !ids.gateway) {
    throw new Error(`Provisioning LINE did not create the three LIFF apps (found ${JSON.stringify(ids)})`);
  }
  return { customer: ids.customer, merchant: ids.merchant, gateway: ids.gateway };
}

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
  // Never the real LINE: the LINE side is set up below when asked for, against the fake.
  for (const key of Object.keys(env)) if (key.startsWith('LINE_') || key.startsWith('LIFF_')) delete env[key];
  return env;
}

/**
 * A port found free is only reserved once a child listens on it: another process on the machine may
 * take it in between. Such a start is tried again on new ports; any other failure is thrown at once.
 */
const PORT_ATTEMPTS = 3;

export async function startStack(options: StackOptions): Promise<Stack> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startStackOnce(options);
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!portTaken || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}

async function startStackOnce(options: StackOptions): Promise<Stack> {
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
  const qr = await thaiQr.start({ port: 0, callbackUrl: `${apiUrl}/api/payment/callback/thaiqr` });
  const lp = await linePay.start({ port: 0 });
  const slips = await slipVerify.start({ port: 0 });
  const kbank = await kbankCard.start({ port: 0 });
  kbank.setReturnUrl(`${apiUrl}/api/payment/return/kbank/{ref}`);
  const bffOrigin = `http://127.0.0.1:${bffPort}`;
  const children: Child[] = [];
  let platform: linePlatform.FakeLinePlatform | null = null;

  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await sms.stop();
    await qr.stop();
    await lp.stop();
    await slips.stop();
    await kbank.stop();
    await platform?.stop();
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  let line: LineStack | null = null;
  // The ordering API and the LINE bff get these (the plain bff stays a site without LINE).
  let apiLineEnv: Record<string, string> = {};
  let bffLineEnv: Record<string, string> = {};
  if (options.line) {
    try {
      platform = await linePlatform.start({ port: 0 });
      const [liffIds] = await Promise.all([
        provisionLine(platform, basePath, options.line.richMenuCenters ?? [], options.logDir),
        ensureLiffMockBuild(options.logDir),
      ]);
      const channelId = platform.channelId;
      const lineBffOrigin = `http://127.0.0.1:${await freePort()}`;
      line = {
        platform,
        platformUrl: platform.url,
        baseUrl: `${lineBffOrigin}${basePath}`,
        bffOrigin: lineBffOrigin,
        channelId,
        liffIds,
        liffBaseUrl: LIFF_BASE_URL,
      };
      apiLineEnv = {
        LINE_API_BASE_URL: platform.url,
        LINE_CHANNEL_ACCESS_TOKEN: platform.channelAccessToken,
        LINE_LIFF_URL: `${LIFF_BASE_URL}/${liffIds.customer}`,
      };
      bffLineEnv = {
        LINE_API_BASE_URL: platform.url,
        LINE_CHANNEL_ID: channelId,
        LINE_CHANNEL_SECRET: platform.channelSecret,
        LINE_CHANNEL_ACCESS_TOKEN: platform.channelAccessToken,
        LIFF_ID_CUSTOMER: liffIds.customer,
        LIFF_ID_MERCHANT: liffIds.merchant,
        LIFF_ID_GATEWAY: liffIds.gateway,
        LIFF_BASE_URL: LIFF_BASE_URL,
      };
      const mockWebDir = path.join(dataDir, 'web-liff-mock');
      cpSync(path.dirname(LIFF_MOCK_WEB), mockWebDir, { recursive: true, filter: (source) => !source.endsWith('.map') });
      bffLineEnv.WEB_DIST_DIR = mockWebDir;
    } catch (error) {
      await stop();
      throw error;
    }
  }

  const replicas = options.replicas && options.replicas.count > 1 ? options.replicas : null;
  const databaseName = replicas ? `eorder_e2e_${Date.now()}_${process.pid}` : null;
  const balancers: Balancer[] = [];
  const store: Record<string, string> = replicas && databaseName
    ? { DATABASE_URL: databaseUrl(replicas.databaseServer, databaseName), REDIS_URL: replicas.redisUrl }
    : { PGLITE_DATA_DIR: path.join(dataDir, 'pglite') };
  const stopAll = stop;
  const stopWithReplicas = async () => {
    await Promise.all(balancers.map((balancer) => balancer.close()));
    await stopAll();
    if (replicas && databaseName) psql(replicas.databaseServer, `drop database if exists "${databaseName}" with (force)`);
  };

  try {
    if (replicas && databaseName) psql(replicas.databaseServer, `create database "${databaseName}"`);
    const apiReplicaPorts = replicas ? await Promise.all(Array.from({ length: replicas.count }, () => freePort())) : [apiPort];
    const startApi = (port: number, n: number) =>
      startChild(
        replicas ? `ordering API ${n + 1}` : 'ordering API',
        BUILT.api,
        {
          ...baseEnv(),
          NODE_ENV: 'development',
          LOG_LEVEL: 'info',
          ORDERING_API_PORT: String(port),
          ORDERING_API_HOST: '127.0.0.1',
          ...store,
          FILES_DIR: path.join(dataDir, 'files'),
          SEED_ON_FIRST_RUN: 'true',
          ...(options.seedProducts ? { SEED_PRODUCTS: String(options.seedProducts) } : {}),
          ...(options.seedLineAudience ? { SEED_LINE_AUDIENCE: String(options.seedLineAudience) } : {}),
          JWT_SECRET: STACK_JWT_SECRET,
          SMS_PROVIDER: 'http',
          SMS_GATEWAY_URL: `${sms.url}/messages`,
          SMS_API_KEY: sms.apiKey,
          THAI_QR_API_URL: qr.url,
          THAI_QR_MERCHANT_ID: qr.merchantId,
          THAI_QR_SECRET: qr.secret,
          THAI_QR_BILLER_ID: '010555512345601',
          LINE_PAY_API_URL: lp.url,
          LINE_PAY_CHANNEL_ID: lp.channelId,
          LINE_PAY_CHANNEL_SECRET: lp.secret,
          SLIP_VERIFY_API_URL: slips.checkUrl,
          SLIP_VERIFY_API_KEY: slips.apiKey,
          SLIP_RECEIVING_ACCOUNT: '123-4-56789-0',
          // 2C2P card (decision 085): the same fake serves the hosted card page.
          C2P_API_URL: qr.url,
          C2P_MERCHANT_ID: qr.merchantId,
          C2P_SECRET: qr.secret,
          // KBank card (decisions 087, 095): the embedded form's script and token call are the fake's too.
          KBANK_API_URL: kbank.url,
          KBANK_SECRET_KEY: kbank.secretKey,
          KBANK_MID: kbank.mid,
          PAYMENT_CALLBACK_URL: apiUrl,
          PAYMENT_WEB_URL: `${bffOrigin}${basePath}`,
          // Journeys sign the same demo people in many times; the limits themselves are tested in the ordering API.
          RATE_LIMIT_MAX_PER_MOBILE: '1000',
          RATE_LIMIT_MAX_PER_IP: '100000',
          ...apiLineEnv,
          ...options.env,
        },
        path.join(options.logDir, replicas ? `ordering-api-${n + 1}.log` : 'ordering-api.log'),
      );
    // The first API migrates and seeds alone; the others start on the database it made.
    for (const [n, port] of apiReplicaPorts.entries()) {
      const api = startApi(port, n);
      children.push(api);
      await waitForHealthy(`http://127.0.0.1:${port}/health`, api, 180_000);
    }
    if (replicas) {
      const upstreams = apiReplicaPorts.map((port) => `http://127.0.0.1:${port}`);
      balancers.push(await startBalancer({ name: 'api', port: apiPort, upstreams, readyPath: '/ready' }));
    }

    const bffReplicaPorts = replicas ? await Promise.all(Array.from({ length: replicas.count }, () => freePort())) : [bffPort];
    const healthy: Promise<void>[] = [];
    for (const [n, port] of bffReplicaPorts.entries()) {
      const bff = startChild(
        replicas ? `bff ${n + 1}` : 'bff',
        BUILT.bff,
        {
          ...baseEnv(),
          NODE_ENV: 'development',
          LOG_LEVEL: 'info',
          HOST: '127.0.0.1',
          PORT: String(port),
          BASE_PATH: basePath,
          ORDERING_API_URL: apiUrl,
          // The ordering API's key: the bff verifies the session cookies with it.
          JWT_SECRET: STACK_JWT_SECRET,
          WEB_DIST_DIR: webDir,
          KBANK_SCRIPT_URL: `${kbank.url}/ui/v2/kpayment.min.js`,
          KBANK_PUBLIC_KEY: kbank.publicKey,
          KBANK_MID: kbank.mid,
          ...(replicas ? { REDIS_URL: replicas.redisUrl } : {}),
          ...options.env,
        },
        path.join(options.logDir, replicas ? `bff-${n + 1}.log` : 'bff.log'),
      );
      children.push(bff);
      healthy.push(waitForHealthy(`http://127.0.0.1:${port}${basePath}bff/health`, bff, 60_000));
    }

    if (line) {
      const lineBff = startChild(
        'LINE bff',
        BUILT.bff,
        {
          ...baseEnv(),
          NODE_ENV: 'development',
          LOG_LEVEL: 'info',
          HOST: '127.0.0.1',
          PORT: new URL(line.bffOrigin).port,
          BASE_PATH: basePath,
          ORDERING_API_URL: apiUrl,
          JWT_SECRET: STACK_JWT_SECRET,
          ...bffLineEnv,
          ...options.env,
        },
        path.join(options.logDir, 'bff-line.log'),
      );
      children.push(lineBff);
      healthy.push(waitForHealthy(`${line.baseUrl}bff/health`, lineBff, 60_000));
    }
    await Promise.all(healthy);
    if (replicas) {
      const upstreams = bffReplicaPorts.map((port) => `http://127.0.0.1:${port}`);
      balancers.push(await startBalancer({ name: 'bff', port: bffPort, upstreams, readyPath: `${basePath}bff/ready` }));
    }
  } catch (error) {
    await stopWithReplicas();
    throw error;
  }

  return {
    baseUrl: `${bffOrigin}${basePath}`,
    bffOrigin,
    basePath,
    apiUrl,
    smsUrl: sms.url,
    thaiQrUrl: qr.url,
    linePayUrl: lp.url,
    slipVerifyUrl: slips.url,
    jwtSecret: STACK_JWT_SECRET,
    dataDir,
    sms,
    line,
    stop: stopWithReplicas,
  };
}
