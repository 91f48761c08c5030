import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../test/database';
import { buildTestApp, type TestApp } from '../../test/app';

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

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: unknown; parameters?: { name: string; in: string }[]; security?: unknown[] }
    >
  >;
}

describe('the OpenAPI document', () => {
  it('lists every route of the sign-in calls with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['/health', 'get'],
      ['/authen/login/guest', 'get'],
      ['/authen/user/login/guest', 'get'],
      ['/authen/otp/request', 'post'],
      ['/authen/customer/register', 'post'],
      ['/authen/customer/login', 'post'],
      ['/authen/customerProfile', 'post'],
      ['/authen/customer/changePassword', 'post'],
      ['/authen/customer/dcs', 'get'],
      ['/authen/customer/dcs/all', 'get'],
      ['/authen/swapdc/{saleUnit}', 'get'],
      ['/api/merchant/loginasclient/{code}/{saleUnit}', 'get'],
      ['/authen/user/login', 'post'],
      ['/authen/user/dcs', 'get'],
      ['/authen/rider/login', 'post'],
      ['/authen/rider/profile', 'get'],
      ['/api/webConfig/items', 'post'],
    ];
    for (const [path, method] of expected)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(doc.paths['/authen/customer/login']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/authen/customer/dcs/all']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['text', 'skip', 'take', 'lat', 'lng']),
    );
    expect(doc.paths['/authen/customerProfile']?.post?.security).toEqual([{ jtoken: [] }]);
    // The documentation's own routes and the file server stay out of it.
    expect(
      Object.keys(doc.paths).some((p) => p.startsWith('/docs') || p.startsWith('/files')),
    ).toBe(false);
  });

  it('serves the browsable documentation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
