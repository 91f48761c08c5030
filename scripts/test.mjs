#!/usr/bin/env node
// `npm test`: every check of the workspace in one run, counted.
//
//   npm test                       everything
//   npm test -- --skip-e2e         everything but the browser journeys
//   npm test -- --only unit        one step (or several: --only lint,typecheck)
//
// Steps, in order: build, lint, typecheck, unit (each package on PGlite),
// postgres (the ordering API's tests again when DATABASE_URL is set; without it, only the
// tests that need PostgreSQL, on the default address, when a PostgreSQL answers there),
// integration (tests/integration), e2e (tests/e2e in Chromium; then a set of journeys again
// through two replicas of each server when a PostgreSQL and a Redis answer).
// It goes on after a failing step, prints a table, ends with the line
// `N passed, N failed` and exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { ROOT, buildStale, color, ensureInstalled, ensurePnpm, run, say, workspacePackages } from './lib/workspace.mjs';

const STEPS = ['build', 'lint', 'typecheck', 'unit', 'postgres', 'integration', 'e2e'];
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RESULTS_DIR = path.join(ROOT, 'test-results');
const MINUTE = 60_000;
/** Where `npm test` looks for a PostgreSQL when DATABASE_URL is not set. */
const DEFAULT_POSTGRES = { host: '127.0.0.1', port: 5432, url: 'postgres://postgres@127.0.0.1:5432/postgres' };
/** How a test file of the ordering API marks what runs only on PostgreSQL. */
const POSTGRES_ONLY_MARK = 'runIf(process.env.DATABASE_URL)';

// ---------------------------------------------------------------- options

function parseOptions(argv) {
  const options = { skipE2e: false, only: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--skip-e2e') options.skipE2e = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      if (!value) usage('--only needs a step name');
      const names = value.split(',').map((name) => name.trim()).filter(Boolean);
      for (const name of names) if (!STEPS.includes(name)) usage(`unknown step "${name}"`);
      options.only = new Set([...(options.only ?? []), ...names]);
    } else if (arg === '--help' || arg === '-h') usage();
    else usage(`unknown option ${arg}`);
  }
  return options;
}

function usage(problem) {
  if (problem) console.error(color.red(problem));
  console.log(`usage: npm test -- [--skip-e2e] [--only <${STEPS.join('|')}>[,<step>...]]`);
  process.exit(problem ? 2 : 0);
}

const options = parseOptions(process.argv.slice(2));
const wanted = (step) => {
  if (options.only) return options.only.has(step) || (step === 'build' && options.only.has('e2e'));
  return !(step === 'e2e' && options.skipE2e);
};

// ---------------------------------------------------------------- results

/** @type {{ step: string, detail: string, passed: number, failed: number, skipped: number, ms: number, note: string }[]} */
const rows = [];

function record(step, detail, counts, startedAt, note = '') {
  const row = { step, detail, passed: 0, failed: 0, skipped: 0, ...counts, ms: Date.now() - startedAt, note };
  rows.push(row);
  const status = row.failed > 0 ? color.red('FAIL') : row.passed > 0 ? color.green('PASS') : color.yellow('SKIP');
  console.log(`\n${status} ${step}${detail ? ` ${detail}` : ''}: ${row.passed} passed, ${row.failed} failed${row.skipped ? `, ${row.skipped} skipped` : ''}${note ? ` (${note})` : ''}\n`);
}

function banner(title) {
  console.log(`\n${color.bold(color.cyan(`━━ ${title} `.padEnd(72, '━')))}`);
}

/** A pass/fail step that counts as one test. */
async function commandStep(step, detail, command, args, extra = {}) {
  banner(`${step}${detail ? ` ${detail}` : ''}`);
  const startedAt = Date.now();
  const code = await run(command, args, extra);
  record(step, detail, code === 0 ? { passed: 1 } : { failed: 1 }, startedAt, code === 0 ? '' : `exit code ${code}`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The environment of a run on PGlite: no DATABASE_URL, whatever the caller has. */
function pgliteEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  return env;
}

/** True when something accepts a connection on host:port within a second. */
function answers({ host, port }) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1_000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** The package's test files (relative to it) that hold tests run only on PostgreSQL. */
function postgresOnlyFiles(pkg) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(full);
      else if (entry.name.endsWith('.test.ts') && readFileSync(full, 'utf8').includes(POSTGRES_ONLY_MARK)) files.push(path.relative(pkg.dir, full));
    }
  };
  walk(path.join(pkg.dir, 'src'));
  return files.sort();
}

