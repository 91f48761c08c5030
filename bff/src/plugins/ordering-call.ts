// The bff's own calls to the ordering API (LINE sign-in, logout), through the
// keep-alive pool: JSON in and out, the caller's request id, address and
// language passed on, a jtoken as Bearer and the shared key where asked.
import type { FastifyRequest } from 'fastify';
import { INTERNAL_KEY_HEADER } from '@eorder/shared';
import type { Env } from '../env.js';
import {
  classifyUpstreamError,
  internalHeaders,
  type Upstream,
  type UpstreamFailure,
} from './upstream.js';

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

/** The ordering API gave no answer (down, timed out, the call aborted). */
export class OrderingUnreachableError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    path: string,
    options: { cause: unknown },
  ) {
    super(`ordering API ${path}: ${failure}`, options);
    this.name = 'OrderingUnreachableError';
  }
}

export type OrderingCall = (
  request: FastifyRequest | null,
  path: string,
  options?: OrderingCallOptions,
) => Promise<OrderingAnswer>;

export function createOrderingCall(env: Env, upstream: Upstream): OrderingCall {
  return async (request, path, options = {}) => {
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
      throw new OrderingUnreachableError(classifyUpstreamError(error), path, { cause: error });
    }
  };
}
