// What a client mount reaches of the ordering API: the GETs that change state only with the proof
// of our own page, and never the API's docs or the calls the contract gives no mount. Both tables
// are read from the contract, so a call flagged or added there is tested here with no edit.
import {
  CALL_PATHS,
  CALL_ROUTES,
  OPENAPI_DOCS_PATH,
  type CallPathName,
  type CallRoute,
} from '@eorder/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBed, XHR, type TestBed } from '../../test/bff.js';
import type { FakeUpstream } from '../../test/fake-upstream.js';

let bed: TestBed;
let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  bed = await startTestBed();
  ({ upstream, app } = bed);
});

afterAll(() => bed.close());

const HOST = 'shop.example';
const MOUNTS = ['customer', 'merchant', 'rider'] as const;
const routes = Object.entries(CALL_ROUTES) as [CallPathName, CallRoute][];
/** A path of the contract with each `:param` filled in. */
const filled = (path: string) => path.replace(/:\w+/g, 'DC01');
const pathsOf = (name: CallPathName, route: CallRoute) => [
  CALL_PATHS[name],
  ...(route.aliases ?? []),
];

/** Sends a request and says whether it reached the ordering API. */
async function send(
  method: 'GET' | 'HEAD' | 'POST' | 'OPTIONS',
  url: string,
  headers: Record<string, string> = {},
) {
  const before = upstream.received.length;
  const response = await app.inject({
    method,
    url,
    headers: { host: HOST, ...headers },
    ...(method === 'POST' ? { payload: '{}' } : {}),
  });
  return { response, reached: upstream.received.length > before };
}

const stateChanging = routes
  .filter(([, route]) => route.changesState)
  .flatMap(([name, route]) => pathsOf(name, route).map((path) => ({ name, path: filled(path) })));

describe('GETs that change state', () => {
  it('are read from the contract', () => {
    expect(stateChanging.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['guestLogin', 'swapDc', 'loginAsClient']),
    );
  });

  describe.each(stateChanging)('$name ($path)', ({ path }) => {
    it.each(MOUNTS)('through the %s mount: refused without X-Requested-With', async (mount) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const { response, reached } = await send(method, `/api/${mount}${path}`);
        expect(response.statusCode, method).toBe(403);
        if (method === 'GET') expect(response.json()).toMatchObject({ Code: 'CSRF_REJECTED' });
        expect(reached, method).toBe(false);
      }
    });

    it.each(MOUNTS)('through the %s mount: refused from another origin', async (mount) => {
      const { response, reached } = await send('GET', `/api/${mount}${path}`, {
        ...XHR,
        origin: 'https://evil.example',
      });
      expect(response.statusCode).toBe(403);
      expect(reached).toBe(false);
    });

    it.each(MOUNTS)('through the %s mount: passed on from our own page', async (mount) => {
      const { reached } = await send('GET', `/api/${mount}${path}`, {
        ...XHR,
        origin: `http://${HOST}`,
      });
      expect(reached).toBe(true);
    });
  });

  it('meets the rule however the path is spelled, as the ordering API routes it', async () => {
    for (const url of [
      '/api/customer/AUTHEN/Login/Guest',
      '/api/customer/authen/login/guest/',
      '/api/customer//authen//login/guest',
      '/api/customer/authen/login/gu%65st',
      '/api/customer/authen/login/guest?next=1',
      '/api/customer/authen/swapdc/DC%30%32',
      '/api/merchant/API/Merchant/LoginAsClient/C000001/DC01?activeDc=DC01',
    ]) {
      const { response, reached } = await send('GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(reached, url).toBe(false);
    }
  });

  it('leaves the other GETs free, as a link or an image may load them', async () => {
    for (const url of [
      '/api/customer/echo/a',
      '/api/customer/authen/login/guests',
      '/api/customer/authen/swapdc',
    ]) {
      const { reached } = await send('GET', url);
      expect(reached, url).toBe(true);
    }
  });
});

const unreachable = [
  ...routes
    .filter(([, route]) => route.mounts.length === 0)
    .flatMap(([name, route]) => pathsOf(name, route).map((path) => ({ name, path: filled(path) }))),
  { name: 'OpenAPI document', path: `${OPENAPI_DOCS_PATH}/json` },
  { name: 'OpenAPI pages', path: OPENAPI_DOCS_PATH },
  { name: 'OpenAPI pages', path: `${OPENAPI_DOCS_PATH}/static/index.html` },
  { name: 'OpenAPI document, spelled otherwise', path: '/DOCS/json/' },
  { name: 'OpenAPI document, escaped', path: '/%64ocs/json' },
  { name: 'health, doubled slash', path: '//health' },
];

describe('what no client mount reaches', () => {
  it('includes the calls the contract gives no mount (health, the internal LINE calls)', () => {
    expect(unreachable.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['health', 'lineCustomerLogin', 'lineStaffLogin', 'lineLink']),
    );
  });

  it.each(unreachable)(
    '$name ($path): 404 through every mount, whatever the method',
    async ({ path }) => {
      for (const mount of MOUNTS) {
        for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS'] as const) {
          const url = `/api/${mount}${path}`;
          const { response, reached } = await send(method, url, XHR);
          expect(response.statusCode, `${method} ${url}`).toBe(404);
          if (method !== 'HEAD') {
            expect(response.json(), `${method} ${url}`).toMatchObject({
              Code: 'NOT_FOUND',
              IsExceptionHandler: true,
            });
          }
          expect(reached, `${method} ${url}`).toBe(false);
        }
      }
    },
  );
});
