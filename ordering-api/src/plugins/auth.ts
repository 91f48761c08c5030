// jtokens: HS256 JWTs signed with JWT_SECRET (see the foundation conventions).
// Route guards read the Bearer token, verify it, check that its session was not
// ended (ADR 033), check its kind and role, and put the claims on request.auth.
// An expired or ended token is answered 401 with the challenge the
// specification's clients look for ("The token expired").
import { LruMap } from '@eorder/shared/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import {
  AppError,
  GUEST_ROLE,
  JwtClaimsSchema,
  TOKEN_EXPIRED_MARKER,
  TOKEN_INVALID_MARKER,
  type CustomerClaims,
  type JwtClaims,
  type RiderClaims,
  type StaffClaims,
} from '@eorder/shared';
import type { Env } from '../env';
import { createAuthRepository } from '../modules/auth/repository';
import { createSessionVersions, type SessionVersions } from '../modules/auth/session-versions';
import type { Clock } from './env';

/** What a customer (or guest) jtoken says; `iat` and `exp` are added when it is signed. */
export interface CustomerTokenInput {
  sub: string;
  kind: 'customer';
  /** GUEST, CUSTOMER or AGENT; a salesperson's role code when one acts for the customer. */
  role: string | number;
  CUSTOMERCODE: string;
  SALEUNIT: string;
  /** The salesperson acting for the customer. */
  UserId?: string | number;
  AgentCode?: string;
  /** The customer's session version (none for a guest). */
  sv?: number;
  /** The session version of the salesperson in UserId. */
  usv?: number;
}

export interface StaffTokenInput {
  sub: string;
  kind: 'staff';
  role: string | number;
  /** The staff user's session version; absent counts as 0. */
  sv?: number;
}

export interface RiderTokenInput {
  sub: string;
  kind: 'rider';
  role: 'RIDER';
  SALEUNIT: string;
  /** The rider's session version; absent counts as 0. */
  sv?: number;
}
export type TokenInput = CustomerTokenInput | StaffTokenInput | RiderTokenInput;

export interface SignedToken {
  jtoken: string;
  /** Expiry as unix seconds. */
  exp: number;
}

export interface TokenService {
  sign(claims: TokenInput): Promise<SignedToken>;
  /** Verified claims, or an AppError AUTH_TOKEN_EXPIRED / AUTH_TOKEN_INVALID. */
  verify(token: string): Promise<JwtClaims>;
}

/** Lifetime of a token of these claims, in seconds. */
export function tokenTtlSeconds(env: Env, claims: TokenInput): number {
  switch (claims.kind) {
    case 'customer':
      if (claims.role === 'GUEST') return env.JWT_GUEST_TTL;
      // A salesperson acting for a customer has a working-day session, like their own.
      if (claims.UserId !== undefined && claims.UserId !== null) return env.JWT_STAFF_TTL;
      return env.JWT_CUSTOMER_TTL;
    case 'staff':
      return env.JWT_STAFF_TTL;
    case 'rider':
      return env.JWT_RIDER_TTL;
  }
}

/** Verified tokens kept at most, the least recently used dropped first (about 1 KB each). */
export const VERIFIED_TOKENS_KEPT = 10_000;

interface VerifiedToken {
  claims: JwtClaims;
  exp: number;
  nbf: number | undefined;
}

/** Unix seconds as jose counts them. */
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createTokenService(
  env: Env,
  clock: Clock,
  options: { kept?: number } = {},
): TokenService {
  const secret = new TextEncoder().encode(env.JWT_SECRET);
  // Imported once: jose would import a raw secret again on every call.
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // A token's signature and claims never change, only the clock passes its times; so a token
  // verified once is known by its text until it expires. Checking its signature again on every
  // call cost about a quarter of the CPU of a catalogue call answered from memory. Only tokens
  // that verified are kept.
  const kept = options.kept ?? VERIFIED_TOKENS_KEPT;
  const verified = kept > 0 ? new LruMap<string, VerifiedToken>(kept) : undefined;

  async function verifyFully(token: string): Promise<JwtClaims> {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        currentDate: clock(),
        requiredClaims: ['sub', 'iat', 'exp'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError('AUTH_TOKEN_EXPIRED');
      throw new AppError('AUTH_TOKEN_INVALID', {}, { cause: error });
    }
    const parsed = JwtClaimsSchema.safeParse(payload);
    if (!parsed.success) throw new AppError('AUTH_TOKEN_INVALID');
    return parsed.data;
  }

  return {
    async sign(claims) {
      const now = Math.floor(clock().getTime() / 1000);
      const exp = now + tokenTtlSeconds(env, claims);
      const jtoken = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(await key);
      return { jtoken, exp };
    },
    async verify(token) {
      const hit = verified?.get(token);
      if (hit) {
        // The checks of jose that depend on the time, as it makes them (no clock tolerance).
        const now = epochSeconds(clock());
        if (hit.exp > now && (hit.nbf === undefined || hit.nbf <= now)) return hit.claims;
        // Past its time: verified again below, which answers the error jose gives.
        verified?.delete(token);
      }
      // Frozen: the same claims are handed to every later call with this token.
      const claims = Object.freeze(await verifyFully(token));
      const nbf = (claims as { nbf?: unknown }).nbf;
      verified?.set(token, {
        claims,
        exp: claims.exp,
        nbf: typeof nbf === 'number' ? nbf : undefined,
      });
      return claims;
    },
  };
}

/** The Bearer token of a request, or undefined when none is sent. */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A header that is not a Bearer token is a malformed credential, not a missing one.
  return match?.[1] ?? '';
}

