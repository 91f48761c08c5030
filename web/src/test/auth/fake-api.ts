// A stand-in for `@/lib/api` in tests: answers are set per area, method and path; every call is
// recorded. Answers go through the caller's schema like the real client, and failures carry the
// same `{ ok: false, error }` shape, so the code under test sees what it would see in the browser.
import { vi } from 'vitest';
import type { ApiClient, ApiHooks, ApiResult, ClientArea, Query, RequestOptions } from '@/lib/api';

export interface FakeReply {
  status: number;
  body?: unknown;
  /** A network failure instead of an answer. */
  network?: boolean;
}

/** A reply, or a function of the call's body and query string. */
type Handler = FakeReply | ((body: unknown, query: Query) => FakeReply);

export interface FakeCall {
  area: ClientArea;
  method: string;
  path: string;
  body: unknown;
  query?: Query;
}

const handlers = new Map<string, Handler>();
export const calls: FakeCall[] = [];
export let hooks: ApiHooks = {};

// A path is found with or without its leading slash (CALL_PATHS has one; the client drops it).
const bare = (path: string) => path.replace(/^\/+/, '');
const key = (area: ClientArea, method: string, path: string) => `${area} ${method.toUpperCase()} ${bare(path)}`;

/** Sets the answer of a call (replacing an earlier one). */
export function onCall(area: ClientArea, method: string, path: string, reply: Handler): void {
  handlers.set(key(area, method, path), reply);
}

export function resetFakeApi(): void {
  handlers.clear();
  calls.length = 0;
  hooks = {};
}

/** The recorded calls as 'area METHOD path' strings, in order. */
export const callNames = (): string[] => calls.map((c) => `${c.area} ${c.method} ${bare(c.path)}`);

function answer<T>(area: ClientArea, method: string, path: string, options: RequestOptions<T> = {}): ApiResult<T> {
  calls.push({ area, method: method.toUpperCase(), path, body: options.body, query: options.query });
  const handler = handlers.get(key(area, method, path));
  const reply: FakeReply =
    typeof handler === 'function' ? handler(options.body, options.query ?? {}) : (handler ?? { status: 404, body: { Message: 'Not Found', IsExceptionHandler: true, Code: 'NOT_FOUND', StatusCode: 404 } });
  const headers = new Headers();
  if (reply.network) {
    return { ok: false, status: 0, statusText: '', data: undefined, headers, error: { kind: 'network', message: 'Failed to fetch' } };
  }
  if (reply.status >= 400) {
    const body = reply.body as { Message?: string; Code?: string } | undefined;
    return {
      ok: false,
      status: reply.status,
      statusText: '',
      data: reply.body,
      headers,
      error: { kind: 'http', message: body?.Message ?? `HTTP ${reply.status}`, code: body?.Code },
    };
  }
  if (!options.schema) return { ok: true, status: reply.status, statusText: 'OK', data: reply.body as T, headers };
  const parsed = options.schema.safeParse(reply.body);
  if (parsed.success) return { ok: true, status: reply.status, statusText: 'OK', data: parsed.data, headers };
  return {
    ok: false,
    status: reply.status,
    statusText: 'OK',
    data: reply.body,
    headers,
    error: { kind: 'invalid-answer', message: parsed.error.message },
  };
}

function client(area: ClientArea): ApiClient {
  const request = <T>(method: string, path: string, options?: RequestOptions<T>) =>
    Promise.resolve(answer(area, method, path, options));
  return {
    area,
    baseUrl: `${area}/`,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

/** The module `@/lib/api` is replaced with. */
export const fakeApiModule = {
  customerApi: client('customer'),
  merchantApi: client('merchant'),
  riderApi: client('rider'),
  bffFetch: <T>(path: string, options: RequestOptions<T> & { method?: string } = {}) => {
    const { method = options.body === undefined ? 'GET' : 'POST', ...rest } = options;
    return Promise.resolve(answer<T>('bff', method, path, rest));
  },
  setApiHooks: vi.fn((next: ApiHooks) => {
    hooks = next;
  }),
};

// ---------------------------------------------------------------------------------------------
// Answers of the ordering API and the bff, as the contract shapes them

export const guestUser = { CUSTOMERCODE: 'GUEST', CUSTOMERNAME: 'Guest', SALEUNIT: 'D001', userRole: 'GUEST' };
export const customerUser = {
  CUSTOMERCODE: 'C0001',
  CUSTOMERNAME: 'ร้านสมใจ',
  SALEUNIT: 'D001',
  ActiveDC: 'D001',
  userRole: 'CUSTOMER',
};
export const salesmanActingUser = { ...customerUser, UserId: 'S01', userRole: 3 };
export const staffUser = { userid: 7, usernames: 'Somchai', role: { RoleCode: 3, RoleName: 'Sales' } };
export const center = (SaleUnit: string, DIST_NAME = `Center ${SaleUnit}`) => ({ SaleUnit, DIST_NAME, FullAddress: '' });
export const rider = { RiderId: 11, RiderName: 'Rider One', MobileNo: '0812345678', SaleUnit: 'D001' };

const none = { present: false, expired: false, role: null, kind: null, exp: null };
const valid = (kind: string, role: string | number) => ({ present: true, expired: false, role, kind, exp: 9999999999 });
const expired = (kind: string, role: string | number) => ({ present: true, expired: true, role, kind, exp: 1 });

export const summaries = { none, valid, expired };

export const errorBody = (Code: string, Message: string, StatusCode = 400) => ({
  Message,
  IsExceptionHandler: true,
  Code,
  StatusCode,
});
