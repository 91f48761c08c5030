// Limits on the calls that guess secrets or cost money: sign-in and one-time
// codes. Each limited call counts twice, by the mobile number (or username) it
// names and by the caller's address, so neither a spread of numbers from one
// address nor a spread of addresses on one number gets through. Counters live
// in Redis when REDIS_URL is given (shared by every replica), else in memory.
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '@eorder/shared';
import type { Env } from '../env';

export interface SignInLimitOptions {
  /** Counters are kept per group: the OTP request and the sign-in calls do not share them. */
  group: string;
  /** The mobile number or username the call names; only the address is counted when it gives none. */
  subject: (request: FastifyRequest) => string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that applies the per-subject and per-address limits of a group. */
    signInLimit(options: SignInLimitOptions): preHandlerAsyncHookHandler;
  }
}

export interface RateLimitPluginOptions {
  env: Env;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { env }) => {
    if (!env.RATE_LIMIT_ENABLED) {
      app.decorate('signInLimit', () => () => Promise.resolve());
      return;
    }

    let redis: Redis | undefined;
    if (env.REDIS_URL) {
      redis = new Redis(env.REDIS_URL, {
        // A limiter must answer fast: fail the check rather than queue behind a dead server.
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      });
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store error'));
      await redis.connect().catch((error: unknown) => {
        app.log.warn(
          { err: error },
          'rate-limit store unreachable; limits are skipped until it answers',
        );
      });
      app.addHook('onClose', (_instance, done) => {
        redis?.disconnect();
        done();
      });
    }

    await app.register(fastifyRateLimit, {
      global: false,
      timeWindow: env.RATE_LIMIT_WINDOW * 1000,
      ...(redis ? { redis, nameSpace: 'eorder-ordering-rl-' } : {}),
      // A store outage must not lock every user out of signing in.
      skipOnError: true,
    });

    const limiters = new Map<string, { bySubject: Limiter; byAddress: Limiter }>();
    const limitersFor = (group: string) => {
      let found = limiters.get(group);
      if (!found) {
        found = {
          bySubject: app.createRateLimit({
            max: env.RATE_LIMIT_MAX_PER_MOBILE,
            keyGenerator: (request) => `${group}:subject:${subjectKey(request)}`,
          }),
          byAddress: app.createRateLimit({
            max: env.RATE_LIMIT_MAX_PER_IP,
            // An IPv6 caller usually holds a whole /64: count the network, not each address.
            keyGenerator: (request) => `${group}:ip:${normalizeIP(request.ip, 64)}`,
          }),
        };
        limiters.set(group, found);
      }
      return found;
    };

    const SUBJECT = Symbol('rate-limit-subject');
    type WithSubject = FastifyRequest & { [SUBJECT]?: string };
    const subjectKey = (request: FastifyRequest) => (request as WithSubject)[SUBJECT] ?? '';

    app.decorate('signInLimit', ({ group, subject }: SignInLimitOptions) => {
      const { bySubject, byAddress } = limitersFor(group);
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const results = [await byAddress(request)];
        const named = subject(request)?.trim().toLowerCase();
        if (named) {
          (request as WithSubject)[SUBJECT] = named;
          results.push(await bySubject(request));
        }
        for (const result of results) {
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', String(result.ttlInSeconds));
            reply.header('x-ratelimit-limit', String(result.max));
            reply.header('x-ratelimit-remaining', '0');
            reply.header('x-ratelimit-reset', String(result.ttlInSeconds));
            request.log.warn({ limit: group, key: result.key.split(':')[1] }, 'rate limit reached');
            throw new AppError('RATE_LIMITED');
          }
        }
      };
    });
  },
  { name: 'rate-limit' },
);
