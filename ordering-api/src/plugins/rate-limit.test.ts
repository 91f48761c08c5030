import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../test/database';
import { buildTestApp } from '../../test/app';

let db: DatabaseHandle;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db.close();
});

const LIMITS = {
  RATE_LIMIT_ENABLED: 'true',
  RATE_LIMIT_MAX_PER_MOBILE: '3',
  RATE_LIMIT_MAX_PER_IP: '5',
  RATE_LIMIT_WINDOW: '15m',
};

const login = (
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  username: string,
  ip: string,
) =>
  app.inject({
    method: 'POST',
    url: '/authen/customer/login',
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
    payload: { Username: username, Password: 'wrong-password' },
  });

describe('sign-in limits', () => {
  it('stops guessing one account after the per-number limit, whatever the address', async () => {
    const { app } = await buildTestApp(db, { env: LIMITS });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await login(app, 'demo', `10.0.0.${i + 1}`)).statusCode).toBe(401);
      }
      const limited = await login(app, 'DEMO', '10.0.0.99');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        Code: 'RATE_LIMITED',
        IsExceptionHandler: true,
        StatusCode: 429,
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is not affected.
      expect((await login(app, 'credit', '10.0.0.50')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('stops one address after the per-address limit, whatever the number', async () => {
    const { app } = await buildTestApp(db, { env: LIMITS });
    try {
      for (let i = 0; i < 5; i += 1) {
        expect((await login(app, `user${i}`, '10.1.0.1')).statusCode).toBe(401);
      }
      expect((await login(app, 'user-next', '10.1.0.1')).statusCode).toBe(429);
      expect((await login(app, 'user-next', '10.1.0.2')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('counts the address the bff forwards when the request comes from a trusted proxy', async () => {
    const { app } = await buildTestApp(db, { env: { ...LIMITS, RATE_LIMIT_MAX_PER_IP: '2' } });
    try {
      const viaProxy = (username: string, forwardedFor: string) =>
        app.inject({
          method: 'POST',
          url: '/authen/customer/login',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { Username: username, Password: 'wrong-password' },
        });
      expect((await viaProxy('a1', '203.0.113.7')).statusCode).toBe(401);
      expect((await viaProxy('a2', '203.0.113.7')).statusCode).toBe(401);
      expect((await viaProxy('a3', '203.0.113.7')).statusCode).toBe(429);
      expect((await viaProxy('a4', '203.0.113.8')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('limits one-time-code requests per number', async () => {
    const { app, sms } = await buildTestApp(db, { env: LIMITS });
    try {
      const request = (ip: string) =>
        app.inject({
          method: 'POST',
          url: '/authen/otp/request',
          remoteAddress: ip,
          payload: { MobileNo: '0861000001', Purpose: 'STAFF_LOGIN' },
        });
      for (let i = 0; i < 3; i += 1) expect((await request(`10.2.0.${i}`)).statusCode).toBe(200);
      const limited = await request('10.2.0.9');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ Code: 'RATE_LIMITED' });
      expect(sms.sent.filter((m) => m.to === '0861000001')).toHaveLength(3);
    } finally {
      await app.close();
    }
  });

  it('can be switched off', async () => {
    const { app } = await buildTestApp(db, { env: { ...LIMITS, RATE_LIMIT_ENABLED: 'false' } });
    try {
      for (let i = 0; i < 6; i += 1)
        expect((await login(app, 'demo', '10.3.0.1')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('shares the counters between replicas through Redis', async () => {
    // The Redis of the development machine and CI (REDIS_URL points elsewhere).
    const env = { ...LIMITS, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const one = await buildTestApp(db, { env });
    const two = await buildTestApp(db, { env });
    // A name no earlier run has used: the counters outlive the test in Redis.
    const username = `replica-${randomUUID()}`;
    const ip = (n: number) => `fd${randomUUID().slice(0, 2)}:${randomUUID().slice(0, 4)}::${n}`;
    try {
      expect((await login(one.app, username, ip(1))).statusCode).toBe(401);
      expect((await login(two.app, username, ip(2))).statusCode).toBe(401);
      expect((await login(one.app, username, ip(3))).statusCode).toBe(401);
      expect((await login(two.app, username, ip(4))).statusCode).toBe(429);
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });
});
