// The LINE flows of the bff: the ID-token exchange (sign-in by LINE), the
// registration and linking of a LINE user without an account, the rich-menu
// center binding, and the logout of a LINE session.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COOKIE_MAX_AGE_SECONDS,
  cookieNames,
  CustomerUserSchema,
  DistributionCenterSchema,
  parseLineSession,
  StaffUserSchema,
  type LineSessionOrigin,
} from '@eorder/shared';
import type { Env } from '../../env.js';
import type { SessionCookies } from '../session/cookies.js';
import type { GuestSessions } from '../session/guest.js';
import { takeToken, userOf } from '../session/answer-token.js';
import { LineError, UpstreamAnswerError } from './errors.js';
import type { IdTokenVerifier } from './id-token.js';
import type {
  LineArea,
  LineExchangeAnswer,
  LineExchangeBody,
  LineRegisterBody,
  LineSessionLogoutAnswer,
} from '@eorder/shared';
import { codeOf, type LineOrdering, type OrderingAnswer } from './ordering.js';
import { PENDING_TTL_SECONDS, type PendingLineUsers } from './pending.js';

/** An upstream answer read as the contract says, or a clear upstream failure. */
function asContract<T>(schema: z.core.$ZodType<T>, value: unknown, what: string): T {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  throw new LineError('UPSTREAM_UNAVAILABLE', {
    detail: `the ordering API answered ${what} off the contract`,
  });
}
import { DEFAULT_RICH_MENU_TAB, richMenuAliasId, type LinePlatform } from './platform.js';

/** Cookies of the LINE flows besides the shared ones (prefix applied). */
export function lineCookieNames(prefix: string) {
  const shared = cookieNames(prefix);
  return {
    /** LIFF access token, httpOnly, kept to revoke it at logout. */
    lineToken: shared.lineToken,
    /** Readable: the session came from LINE: `customer`, `merchant` or `gateway`, plus `:<SaleUnit>` when a rich menu bound it. */
    lineSession: `${prefix}line_session`,
    /** httpOnly: the verified LINE user waiting to register or link (see pending.ts). */
    linePending: `${prefix}line_pending`,
    cid: shared.cid,
  } as const;
}

export { parseLineSession, type LineSessionOrigin };

