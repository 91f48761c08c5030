import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { buildApp, type App } from '../app';
import { FIXTURE, openTestDatabase } from '../../test/database';
import { testEnv } from '../../test/app';
import { createFakeSms, type FakeSms } from '../../test/fake-sms';
import { bearer } from '../../test/helpers';
import { buildLoggerOptions, censorSecrets, quieterLevel } from './logger';

let db: DatabaseHandle;
let app: App;
let sms: FakeSms;
const lines: string[] = [];
let logger: pino.Logger;

beforeAll(async () => {
  db = await openTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const env = testEnv({ LOG_LEVEL: 'trace' });
  logger = pino(buildLoggerOptions(env) as pino.LoggerOptions, sink);
  sms = createFakeSms();
  app = await buildApp({ env, db, logger, sms });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
});

describe('the log', () => {
  it('never holds a password, a jtoken or a one-time code', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/authen/customer/login',
      payload: { Username: FIXTURE.customer.username, Password: FIXTURE.password },
    });
    const { jtoken } = login.json<{ jtoken: string }>();
    await app.inject({
      method: 'POST',
      url: '/authen/customerProfile',
      headers: bearer(jtoken),
      payload: {},
    });
    await app.inject({
      method: 'POST',
      url: '/authen/otp/request',
      payload: { MobileNo: FIXTURE.rider.mobileNo, Purpose: 'RIDER_LOGIN' },
    });
    const { code, refCode } = sms.codeFor(FIXTURE.rider.mobileNo);
    await app.inject({
      method: 'POST',
      url: '/authen/rider/login',
      payload: { MobileNo: FIXTURE.rider.mobileNo, RefCode: refCode, OtpCode: code },
    });

    const log = lines.join('');
    // One line per request, written when it is answered.
    const requests = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { method?: string; url?: string } })
      .filter((entry) => entry.msg === 'request completed');
    expect(requests.map((entry) => `${entry.req?.method} ${entry.req?.url}`)).toEqual([
      'POST /authen/customer/login',
      'POST /authen/customerProfile',
      'POST /authen/otp/request',
      'POST /authen/rider/login',
    ]);
    expect(log).not.toContain('incoming request');
    expect(log).not.toContain(FIXTURE.password);
    expect(log).not.toContain(jtoken);
    expect(log).not.toContain(jtoken.split('.')[2]);
    expect(log).not.toMatch(new RegExp(`[^0-9]${code}[^0-9]`));
  });

  it('censors secret fields and credential headers wherever they are logged', () => {
    lines.length = 0;
    logger.info(
      {
        body: {
          Username: 'demo',
          Password: 'pw-1',
          OtpCode: '654321',
          LineUserToken: 'line-secret',
        },
        headers: { authorization: 'Bearer abc.def.ghi' },
        req: { headers: { cookie: 'dsg_token=xyz' } },
        user: { jtoken: 'jt-secret' },
      },
      'something happened',
    );
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, Record<string, unknown>>;
    expect(entry.body).toEqual({
      Username: 'demo',
      Password: '[redacted]',
      OtpCode: '[redacted]',
      LineUserToken: '[redacted]',
    });
    expect(entry.headers?.authorization).toBe('[redacted]');
    expect((entry.req?.headers as Record<string, unknown>).cookie).toBe('[redacted]');
    expect(entry.user?.jtoken).toBe('[redacted]');
  });

  it('writes a request line with its status, time and caller', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/no-such-call?x=1' });
    const entry = JSON.parse(lines.find((line) => line.includes('request completed')) ?? '{}') as {
      reqId?: string;
      req?: Record<string, unknown>;
      res?: { statusCode?: number };
      responseTime?: number;
    };
    expect(entry.reqId).toBe(res.headers['x-request-id']);
    expect(entry.req).toMatchObject({
      method: 'GET',
      url: '/no-such-call?x=1',
      remoteAddress: '127.0.0.1',
    });
    expect(entry.res?.statusCode).toBe(404);
    expect(entry.res?.statusCode).toBe(res.statusCode);
    expect(typeof entry.responseTime).toBe('number');
  });

  it('censors secrets three levels deep, in arrays and errors, and never changes what was logged', () => {
    const error = Object.assign(new TypeError('failed'), { params: { token: 't-1', code: 'X' } });
    const logged = {
      Password: 'p-1',
      list: [{ OtpCode: '111111' }, { kept: 1 }],
      err: error,
      deep: { one: { two: { Password: 'beyond the third level' } } },
      headers: { cookie: 'a=b', accept: 'json' },
      other: { headers: { 'x-api-key': 'k-1' } },
    };
    const censored = censorSecrets(logged);
    expect(censored).toMatchObject({
      Password: '[redacted]',
      list: [{ OtpCode: '[redacted]' }, { kept: 1 }],
      headers: { cookie: '[redacted]', accept: 'json' },
      other: { headers: { 'x-api-key': '[redacted]' } },
    });
    expect(censored.err).toBeInstanceOf(TypeError);
    expect(censored.err.message).toBe('failed');
    expect(censored.err.params).toEqual({ token: '[redacted]', code: 'X' });
    // Only the first three levels are looked into, as pino's paths field, *.field, *.*.field did.
    expect(censored.deep).toBe(logged.deep);
    // The caller's objects are untouched, and what holds no secret is not copied.
    expect(logged.Password).toBe('p-1');
    expect(error.params.token).toBe('t-1');
    expect(logged.list[0]?.OtpCode).toBe('111111');
    expect(censored.list[1]).toBe(logged.list[1]);
    const plain = { req: { method: 'GET' }, responseTime: 1 };
    expect(censorSecrets(plain)).toBe(plain);
  });

  it('lets a route log less than the service, never more', () => {
    expect(quieterLevel('warn', 'info')).toBe('warn');
    expect(quieterLevel('warn', 'silent')).toBe('silent');
    expect(quieterLevel('warn', 'error')).toBe('error');
  });
});
