// jtokens: route guards verify the Bearer token, check that its session was not ended
// (decision 033) and its kind and role, and put the claims on request.auth.
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import {
  AppError,
  GUEST_CUSTOMER_CODE,
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
  /** The guest the browser was when the customer signed in (see guestIdOf). */
  GuestUid?: string;
  /** The customer's session version (none for a guest). */
  sv?: number;
  /** The session version of the salesperson in UserId. */
  usv?: number;
  /** The session version of the agent in AgentCode. */
  asv?: number;
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
  const verified = kept > 0 ? new LRUCache<string, VerifiedToken>({ max: kept }) : undefined;

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

/**
 * What a request may name as its center:
 * - token: nothing but the token's center (the default: the cart, the catalogue, checkout...);
 * - usable: any center the caller may use, for the caller's own records there (an order, its
 *   tracking, a recurring order) and the order history across them;
 * - switch: any center the caller may use, moving to it (center switch, profile renewal): the
 *   token's own center need not be usable any more.
 */
export type CenterRule = 'token' | 'usable' | 'switch';

const CENTER_RULE = Symbol('center rule');

/**
 * Marks a guard as admitting customer tokens: plugins/center.ts resolves its routes' center.
 * 'none' is for the one call that must work whatever the caller's centers are: ending the session.
 */
function withCenterRule<G extends AuthGuard>(guard: G, rule: CenterRule | 'none'): G {
  return rule === 'none' ? guard : Object.assign(guard, { [CENTER_RULE]: rule });
}

/** The center rule of a route's hooks (one hook or a list), when one of them admits customers. */
export function centerRuleOf(hooks: unknown): CenterRule | undefined {
  for (const hook of [hooks].flat()) {
    const rule = (hook as { [CENTER_RULE]?: CenterRule } | null | undefined)?.[CENTER_RULE];
    if (rule) return rule;
  }
  return undefined;
}

export interface RequireCustomerOptions {
  /** Let a guest token through (the default); false answers AUTH_REQUIRED for guests. */
  allowGuest?: boolean;
  /** What the request may name as its center (plugins/center.ts); 'token' by default. */
  center?: CenterRule | 'none';
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
    /** A signed-in customer's token (not a guest's, unless allowGuest) or a staff token. */
    requireMemberOrStaff(options?: Pick<RequireCustomerOptions, 'center' | 'allowGuest'>): AuthGuard;
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

    /** Refuses a customer token the route does not take; guests need guest mode. */
    function checkCustomer(claims: CustomerClaims, reply: FastifyReply, allowGuest: boolean): void {
      // Guest tokens issued before guest mode was switched off stop working with it.
      if (claims.role === GUEST_ROLE && env.DISABLE_GUEST_MODE)
        throw new AppError('GUEST_MODE_DISABLED');
      if (!allowGuest && claims.role === GUEST_ROLE) {
        reply.header('www-authenticate', challenge());
        throw new AppError('AUTH_REQUIRED');
      }
    }

    app.decorate('requireCustomer', (options: RequireCustomerOptions = {}) => {
      const allowGuest = options.allowGuest ?? true;
      return withCenterRule(async (request: FastifyRequest, reply: FastifyReply) => {
        const claims = await authenticate(request, reply, tokens, sessions, true);
        if (claims?.kind !== 'customer') throw new AppError('AUTH_FORBIDDEN');
        checkCustomer(claims, reply, allowGuest);
        request.auth = claims;
      }, options.center ?? 'token');
    });

    app.decorate('requireMemberOrStaff', (options: Pick<RequireCustomerOptions, 'center' | 'allowGuest'> = {}) => {
      const allowGuest = options.allowGuest ?? false;
      return withCenterRule(async (request: FastifyRequest, reply: FastifyReply) => {
        const claims = await authenticate(request, reply, tokens, sessions, true);
        if (claims?.kind === 'rider') throw new AppError('AUTH_FORBIDDEN');
        if (claims?.kind === 'customer') checkCustomer(claims, reply, allowGuest);
        request.auth = claims;
      }, options.center ?? 'token');
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
  // Every customer-side call goes through the center's resolution (plugins/center.ts) first.
  if (!request.center) throw new Error('the center of this request was not resolved');
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

export const isGuestClaims = (claims: CustomerClaims): boolean =>
  String(claims.role) === GUEST_ROLE || claims.CUSTOMERCODE.toUpperCase() === GUEST_CUSTOMER_CODE;

/**
 * A guest's own id: the subject of a guest token, under which the guest's cart is kept. Guest
 * tokens made before guests had one carry the shared 'GUEST' and have none.
 */
export function guestIdOf(claims: CustomerClaims): string | null {
  return isGuestClaims(claims) && claims.sub.toUpperCase() !== GUEST_CUSTOMER_CODE ? claims.sub : null;
}

/**
 * The guest a sign-in call comes from: the id of the valid guest token it carries (the browser's
 * token until then), so that the customer's token names the one guest cart it may take over.
 * Any other token, or none, names no guest; it never fails the sign-in.
 */
export async function signingInGuest(request: FastifyRequest, tokens: TokenService): Promise<string | null> {
  const token = readBearerToken(request);
  if (!token) return null;
  try {
    const claims = await tokens.verify(token);
    return claims.kind === 'customer' ? guestIdOf(claims) : null;
  } catch {
    return null;
  }
}