/** One vitest run of a package's `test` script, counted from its JSON report. */
async function vitestStep(step, pkg, env, files = []) {
  banner(`${step} ${pkg.name}`);
  const startedAt = Date.now();
  const report = path.join(RESULTS_DIR, 'vitest', `${step}-${pkg.folder}.json`);
  rmSync(report, { force: true });
  mkdirSync(path.dirname(report), { recursive: true });
  const code = await run(
    'pnpm',
    ['--filter', pkg.name, 'run', 'test', ...files, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    { env, timeoutMs: 10 * MINUTE },
  );
  const json = readJson(report);
  if (!json) {
    record(step, pkg.name, { failed: 1 }, startedAt, `no report (exit code ${code})`);
    return;
  }
  const passed = json.numPassedTests ?? 0;
  let failed = json.numFailedTests ?? 0;
  const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  let note = '';
  const brokenFiles = (json.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).every((t) => t.status !== 'failed'));
  if (brokenFiles.length > 0) {
    failed += brokenFiles.length;
    note = `${brokenFiles.length} file(s) failed to run`;
  }
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = `exit code ${code} with no failing test (an error outside the tests, see above)`;
  }
  record(step, pkg.name, { passed, failed, skipped }, startedAt, note);
}

// ---------------------------------------------------------------- chromium

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  say(`${CHROMIUM} is missing; installing Debian's chromium and fonts-thai-tlwg`);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? [] : spawnSync('sudo', ['-n', 'true']).status === 0 ? ['sudo', '-n'] : null;
  if (!sudo) {
    console.error(color.red('Installing Chromium needs root (or password-less sudo): apt-get install -y chromium fonts-thai-tlwg'));
    return false;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) => (sudo.length ? run(sudo[0], [...sudo.slice(1), 'apt-get', ...args], { env }) : run('apt-get', args, { env }));
  if ((await apt('update', '-q')) !== 0) return false;
  if ((await apt('install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-thai-tlwg')) !== 0) return false;
  return existsSync(CHROMIUM);
}

// ---------------------------------------------------------------- steps

async function main() {
  const runStartedAt = Date.now();
  mkdirSync(RESULTS_DIR, { recursive: true });

  banner('setup');
  try {
    await ensurePnpm();
    await ensureInstalled({ force: true });
  } catch (error) {
    console.error(color.red(error instanceof Error ? error.message : String(error)));
    record('setup', 'pnpm install', { failed: 1 }, runStartedAt);
    return finish(runStartedAt);
  }

  let chromiumReady = true;
  if (wanted('e2e')) chromiumReady = await ensureChromium();

  let built = true;
  if (wanted('build')) {
    banner('build');
    const startedAt = Date.now();
    built = await buildStale(undefined, { timeoutMs: 10 * MINUTE });
    record('build', 'ordering-api, bff, web', built ? { passed: 1 } : { failed: 1 }, startedAt);
  }

  if (wanted('lint')) {
    await commandStep('lint', 'pnpm -r lint', 'pnpm', ['-r', '--no-bail', '--workspace-concurrency=2', 'lint'], { timeoutMs: 10 * MINUTE });
    await commandStep('lint', 'copy-paste gate', 'pnpm', ['lint:copies'], { timeoutMs: 5 * MINUTE });
  }
  if (wanted('typecheck')) await commandStep('typecheck', 'pnpm -r typecheck', 'pnpm', ['-r', '--no-bail', '--workspace-concurrency=2', 'typecheck'], { timeoutMs: 8 * MINUTE });

  const packages = workspacePackages();
  if (wanted('unit')) {
    for (const pkg of packages) {
      if (pkg.name === '@eorder/tests' || !pkg.scripts.test) continue;
      await vitestStep('unit', pkg, pgliteEnv());
    }
  }

  if (wanted('postgres')) {
    const api = packages.find((pkg) => pkg.name === '@eorder/ordering-api');
    if (!process.env.DATABASE_URL && api) {
      // The race tests need PostgreSQL: they run on the default address when one answers there.
      const files = postgresOnlyFiles(api);
      if (await answers(DEFAULT_POSTGRES)) {
        say(`DATABASE_URL is not set; a PostgreSQL answers on ${DEFAULT_POSTGRES.host}:${DEFAULT_POSTGRES.port}: running the tests that need it (${files.join(', ')})`);
        await vitestStep('postgres', api, { ...process.env, DATABASE_URL: DEFAULT_POSTGRES.url }, files);
      } else {
        const note = `SKIPPED: no DATABASE_URL and no PostgreSQL on ${DEFAULT_POSTGRES.host}:${DEFAULT_POSTGRES.port}; the race tests of ${files.length} files did not run`;
        console.log(color.yellow(note));
        record('postgres', '@eorder/ordering-api', { skipped: files.length }, Date.now(), note);
      }
    } else if (api) {
      await vitestStep('postgres', api, { ...process.env });
    }
  }

  const tests = packages.find((pkg) => pkg.name === '@eorder/tests');
  if (wanted('integration') && tests) await vitestStep('integration', tests, pgliteEnv());

  if (wanted('e2e') && tests) {
    banner('e2e');
    await journeysStep(tests, 'Playwright', 'e2e.json', pgliteEnv(), [], { chromiumReady, built, timeoutMs: 30 * MINUTE });
    // A set of journeys again through two replicas of each server (decision 110).
    const redis = { host: '127.0.0.1', port: 6379 };
    const databaseServer = process.env.DATABASE_URL ?? DEFAULT_POSTGRES.url;
    const server = new URL(databaseServer);
    if ((await answers({ host: server.hostname, port: Number(server.port || 5432) })) && (await answers(redis))) {
      say('the journeys through two replicas of each server, on PostgreSQL and Redis');
      const env = { ...pgliteEnv(), E2E_REPLICAS: '2', E2E_DATABASE_SERVER: databaseServer };
      await journeysStep(tests, 'Playwright, 2 replicas', 'e2e-replicas.json', env, [...REPLICA_JOURNEYS, '--project=desktop'], { chromiumReady, built, timeoutMs: 10 * MINUTE });
    } else {
      const note = `SKIPPED: no PostgreSQL at ${server.host} or no Redis at ${redis.host}:${redis.port}; the journeys through two replicas did not run`;
      console.log(color.yellow(note));
      record('e2e', 'Playwright, 2 replicas', { skipped: REPLICA_JOURNEYS.length }, Date.now(), note);
    }
  }

  return finish(runStartedAt);
}