function challenge(description?: string): string {
  return description
    ? `Bearer error="invalid_token", error_description="${description}"`
    : 'Bearer realm="eorder"';
}

/**
 * Reads and verifies the token and checks that its session was not ended; sets the 401 challenge
 * header before any rejection.
 */
async function authenticate(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: TokenService,
  sessions: SessionVersions,
  required: boolean,
): Promise<JwtClaims | null> {
  const token = readBearerToken(request);
  if (token === undefined) {
    if (!required) return null;
    reply.header('www-authenticate', challenge());
    throw new AppError('AUTH_REQUIRED');
  }
  try {
    const claims = await tokens.verify(token);
    await sessions.check(claims).catch((error: unknown) => {
      request.log.info({ kind: claims.kind, sub: claims.sub }, 'token refused: session ended');
      throw error;
    });
    return claims;
  } catch (error) {
    if (error instanceof AppError && error.code === 'AUTH_TOKEN_EXPIRED') {
      reply.header('www-authenticate', challenge(TOKEN_EXPIRED_MARKER));
    } else {
      reply.header('www-authenticate', challenge(TOKEN_INVALID_MARKER));
    }
    throw error;
  }
}

const sameRole = (a: string | number, b: string | number) => String(a) === String(b);

export interface RequireCustomerOptions {
  /** Let a guest token through (the default); false answers AUTH_REQUIRED for guests. */
  allowGuest?: boolean;
}

export interface RequireStaffOptions {
  /** Role codes allowed; any staff role when absent. */
  roles?: readonly (string | number)[];
  /** The error for a staff user of another role. Default AUTH_FORBIDDEN. */
  roleError?: 'AUTH_FORBIDDEN' | 'SALEMAN_ROLE_REQUIRED';
}

export interface AuthPluginOptions {
  env: Env;
  clock: Clock;
}

/**
 * A route guard. Use it as the route's `onRequest` hook: the caller is known (or refused with
 * 401/403) before the body is read or validated, so an unauthenticated call never reaches them.
 * It also works as a `preHandler`.
 */
export type AuthGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Ends an account's sessions and tells the guards which tokens were ended. */
    sessionVersions: SessionVersions;
    /** Customer or guest token (guests unless allowGuest is false). */
    requireCustomer(options?: RequireCustomerOptions): AuthGuard;
    requireStaff(options?: RequireStaffOptions): AuthGuard;
    requireRider(): AuthGuard;
    /** Verifies a token when one is sent (401 when it is bad); lets a call without one through. */
    optionalAuth(): AuthGuard;
    /** Any valid token of any kind, guests included; AUTH_REQUIRED without one. */
    requireToken(): AuthGuard;
  }
  interface FastifyRequest {
    /** The verified claims of the caller's jtoken, or null. */
    auth: JwtClaims | null;
  }
}

export const authPlugin = fp<AuthPluginOptions>(
  (app, { env, clock }, done) => {
    const tokens = createTokenService(env, clock);
    const sessions = createSessionVersions({ repository: createAuthRepository(app.db), clock });
    app.decorate('tokens', tokens);
    app.decorate('sessionVersions', sessions);
    app.decorateRequest('auth', null);

    app.decorate('requireCustomer', (options: RequireCustomerOptions = {}) => {
      const allowGuest = options.allowGuest ?? true;
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const claims = await authenticate(request, reply, tokens, sessions, true);
        if (claims?.kind !== 'customer') throw new AppError('AUTH_FORBIDDEN');
        // Guest tokens issued before guest mode was switched off stop working with it.
        if (claims.role === GUEST_ROLE && env.DISABLE_GUEST_MODE)
          throw new AppError('GUEST_MODE_DISABLED');
        if (!allowGuest && claims.role === GUEST_ROLE) {
          reply.header('www-authenticate', challenge());
          throw new AppError('AUTH_REQUIRED');
        }
        request.auth = claims;
      };
    });

    app.decorate('requireStaff', (options: RequireStaffOptions = {}) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const claims = await authenticate(request, reply, tokens, sessions, true);
        if (claims?.kind !== 'staff') throw new AppError('AUTH_FORBIDDEN');
        const { roles } = options;
        if (roles && !roles.some((role) => sameRole(role, claims.role))) {
          throw new AppError(options.roleError ?? 'AUTH_FORBIDDEN');
        }
        request.auth = claims;
      };
    });

    app.decorate('requireRider', () => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const claims = await authenticate(request, reply, tokens, sessions, true);
        if (claims?.kind !== 'rider') throw new AppError('AUTH_FORBIDDEN');
        request.auth = claims;
      };
    });

    app.decorate('optionalAuth', () => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        request.auth = await authenticate(request, reply, tokens, sessions, false);
      };
    });

    app.decorate('requireToken', () => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        request.auth = await authenticate(request, reply, tokens, sessions, true);
      };
    });
    done();
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The customer claims set by requireCustomer; a programming error when the guard is missing. */
export function customerClaims(request: FastifyRequest): CustomerClaims {
  if (request.auth?.kind !== 'customer')
    throw new Error('requireCustomer() is missing on this route');
  return request.auth;
}

export function staffClaims(request: FastifyRequest): StaffClaims {
  if (request.auth?.kind !== 'staff') throw new Error('requireStaff() is missing on this route');
  return request.auth;
}

export function riderClaims(request: FastifyRequest): RiderClaims {
  if (request.auth?.kind !== 'rider') throw new Error('requireRider() is missing on this route');
  return request.auth;
}
