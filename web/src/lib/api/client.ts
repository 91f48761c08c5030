// The API clients of the specification, one per bff mount: they never throw on an HTTP status and
// apply the error catalogue once for every call; URLs are relative to `<base href>`.
import type * as z from 'zod/mini';
import type { CallPath } from '@eorder/shared';
import { localizePath, paths } from '@/config/paths';
import { showErrorPage } from '../error-page';
import { getCurrentLang, translate } from '../i18n';
import { trackActivity } from '../idle';
import { currentRouterPath, navigateTo } from '../navigation';
import { showApiErrorToast, showToast } from '../toast';

export type ApiArea = 'customer' | 'merchant' | 'rider';
export type ClientArea = ApiArea | 'bff';

export interface ApiHooks {
  /** Called once per burst of answers saying 'The token expired', with the mount that said it. */
  onTokenExpired?: (area: ApiArea) => void | Promise<void>;
}

let hooks: ApiHooks = {};
const expiryInFlight = new Set<ApiArea>();

/** Lets the auth feature plug in without `lib` importing a feature. Replaces earlier hooks. */
export function setApiHooks(next: ApiHooks): void {
  hooks = { ...next };
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions<T> {
  query?: Query;
  /** A plain value is sent as JSON; FormData, Blob and URLSearchParams are sent as they are. */
  body?: unknown;
  /** Parses a successful answer; a mismatch makes the call fail with kind 'invalid-answer'. */
  schema?: z.ZodMiniType<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Skips the visible part of the catalogue (toasts, error page, redirects) for calls whose failure
   * the caller handles itself. The token-expired hook still runs.
   */
  quiet?: boolean;
}

export type ApiErrorKind = 'http' | 'network' | 'aborted' | 'invalid-answer';

export interface ApiFailure {
  kind: ApiErrorKind;
  /** The body `Message` when the server sent one, else a short technical description. */
  message: string;
  /** The body `Code` of our error body, when present. */
  code?: string;
}

export type ApiResult<T> =
  | { ok: true; status: number; statusText: string; data: T; headers: Headers }
  | { ok: false; status: number; statusText: string; data: unknown; headers: Headers; error: ApiFailure };

/**
 * A client of one mount. The clients of the ordering API take only paths of the contract
 * (`CALL_PATHS.x`, or `buildPath('x', params)` for a path with parameters); the bff's own client
 * takes any path.
 */
export interface ApiClient<P extends string = CallPath> {
  readonly area: ClientArea;
  readonly baseUrl: string;
  request<T = unknown>(method: string, path: P, options?: RequestOptions<T>): Promise<ApiResult<T>>;
  get<T = unknown>(path: P, options?: Omit<RequestOptions<T>, 'body'>): Promise<ApiResult<T>>;
  post<T = unknown>(path: P, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>): Promise<ApiResult<T>>;
  put<T = unknown>(path: P, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>): Promise<ApiResult<T>>;
  patch<T = unknown>(path: P, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>): Promise<ApiResult<T>>;
  delete<T = unknown>(path: P, options?: RequestOptions<T>): Promise<ApiResult<T>>;
}

function buildUrl(baseUrl: string, path: string, query: Query | undefined): string {
  const cleanPath = path.replace(/^\/+/, '');
  let url = `${baseUrl}${cleanPath}`;
  if (query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      const values = Array.isArray(value) ? (value as readonly QueryValue[]) : [value as QueryValue];
      for (const item of values) {
        if (item === undefined || item === null) continue;
        search.append(key, String(item));
      }
    }
    const text = search.toString();
    if (text) url += (url.includes('?') ? '&' : '?') + text;
  }
  return url;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    typeof body === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface ErrorBodyLike {
  Message?: unknown;
  message?: unknown;
  IsExceptionHandler?: unknown;
  Code?: unknown;
}

function asErrorBody(data: unknown): ErrorBodyLike | undefined {
  return data !== null && typeof data === 'object' ? data : undefined;
}

function bodyMessage(body: ErrorBodyLike | undefined): string | undefined {
  const message = body?.Message ?? body?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : error instanceof Error && error.name === 'AbortError';
}

function redirectToLogin(target: string): void {
  const path = localizePath(target, getCurrentLang());
  // Already there (a 401 from the sign-in page itself): stay, so the page can show its own error.
  if (currentRouterPath() === path) return;
  navigateTo(path, { replace: true });
}

function notifyTokenExpired(area: ApiArea): void {
  const hook = hooks.onTokenExpired;
  if (!hook || expiryInFlight.has(area)) return;
  expiryInFlight.add(area);
  void Promise.resolve()
    .then(() => hook(area))
    .catch((error: unknown) => console.error('The token-expired handler failed.', error))
    .finally(() => expiryInFlight.delete(area));
}

/** Applies the error catalogue to an answer with status >= 400. */
function applyCatalogue(area: ClientArea, response: Response, data: unknown, quiet: boolean): void {
  const { status, statusText, headers } = response;
  const challenge = headers.get('www-authenticate') ?? '';

  if (area !== 'bff' && challenge.includes('The token expired')) notifyTokenExpired(area);
  if (quiet) return;

  const body = asErrorBody(data);
  if (status >= 400 && body?.IsExceptionHandler) {
    const message = bodyMessage(body);
    showApiErrorToast(message ?? translate('errors:genericError'));
  } else if (status === 500) {
    if (statusText) {
      const message = bodyMessage(body) ?? statusText ?? translate('errors:unexpectedError');
      showErrorPage({ statusCode: 500, message: translate('errors:apiError', { message }) });
    } else {
      const key = area === 'customer' ? 'errors:underMaintenance' : 'errors:genericError';
      showErrorPage({ statusCode: 500, message: translate(key) });
    }
  }

  if (status === 401) {
    if (area === 'merchant' && /^\s*Bearer\b/i.test(challenge)) redirectToLogin(paths.merchantLogin.pattern);
    else if (area === 'rider') redirectToLogin(paths.riderLogin.pattern);
  }
}

/** Creates a client for a base URL (relative, ending with '/'). */
export function createApiClient<P extends string = CallPath>(area: ClientArea, baseUrl: string): ApiClient<P> {
  function request<T>(method: string, path: string, options: RequestOptions<T> = {}): Promise<ApiResult<T>> {
    return trackActivity(send(method, path, options));
  }

  async function send<T>(method: string, path: string, options: RequestOptions<T>): Promise<ApiResult<T>> {
    const { query, body, schema, signal, quiet = false } = options;
    const headers = new Headers({
      Accept: 'application/json',
      'Accept-Language': getCurrentLang(),
      'X-Requested-With': 'XMLHttpRequest',
    });
    for (const [key, value] of Object.entries(options.headers ?? {})) headers.set(key, value);

    let payload: BodyInit | undefined;
    if (body !== undefined) {
      if (isRawBody(body)) {
        payload = body;
      } else {
        payload = JSON.stringify(body);
        headers.set('Content-Type', 'application/json');
      }
    }

    let response: Response;
    try {
      response = await fetch(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      const aborted = isAbort(error);
      if (!aborted && !quiet) showToast(translate('errors:somethingWentWrong'), { kind: 'fail' });
      return {
        ok: false,
        status: 0,
        statusText: '',
        data: undefined,
        headers: new Headers(),
        error: {
          kind: aborted ? 'aborted' : 'network',
          message: error instanceof Error ? error.message : String(error),
        },
      };
    }

    const data = await readBody(response);
    const { status, statusText } = response;

    if (status >= 400) {
      applyCatalogue(area, response, data, quiet);
      const errorBody = asErrorBody(data);
      const code = typeof errorBody?.Code === 'string' ? errorBody.Code : undefined;
      return {
        ok: false,
        status,
        statusText,
        data,
        headers: response.headers,
        error: { kind: 'http', message: bodyMessage(errorBody) ?? (statusText || `HTTP ${status}`), code },
      };
    }

    // A success can still carry an expiry challenge (a proxy answering for an anonymous user).
    const challenge = response.headers.get('www-authenticate') ?? '';
    if (area !== 'bff' && challenge.includes('The token expired')) notifyTokenExpired(area);

    if (!schema) return { ok: true, status, statusText, data: data as T, headers: response.headers };
    const parsed = schema.safeParse(data);
    if (parsed.success) return { ok: true, status, statusText, data: parsed.data, headers: response.headers };

    console.error(`${method} ${path}: the answer does not match its schema.`, parsed.error.issues);
    if (!quiet) showToast(translate('errors:invalidAnswer'), { kind: 'fail' });
    return {
      ok: false,
      status,
      statusText,
      data,
      headers: response.headers,
      error: { kind: 'invalid-answer', message: parsed.error.message },
    };
  }

  return {
    area,
    baseUrl,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}
