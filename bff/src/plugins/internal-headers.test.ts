// A client's own internal headers (X-Internal-Key, X-Forwarded-*, X-Request-Id...) never reach
// the ordering API, through any mount or any other call the bff makes for a request.
import { INTERNAL_REQUEST_HEADERS } from '@eorder/shared/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBed, XHR, type TestBed } from '../../test/bff.js';
import type { FakeUpstream } from '../../test/fake-upstream.js';

let bed: TestBed;
let upstream: FakeUpstream;
let app: FastifyInstance;
let behindProxy: FastifyInstance;

beforeAll(async () => {
  bed = await startTestBed();
  ({ upstream, app } = bed);
  behindProxy = await bed.another({ TRUST_PROXY: 'loopback' });
});

afterAll(() => bed.close());

const MOUNTS = ['customer', 'merchant', 'rider'] as const;
/** The named list, and members of the families it names by prefix. */
const HEADERS = [
  ...INTERNAL_REQUEST_HEADERS,
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-internal-user',
];
/** A value that would pass any check of form (a request id, an address, a host, a key). */
const forgedValue = (name: string) =>
  name === 'x-forwarded-for' ? '203.0.113.66' : `forged.${name}`;

describe.each(MOUNTS)('through the %s mount', (mount) => {
  it.each(HEADERS)('%s sent by the client does not reach the ordering API', async (name) => {
    const forged = forgedValue(name);
    for (const method of ['GET', 'POST'] as const) {
      const path = `/echo/${mount}-${name}-${method}`;
      const response = await app.inject({
        method,
        url: `/api/${mount}${path}`,
        headers: { ...XHR, [name]: forged },
        ...(method === 'POST' ? { payload: '{}' } : {}),
      });
      expect(response.statusCode, method).toBe(200);
      const received = upstream.last(path);
      expect(received, method).toBeDefined();
      expect(JSON.stringify(received?.headers[name] ?? null), method).not.toContain(forged);
    }
  });
});

describe('the bff own calls to the ordering API', () => {
  it('carry none of the client internal headers (the guest session of bff/session)', async () => {
    const forged = Object.fromEntries(HEADERS.map((name) => [name, forgedValue(name)]));
    const before = upstream.guestLogins();
    await app.inject({ method: 'GET', url: '/bff/session', headers: forged });
    expect(upstream.guestLogins()).toBe(before + 1);
    const received = upstream.last('/authen/login/guest');
    for (const name of HEADERS) {
      expect(JSON.stringify(received?.headers[name] ?? null), name).not.toContain(
        forgedValue(name),
      );
    }
  });
});

describe('behind a trusted proxy', () => {
  it('sends the client address it resolved, never the addresses a client wrote before it', async () => {
    // The loopback proxy vouches for the nearest address only; the first one is the client's own claim.
    await behindProxy.inject({
      method: 'GET',
      url: '/api/customer/echo/chain',
      headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
    });
    expect(upstream.last('/echo/chain')?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('keeps the request id the trusted proxy gave, so a call is followed across', async () => {
    const response = await behindProxy.inject({
      method: 'GET',
      url: '/api/customer/echo/request-id',
      headers: { 'x-request-id': 'edge-1234' },
    });
    expect(response.headers['x-request-id']).toBe('edge-1234');
    expect(upstream.last('/echo/request-id')?.headers['x-request-id']).toBe('edge-1234');
  });
});
