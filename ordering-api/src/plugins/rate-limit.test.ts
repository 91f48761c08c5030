import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { FIXTURE, openTestDatabase } from '../../test/database';
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

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

const login = (app: App, username: string, ip: string, password = 'wrong-password') =>
  app.inject({
    method: 'POST',
    url: '/authen/customer/login',
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
    payload: { Username: username, Password: password },
  });

describe('password sign-in limits', () => {
  const { username } = FIXTURE.customer;

  it('lets no one lock an account out: after five wrong passwords from five addresses, the right one from a sixth signs in', async () => {
    // The limits of a default configuration.
    const { app } = await buildTestApp(db, { env: { RATE_LIMIT_ENABLED: 'true' } });
    try {
      for (let i = 1; i <= 5; i += 1)
        expect((await login(app, username, `10.6.0.${i}`)).statusCode).toBe(401);
      expect((await login(app, username, '10.6.0.6', FIXTURE.password)).statusCode).toBe(200);
      // An address that has not guessed it wrong may still try it, once.
      expect((await login(app, username, '10.6.0.7')).statusCode).toBe(401);
      expect((await login(app, username, '10.6.0.7', FIXTURE.password)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('stops the addresses that guessed an account wrong once the account has had its limit, even with the right password', async () => {
    const { app } = await buildTestApp(db, { env: LIMITS });
    try {
      for (let i = 1; i <= 3; i += 1)
        expect((await login(app, 'demo', `10.0.0.${i}`)).statusCode).toBe(401);
      const limited = await login(app, 'DEMO', '10.0.0.1', FIXTURE.password);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        Code: 'RATE_LIMITED',
        IsExceptionHandler: true,
        StatusCode: 429,
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is not affected.
      expect((await login(app, 'credit', '10.0.0.1')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('stops one address guessing one account after the limit, even with the right password', async () => {
    const { app } = await buildTestApp(db, { env: LIMITS });
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await login(app, username, '10.7.0.1')).statusCode).toBe(401);
      expect((await login(app, username, '10.7.0.1', FIXTURE.password)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('counts wrong guesses only: many right sign-ins from one address are not limited', async () => {
    const { app } = await buildTestApp(db, { env: LIMITS });
    try {
      for (let i = 0; i < 8; i += 1) {
        expect((await login(app, username, '10.8.0.1', FIXTURE.password)).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });

  it('counts wrong guesses sent at once, each of them', async () => {
    const { app } = await buildTestApp(db, { env: LIMITS });
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(app, `burst-${i}`, '10.9.0.1')),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(7);
    } finally {
      await app.close();
    }
  });

  it('stops one address after the per-address limit of wrong guesses, whatever the number', async () => {
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
    // Networks no earlier run has used (a /64 each).
    const networks = [1, 2, 3, 4].map(() => `fd${randomUUID().slice(0, 2)}:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}:1::`);
    const ip = (n: number) => `${networks[n - 1]}${n}`;
    try {
      expect((await login(one.app, username, ip(1))).statusCode).toBe(401);
      expect((await login(two.app, username, ip(2))).statusCode).toBe(401);
      expect((await login(one.app, username, ip(3))).statusCode).toBe(401);
      // The account's wrong guesses and the first address's are known to the other replica.
      expect((await login(two.app, username, ip(1))).statusCode).toBe(429);
      expect((await login(two.app, username, ip(4))).statusCode).toBe(401);
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });
});

describe('one-time-code limits', () => {
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
});
