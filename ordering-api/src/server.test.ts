// The ordering API as a real process on PostgreSQL: SIGTERM lets a slow request (held by a lock)
// finish, refuses new connections and exits 0 within SHUTDOWN_TIMEOUT_MS.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../test/app';
import { connectionStringOf } from '../test/replicas';
import type { DatabaseHandle } from './db/client';
import { createTestDatabase } from './db/test-support';

const here = path.dirname(fileURLToPath(import.meta.url));

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 1200; tries++) {
    if (child.exitCode !== null) throw new Error(`the ordering API exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

describe.runIf(process.env.DATABASE_URL)('the ordering API process on SIGTERM', () => {
  let db: DatabaseHandle;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db.close();
  });

  it('finishes the request in flight, takes no new connection, closes the pool and exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts')], {
      cwd: path.join(here, '..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JWT_SECRET: TEST_JWT_SECRET,
        DATABASE_URL: connectionStringOf(db),
        ORDERING_API_HOST: '127.0.0.1',
        ORDERING_API_PORT: String(port),
        FILES_DIR: path.join(os.tmpdir(), 'eorder-shutdown-test-files'),
        SEED_ON_FIRST_RUN: 'false',
        SHUTDOWN_TIMEOUT_MS: '8000',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const lock = await db.pool!.connect();
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitUntilServing(`${url}/ready`, child);
      await lock.query('begin');
      await lock.query('lock table drizzle.__drizzle_migrations in access exclusive mode');
      const inFlight = fetch(`${url}/ready`).then(async (res) => ({ status: res.status, body: await res.json() }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalledAt = Date.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const late = await fetch(`${url}/health`, { headers: { connection: 'close' } }).then(
        () => 'answered',
        () => 'refused',
      );
      expect(late).toBe('refused');
      await new Promise((resolve) => setTimeout(resolve, 700));
      await lock.query('commit');
      expect(await inFlight).toEqual({ status: 200, body: { status: 'ready', db: 'ok', migrations: 'current' } });
      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(8000);
      // The pool is closed: no session of the process is left on the database.
      const { rows } = await lock.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name = 'eorder-ordering-api'`,
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await lock.query('rollback').catch(() => undefined);
      lock.release();
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 180_000);
});
