import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CONFIG_KEYS } from '@eorder/shared';
import type { DatabaseHandle } from '../../db/client';
import { webConfig } from '../../db/schema';
import { openTestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/app';
import { bearer, customerLogin, errorBody } from '../../../test/helpers';
import { FIXTURE } from '../../../test/database';

let db: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.db.insert(webConfig).values([
    { opt: 'TEST_GLOBAL_KEY', optValue: 'global' },
    { opt: 'TEST_OVERRIDDEN_KEY', optValue: 'global' },
    { opt: 'TEST_OVERRIDDEN_KEY', optValue: 'dc02', saleUnit: 'DC02' },
  ]);
  t = await buildTestApp(db);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

type Items = { Data: { Opt: string; OptValue: string | null }[] };
const items = (payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webConfig/items',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const asMap = (body: Items) =>
  Object.fromEntries(body.Data.map((item) => [item.Opt, item.OptValue]));

describe('POST api/webConfig/items', () => {
  it('answers the listed keys only, as Opt / OptValue', async () => {
    const res = await items({ Keys: ['TEST_GLOBAL_KEY', 'NOT_A_KEY'], EOrderIncluded: false });
    expect(res.statusCode).toBe(200);
    expect(res.json<Items>().Data).toEqual([{ Opt: 'TEST_GLOBAL_KEY', OptValue: 'global' }]);
  });

  it('adds every EOrder key when EOrderIncluded is true', async () => {
    const body = (await items({ Keys: ['TEST_GLOBAL_KEY'], EOrderIncluded: true })).json<Items>();
    const map = asMap(body);
    expect(map.TEST_GLOBAL_KEY).toBe('global');
    const eorder = body.Data.filter((item) => item.Opt.startsWith('EOrder'));
    expect(eorder.length).toBeGreaterThan(0);
    const without = (
      await items({ Keys: ['TEST_GLOBAL_KEY'], EOrderIncluded: false })
    ).json<Items>();
    expect(without.Data.some((item) => item.Opt.startsWith('EOrder'))).toBe(false);
  });

  it("answers the value of the caller's center where it has its own", async () => {
    expect(
      asMap((await items({ Keys: ['TEST_OVERRIDDEN_KEY'] })).json<Items>()).TEST_OVERRIDDEN_KEY,
    ).toBe('global');
    const { jtoken } = await customerLogin(t.app, FIXTURE.lineCustomer.username);
    const atDc02 = asMap((await items({ Keys: ['TEST_OVERRIDDEN_KEY'] }, jtoken)).json<Items>());
    expect(atDc02.TEST_OVERRIDDEN_KEY).toBe('dc02');
    const { jtoken: dc01 } = await customerLogin(t.app, FIXTURE.creditCustomer.username);
    expect(
      asMap((await items({ Keys: ['TEST_OVERRIDDEN_KEY'] }, dc01)).json<Items>())
        .TEST_OVERRIDDEN_KEY,
    ).toBe('global');
  });

  it('reports the switches the environment forces', async () => {
    const closed = await buildTestApp(db, {
      env: { DISABLE_REGISTER: 'Y', PENDING_APPROVAL_REGISTER: 'Y' },
    });
    try {
      const res = await closed.app.inject({
        method: 'POST',
        url: '/api/webConfig/items',
        payload: {
          Keys: [WEB_CONFIG_KEYS.disableRegister, WEB_CONFIG_KEYS.pendingApprovalRegister],
        },
      });
      expect(asMap(res.json<Items>())).toEqual({
        [WEB_CONFIG_KEYS.disableRegister]: 'Y',
        [WEB_CONFIG_KEYS.pendingApprovalRegister]: 'Y',
      });
    } finally {
      await closed.app.close();
    }
  });

  it.each([
    [{}, 'body.Keys'],
    [{ Keys: 'EOrderDisableRegister' }, 'body.Keys'],
    [{ Keys: [1, 2] }, 'body.Keys.0'],
    [{ Keys: [''] }, 'body.Keys.0'],
    [{ Keys: Array.from({ length: 201 }, (_, i) => `K${i}`) }, 'body.Keys'],
    [{ Keys: [], EOrderIncluded: 'yes' }, 'body.EOrderIncluded'],
  ])('rejects %j', async (payload, path) => {
    const res = await items(payload);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).Errors?.map((e) => e.path)).toContain(path);
  });
});
