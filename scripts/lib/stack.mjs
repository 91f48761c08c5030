// Replicas of the ordering API and the bff behind two round-robin balancers that keep only ready
// replicas (decision 110); used by `pnpm stack` and the failover bench.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BalancedPool } from 'undici';
import { ROOT } from './workspace.mjs';

/** Headers that belong to one connection and are not forwarded (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** How often each replica's readiness is checked. */
const READY_POLL_MS = 500;

function forwardable(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name.toLowerCase())) continue;
    out[name] = value;
  }
  return out;
}

/**
 * A balancer on 127.0.0.1:port over `upstreams` (origins), each taken in and out of the rotation
 * by its readiness url. Calls that find no ready replica, or whose replica fails before answering,
 * get 503 with Retry-After: a retryable answer.
 */
export async function startBalancer({ name, port, upstreams, readyPath }) {
  const pool = new BalancedPool([], {
    // Event streams stay open; their own heartbeats keep them alive.
    bodyTimeout: 0,
    headersTimeout: 60_000,
    keepAliveTimeout: 4_000,
  });
  const inRotation = new Set();
  const stats = { forwarded: 0, refused: 0 };

  const check = async (origin) => {
    const ready = await fetch(`${origin}${readyPath}`, { signal: AbortSignal.timeout(2000) }).then(
      async (res) => {
        await res.body?.cancel();
        return res.ok;
      },
      () => false,
    );
    if (ready && !inRotation.has(origin)) {
      pool.addUpstream(origin);
      inRotation.add(origin);
    } else if (!ready && inRotation.has(origin)) {
      pool.removeUpstream(origin);
      inRotation.delete(origin);
    }
  };
  let polling = true;
  const poll = async () => {
    while (polling) {
      await Promise.all(upstreams.map(check));
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  };

  const unavailable = (res, error) => {
    stats.refused += 1;
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ Code: 'MAINTENANCE', StatusCode: 503, IsExceptionHandler: true, Message: 'Try again in a moment.' }));
  };

  const server = http.createServer(async (req, res) => {
    if (inRotation.size === 0) {
      req.resume();
      unavailable(res);
      return;
    }
    const headers = forwardable(req.headers);
    const address = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${address}` : address;
    headers['x-forwarded-proto'] ??= 'http';
    headers['x-forwarded-host'] ??= req.headers.host ?? '';
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const aborted = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    try {
      const answer = await pool.request({
        path: req.url ?? '/',
        method: req.method ?? 'GET',
        headers,
        body: hasBody ? req : undefined,
        signal: aborted.signal,
      });
      stats.forwarded += 1;
      res.writeHead(answer.statusCode, forwardable(answer.headers));
      res.flushHeaders();
      await pipeline(answer.body, res);
    } catch (error) {
      if (!aborted.signal.aborted) unavailable(res, error);
    }
  });
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  void poll();
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    stats,
    inRotation: () => [...inRotation],
    async close() {
      polling = false;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
      await pool.close();
    },
  };
}

/** The resident memory of a process in bytes (Linux /proc), or undefined. */
export function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb * 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function waitFor(url, { timeoutMs, exited }) {
  const until = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < until) {
    const problem = exited();
    if (problem) throw new Error(problem);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready within ${Math.round(timeoutMs / 1000)} s (${last})`);
}

/**
 * Starts the stack. Options: replicas (2), port (public, 3000), apiPort (internal balancer, 3001),
 * firstReplicaPort (4101: APIs take 4101.., bffs 4201..), env (added to every process), apiEnv,
 * bffEnv, logDir (each process's output in its own file; else onLine gets each line), onLine,
 * restartOnExit (a replica that exits unasked is started again, as a supervisor would).
 */
