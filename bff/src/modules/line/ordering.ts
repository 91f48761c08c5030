// The ordering API calls of the LINE flows, through the bff's keep-alive pool.
// The `authen/line/*` calls are the bff's alone: they carry the shared key in
// X-Internal-Key, because the LINE user in them was verified here, not there.
import type { FastifyRequest } from 'fastify';
import type { LineFriendshipBody } from '@eorder/shared';
import type { Env } from '../../env.js';
import {
  createOrderingCall,
  OrderingUnreachableError,
  type OrderingAnswer,
  type OrderingCallOptions,
} from '../../plugins/ordering-call.js';
import type { Upstream } from '../../plugins/upstream.js';
import { LineError } from './errors.js';

export type { OrderingAnswer, OrderingCallOptions };

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
  const orderingCall = createOrderingCall(env, upstream);

  async function call(
    request: FastifyRequest | null,
    path: string,
    options: OrderingCallOptions = {},
  ): Promise<OrderingAnswer> {
    try {
      return await orderingCall(request, path, options);
    } catch (error) {
      if (!(error instanceof OrderingUnreachableError)) throw error;
      throw new LineError('UPSTREAM_UNAVAILABLE', { cause: error.cause, detail: error.message });
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
