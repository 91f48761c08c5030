// `GET bff/session` (the sessions the cookies hold, starting a guest session on the way where
// allowed) and `POST bff/logout` (ends one area's session and drops its cookies).
import type { FastifyPluginCallback } from 'fastify';
import { isLineUserAgent } from '@eorder/shared';
import { z } from 'zod';
import type { Env } from '../../env.js';
import { BffError } from '../../plugins/errors.js';
import type { OrderingCall } from '../../plugins/ordering-call.js';
import {
  AREA_SESSION,
  AREAS,
  SESSION_KINDS,
  type SessionCookies,
  type SessionKind,
} from './cookies.js';
import type { GuestSession, GuestSessions } from './guest.js';
import { endSession } from './logout.js';
import type { SessionTokens, TokenCheck } from './verified-tokens.js';

export const LogoutBodySchema = z.object({ area: z.enum(AREAS as [string, ...string[]]) }).strict();

/** What the web may know of a session cookie: only a verified token's claims. */
export interface SessionSummary {
  present: boolean;
  /** Expired, or refused (forged, another key, another kind): the session is over either way. */
  expired: boolean;
  role: string | number | null;
  kind: string | null;
  exp: number | null;
}

export function summarise(found: TokenCheck): SessionSummary {
  switch (found.state) {
    case 'absent':
      return { present: false, expired: false, role: null, kind: null, exp: null };
    case 'valid':
      return {
        present: true,
        expired: false,
        role: found.claims.role ?? null,
        kind: found.claims.kind,
        exp: found.claims.exp,
      };
    default:
      return { present: true, expired: true, role: null, kind: null, exp: null };
  }
}

export type SessionAnswer = Record<SessionKind, SessionSummary> & {
  /** The guest session started for this answer (its token is in the customer cookie). */
  guest?: { user: unknown };
};

export interface SessionRouteOptions {
  env: Env;
  cookies: SessionCookies;
  guests: GuestSessions;
  tokens: SessionTokens;
  ordering: OrderingCall;
}

export const sessionRoutes: FastifyPluginCallback<SessionRouteOptions> = (
  app,
  { env, cookies, guests, tokens, ordering },
  done,
) => {
  const base = `${env.BASE_PATH}bff/`;

  app.get(`${base}session`, async (request, reply) => {
    const answer = {} as SessionAnswer;
    const refused: SessionKind[] = [];
    for (const kind of SESSION_KINDS) {
      const found = await tokens.check(request, kind);
      answer[kind] = summarise(found);
      // The specification renews session cookies for a year at every start of the app.
      if (found.state === 'valid') cookies.setToken(reply, kind, found.token);
      else if (found.state !== 'absent') refused.push(kind);
    }
    const customer = answer.customer;
    const wantsGuest =
      (!customer.present || customer.expired) &&
      env.flags.disableGuestMode !== true &&
      // The app inside LINE signs the person in by LINE where it would make a guest (ADR 027).
      !isLineUserAgent(request.headers['user-agent']);
    let guest: GuestSession | undefined;
    if (wantsGuest) {
      // Where none can be had, the web asks for one itself, as it did before this answer offered it.
      guest = await guests.fetch(request);
      if (guest) {
        cookies.setToken(reply, 'customer', guest.token);
        answer.guest = { user: guest.user };
      }
    }
    // A refused cookie is of no use to anyone: it goes, unless a guest session took its place.
    for (const kind of refused) {
      if (kind !== 'customer' || !guest) cookies.clear(reply, cookies.tokenCookie(kind));
    }
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.post(`${base}logout`, async (request, reply) => {
    const parsed = LogoutBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw new BffError('VALIDATION_FAILED', {
        errors: parsed.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      });
    }
    const area = parsed.data.area as (typeof AREAS)[number];
    const token = cookies.readToken(request, AREA_SESSION[area]);
    if (token !== undefined) await endSession(ordering, request, token);
    for (const name of cookies.areaCookies(area)) cookies.clear(reply, name);
    reply.header('cache-control', 'no-store');

    if (area !== 'customer' || env.flags.disableGuestMode === true)
      return reply.send({ user: null });
    const guest = await guests.fetch(request);
    if (!guest) return reply.send({ user: null });
    cookies.setToken(reply, 'customer', guest.token);
    return reply.send({ user: guest.user });
  });
  done();
};
