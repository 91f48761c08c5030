// The connection to the ordering API: one undici pool of keep-alive
// connections, shared by the proxy, the guest-session refresh and the health
// check, so a proxied call costs no new TCP connection.
import { REQUEST_ID_HEADER } from '@eorder/shared/server';
import type { FastifyRequest } from 'fastify';
import { Pool, type Dispatcher } from 'undici';
import type { Env } from '../env.js';

export interface Upstream {
  /** `http://host:port` of ORDERING_API_URL. */
  readonly origin: string;
  readonly dispatcher: Dispatcher;
  /** The request path for a path of the ordering API (`authen/login/guest?x=1`), under ORDERING_API_URL's own path. */
  path(remainder: string): string;
  /** Closes the pool when the bff created it; an injected dispatcher belongs to its owner. */
  close(): Promise<void>;
}

export function createUpstream(env: Env, injected?: Dispatcher): Upstream {
  const url = new URL(env.ORDERING_API_URL);
  const prefix = url.pathname.replace(/\/+$/, '');
  const dispatcher =
    injected ??
    new Pool(url.origin, {
      connections: 128,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 600_000,
      connect: { timeout: 5_000 },
      headersTimeout: env.PROXY_TIMEOUT_MS,
      bodyTimeout: env.PROXY_TIMEOUT_MS,
    });
  return {
    origin: url.origin,
    dispatcher,
    path: (remainder) => `${prefix}/${remainder.replace(/^\/+/, '')}`,
    close: async () => {
      if (!injected) await dispatcher.close();
    },
  };
}

/**
 * The internal headers of every call made to the ordering API for `request`: the request id and
 * who the caller is, as this bff resolved them under TRUST_PROXY. The API trusts them from us
 * alone, so a client's own values never go on (isInternalRequestHeader, docs/decisions/032).
 */
export function internalHeaders(request: FastifyRequest): Record<string, string> {
  return {
    [REQUEST_ID_HEADER]: request.id,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

export type UpstreamFailure = 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_TIMEOUT' | 'ABORTED';

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const ABORT_CODES = new Set(['UND_ERR_ABORTED', 'ABORT_ERR']);

/** What a failed upstream call means for the browser. */
export function classifyUpstreamError(error: unknown): UpstreamFailure {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const name = error instanceof Error ? error.name : '';
  if (TIMEOUT_CODES.has(code)) return 'UPSTREAM_TIMEOUT';
  if (ABORT_CODES.has(code) || name === 'AbortError') return 'ABORTED';
  return 'UPSTREAM_UNAVAILABLE';
}

/** A socket the ordering API closed while idle: worth one retry of an idempotent call. */
export function isStaleConnection(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}
