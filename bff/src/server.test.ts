// The bff as a real process: SIGTERM during a slow call lets the call finish,
// refuses new connections, and the process exits by itself with code 0.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../test/tokens.js';
import { createWebDist, type WebDist } from '../test/web-dist.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SLOW_MS = 1500;

let upstream: http.Server;
let upstreamUrl: string;
let web: WebDist;
let slow = false;

beforeAll(async () => {
  // An ordering API that answers its health check SLOW_MS late once the test says so.
  upstream = http.createServer((_req, res) => {
    setTimeout(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'),
      slow ? SLOW_MS : 0,
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  web = createWebDist();
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  web.remove();
});

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`the bff exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

describe('the bff process on SIGTERM', () => {
  it('finishes the call in flight, takes no new connection and exits 0 in time', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts')], {
      cwd: path.join(here, '..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JWT_SECRET: TEST_JWT_SECRET,
        HOST: '127.0.0.1',
        PORT: String(port),
        ORDERING_API_URL: upstreamUrl,
        WEB_DIST_DIR: web.dir,
        SHUTDOWN_TIMEOUT_MS: '8000',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const url = `http://127.0.0.1:${port}/bff/health`;
      await waitUntilServing(url, child);
      slow = true;
      const inFlight = fetch(url).then(async (res) => ({ status: res.status, body: await res.json() }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalledAt = Date.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // A new connection is refused while the call in flight goes on.
      const late = await fetch(url, { headers: { connection: 'close' } }).then(
        () => 'answered',
        () => 'refused',
      );
      expect(late).toBe('refused');
      expect(await inFlight).toEqual({ status: 200, body: { status: 'ok', upstream: 'ok' } });
      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(8000);
    } finally {
      slow = false;
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
