// Ending a session at the ordering API before its cookies are dropped: `POST authen/logout` with
// the area's token ends every session of the account, so a copy of the token taken before the
// logout is refused too (ADR 033). Dropping the cookie alone would leave the token valid.
import type { FastifyRequest } from 'fastify';
import { CALL_PATHS } from '@eorder/shared';
import { BffError } from '../../plugins/errors.js';
import { OrderingUnreachableError, type OrderingCall } from '../../plugins/ordering-call.js';

const LOGOUT_PATH = CALL_PATHS.logout.replace(/^\//, '');

/**
 * Ends the token's session; throws a BffError when the ordering API could not say it did, so the
 * cookies stay and the person is told, rather than shown signed out while the token still works.
 */
export async function endSession(
  call: OrderingCall,
  request: FastifyRequest,
  token: string,
): Promise<void> {
  let status: number;
  try {
    ({ status } = await call(request, LOGOUT_PATH, { token, body: {} }));
  } catch (error) {
    if (!(error instanceof OrderingUnreachableError)) throw error;
    request.log.warn({ err: error.cause }, 'the session could not be ended: no answer');
    throw new BffError(
      error.failure === 'UPSTREAM_TIMEOUT' ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE',
      { cause: error },
    );
  }
  if (status >= 500) {
    request.log.warn({ status }, 'the session could not be ended');
    throw new BffError('UPSTREAM_UNAVAILABLE');
  }
  // 401: the token was already ended, expired or never valid. Another 4xx: there is nothing the
  // ordering API will end for it (one without the call, say); the cookie goes all the same.
  if (status >= 400 && status !== 401) {
    request.log.warn({ status }, 'the ordering API did not end the session');
  }
}
