import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { buildApp } from '../app';
import { openTestDatabase } from '../../test/database';
import { buildTestApp, testEnv, type TestApp } from '../../test/app';
import { createFakeSms } from '../../test/fake-sms';

let db: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  db = await openTestDatabase();
  t = await buildTestApp(db);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('GET /health', () => {
  it('answers 200 when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 with the error body when the database does not', async () => {
    const broken: DatabaseHandle = {
      ...db,
      db: {
        execute: () => Promise.reject(new Error('connection refused')),
      } as unknown as DatabaseHandle['db'],
    };
    const app = await buildApp({ env: testEnv(), db: broken, sms: createFakeSms() });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(503);
      const body = res.json<Record<string, unknown>>();
      expect(body).toMatchObject({
        status: 'error',
        db: 'error',
        IsExceptionHandler: true,
        Code: 'MAINTENANCE',
        StatusCode: 503,
      });
      expect(res.body).not.toContain('connection refused');
    } finally {
      await app.close();
    }
  });
});

describe('GET /ready', () => {
  it('answers 200 when the database answers and its migrations are current', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', db: 'ok', migrations: 'current' });
  });

  it('answers 503 while a migration of this build is not applied', async () => {
    const behind: DatabaseHandle = {
      ...db,
      db: {
        execute: () => Promise.resolve({ rows: [{ newest: 1 }] }),
      } as unknown as DatabaseHandle['db'],
    };
    const app = await buildApp({ env: testEnv(), db: behind, sms: createFakeSms() });
    try {
      const res = await app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not-ready', db: 'ok', migrations: 'behind' });
      // liveness does not look at the migrations
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const broken: DatabaseHandle = {
      ...db,
      db: {
        execute: () => Promise.reject(new Error('connection refused')),
      } as unknown as DatabaseHandle['db'],
    };
    const app = await buildApp({ env: testEnv(), db: broken, sms: createFakeSms() });
    try {
      const res = await app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not-ready', db: 'error', Code: 'MAINTENANCE' });
      expect(res.body).not.toContain('connection refused');
    } finally {
      await app.close();
    }
  });
});
