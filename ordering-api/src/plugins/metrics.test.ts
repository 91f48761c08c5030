import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';

describe('metrics on their own port', () => {
  let handle: DatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    handle = await openTestDatabase();
    t = await buildTestApp(handle, { env: { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t?.app.close();
    await handle?.close();
  });

  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${t.app.metricsPort()}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return response.text();
  };

  it('counts requests by route and status, with their latency', async () => {
    await t.app.inject({ method: 'GET', url: '/health' });
    expect((await t.app.inject({ method: 'POST', url: '/GET_MASTER_DATA/GET_ALL_PROVINCE', payload: {} })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/orders/place', payload: {} })).statusCode).toBe(401);
    const text = await scrape();
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/GET_MASTER_DATA\/GET_ALL_PROVINCE"[^}]*status_code="200"[^}]*\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/orders\/place"[^}]*status_code="401"[^}]*\} 1/);
    expect(text).not.toContain('route="/health"');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('shows the schedulers backlog and the pool', async () => {
    const text = await scrape();
    for (const job of ['line_outbox', 'broadcasts', 'subscriptions', 'payments']) {
      expect(text).toMatch(new RegExp(`eorder_scheduler_backlog\\{job="${job}"\\} \\d+`));
    }
    if (handle.kind === 'postgres') expect(text).toMatch(/eorder_db_pool_connections\{state="total"\} \d+/);
  });

  it('is not served on the public port, and nothing else is served on its own', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await fetch(`http://127.0.0.1:${t.app.metricsPort()}/other`)).status).toBe(404);
  });
});
