// Builds the app for an HTTP test: the file's own database, a recording SMS
// adapter and a clock the test moves. Each call makes a fresh app (fresh rate
// limit counters); the database stays the file's.
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { loadEnv, type Env } from '../src/env';
import { createTestClock, type TestClock } from './clock';
import { createFakeSms, type FakeSms } from './fake-sms';

/** A secret only tests use; tokens signed with another one must be refused. */
export const TEST_JWT_SECRET = 'test-secret-of-the-ordering-api-0123456789';

/** Stored files of the tests: outside the workspace's own data folder. */
export const TEST_FILES_DIR = path.join(os.tmpdir(), 'eorder-ordering-api-test-files');

export interface TestApp {
  app: App;
  env: Env;
  sms: FakeSms;
  clock: TestClock;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    FILES_DIR: TEST_FILES_DIR,
    // Limits are tested on their own (src/plugins/rate-limit.test.ts); elsewhere every call comes
    // from the same address and would trip them.
    RATE_LIMIT_ENABLED: 'false',
    ...overrides,
  });
}

export async function buildTestApp(
  db: DatabaseHandle,
  options: { env?: Record<string, string>; clock?: TestClock; sms?: FakeSms } = {},
): Promise<TestApp> {
  const env = testEnv(options.env);
  const sms = options.sms ?? createFakeSms();
  const clock = options.clock ?? createTestClock();
  const app = await buildApp({ env, db, clock, sms });
  await app.ready();
  return { app, env, sms, clock };
}