/** The journeys also run through two replicas: ordering, payment by QR, the merchant's order steps, live chat. */
const REPLICA_JOURNEYS = ['journeys/order.spec.ts', 'journeys/payment-promptpay.spec.ts', 'journeys/merchant-orders.spec.ts', 'journeys/chat.spec.ts'];

/** Playwright over the journeys (all, or those in `args`), counted from its JSON report. */
async function journeysStep(tests, detail, reportName, env, args, { chromiumReady, built, timeoutMs }) {
  const startedAt = Date.now();
  if (!chromiumReady) return record('e2e', 'Chromium', { failed: 1 }, startedAt, `${CHROMIUM} is missing`);
  if (!built) return record('e2e', detail, { failed: 1 }, startedAt, 'the build failed');
  const report = path.join(RESULTS_DIR, reportName);
  rmSync(report, { force: true });
  const code = await run('pnpm', ['--filter', tests.name, 'run', 'e2e', ...args], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report, CHROMIUM_PATH: CHROMIUM },
    timeoutMs,
  });
  const json = readJson(report);
  if (!json?.stats) return record('e2e', detail, { failed: 1 }, startedAt, `no report (exit code ${code})`);
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
  let failed = unexpected;
  let note = flaky ? `${flaky} flaky` : '';
  if ((json.errors ?? []).length > 0) {
    failed += json.errors.length;
    note = `${json.errors.length} error(s) outside the tests (global setup?)`;
  }
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = `exit code ${code}`;
  }
  return record('e2e', detail, { passed: expected + flaky, failed, skipped }, startedAt, note);
}

function finish(runStartedAt) {
  const headers = ['step', 'what', 'passed', 'failed', 'skipped', 'time', 'note'];
  const table = rows.map((row) => [
    row.step,
    row.detail,
    String(row.passed),
    String(row.failed),
    String(row.skipped),
    `${(row.ms / 1000).toFixed(1)} s`,
    row.note,
  ]);
  const widths = headers.map((header, i) => Math.max(header.length, ...table.map((cells) => cells[i].length)));
  const line = (cells) => cells.map((cell, i) => (i >= 2 && i <= 5 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd();
  banner('summary');
  console.log(color.bold(line(headers)));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  for (const [i, cells] of table.entries()) {
    const text = line(cells);
    console.log(rows[i].failed > 0 ? color.red(text) : text);
  }
  const passed = rows.reduce((sum, row) => sum + row.passed, 0);
  const failed = rows.reduce((sum, row) => sum + row.failed, 0);
  const minutes = ((Date.now() - runStartedAt) / MINUTE).toFixed(1);
  writeFileSync(path.join(RESULTS_DIR, 'summary.json'), `${JSON.stringify({ passed, failed, minutes: Number(minutes), rows }, null, 2)}\n`);
  console.log(color.dim(`\n${minutes} min; reports in ${path.relative(ROOT, RESULTS_DIR)}/`));
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
