import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, CALLS, type CallName } from '@eorder/shared';
import type { DatabaseHandle } from './db/client';
import { openTestDatabase } from '../test/database';
import { buildTestApp, type TestApp } from '../test/app';

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

/** The calls of the shared registry this package answers so far. */
const IMPLEMENTED: CallName[] = [
  'health',
  'guestLogin',
  'customerProfile',
  'otpRequest',
  'customerRegister',
  'customerLogin',
  'changePassword',
  'staffLogin',
  'userDcs',
  'riderLogin',
  'riderProfile',
  'swapDc',
  'loginAsClient',
  'customerDcs',
  'customerDcsAll',
  'webConfigItems',
  'contentByCode',
  'contentList',
  'contentSave',
  'newsList',
];

const SAMPLE_PARAMS = { saleUnit: 'DC01', code: 'C000001' };

describe('the routes follow the shared call registry', () => {
  it.each(IMPLEMENTED)('%s is served on its method and path (and aliases)', (name) => {
    const call = CALLS[name];
    const paths = [call.path, ...('aliases' in call ? call.aliases : [])];
    for (const url of paths)
      expect(t.app.hasRoute({ method: call.method, url }), `${call.method} ${url}`).toBe(true);
  });

  it.each(IMPLEMENTED)('%s asks for a token exactly when the registry says so', async (name) => {
    const call = CALLS[name];
    const res = await t.app.inject({
      method: call.method,
      url: buildPath(name, SAMPLE_PARAMS),
      ...(call.method === 'POST' ? { payload: {} } : {}),
    });
    const needsToken = !(call.auth as readonly string[]).includes('public');
    if (needsToken) expect(res.statusCode, res.body).toBe(401);
    else expect(res.statusCode, res.body).not.toBe(401);
  });
});
