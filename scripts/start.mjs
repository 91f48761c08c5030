#!/usr/bin/env node
// `npm start`: installs what is missing, builds what changed, then runs the
// ordering API and the bff side by side until Ctrl-C.
//
// Settings read here (everything else is passed through to the two servers):
//   PORT               the bff's port, which people open (3000)
//   BASE_PATH          where the app lives under that port (/)
//   ORDERING_API_PORT  the ordering API's port on 127.0.0.1 (3001)
//   DATABASE_URL       a PostgreSQL to use instead of the PGlite folder .data/pglite
//   START_RAW_LOGS     1 prints the servers' JSON log lines as they are
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import {
  DATA_DIR,
  ROOT,
  buildStale,
  color,
  ensureInstalled,
  ensurePnpm,
  normalizeBasePath,
  portIsFree,
  say,
  waitForHealthy,
} from './lib/workspace.mjs';

const startedAt = Date.now();
const port = Number(process.env.PORT || 3000);
const apiPort = Number(process.env.ORDERING_API_PORT || 3001);
const basePath = normalizeBasePath(process.env.BASE_PATH);
const rawLogs = process.env.START_RAW_LOGS === '1';

function fail(message) {
  console.error(`\n${color.red('✗')} ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------- logs

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const QUIET_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'v']);

/** One pino JSON line as a short human line; anything else as it is. */
function prettify(line) {
  if (rawLogs || !line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || !('msg' in entry || 'level' in entry)) return line;
  const level = LEVELS[entry.level] ?? String(entry.level ?? '');
  const paint = entry.level >= 50 ? color.red : entry.level >= 40 ? color.yellow : (text) => text;
  let text = String(entry.msg ?? '');
  if (entry.req && typeof entry.req === 'object') text += ` ${entry.req.method ?? ''} ${entry.req.url ?? ''}`;
  if (entry.res && typeof entry.res === 'object') text += ` → ${entry.res.statusCode ?? ''}`;
  if (typeof entry.responseTime === 'number') text += color.dim(` ${entry.responseTime.toFixed(1)} ms`);
  const extra = Object.entries(entry)
    .filter(([key]) => !QUIET_KEYS.has(key))
    .map(([key, value]) => {
      if (key === 'err' && value && typeof value === 'object') return `\n${value.stack ?? value.message ?? JSON.stringify(value)}`;
      return `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
    })
    .join(' ');
  return paint(`${level.padEnd(5)} ${text}${extra ? ` ${extra}` : ''}`);
}

function pipeWithPrefix(stream, prefix, target) {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => target.write(`${prefix} ${prettify(line)}\n`));
}

// ---------------------------------------------------------------- children

const children = [];
let stopping = false;