export interface LineServiceDeps {
  env: Env;
  cookies: SessionCookies;
  guests: GuestSessions;
  ordering: LineOrdering;
  verifier: IdTokenVerifier;
  platform: LinePlatform;
  pending: PendingLineUsers;
  log: FastifyBaseLogger;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The active center of a customer user answer. */
function activeCenterOf(user: unknown): string | null {
  if (!isRecord(user)) return null;
  const value = user.ActiveDC ?? user.SALEUNIT;
  return typeof value === 'string' && value !== '' ? value : null;
}

export function createLineService(deps: LineServiceDeps) {
  const { env, cookies, guests, ordering, verifier, platform, pending, log } = deps;
  const names = lineCookieNames(env.COOKIE_PREFIX);
  const attributes = { path: env.BASE_PATH, sameSite: 'lax' as const, secure: env.secureCookies };

  /** The LINE Login channel (audience) of an area's LIFF app. */
  function channelOf(area: LineArea): string | undefined {
    if (area === 'merchant') return env.LINE_CHANNEL_ID_MERCHANT ?? env.LINE_CHANNEL_ID;
    if (area === 'gateway') return env.LINE_CHANNEL_ID_GATEWAY ?? env.LINE_CHANNEL_ID;
    return env.LINE_CHANNEL_ID;
  }

  function liffIdOf(area: LineArea): string | undefined {
    if (area === 'merchant') return env.LIFF_ID_MERCHANT;
    if (area === 'gateway') return env.LIFF_ID_GATEWAY;
    return env.LIFF_ID_CUSTOMER;
  }

  /** Where a LINE logout lands: the area's LIFF entry with state GUEST (and cid), or the site itself. */
  function guestEntry(area: LineArea, cid: string | undefined): string {
    const query = new URLSearchParams({ state: 'GUEST' });
    if (cid) query.set('cid', cid);
    const liffId = liffIdOf(area);
    if (liffId)
      return `${env.LIFF_BASE_URL.replace(/\/+$/, '')}/${encodeURIComponent(liffId)}?${query.toString()}`;
    const page = area === 'merchant' ? 'merchant/login' : '';
    return `${env.BASE_PATH}${page}?${query.toString()}`;
  }

  const setReadable = (reply: FastifyReply, name: string, value: string) =>
    reply.setCookie(name, value, {
      ...attributes,
      httpOnly: false,
      maxAge: COOKIE_MAX_AGE_SECONDS,
    });
  const setHidden = (
    reply: FastifyReply,
    name: string,
    value: string,
    maxAge = COOKIE_MAX_AGE_SECONDS,
  ) => reply.setCookie(name, value, { ...attributes, httpOnly: true, maxAge });

  /** The LINE session is remembered; the cid too, so a logout can return to the same center. */
  function rememberLineSession(
    reply: FastifyReply,
    area: LineArea,
    boundSaleUnit: string | null,
    cid: string | null,
  ) {
    setReadable(reply, names.lineSession, boundSaleUnit ? `${area}:${boundSaleUnit}` : area);
    if (cid) setReadable(reply, names.cid, cid);
  }

  function passOnFailure(answer: OrderingAnswer): never {
    throw new UpstreamAnswerError(answer.status, answer.body);
  }

  /** Links the center's rich menu to the user; a failure never spoils the sign-in. */
  async function bindRichMenu(userId: string, saleUnit: string): Promise<boolean | null> {
    if (!platform.messagingEnabled) return null;
    try {
      const linked = await platform.linkRichMenuAlias(
        userId,
        richMenuAliasId(saleUnit, DEFAULT_RICH_MENU_TAB),
      );
      if (!linked)
        log.warn(
          { saleUnit },
          'the center has no rich menu on LINE (run the liff-config provisioning)',
        );
      return linked;
    } catch (error) {
      log.warn({ err: error, saleUnit }, 'could not link the center rich menu to the LINE user');
      return false;
    }
  }

  /** Keeps the LIFF access token when LINE confirms it is of our channel (it is only ever used to revoke it). */
  async function keepAccessToken(
    accessToken: string | undefined,
    channelId: string,
  ): Promise<string | null> {
    if (!accessToken) return null;
    try {
      const channel = await platform.accessTokenChannel(accessToken);
      return channel === channelId ? accessToken : null;
    } catch (error) {
      log.warn({ err: error }, 'could not check the LIFF access token; it is not kept');
      return null;
    }
  }

  return {
    guestEntry,
    channelOf,

    async exchange(
      request: FastifyRequest,
      reply: FastifyReply,
      body: LineExchangeBody,
    ): Promise<LineExchangeAnswer> {
      const channelId = channelOf(body.area);
      if (!channelId)
        throw new LineError('LINE_NOT_CONFIGURED', { detail: 'LINE_CHANNEL_ID is not set' });
      const identity = await verifier.verify(body.idToken, channelId);
      const saleUnit = body.richMenuSaleUnit ?? body.cid ?? null;
      const staff = body.area === 'merchant';

      const [answer, accessToken] = await Promise.all([
        ordering.call(request, staff ? 'authen/line/staff' : 'authen/line/customer', {
          internal: true,
          // The browser's guest token, if it holds one: the customer's token then names that guest,
          // whose cart alone may move into the customer's.
          token: staff ? undefined : cookies.readToken(request, 'customer'),
          body: {
            LineUserId: identity.userId,
            SaleUnit: staff ? null : saleUnit,
            DisplayName: identity.displayName,
            PictureUrl: identity.pictureUrl,
          },
        }),
        keepAccessToken(body.accessToken, channelId),
      ]);

      if (answer.status === 404 && codeOf(answer.body) === 'LINE_ACCOUNT_NOT_LINKED') {
        const sealed = await pending.seal({
          userId: identity.userId,
          area: body.area,
          displayName: identity.displayName,
          pictureUrl: identity.pictureUrl,
          saleUnit,
        });
        setHidden(reply, names.linePending, sealed, PENDING_TTL_SECONDS);
        if (accessToken) setHidden(reply, names.lineToken, accessToken);
        if (body.cid ?? body.richMenuSaleUnit)
          setReadable(reply, names.cid, (body.cid ?? body.richMenuSaleUnit)!);
        request.log.info({ area: body.area }, 'LINE user without an account: registration');
        return {
          needsRegistration: true,
          area: body.area,
          lineProfile: { displayName: identity.displayName, pictureUrl: identity.pictureUrl },
          saleUnit,
        };
      }
      if (answer.status !== 200) passOnFailure(answer);

      const token = takeToken(answer.body);
      if (!token)
        throw new LineError('UPSTREAM_UNAVAILABLE', {
          detail: 'the LINE sign-in answer carried no jtoken',
        });
      // Read as the contract says before any cookie is set: an answer off it signs nobody in.
      const staffAnswer = staff && isRecord(answer.body) ? answer.body : {};
      const staffUser = staff
        ? asContract(StaffUserSchema, staffAnswer.User, 'a staff user')
        : undefined;
      const dists = staff
        ? asContract(z.array(DistributionCenterSchema), staffAnswer.Dists ?? [], 'the centers')
        : [];
      const user = staff
        ? undefined
        : asContract(CustomerUserSchema, userOf(answer.body), 'a customer');
      cookies.setToken(reply, staff ? 'staff' : 'customer', token);
      cookies.clear(reply, names.linePending);
      if (accessToken) setHidden(reply, names.lineToken, accessToken);

      if (!user) {
        rememberLineSession(reply, body.area, null, null);
        return {
          needsRegistration: false,
          area: body.area,
          session: 'staff',
          User: staffUser,
          Dists: dists,
          fromLine: true,
          fromRichMenuActiveDc: false,
          richMenuLinked: null,
        };
      }

      // Bound only when the ordering API put the session in the rich menu's center.
      const bound =
        body.richMenuSaleUnit !== undefined && activeCenterOf(user) === body.richMenuSaleUnit;
      const richMenuLinked =
        bound && body.richMenuSaleUnit
          ? await bindRichMenu(identity.userId, body.richMenuSaleUnit)
          : null;
      rememberLineSession(
        reply,
        body.area,
        bound ? (body.richMenuSaleUnit ?? null) : null,
        body.cid ?? body.richMenuSaleUnit ?? null,
      );
      request.log.info({ area: body.area, bound }, 'signed in with LINE');
      return {
        needsRegistration: false,
        area: body.area,
        session: 'customer',
        user,
        fromLine: true,
        fromRichMenuActiveDc: bound,
        richMenuLinked,
      };
    },

    /** Registration of the pending LINE user: the LINE id comes from the bff's cookie, never from the browser. */
    async register(
      request: FastifyRequest,
      reply: FastifyReply,
      body: LineRegisterBody,
    ): Promise<{ user: unknown; fromRichMenuActiveDc: boolean }> {
      const waiting = await pending.open(request.cookies[names.linePending]);
      if (!waiting) throw new LineError('LINE_REGISTRATION_EXPIRED');
      const saleUnit = body.SaleUnit ?? waiting.saleUnit ?? undefined;
      const answer = await ordering.call(request, 'authen/customer/register', {
        token: cookies.readToken(request, 'customer'),
        body: {
          ...body,
          ...(saleUnit ? { SaleUnit: saleUnit } : {}),
          LineUserToken: waiting.userId,
        },
      });
      if (answer.status !== 200) passOnFailure(answer);
      const token = takeToken(answer.body);
      if (!token)
        throw new LineError('UPSTREAM_UNAVAILABLE', {
          detail: 'the registration answer carried no jtoken',
        });
      cookies.setToken(reply, 'customer', token);
      cookies.clear(reply, names.linePending);
      const user = userOf(answer.body);
      const bound = waiting.saleUnit !== null && activeCenterOf(user) === waiting.saleUnit;
      if (bound && waiting.saleUnit) await bindRichMenu(waiting.userId, waiting.saleUnit);
      rememberLineSession(reply, waiting.area, bound ? waiting.saleUnit : null, waiting.saleUnit);
      request.log.info('customer registered with LINE');
      return { user, fromRichMenuActiveDc: bound };
    },

    /** Links the pending LINE user to the session just opened another way (password, one-time code). */
    async link(
      request: FastifyRequest,
      reply: FastifyReply,
      area: 'customer' | 'merchant',
    ): Promise<{ linked: true }> {
      const waiting = await pending.open(request.cookies[names.linePending]);
      if (!waiting) throw new LineError('LINE_REGISTRATION_EXPIRED');
      const token = cookies.readToken(request, area === 'merchant' ? 'staff' : 'customer');
      if (!token) throw new LineError('AUTH_REQUIRED');
      const answer = await ordering.call(request, 'authen/line/link', {
        internal: true,
        token,
        body: { LineUserId: waiting.userId },
      });
      if (answer.status !== 200) passOnFailure(answer);
      cookies.clear(reply, names.linePending);
      rememberLineSession(reply, area, null, null);
      return { linked: true };
    },

    async logout(
      request: FastifyRequest,
      reply: FastifyReply,
      area: 'customer' | 'merchant',
    ): Promise<LineSessionLogoutAnswer> {
      const kind = area === 'merchant' ? 'staff' : 'customer';
      const token = cookies.readToken(request, kind);
      const origin = parseLineSession(request.cookies[names.lineSession]);
      const cid = request.cookies[names.cid] || origin?.boundSaleUnit || undefined;

      if (token) {
        // The specification's calls: the customer's LINE token is revoked; a session of the merchant app logs out of it.
        const path = area === 'merchant' ? 'api/merchant/user/line/logout' : 'api/line/revokeToken';
        const answer = await ordering.call(request, path, { token, body: {} });
        // 401: the session had already ended; there is nothing left to refuse the logout.
        if (answer.status !== 200 && answer.status !== 401) {
          request.log.warn(
            { status: answer.status, path },
            'the LINE logout call did not answer 200',
          );
          throw new LineError('LINE_LOGOUT_FAILED');
        }
      }

      const accessToken = request.cookies[names.lineToken];
      const channelId = channelOf(origin?.area ?? (area === 'merchant' ? 'merchant' : 'customer'));
      if (accessToken && channelId) {
        try {
          await platform.revokeAccessToken(accessToken, channelId);
        } catch (error) {
          // The session ends anyway; the LIFF token lapses by itself.
          request.log.warn({ err: error }, 'could not revoke the LIFF access token');
        }
      }

      for (const name of cookies.areaCookies(area)) cookies.clear(reply, name);
      for (const name of [names.lineToken, names.lineSession, names.linePending])
        cookies.clear(reply, name);
      const redirect = guestEntry(origin?.area ?? area, cid);

      if (area !== 'customer' || env.flags.disableGuestMode === true)
        return { user: null, redirect };
      const guest = await guests.fetch(request);
      if (!guest) return { user: null, redirect };
      cookies.setToken(reply, 'customer', guest.token);
      const parsed = CustomerUserSchema.safeParse(guest.user);
      return { user: parsed.success ? parsed.data : null, redirect };
    },
  };
}

export type LineService = ReturnType<typeof createLineService>;
