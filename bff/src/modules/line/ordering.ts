// The ordering API calls of the LINE flows, through the bff's keep-alive pool.
// The `authen/line/*` calls are the bff's alone: they carry the shared key in
// X-Internal-Key, because the LINE user in them was verified here, not there.
import type { FastifyRequest } from 'fastify';
import { INTERNAL_KEY_HEADER } from '@eorder/shared';
import type { Env } from '../../env.js';
import { classifyUpstreamError, internalHeaders, type Upstream } from '../../plugins/upstream.js';
import { LineError } from './errors.js';
import type { LineFriendshipBody } from '@eorder/shared';

export interface OrderingAnswer {
  status: number;
  body: unknown;
}

export interface OrderingCallOptions {
  /** A jtoken to send as Bearer. */
  token?: string | undefined;
  /** Sends the shared key (bff-only calls). */
  internal?: boolean;
  body?: unknown;
  method?: 'GET' | 'POST';
}

export interface LineOrdering {
  call(
    request: FastifyRequest | null,
    path: string,
    options?: OrderingCallOptions,
  ): Promise<OrderingAnswer>;
  recordFriendship(
    request: FastifyRequest | null,
    body: LineFriendshipBody,
  ): Promise<OrderingAnswer>;
}

export function createLineOrdering(env: Env, upstream: Upstream): LineOrdering {
  async function call(
    request: FastifyRequest | null,
    path: string,
    options: OrderingCallOptions = {},
  ): Promise<OrderingAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request) {
      Object.assign(headers, internalHeaders(request));
      const language = request.headers['accept-language'];
      if (language) headers['accept-language'] = language;
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.internal) headers[INTERNAL_KEY_HEADER.toLowerCase()] = env.INTERNAL_API_KEY;
    let payload: string | null = null;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    try {
      const answer = await upstream.dispatcher.request({
        origin: upstream.origin,
        path: upstream.path(path),
        method: options.method ?? 'POST',
        headers,
        body: payload,
        headersTimeout: env.PROXY_TIMEOUT_MS,
        bodyTimeout: env.PROXY_TIMEOUT_MS,
      });
      const text = await answer.body.text();
      let body: unknown = undefined;
      if (text !== '') {
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          body = text;
        }
      }
      return { status: answer.statusCode, body };
    } catch (error) {
      throw new LineError('UPSTREAM_UNAVAILABLE', {
        cause: error,
        detail: `ordering API ${path}: ${classifyUpstreamError(error)}`,
      });
    }
  }

  return {
    call,
    recordFriendship: (request, body) =>
      call(request, 'authen/line/friendship', { internal: true, body }),
  };
}

/** The `Code` of an ordering API error body, when it has one. */
export function codeOf(body: unknown): string | undefined {
  return typeof body === 'object' &&
    body !== null &&
    'Code' in body &&
    typeof body.Code === 'string'
    ? body.Code
    : undefined;
}
