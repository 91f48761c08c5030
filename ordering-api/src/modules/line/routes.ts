// LINE calls of the ordering API (sessions of verified LINE users, linking, friendship, LINE
// logouts, one-time codes by LINE), and the outbox sender of order-status notices.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  CALLS,
  ErrorBodySchema,
  INTERNAL_KEY_HEADER,
  LineCustomerLoginAnswerSchema,
  LineFriendshipAnswerSchema,
  LineFriendshipBodySchema,
  LineLinkAnswerSchema,
  LineLinkBodySchema,
  LineLoginBodySchema,
  LineLogoutAnswerSchema,
  LineStaffLoginAnswerSchema,
  OtpRequestAnswerSchema,
  OtpRequestBodySchema,
} from '@eorder/shared';
import type { Env } from '../../env';
import { signingInGuest } from '../../plugins/auth';
import { createAuthRepository } from '../auth/repository';
import type { AuthService } from '../auth/service';
import type { OtpService } from '../auth/otp';
import { createCenterRepository } from '../centers/repository';
import { linePushOf, type LinePush } from './messaging';
import { createLineOutboxSender, type LineNotifications, type LineOutboxSender } from './outbox';
import { runWithApp } from './periodic';
import { createLineRepository } from './repository';
import { createLineService, LineOtpDeliveryError } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sender of queued LINE notices (tests run it by hand). */
    lineOutbox: LineOutboxSender;
  }
}

export interface LineRoutesOptions {
  /** Built once in the composition root, shared with the sign-in routes. */
  auth: AuthService;
  otp: OtpService;
  /** A push client of the test's choosing; by default the Messaging API at LINE_API_BASE_URL. */
  push?: LinePush;
  /** The notices queued by this process: the sender pushes them soon after they commit. */
  notifications?: LineNotifications;
}

const TAGS = ['line'];
const security = [{ jtoken: [] }];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request carries the bff's key (compared in constant time). */
export function hasInternalKey(env: Env, request: FastifyRequest): boolean {
  if (env.INTERNAL_API_KEY === undefined) return false;
  const given = request.headers[INTERNAL_KEY_HEADER.toLowerCase()];
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(env.INTERNAL_API_KEY));
}

/** Refuses a call without the bff's key (403), whatever else it carries. */
export function requireInternalKey(env: Env) {
  return (request: FastifyRequest, _reply: FastifyReply, next: (error?: Error) => void) => {
    if (!hasInternalKey(env, request)) {
      request.log.warn('an internal call came without the right key');
      next(new AppError('AUTH_FORBIDDEN'));
      return;
    }
    next();
  };
}

const mobileOf = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  'MobileNo' in body &&
  typeof body.MobileNo === 'string'
    ? body.MobileNo
    : undefined;

