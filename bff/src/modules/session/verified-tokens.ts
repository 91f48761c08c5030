// The session cookies' jtokens verified at the edge with the ordering API's key; a bad or expired
// cookie is answered as the ordering API would, without asking it (decision 041).
import fastifyJwt, { type JwtVerifyFunction } from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_EXPIRED_MARKER } from '@eorder/shared';
import type { Env } from '../../env.js';
import { sendError } from '../../plugins/errors.js';
import { mountsUnder } from '../proxy/mounts.js';
import { SESSION_KINDS, type SessionCookies, type SessionKind } from './cookies.js';
import type { GuestSessions } from './guest.js';

/** What the ordering API signs with (ordering-api `plugins/auth.ts`); nothing else is accepted. */
export const JTOKEN_ALGORITHM = 'HS256';

/** The claims the bff reads of a verified session token. */
export interface SessionClaims {
  sub: string;
  kind: SessionKind;
  /** `GUEST`, `CUSTOMER`, `AGENT`, `RIDER`, or a staff role code such as 1 or 3. */
  role?: string | number;
  iat: number;
  exp: number;
}

/** A session cookie as this request found it. */
export type TokenCheck =
  | { state: 'absent' }
  | { state: 'valid'; token: string; claims: SessionClaims }
  /** Past its `exp`, signed with our key. */
  | { state: 'expired'; token: string }
  /** Not ours (forged, another key, unsigned, another algorithm), malformed, or of another kind. */
  | { state: 'invalid'; token: string };

export type SessionChecks = Partial<Record<SessionKind, TokenCheck>>;

const VERIFY = {
  customer: 'customerJwtVerify',
  staff: 'staffJwtVerify',
  rider: 'riderJwtVerify',
} as const satisfies Record<SessionKind, string>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The session cookies the hook checked for this request; a kind it did not check is absent. */
    sessionChecks: SessionChecks | null;
    customerJwtVerify: JwtVerifyFunction;
    staffJwtVerify: JwtVerifyFunction;
    riderJwtVerify: JwtVerifyFunction;
  }
}

/** The challenge the ordering API sends with an expired or ended token, which the web acts on. */
export const EXPIRED_CHALLENGE = `Bearer error="invalid_token", error_description="${TOKEN_EXPIRED_MARKER}"`;

const ABSENT: TokenCheck = { state: 'absent' };
const EXPIRED_CODE = 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';

export interface SessionTokenOptions {
  env: Env;
  cookies: SessionCookies;
  guests: GuestSessions;
}

export interface SessionTokens {
  /** Verifies the session cookie of `kind` (once per request: later calls share the first). */
  check(request: FastifyRequest, kind: SessionKind): Promise<TokenCheck>;
  /**
   * Ends a session whose cookie was refused: a guest session in the customer cookie where guest
   * mode allows one, the cookie removed otherwise.
   */
  replaceRefused(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: SessionKind,
    token: string,
  ): Promise<void>;
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Registers the three verifiers and the hook; call after @fastify/cookie and before the routes. */
export async function registerSessionTokens(
  app: FastifyInstance,
  { env, cookies, guests }: SessionTokenOptions,
): Promise<SessionTokens> {
  for (const kind of SESSION_KINDS) {
    await app.register(fastifyJwt, {
      secret: env.JWT_SECRET,
      namespace: kind,
      jwtVerify: VERIFY[kind],
      cookie: { cookieName: cookies.tokenCookie(kind), signed: false },
      verify: {
        // Only the cookie: an Authorization header sent by a browser is never a session.
        onlyCookie: true,
        // Pinned: no `none`, and no other algorithm a key could be confused with.
        algorithms: [JTOKEN_ALGORITHM],
        requiredClaims: ['sub', 'iat', 'exp'],
        // Verified tokens kept (never past their exp; failures are not kept): half the cost a call.
        cache: 10_000,
      },
      // A staff token in the customer cookie (or any such swap) is not that cookie's session.
      trusted: (_request, claims) => claims.kind === kind,
    });
  }
  app.decorateRequest('sessionChecks', null);

  async function verify(request: FastifyRequest, kind: SessionKind): Promise<TokenCheck> {
    const token = request.cookies[cookies.tokenCookie(kind)];
    if (token === undefined || token === '') return ABSENT;
    try {
      const claims = await request[VERIFY[kind]]<SessionClaims>();
      return { state: 'valid', token, claims };
    } catch (error) {
      const code = errorCode(error);
      if (code === EXPIRED_CODE) return { state: 'expired', token };
      request.log.info({ kind, reason: code }, 'session cookie refused');
      return { state: 'invalid', token };
    }
  }

  async function check(request: FastifyRequest, kind: SessionKind): Promise<TokenCheck> {
    const known = request.sessionChecks?.[kind];
    if (known) return known;
    const found = await verify(request, kind);
    request.sessionChecks = { ...request.sessionChecks, [kind]: found };
    return found;
  }

  async function replaceRefused(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: SessionKind,
    token: string,
  ): Promise<void> {
    const name = cookies.tokenCookie(kind);
    if (kind !== 'customer' || env.flags.disableGuestMode === true) {
      cookies.clear(reply, name);
      return;
    }
    const guest = await guests.replace(token, request);
    if (guest) cookies.setToken(reply, 'customer', guest.token);
    else cookies.clear(reply, name);
  }

  const bffPrefix = `${env.BASE_PATH}bff/`;
  const mounts = mountsUnder(env.BASE_PATH);

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (url.startsWith(bffPrefix)) {
      await Promise.all(SESSION_KINDS.map((kind) => check(request, kind)));
      return;
    }
    const mount = mounts.find((candidate) => url.startsWith(candidate.prefix));
    if (!mount) return;
    const found = await check(request, mount.session);
    if (found.state !== 'expired' && found.state !== 'invalid') return;
    // Answered as the ordering API answers an expired or ended token (ADR 033), so the web
    // does what it does then: a forged cookie is a session that is over, like an expired one.
    await replaceRefused(request, reply, mount.session, found.token);
    reply.header('www-authenticate', EXPIRED_CHALLENGE).header('cache-control', 'no-store');
    return sendError(request, reply, 'AUTH_TOKEN_EXPIRED');
  });

  return { check, replaceRefused };
}