export async function startStack(options = {}) {
  const replicas = options.replicas ?? 2;
  const port = options.port ?? 3000;
  const apiPort = options.apiPort ?? 3001;
  const first = options.firstReplicaPort ?? 4101;
  const env = { ...process.env, ...options.env };
  if (!env.DATABASE_URL) throw new Error('the stack needs DATABASE_URL: the replicas share one PostgreSQL');
  const apiDist = path.join(ROOT, 'ordering-api', 'dist', 'server.js');
  const bffDist = path.join(ROOT, 'bff', 'dist', 'server.js');
  for (const file of [apiDist, bffDist]) if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: build first (pnpm -r build)`);
  if (options.logDir) mkdirSync(options.logDir, { recursive: true });

  const processes = new Map();
  let stopping = false;

  const launch = (record) => {
    const child = spawn(process.execPath, [record.script], {
      cwd: ROOT,
      env: { ...env, ...record.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    record.child = child;
    record.exit = undefined;
    record.starts += 1;
    if (options.logDir) {
      const log = createWriteStream(path.join(options.logDir, `${record.name}.log`), { flags: 'a' });
      child.stdout.pipe(log);
      child.stderr.pipe(log);
    } else {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) options.onLine?.(record.name, line);
        });
      }
    }
    child.once('exit', (code, signal) => {
      record.exit = signal ?? `exit code ${code}`;
      if (!stopping && !record.expectingExit && options.restartOnExit) {
        options.onLine?.(record.name, `stopped (${record.exit}); starting it again`);
        setTimeout(() => {
          if (!stopping) launch(record);
        }, 1000);
      }
      record.expectingExit = false;
    });
    return child;
  };

  const add = (name, kind, script, ownPort, ownEnv, readyUrl) => {
    const record = { name, kind, script, port: ownPort, env: ownEnv, readyUrl, child: undefined, exit: undefined, starts: 0, expectingExit: false };
    processes.set(name, record);
    return record;
  };

  const apiOrigins = [];
  const bffOrigins = [];
  for (let n = 1; n <= replicas; n++) {
    const apiOwn = first + n - 1;
    apiOrigins.push(`http://127.0.0.1:${apiOwn}`);
    add(`api-${n}`, 'api', apiDist, apiOwn, { ORDERING_API_PORT: String(apiOwn), ORDERING_API_HOST: '127.0.0.1', ...options.apiEnv }, `http://127.0.0.1:${apiOwn}/ready`);
  }
  for (let n = 1; n <= replicas; n++) {
    const bffOwn = first + 100 + n - 1;
    bffOrigins.push(`http://127.0.0.1:${bffOwn}`);
    add(`bff-${n}`, 'bff', bffDist, bffOwn, {
      PORT: String(bffOwn),
      HOST: '127.0.0.1',
      ORDERING_API_URL: `http://127.0.0.1:${apiPort}`,
      TRUST_PROXY: 'loopback',
      WEB_DIST_DIR: env.WEB_DIST_DIR || path.join(ROOT, 'web', 'dist'),
      ...options.bffEnv,
    }, `http://127.0.0.1:${bffOwn}/bff/ready`);
  }

  const balancers = [];
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const running = [...processes.values()].filter((r) => r.child && r.child.exitCode === null && r.child.signalCode === null);
    await Promise.all(
      running.map(
        (r) =>
          new Promise((resolve) => {
            const force = setTimeout(() => r.child.kill('SIGKILL'), 15_000);
            r.child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            r.child.kill('SIGTERM');
          }),
      ),
    );
    await Promise.all(balancers.map((b) => b.close()));
  };

  const exitedProblem = (record) => () => (record.exit && !record.expectingExit ? `${record.name} stopped (${record.exit})` : undefined);
  try {
    const apis = [...processes.values()].filter((r) => r.kind === 'api');
    const bffs = [...processes.values()].filter((r) => r.kind === 'bff');
    // The first API migrates (and seeds an empty database when asked) before the others start,
    // so that two replicas never seed the same database at once.
    launch(apis[0]);
    await waitFor(apis[0].readyUrl, { timeoutMs: 600_000, exited: exitedProblem(apis[0]) });
    for (const record of apis.slice(1)) launch(record);
    await Promise.all(apis.slice(1).map((r) => waitFor(r.readyUrl, { timeoutMs: 180_000, exited: exitedProblem(r) })));
    balancers.push(await startBalancer({ name: 'api', port: apiPort, upstreams: apiOrigins, readyPath: '/ready' }));
    for (const record of bffs) launch(record);
    await Promise.all(bffs.map((r) => waitFor(r.readyUrl, { timeoutMs: 180_000, exited: exitedProblem(r) })));
    balancers.push(await startBalancer({ name: 'web', port, upstreams: bffOrigins, readyPath: '/bff/ready' }));
    // Both balancers have seen every replica ready once.
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS * 2));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    balancers,
    processes: () => [...processes.values()].map((r) => ({ name: r.name, kind: r.kind, pid: r.child?.pid, port: r.port, starts: r.starts, running: r.child?.exitCode === null && r.child?.signalCode === null })),
    /** Sends a signal to one replica and resolves once it has exited; it stays down until start(). */
    async signal(name, signal) {
      const record = processes.get(name);
      if (!record?.child) throw new Error(`no process ${name}`);
      record.expectingExit = true;
      const exited = new Promise((resolve) => record.child.once('exit', resolve));
      record.child.kill(signal);
      await exited;
      return record.exit;
    },
    /** Starts a replica again and resolves once it answers its readiness check. */
    async start(name) {
      const record = processes.get(name);
      if (!record) throw new Error(`no process ${name}`);
      launch(record);
      await waitFor(record.readyUrl, { timeoutMs: 180_000, exited: exitedProblem(record) });
    },
    rss() {
      return Object.fromEntries([...processes.values()].map((r) => [r.name, r.child?.pid ? rssOf(r.child.pid) : undefined]).concat([['balancers', rssOf(process.pid)]]));
    },
    stop,
  };
}
