// The session cookies: which cookie holds which token, which cookies each area
// owns, and the attributes they are all written with.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_MAX_AGE_SECONDS, cookieNames, HTTP_ONLY_COOKIE_KEYS } from '@eorder/shared';
import type { Env } from '../../env.js';

/** Sessions by the kind of token (the `kind` claim of a jtoken). */
export type SessionKind = 'customer' | 'staff' | 'rider';
/** Areas of the web, one proxy mount and one logout each. */
export type Area = 'customer' | 'merchant' | 'rider';

export const SESSION_KINDS: readonly SessionKind[] = ['customer', 'staff', 'rider'];
export const AREAS: readonly Area[] = ['customer', 'merchant', 'rider'];

/** The session kind whose token an area's calls carry. */
export const AREA_SESSION: Record<Area, SessionKind> = {
  customer: 'customer',
  merchant: 'staff',
  rider: 'rider',
};

export interface SessionCookies {
  /** Name of the httpOnly cookie of a session kind (`dsg_token`, `dsg_st_token`, `dsg_rider_token`). */
  tokenCookie(kind: SessionKind): string;
  /** Every cookie a logout of `area` clears. */
  areaCookies(area: Area): string[];
  /**
   * The token of a session cookie once it verified on this request (verified-tokens.ts), else
   * undefined: an expired, forged or unchecked cookie is never sent on.
   */
  readToken(request: FastifyRequest, kind: SessionKind): string | undefined;
  /** Stores a jtoken (httpOnly, one year). */
  setToken(reply: FastifyReply, kind: SessionKind, token: string): void;
  clear(reply: FastifyReply, name: string): void;
  /**
   * Keeps the readable `agent` cookie in step with a customer token just stored: the acting agent's
   * code while an agent orders for a client, gone otherwise (ADR 081).
   */
  markAgent(request: FastifyRequest, reply: FastifyReply, agentCode: string | undefined): void;
}

export function createSessionCookies(env: Env): SessionCookies {
  const names = cookieNames(env.COOKIE_PREFIX);
  const tokens: Record<SessionKind, string> = {
    customer: names.token,
    staff: names.stToken,
    rider: names.riderToken,
  };
  const byArea: Record<Area, string[]> = {
    customer: [names.token, names.agent, names.customerImage, names.point],
    merchant: [names.stToken, names.stUser, names.stUserDist],
    rider: [names.riderToken, names.riderUser],
  };
  const httpOnlyNames = new Set<string>(HTTP_ONLY_COOKIE_KEYS.map((key) => names[key]));
  const attributes = {
    path: env.BASE_PATH,
    sameSite: 'lax' as const,
    secure: env.secureCookies,
  };

  return {
    tokenCookie: (kind) => tokens[kind],
    areaCookies: (area) => [...byArea[area]],
    readToken(request, kind) {
      const found = request.sessionChecks?.[kind];
      return found?.state === 'valid' ? found.token : undefined;
    },
    setToken(reply, kind, token) {
      // Cookies, the session ones included, last one year, as the specification says.
      reply.setCookie(tokens[kind], token, {
        ...attributes,
        httpOnly: true,
        maxAge: COOKIE_MAX_AGE_SECONDS,
      });
    },
    markAgent(request, reply, agentCode) {
      if (agentCode) {
        reply.setCookie(names.agent, agentCode, { ...attributes, httpOnly: false, maxAge: COOKIE_MAX_AGE_SECONDS });
      } else if (request.cookies[names.agent] !== undefined) {
        this.clear(reply, names.agent);
      }
    },
    clear(reply, name) {
      // The same path and flags as when it was set, or the browser keeps it.
      reply.clearCookie(name, { ...attributes, httpOnly: httpOnlyNames.has(name) });
    },
  };
}
