// What `npm start` and `npm test` share: finding pnpm, installing only when the
// lockfile changed, and building only the packages whose sources changed.
// Plain Node with no dependencies: it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA_DIR = path.join(ROOT, '.data');
const INSTALL_STAMP = path.join(DATA_DIR, 'install-stamp.json');
const BUILD_STAMPS = path.join(DATA_DIR, 'build-stamps.json');

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
export const color = {
  bold: (text) => (useColor ? `\x1b[1m${text}\x1b[22m` : text),
  dim: (text) => (useColor ? `\x1b[2m${text}\x1b[22m` : text),
  red: (text) => (useColor ? `\x1b[31m${text}\x1b[39m` : text),
  green: (text) => (useColor ? `\x1b[32m${text}\x1b[39m` : text),
  yellow: (text) => (useColor ? `\x1b[33m${text}\x1b[39m` : text),
  cyan: (text) => (useColor ? `\x1b[36m${text}\x1b[39m` : text),
  magenta: (text) => (useColor ? `\x1b[35m${text}\x1b[39m` : text),
};

export function say(text) {
  console.log(`${color.cyan('›')} ${text}`);
}

/** Runs a command with inherited output; resolves with its exit code (never rejects on a non-zero exit). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    let timer;
    if (options.timeoutMs) {
      timer = setTimeout(() => {
        console.error(color.red(`\n${command} ${args.join(' ')} ran longer than ${Math.round(options.timeoutMs / 1000)} s; stopping it.`));
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }, options.timeoutMs);
    }
    child.on('error', (error) => {
      clearTimeout(timer);
      console.error(color.red(`${command}: ${error.message}`));
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

function commandWorks(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore', shell: process.platform === 'win32' });
  return result.status === 0;
}

/** Makes sure pnpm 10 is on the PATH, installing it with npm when missing. */
export async function ensurePnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && /^10\./.test(probe.stdout.trim())) return;
  const found = probe.status === 0 ? `pnpm ${probe.stdout.trim()}` : 'no pnpm';
  say(`${found} found; installing pnpm 10 with npm`);
  const code = await run('npm', ['install', '--global', 'pnpm@10']);
  if (code !== 0 || !commandWorks('pnpm', ['--version'])) {
    throw new Error('Could not install pnpm 10. Install it yourself (npm install --global pnpm@10) and run again.');
  }
}

function sha256(...parts) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

function readJson(file, fallback) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

function writeJsonAtomic(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

/** The workspace packages, read from pnpm-workspace.yaml (a plain list of folders). */
export function workspacePackages() {
  const yaml = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const folders = [];
  let inPackages = false;
  for (const line of yaml.split('\n')) {
    if (/^packages:\s*$/.test(line)) {
      inPackages = true;
      continue;
    }
    if (inPackages) {
      const item = /^\s+-\s+['"]?([^'"#\s]+)['"]?/.exec(line);
      if (item) folders.push(item[1]);
      else if (/^\S/.test(line)) inPackages = false;
    }
  }
  return folders
    .filter((folder) => existsSync(path.join(ROOT, folder, 'package.json')))
    .map((folder) => {
      const manifest = readJson(path.join(ROOT, folder, 'package.json'), {});
      const workspaceDeps = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
        .filter(([, version]) => String(version).startsWith('workspace:'))
        .map(([name]) => name);
      return { folder, dir: path.join(ROOT, folder), name: manifest.name, scripts: manifest.scripts ?? {}, workspaceDeps };
    });
}

export function installFingerprint() {
  const parts = [process.version, readFileSync(path.join(ROOT, 'pnpm-lock.yaml'))];
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.npmrc']) {
    const full = path.join(ROOT, file);
    if (existsSync(full)) parts.push(file, readFileSync(full));
  }
  for (const pkg of workspacePackages()) parts.push(pkg.folder, readFileSync(path.join(pkg.dir, 'package.json')));
  return sha256(...parts);
}

/**
 * `pnpm install --frozen-lockfile`, skipped when node_modules was installed
 * from this very lockfile and these manifests (unless `force`).
 */
export async function ensureInstalled({ force = false } = {}) {
  const fingerprint = installFingerprint();
  const installed = existsSync(path.join(ROOT, 'node_modules', '.modules.yaml'));
  if (!force && installed && readJson(INSTALL_STAMP, {}).fingerprint === fingerprint) {
    say('dependencies are up to date');
    return;
  }
  say('installing dependencies (pnpm install --frozen-lockfile)');
  const code = await run('pnpm', ['install', '--frozen-lockfile']);
  if (code !== 0) throw new Error('pnpm install --frozen-lockfile failed (is pnpm-lock.yaml in step with the package.json files?)');
  writeJsonAtomic(INSTALL_STAMP, { fingerprint, at: new Date().toISOString() });
}

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-liff-mock', '.data', 'coverage', 'test-results', 'playwright-report', '.turbo', '.vite', 'bench-results']);
const SKIPPED_FILE = /(\.test\.[cm]?[jt]sx?|\.spec\.[cm]?[jt]sx?|\.tsbuildinfo|\.log|README\.md)$/;

