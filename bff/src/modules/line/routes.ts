// The bff's LINE endpoints under `bff/line/`: exchange, register, link, logout and LINE's webhook
// (raw body, signature checked, exempt from the CSRF guard).
import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Env } from '../../env.js';
import type { Upstream } from '../../plugins/upstream.js';
import type { SessionCookies } from '../session/cookies.js';
import type { GuestSessions } from '../session/guest.js';
import { LineError, sendLineError, UpstreamAnswerError } from './errors.js';
import { createEndpointVerifier, createJwksVerifier, type IdTokenVerifier } from './id-token.js';
import {
  LineExchangeBodySchema,
  LineLinkRequestSchema,
  LineRegisterBodySchema,
  LineSessionLogoutBodySchema,
} from '@eorder/shared';
import { createLineOrdering } from './ordering.js';
import { createPendingLineUsers } from './pending.js';
import { createLinePlatform, type LinePlatform } from './platform.js';
import { createLineService, type LineService } from './service.js';
import { eventsOf, handleWebhookEvents, isValidSignature } from './webhook.js';

export interface LineRouteOptions {
  env: Env;
  upstream: Upstream;
  cookies: SessionCookies;
  guests: GuestSessions;
  /** Replacements for tests (a clock-controlled verifier, a platform that fails). */
  verifier?: IdTokenVerifier;
  platform?: LinePlatform;
}

/** The largest webhook body read; LINE's are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

function parse<T extends z.core.$ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = z.safeParse(schema, body ?? {});
  if (!parsed.success) {
    throw new LineError('VALIDATION_FAILED', {
      detail: parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; '),
    });
  }
  return parsed.data;
}

/** Runs a handler and answers its LINE or ordering-API failure with the error body. */
async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<unknown>,
): Promise<FastifyReply> {
  try {
    const body = await work();
    return reply.header('cache-control', 'no-store').send(body);
  } catch (error) {
    if (error instanceof UpstreamAnswerError) {
      return reply
        .code(error.status)
        .header('cache-control', 'no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify(error.body ?? {}));
    }
    if (error instanceof LineError) {
      if (error.code === 'LINE_TOKEN_INVALID' || error.code === 'VALIDATION_FAILED') {
        request.log.info({ reason: error.message }, 'LINE request refused');
      } else {
        request.log.warn(
          { err: error.cause ?? error, reason: error.message },
          'LINE request failed',
        );
      }
      return sendLineError(request, reply, error.code);
    }
    throw error;
  }
}

function webhookRoutes(
  app: FastifyInstance,
  env: Env,
  service: { ordering: ReturnType<typeof createLineOrdering>; platform: LinePlatform },
) {
  // The signature is over the exact bytes LINE sent: this scope keeps the body raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(
    `${env.BASE_PATH}bff/line/webhook`,
    { config: { csrfExempt: true } },
    async (request, reply) => {
      const secret = env.LINE_CHANNEL_SECRET;
      if (!secret) return sendLineError(request, reply, 'LINE_NOT_CONFIGURED');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-line-signature'];
      if (!isValidSignature(raw, typeof signature === 'string' ? signature : undefined, secret)) {
        request.log.warn('LINE webhook with a missing or wrong signature refused');
        return sendLineError(request, reply, 'LINE_SIGNATURE_INVALID');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return sendLineError(request, reply, 'VALIDATION_FAILED');
      }
      const done = await handleWebhookEvents(request, eventsOf(body), service);
      // A failed event is answered 502 so LINE delivers it again (every handler is idempotent).
      if (!done) return sendLineError(request, reply, 'UPSTREAM_UNAVAILABLE');
      return reply.code(200).send({});
    },
  );
}

export const lineRoutes: FastifyPluginCallback<LineRouteOptions> = (app, options, done) => {
  const { env, upstream, cookies, guests } = options;
  const base = `${env.BASE_PATH}bff/line/`;
  const verifierOptions = {
    apiBaseUrl: env.LINE_API_BASE_URL,
    issuer: env.LINE_ID_TOKEN_ISSUER,
    timeoutMs: env.LINE_TIMEOUT_MS,
  };
  const verifier =
    options.verifier ??
    (env.LINE_ID_TOKEN_VERIFY === 'endpoint'
      ? createEndpointVerifier(verifierOptions)
      : createJwksVerifier(verifierOptions));
  const platform =
    options.platform ??
    createLinePlatform({
      apiBaseUrl: env.LINE_API_BASE_URL,
      timeoutMs: env.LINE_TIMEOUT_MS,
      channelAccessToken: env.LINE_CHANNEL_ACCESS_TOKEN,
      loginChannelSecret: env.LINE_LOGIN_CHANNEL_SECRET,
    });
  const ordering = createLineOrdering(env, upstream);
  const service: LineService = createLineService({
    env,
    cookies,
    guests,
    ordering,
    verifier,
    platform,
    pending: createPendingLineUsers(env.INTERNAL_API_KEY),
    log: app.log.child({ module: 'line' }),
  });

  app.post(`${base}exchange`, (request, reply) =>
    answer(request, reply, () =>
      service.exchange(request, reply, parse(LineExchangeBodySchema, request.body)),
    ),
  );
  app.post(`${base}register`, (request, reply) =>
    answer(request, reply, () =>
      service.register(request, reply, parse(LineRegisterBodySchema, request.body)),
    ),
  );
  app.post(`${base}link`, (request, reply) =>
    answer(request, reply, () =>
      service.link(request, reply, parse(LineLinkRequestSchema, request.body).area),
    ),
  );
  app.post(`${base}logout`, (request, reply) =>
    answer(request, reply, () =>
      service.logout(request, reply, parse(LineSessionLogoutBodySchema, request.body).area),
    ),
  );

  void app.register((scope, _options, registered) => {
    webhookRoutes(scope, env, { ordering, platform });
    registered();
  });
  done();
};
