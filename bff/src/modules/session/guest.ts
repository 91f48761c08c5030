// Getting a fresh guest session from the ordering API, for an expired customer
// token and after a customer logout.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Env } from '../../env.js';
import { internalHeaders, type Upstream } from '../../plugins/upstream.js';
import { takeToken, userOf } from './answer-token.js';

export const GUEST_LOGIN_PATH = 'authen/login/guest';

export interface GuestSession {
  token: string;
  /** The guest user as the ordering API describes it, without the token. */
  user: unknown;
}

export interface GuestSessions {
  /** A new guest session, or undefined when the ordering API cannot give one (the reason is logged). */
  fetch(request: FastifyRequest): Promise<GuestSession | undefined>;
  /**
   * A guest session replacing `expiredToken`. A page that fires several calls
   * with the same expired token gets one guest session for all of them,
   * instead of one guest (and one cookie overwrite) per call.
   */
  replace(expiredToken: string, request: FastifyRequest): Promise<GuestSession | undefined>;
}

/** How long a replacement stays shared by calls that still carry the old token. */
const SHARE_REPLACEMENT_MS = 10_000;

export function createGuestSessions(
  env: Env,
  upstream: Upstream,
  log: FastifyBaseLogger,
): GuestSessions {
  const replacements = new Map<string, Promise<GuestSession | undefined>>();

  async function fetchGuest(request: FastifyRequest): Promise<GuestSession | undefined> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...internalHeaders(request),
    };
    const language = request.headers['accept-language'];
    if (language) headers['accept-language'] = language;
    try {
      const answer = await upstream.dispatcher.request({
        origin: upstream.origin,
        path: upstream.path(GUEST_LOGIN_PATH),
        method: 'GET',
        headers,
        headersTimeout: env.PROXY_TIMEOUT_MS,
        bodyTimeout: env.PROXY_TIMEOUT_MS,
      });
      if (answer.statusCode < 200 || answer.statusCode >= 300) {
        await answer.body.dump();
        request.log.warn(
          { statusCode: answer.statusCode },
          'the ordering API refused a guest session',
        );
        return undefined;
      }
      const body: unknown = await answer.body.json();
      const token = takeToken(body);
      if (token === undefined) {
        request.log.warn('the guest session answer carried no jtoken');
        return undefined;
      }
      return { token, user: userOf(body) };
    } catch (error) {
      request.log.warn({ err: error }, 'could not get a guest session from the ordering API');
      return undefined;
    }
  }

  return {
    fetch: fetchGuest,
    replace(expiredToken, request) {
      const shared = replacements.get(expiredToken);
      if (shared) return shared;
      const pending = fetchGuest(request);
      replacements.set(expiredToken, pending);
      void pending.finally(() => {
        setTimeout(() => replacements.delete(expiredToken), SHARE_REPLACEMENT_MS).unref();
      });
      log.debug('replacing an expired customer token with a guest session');
      return pending;
    },
  };
}