/** A hash of every source file of a package (tests and outputs left out). */
function hashSources(dir) {
  const hash = createHash('sha256');
  const walk = (current) => {
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.') && entry.name !== '.env.example') continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
        hash.update(path.relative(dir, full));
        hash.update('\0');
        hash.update(readFileSync(full));
        hash.update('\0');
      }
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** What each runnable package must have produced; a package missing its output is stale whatever its stamp says. */
export const BUILD_OUTPUTS = {
  '@eorder/ordering-api': ['dist/server.js'],
  '@eorder/bff': ['dist/server.js'],
  '@eorder/web': ['dist/index.html'],
};

/**
 * The packages among `names` (all with outputs when omitted) whose sources,
 * or the sources of a workspace package they depend on, changed since their
 * last successful build.
 */
export function stalePackages(names = Object.keys(BUILD_OUTPUTS)) {
  const packages = workspacePackages();
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const own = new Map();
  const ownHash = (pkg) => {
    if (!own.has(pkg.name)) own.set(pkg.name, hashSources(pkg.dir));
    return own.get(pkg.name);
  };
  // The base path and VITE_* settings can be baked into a build, so they count as sources.
  const buildEnv = Object.entries(process.env)
    .filter(([key]) => key === 'BASE_PATH' || key.startsWith('VITE_'))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const lock = sha256(readFileSync(path.join(ROOT, 'pnpm-lock.yaml')), buildEnv);
  const fullHash = (pkg, seen = new Set()) => {
    seen.add(pkg.name);
    const parts = [ownHash(pkg)];
    for (const dep of [...pkg.workspaceDeps].sort()) {
      const depPkg = byName.get(dep);
      if (depPkg && !seen.has(dep)) parts.push(dep, fullHash(depPkg, seen));
    }
    return sha256(...parts);
  };
  const stamps = readJson(BUILD_STAMPS, {});
  const stale = [];
  const hashes = {};
  for (const name of names) {
    const pkg = byName.get(name);
    if (!pkg || !pkg.scripts.build) continue;
    const hash = sha256(lock, fullHash(pkg));
    hashes[name] = hash;
    const outputs = BUILD_OUTPUTS[name] ?? [];
    const outputsThere = outputs.every((file) => existsSync(path.join(pkg.dir, file)));
    if (stamps[name]?.hash !== hash || !outputsThere) stale.push(pkg);
  }
  return { stale, hashes };
}

function recordBuilt(names, hashes) {
  const stamps = readJson(BUILD_STAMPS, {});
  for (const name of names) stamps[name] = { hash: hashes[name], at: new Date().toISOString() };
  writeJsonAtomic(BUILD_STAMPS, stamps);
}

/** `packages` ordered so that a package comes after the workspace packages it depends on. */
function topological(packages) {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const ordered = [];
  const visiting = new Set();
  const visit = (pkg) => {
    if (ordered.includes(pkg) || visiting.has(pkg.name)) return;
    visiting.add(pkg.name);
    for (const dep of pkg.workspaceDeps) if (byName.has(dep)) visit(byName.get(dep));
    ordered.push(pkg);
  };
  for (const pkg of packages) visit(pkg);
  return ordered;
}

/**
 * Builds the stale packages among `names`, one at a time in dependency order,
 * stamping each as it succeeds (a failure leaves the others' stamps right).
 * Resolves true when everything is built.
 */
export async function buildStale(names = Object.keys(BUILD_OUTPUTS), { timeoutMs } = {}) {
  const { stale, hashes } = stalePackages(names);
  if (stale.length === 0) {
    say('builds are up to date');
    return true;
  }
  say(`building ${stale.map((pkg) => pkg.name).join(', ')}`);
  const failed = [];
  for (const pkg of topological(stale)) {
    const code = await run('pnpm', ['--filter', pkg.name, 'run', 'build'], { timeoutMs });
    const outputs = BUILD_OUTPUTS[pkg.name] ?? [];
    const missing = outputs.filter((file) => !existsSync(path.join(pkg.dir, file)));
    if (code !== 0 || missing.length > 0) {
      console.error(color.red(`the build of ${pkg.name} failed${missing.length ? ` (no ${missing.join(', ')})` : ''}`));
      failed.push(pkg.name);
      continue;
    }
    recordBuilt([pkg.name], hashes);
  }
  return failed.length === 0;
}

/** `/`, `/eorder/`: a leading and a trailing slash. */
export function normalizeBasePath(value) {
  const trimmed = String(value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** Polls `url` until it answers 2xx; rejects when `timeoutMs` passes or `shouldStop()` says so. */
export async function waitForHealthy(url, { timeoutMs = 180_000, shouldStop = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (shouldStop()) throw new Error(`gave up waiting for ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy within ${Math.round(timeoutMs / 1000)} s (${last})`);
}

/** True when nothing listens on host:port. */
export async function portIsFree(port, host = '127.0.0.1') {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}
