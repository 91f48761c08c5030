// A stand-in for `@/lib/api` in the catalogue's tests (and those of home, centers, content and
// wishlist): answers per method and path, each call recorded with its query and body. Answers go
// through the caller's schema like the real client, and failures have the same shape.
import { vi } from 'vitest';
import type { ApiClient, ApiResult, ClientArea, RequestOptions } from '@/lib/api';

export interface FakeRequest {
  area: ClientArea;
  method: string;
  path: string;
  query: Record<string, unknown> | undefined;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  network?: boolean;
}

type Handler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

const handlers = new Map<string, Handler>();
export const calls: FakeRequest[] = [];

// A path is found with or without its leading slash (CALL_PATHS has one; the client drops it).
const bare = (path: string) => path.replace(/^\/+/, '');
const key = (method: string, path: string) => `${method.toUpperCase()} ${bare(path)}`;

/** Sets the answer of a call (replacing an earlier one); `path` as the code passes it. */
export function onCall(method: string, path: string, reply: Handler): void {
  handlers.set(key(method, path), reply);
}

export function resetFakeApi(): void {
  handlers.clear();
  calls.length = 0;
}

/** The recorded calls to a path. */
export const callsTo = (method: string, path: string): FakeRequest[] =>
  calls.filter((call) => call.method === method.toUpperCase() && bare(call.path) === bare(path));

export const ok = (body: unknown): FakeReply => ({ status: 200, body });

async function answer<T>(area: ClientArea, method: string, path: string, options: RequestOptions<T> = {}): Promise<ApiResult<T>> {
  const request: FakeRequest = { area, method: method.toUpperCase(), path, query: options.query, body: options.body };
  calls.push(request);
  const handler = handlers.get(key(method, path));
  const reply: FakeReply =
    typeof handler === 'function'
      ? await handler(request)
      : (handler ?? { status: 404, body: { Message: 'Not Found', IsExceptionHandler: true, Code: 'NOT_FOUND', StatusCode: 404 } });
  const headers = new Headers();
  if (reply.network) return { ok: false, status: 0, statusText: '', data: undefined, headers, error: { kind: 'network', message: 'Failed to fetch' } };
  if (reply.status >= 400) {
    const body = reply.body as { Message?: string; Code?: string } | undefined;
    return { ok: false, status: reply.status, statusText: '', data: reply.body, headers, error: { kind: 'http', message: body?.Message ?? `HTTP ${reply.status}`, code: body?.Code } };
  }
  if (!options.schema) return { ok: true, status: reply.status, statusText: 'OK', data: reply.body as T, headers };
  const parsed = options.schema.safeParse(reply.body);
  if (parsed.success) return { ok: true, status: reply.status, statusText: 'OK', data: parsed.data, headers };
  return { ok: false, status: reply.status, statusText: 'OK', data: reply.body, headers, error: { kind: 'invalid-answer', message: parsed.error.message } };
}

function client(area: ClientArea): ApiClient {
  const request = <T>(method: string, path: string, options?: RequestOptions<T>) => answer<T>(area, method, path, options);
  return {
    area,
    baseUrl: `api/${area}/`,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

/** The module `@/lib/api` is replaced with: `vi.mock('@/lib/api', async () => (await import(...)).fakeApiModule)`. */
export const fakeApiModule = {
  customerApi: client('customer'),
  merchantApi: client('merchant'),
  riderApi: client('rider'),
  bffFetch: <T>(path: string, options: RequestOptions<T> & { method?: string } = {}) =>
    answer<T>('bff', options.method ?? (options.body === undefined ? 'GET' : 'POST'), path, options),
  setApiHooks: vi.fn(),
};
