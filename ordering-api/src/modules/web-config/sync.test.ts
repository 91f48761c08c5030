// The merchant admin's web-configuration page over HTTP: the values in force, the refresh reaching
// every server through database notices, and the refusals.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEB_CONFIG_KEYS } from '@eorder/shared';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock } from '../../../test/clock';
import { createCustomer, createStaff } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { webConfig } from '../../db/schema';
import { createTestDatabase } from '../../db/test-support';
import { customerToken, errorOf, get, post, staffToken } from '../orders/test-kit';
import { createSettingsReader, MAINTENANCE_KEY } from '../pricing/settings';
import { createWebConfigChanges, listenForWebConfigChanges } from './changes';

let db: DatabaseHandle;
let t: TestApp;
let admin: string;
let sales: string;

type Values = { ReadAt: string; Refreshed: boolean; Data: { Opt: string; OptValue: string | null; SaleUnit: string | null; Forced: boolean }[] };

beforeAll(async () => {
  db = await createTestDatabase();
  await db.db.insert(webConfig).values([
    { opt: 'TEST_SYNC_KEY', optValue: 'global' },
    { opt: 'TEST_SYNC_KEY', optValue: 'dc01', saleUnit: 'DC01' },
    { opt: 'TEST_SYNC_KEY', optValue: 'dc02', saleUnit: 'DC02' },
  ]);
  t = await buildTestApp(db, { env: { DISABLE_REGISTER: 'Y' } });
  const adminRow = await createStaff(db.db, { saleUnits: ['DC01'], roleCode: '1' });
  const salesRow = await createStaff(db.db, { saleUnits: ['DC01'], roleCode: '4' });
  admin = await staffToken(t.app, adminRow.id, '1');
  sales = await staffToken(t.app, salesRow.id, '4');
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('GET api/webConfig/values', () => {
  it("answers the global values and those of the admin's centers, the forced ones marked", async () => {
    const res = await get(t.app, '/api/webConfig/values', admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Values>();
    expect(body.Refreshed).toBe(false);
    expect(body.Data.filter((v) => v.Opt === 'TEST_SYNC_KEY')).toEqual([
      { Opt: 'TEST_SYNC_KEY', OptValue: 'global', SaleUnit: null, Forced: false },
      { Opt: 'TEST_SYNC_KEY', OptValue: 'dc01', SaleUnit: 'DC01', Forced: false },
    ]);
    expect(res.body).not.toContain('dc02');
    expect(body.Data.find((v) => v.Opt === WEB_CONFIG_KEYS.disableRegister)).toMatchObject({ OptValue: 'Y', Forced: true });
  });

  it('refuses other staff roles, customers and callers without a token', async () => {
    const bySales = await get(t.app, '/api/webConfig/values', sales);
    expect(bySales.statusCode).toBe(403);
    expect(errorOf(bySales).Code).toBe('AUTH_FORBIDDEN');
    expect(bySales.body).not.toContain('TEST_SYNC_KEY');
    const customer = await createCustomer(db.db);
    expect((await get(t.app, '/api/webConfig/values', await customerToken(t.app, customer, 'DC01'))).statusCode).toBe(403);
    expect((await get(t.app, '/api/webConfig/values', null)).statusCode).toBe(401);
  });
});

describe('POST api/webConfig/sync', () => {
  it('refuses a salesperson and a body with fields', async () => {
    expect((await post(t.app, '/api/webConfig/sync', sales, {})).statusCode).toBe(403);
    const res = await post(t.app, '/api/webConfig/sync', admin, { Keys: ['x'] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Errors?.length).toBeGreaterThan(0);
  });

  it('reaches every other server through the notices, and answers the values in force', async () => {
    // Another server of the deployment: its own kept copies, listening on the same database.
    const elsewhere = createWebConfigChanges();
    const dropped = vi.fn();
    elsewhere.subscribe(dropped);
    const listener = await listenForWebConfigChanges(db, elsewhere, (error) => {
      throw error;
    });
    try {
      dropped.mockClear();
      await db.db.update(webConfig).set({ optValue: 'changed by hand' }).where(eq(webConfig.optValue, 'dc01'));
      const res = await post(t.app, '/api/webConfig/sync', admin, {});
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<Values>();
      expect(body.Refreshed).toBe(true);
      expect(body.Data.find((v) => v.Opt === 'TEST_SYNC_KEY' && v.SaleUnit === 'DC01')?.OptValue).toBe('changed by hand');
      await vi.waitFor(() => expect(dropped).toHaveBeenCalled(), { timeout: 5000 });
    } finally {
      await listener.stop();
    }
  });
});

describe('the kept ordering settings', () => {
  it('are used until a refresh drops them', async () => {
    const changes = createWebConfigChanges();
    const read = createSettingsReader(db.db, { clock: createTestClock(), ttlMs: 60_000, changes });
    expect((await read('DC02')).maintenance).toBeNull();
    await db.db.insert(webConfig).values({ opt: MAINTENANCE_KEY, optValue: '202601010000-202601020000', saleUnit: 'DC02' });
    expect((await read('DC02')).maintenance).toBeNull();
    changes.changed();
    expect((await read('DC02')).maintenance).not.toBeNull();
  });
});
