// `GET bff/session`: which sessions the cookies hold and, where there is no
// valid customer session and guest mode is allowed, a guest session started on
// the way (the web's start-up would ask for one next: one round trip less
// before the first page's data). `POST bff/logout`: ends the session of one
// area at the ordering API, drops its cookies and, for customers where guest
// mode is allowed, starts a guest session at once.
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
import type { GuestSessions } from './guest.js';
import { endSession } from './logout.js';
import { summariseToken, type SessionSummary } from './token.js';

export const LogoutBodySchema = z.object({ area: z.enum(AREAS as [string, ...string[]]) }).strict();

export type SessionAnswer = Record<SessionKind, SessionSummary> & {
  /** The guest session started for this answer (its token is in the customer cookie). */
  guest?: { user: unknown };
};

export interface SessionRouteOptions {
  env: Env;
  cookies: SessionCookies;
  guests: GuestSessions;
  ordering: OrderingCall;
}

export const sessionRoutes: FastifyPluginCallback<SessionRouteOptions> = (
  app,
  { env, cookies, guests, ordering },
  done,
) => {
  const base = `${env.BASE_PATH}bff/`;

  app.get(`${base}session`, async (request, reply) => {
    const answer = {} as SessionAnswer;
    for (const kind of SESSION_KINDS) {
      const token = cookies.readToken(request, kind);
      const summary = summariseToken(token);
      answer[kind] = summary;
      // The specification renews session cookies for a year at every start of the app.
      if (token !== undefined && summary.present && !summary.expired)
        cookies.setToken(reply, kind, token);
    }
    const customer = answer.customer;
    const wantsGuest =
      (!customer.present || customer.expired) &&
      env.flags.disableGuestMode !== true &&
      // The app inside LINE signs the person in by LINE where it would make a guest (ADR 027).
      !isLineUserAgent(request.headers['user-agent']);
    if (wantsGuest) {
      // Where none can be had, the web asks for one itself, as it did before this answer offered it.
      const guest = await guests.fetch(request);
      if (guest) {
        cookies.setToken(reply, 'customer', guest.token);
        answer.guest = { user: guest.user };
      }
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
