// The bff and the ordering API in one process, the API on its own fixture database and the bff
// called with inject() as a browser would call it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp as buildBff, loadEnv as loadBffEnv } from '../../bff/src/index';
import type { DatabaseHandle } from '../../ordering-api/src/db/client';
import { createTestDatabase, FIXTURE } from '../../ordering-api/src/db/test-support';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../ordering-api/test/app';

export { FIXTURE, TEST_JWT_SECRET };

// Types taken from the apps themselves: this package does not depend on fastify.
type BffApp = Awaited<ReturnType<typeof buildBff>>;
type InjectResponse = Awaited<ReturnType<BffApp['inject']>>;

/** The host the browser believes it talks to; the CSRF check compares Origin with it. */
export const HOST = 'shop.example.test';
export const ORIGIN = `http://${HOST}`;

/** What a page of ours sends with a call that changes something. */
export const XHR = { 'x-requested-with': 'XMLHttpRequest', origin: ORIGIN, host: HOST };

export interface Stack {
  api: TestApp;
  /** The API's database (to look at rows a call must not have changed). */
  db: DatabaseHandle;
  bff: BffApp;
  close(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const db: DatabaseHandle = await createTestDatabase();
  const api = await buildTestApp(db);
  const apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'eorder-integration-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="th"><head><title>eorder</title></head><body><div id="root"></div></body></html>');
  const bff = await buildBff({
    // The ordering API's key: the bff verifies the session cookies with it.
    env: loadBffEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ORDERING_API_URL: apiUrl, WEB_DIST_DIR: webDir, JWT_SECRET: TEST_JWT_SECRET }),
  });
  await bff.ready();
  return {
    api,
    db,
    bff,
    async close() {
      await bff.close();
      await api.app.close();
      await db.close();
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}

export interface SetCookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  sameSite?: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
}

export function setCookie(response: InjectResponse, name: string): SetCookie | undefined {
  return (response.cookies as SetCookie[]).find((cookie) => cookie.name === name);
}

/** True when `value` holds a key named `key` anywhere inside. */
export function containsKey(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((item) => containsKey(item, key));
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([name, inner]) => name.toLowerCase() === key.toLowerCase() || containsKey(inner, key));
}
