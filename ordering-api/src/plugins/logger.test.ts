import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { buildApp, type App } from '../app';
import { FIXTURE, openTestDatabase } from '../../test/database';
import { testEnv } from '../../test/app';
import { createFakeSms, type FakeSms } from '../../test/fake-sms';
import { bearer } from '../../test/helpers';
import { buildLoggerOptions, quieterLevel } from './logger';

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
    expect(lines.length).toBeGreaterThan(4);
    expect(log).toContain('request completed');
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

  it('lets a route log less than the service, never more', () => {
    expect(quieterLevel('warn', 'info')).toBe('warn');
    expect(quieterLevel('warn', 'silent')).toBe('silent');
    expect(quieterLevel('warn', 'error')).toBe('error');
  });
});