const lineRoutesPlugin: FastifyPluginCallbackZod<LineRoutesOptions> = (app, options, done) => {
  const env = app.env;
  const authRepository = createAuthRepository(app.db);
  const centers = createCenterRepository(app.db);
  const { auth, otp } = options;
  const log = app.log.child({ module: 'line' });
  const repository = createLineRepository(app.db);
  const push = options.push ?? linePushOf(env);
  const service = createLineService({
    env,
    clock: app.clock,
    auth,
    authRepository,
    centers,
    repository,
    otp,
    tokens: app.tokens,
    push,
    log,
  });
  const sender = createLineOutboxSender({ repository, push, clock: app.clock, log });
  app.decorate('lineOutbox', sender);
  options.notifications?.onCommitted(() => sender.soon());

  const internal = requireInternalKey(env);
  const otpRequestLimit = app.signInLimit({
    group: 'otp-request',
    subject: (r) => mobileOf(r.body),
  });

  app.post(
    '/authen/line/customer',
    {
      preHandler: internal,
      schema: {
        tags: TAGS,
        summary: 'The customer session of a LINE user the bff verified',
        description:
          'bff only (X-Internal-Key). LINE_ACCOUNT_NOT_LINKED (404) for a LINE user with no customer; ' +
          'AUTH_ACCOUNT_INACTIVE for an inactive one. The session is in SaleUnit when the customer belongs to ' +
          'it (a rich-menu link), else in the home center. Answers the customer user with a jtoken.',
        body: LineLoginBodySchema,
        response: { 200: LineCustomerLoginAnswerSchema },
      },
    },
    async (request) =>
      service.customerSession(request.body, await signingInGuest(request, app.tokens)),
  );

  app.post(
    '/authen/line/staff',
    {
      preHandler: internal,
      schema: {
        tags: TAGS,
        summary: 'The staff session of a LINE user the bff verified',
        description:
          'bff only (X-Internal-Key). Answers { jtoken, User, Dists } as authen/user/login.',
        body: LineLoginBodySchema,
        response: { 200: LineStaffLoginAnswerSchema },
      },
    },
    async (request) => service.staffSession(request.body),
  );

  app.post(
    '/authen/line/link',
    {
      preHandler: [internal, app.optionalAuth()],
      schema: {
        tags: TAGS,
        summary: 'Link the signed-in customer or staff user to a LINE user',
        description:
          'bff only (X-Internal-Key) with the Bearer of the account. CONFLICT when another account of the same ' +
          'kind holds the LINE user; AUTH_REQUIRED for a guest or without a Bearer.',
        security,
        body: LineLinkBodySchema,
        response: { 200: LineLinkAnswerSchema },
      },
    },
    async (request) => {
      if (!request.auth) throw new AppError('AUTH_REQUIRED');
      return service.link(request.auth, request.body.LineUserId);
    },
  );

  app.post(
    '/authen/line/friendship',
    {
      preHandler: internal,
      schema: {
        tags: TAGS,
        summary: 'A follow or unfollow of the official account',
        description:
          'bff only (X-Internal-Key), from the LINE webhook. An event older than the stored one changes nothing.',
        body: LineFriendshipBodySchema,
        response: { 200: LineFriendshipAnswerSchema },
      },
    },
    async (request) =>
      service.recordFriendship(
        request.body.LineUserId,
        request.body.IsFriend,
        request.body.EventTime,
      ),
  );

  app.post(
    '/api/line/revokeToken',
    {
      // A logout uses no center, and must not fail because the caller's centers changed.
      preHandler: app.requireCustomer({ allowGuest: true, center: 'none' }),
      schema: {
        tags: TAGS,
        summary: "The customer's LINE logout",
        description:
          'The ordering API keeps no LINE token (the bff revokes it with LINE); this call ends every session of ' +
          'the customer as authen/logout does, and answers { status: 200 }, as the specification expects ' +
          'before the logout goes on.',
        security,
        body: z.unknown().optional(),
        response: { 200: LineLogoutAnswerSchema },
      },
    },
    async (request) => {
      request.log.info('LINE logout of a customer session');
      // Not customerClaims(): that asks for a resolved center, which a logout does not use.
      if (request.auth?.kind !== 'customer')
        throw new Error('requireCustomer() is missing on this route');
      return auth.logout(request.auth);
    },
  );

  app.post(
    '/api/merchant/user/line/logout',
    {
      preHandler: app.optionalAuth(),
      schema: {
        tags: TAGS,
        summary: 'Logout of a session from the merchant LINE app',
        description:
          'Staff or customer Bearer; ends every session of that account as authen/logout does and answers ' +
          '{ status: 200 }. AUTH_REQUIRED without one.',
        security,
        body: z.unknown().optional(),
        response: { 200: LineLogoutAnswerSchema },
      },
    },
    async (request) => {
      if (!request.auth || request.auth.kind === 'rider') throw new AppError('AUTH_REQUIRED');
      request.log.info({ kind: request.auth.kind }, 'LINE logout of a merchant app session');
      return auth.logout(request.auth);
    },
  );

  app.post(
    CALLS.otpRequestLine.path,
    {
      preHandler: otpRequestLimit,
      schema: {
        tags: TAGS,
        summary: 'Send a one-time code by LINE message',
        description:
          'STAFF_LOGIN and RESET_PASSWORD, to an active account of the number linked to a LINE user: the code ' +
          "goes as a Flex message and the answer's Channel is 'LINE'. LINE_ACCOUNT_NOT_LINKED (404) otherwise: ask " +
          'authen/otp/request (SMS) instead. LINE_OTP_SEND_FAILED (502) when LINE refused it. Same limits as SMS.',
        body: OtpRequestBodySchema,
        response: { 200: OtpRequestAnswerSchema, 502: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        return await service.requestOtpByLine(request.body, request.ip);
      } catch (error) {
        if (!(error instanceof LineOtpDeliveryError)) throw error;
        void reply.header('cache-control', 'no-store');
        throw new AppError('LINE_OTP_SEND_FAILED', {}, { cause: error });
      }
    },
  );

  runWithApp(app, sender, env.LINE_OUTBOX_INTERVAL * 1000, push.enabled && env.NODE_ENV !== 'test');
  done();
};

/** Not encapsulated, so `app.lineOutbox` is there for the server and the tests. */
export const lineRoutes = fp(lineRoutesPlugin, {
  name: 'line-routes',
  dependencies: ['auth', 'db', 'env'],
});