function startChild(name, prefix, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const record = { name, child, exited: false, code: null };
  children.push(record);
  pipeWithPrefix(child.stdout, prefix, process.stdout);
  pipeWithPrefix(child.stderr, prefix, process.stderr);
  child.on('exit', (code, signal) => {
    record.exited = true;
    record.code = code ?? (signal ? 128 : 1);
    if (!stopping) {
      console.error(`\n${color.red('✗')} the ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      void stopAll(1);
    }
  });
  child.on('error', (error) => {
    console.error(`${color.red('✗')} could not start the ${name}: ${error.message}`);
  });
  return record;
}

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((record) => !record.exited);
  for (const record of running) record.child.kill('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (children.some((record) => !record.exited) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const record of children.filter((r) => !r.exited)) {
    console.error(`${color.yellow('!')} the ${record.name} did not stop within 10 s; killing it.`);
    record.child.kill('SIGKILL');
  }
  process.exit(exitCode);
}

process.on('SIGINT', () => {
  if (stopping) return;
  console.log(`\n${color.dim('stopping…')}`);
  void stopAll(0);
});
process.on('SIGTERM', () => void stopAll(0));

// ---------------------------------------------------------------- demo accounts

/**
 * The demo accounts (DEMO_ACCOUNTS of the ordering API's seed). A JSON copy
 * is used when the seed or the build leaves one; otherwise the seed module is
 * read with the ordering API's own TypeScript loader (it is plain data).
 */
function readDemoAccounts() {
  const beside = process.env.PGLITE_DATA_DIR && path.join(path.dirname(path.resolve(process.env.PGLITE_DATA_DIR)), 'demo-accounts.json');
  for (const file of [beside, path.join(DATA_DIR, 'demo-accounts.json')].filter(Boolean)) {
    if (!existsSync(file)) continue;
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // A half-written file: try the next source.
    }
  }
  const loader = path.join(ROOT, 'ordering-api', 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');
  const modules = ['index.ts', 'accounts.ts'].map((file) => path.join(ROOT, 'ordering-api', 'src', 'seed', file)).filter((file) => existsSync(file));
  if (!existsSync(loader) || modules.length === 0) return undefined;
  const code = `for (const file of ${JSON.stringify(modules.map((file) => pathToFileURL(file).href))}) {
    const m = await import(file).catch(() => ({}));
    if (m.DEMO_ACCOUNTS) { process.stdout.write(JSON.stringify(m.DEMO_ACCOUNTS)); break; }
  }`;
  const result = spawnSync(process.execPath, ['--import', pathToFileURL(loader).href, '--input-type=module', '-e', code], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 15_000,
  });
  try {
    return result.status === 0 && result.stdout ? JSON.parse(result.stdout) : undefined;
  } catch {
    return undefined;
  }
}

/** One line per account: who, name, what to type, how, where, centers. */
function describeAccounts(accounts) {
  if (!accounts || typeof accounts !== 'object') {
    return [color.dim('  (could not read the demo accounts; see ordering-api/src/seed/)')];
  }
  // Either the list the server writes on first run, or DEMO_ACCOUNTS itself (an object by role).
  const entries = Array.isArray(accounts) ? accounts.map((account, i) => [account.role ?? account.key ?? String(i), account]) : Object.entries(accounts);
  const rows = entries.map(([key, account]) => {
    const name = account.name ?? account.customerName ?? account.displayName ?? '';
    const mobile = account.mobile ?? account.mobileNo ?? '';
    const password = account.password ?? account.Password;
    const hasPassword = Boolean(password) && !/^\(.*\)$/.test(password);
    const login = hasPassword ? (account.username ?? mobile) : mobile;
    const how = hasPassword ? `password ${password}` : login ? 'one-time code' : '';
    const place =
      account.loginPath ?? (account.staffUserId !== undefined ? '/merchant/login' : account.riderId !== undefined ? '/rider/login' : '/login');
    const centers = Array.isArray(account.saleUnits) ? account.saleUnits.join(', ') : (account.saleUnit ?? '');
    return [key, name, login, how, `${basePath}${String(place).replace(/^\/+/, '')}`, centers];
  });
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => String(row[i]).length))) ?? [];
  return rows.map((row) => `  ${row.map((cell, i) => String(cell).padEnd(widths[i])).join('  ').trimEnd()}`);
}

// ---------------------------------------------------------------- main

try {
  await ensurePnpm();
  await ensureInstalled();
  if (!(await buildStale())) fail('the build failed; see above.');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

for (const [what, value] of [
  ['the bff (PORT)', port],
  ['the ordering API (ORDERING_API_PORT)', apiPort],
]) {
  if (!Number.isInteger(value) || value < 1 || value > 65_535) fail(`${what} must be a port number, not ${value}.`);
}
if (port === apiPort) fail(`PORT and ORDERING_API_PORT are both ${port}; give them different ports.`);
if (!(await portIsFree(apiPort))) fail(`port ${apiPort} is taken; stop what runs there or set ORDERING_API_PORT.`);
if (!(await portIsFree(port, '0.0.0.0'))) fail(`port ${port} is taken; stop what runs there or set PORT.`);

const apiUrl = `http://127.0.0.1:${apiPort}`;
const nodeEnv = process.env.NODE_ENV || 'development';
startChild('ordering API', color.magenta('[api]'), path.join(ROOT, 'ordering-api', 'dist', 'server.js'), {
  NODE_ENV: nodeEnv,
  ORDERING_API_PORT: String(apiPort),
});
startChild('bff', color.cyan('[bff]'), path.join(ROOT, 'bff', 'dist', 'server.js'), {
  NODE_ENV: nodeEnv,
  PORT: String(port),
  BASE_PATH: basePath,
  ORDERING_API_URL: process.env.ORDERING_API_URL || apiUrl,
  WEB_DIST_DIR: process.env.WEB_DIST_DIR || path.join(ROOT, 'web', 'dist'),
});

const anyExited = () => children.some((record) => record.exited);
try {
  await Promise.all([
    waitForHealthy(`${apiUrl}/health`, { shouldStop: anyExited }),
    waitForHealthy(`http://127.0.0.1:${port}${basePath}bff/health`, { shouldStop: anyExited }),
  ]);
} catch (error) {
  if (!stopping) {
    console.error(`${color.red('✗')} ${error instanceof Error ? error.message : String(error)}`);
    await stopAll(1);
  }
  // stopAll exits the process; keep the rest from running meanwhile.
  await new Promise(() => {});
}

/** A path inside the checkout relative to it, anything else absolute. */
function shortPath(file) {
  const relative = path.relative(ROOT, path.resolve(file));
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : path.resolve(file);
}

const home = `http://localhost:${port}${basePath}`;
const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
const lines = [
  '',
  color.green(color.bold(`eorder is running (ready in ${seconds} s)`)),
  '',
  `  Thai      ${color.bold(home)}`,
  `  English   ${color.bold(`${home}en/`)}`,
  `  Merchant  ${home}merchant/login     Rider  ${home}rider/login`,
  `  API docs  ${apiUrl}/docs`,
  `  Database  ${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : `PGlite in ${shortPath(process.env.PGLITE_DATA_DIR || path.join(DATA_DIR, 'pglite'))}`}`,
  '',
  process.env.DATABASE_URL
    ? 'Demo accounts (they exist when this database was seeded: pnpm seed):'
    : 'Demo accounts (name, sign-in, how, where, centers):',
  ...describeAccounts(readDemoAccounts()),
  '',
  process.env.SMS_PROVIDER === 'http'
    ? `One-time codes go out through the SMS gateway at ${process.env.SMS_GATEWAY_URL ?? '(SMS_GATEWAY_URL)'}.`
    : `One-time codes are not sent anywhere in development: ${color.bold('the [api] log shows each code')} as it is issued.`,
  color.dim('Ctrl-C stops both servers.'),
  '',
];
console.log(lines.join('\n'));
