// Limits on the calls that guess secrets or cost money, counted so no one can lock an account out
// (decision 033). Counters live in Redis when REDIS_URL is given, else in memory.
import type {
  FastifyReply,
  FastifyRequest,
  onErrorAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '@eorder/shared';
import type { Env } from '../env';

export interface SignInLimitOptions {
  /** Counters are kept per group: the OTP request and the sign-in calls do not share them. */
  group: string;
  /** The mobile number or username the call names; only the address is counted when it gives none. */
  subject: (request: FastifyRequest) => string | undefined;
}

export interface GuessLimitOptions extends SignInLimitOptions {
  /** Whether the call's error says the guess was wrong (anything else costs nothing). */
  isWrongGuess: (error: Error) => boolean;
}

/** The hooks of a guessing call: spread them into the route's options. */
export interface GuessLimitHooks {
  preHandler: preHandlerAsyncHookHandler;
  onError: onErrorAsyncHookHandler;
  onSend: onSendAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that applies the per-subject and per-address limits of a group to every call. */
    signInLimit(options: SignInLimitOptions): preHandlerAsyncHookHandler;
    /** The hooks that count a call's wrong guesses and refuse the guessers they name. */
    guessLimit(options: GuessLimitOptions): GuessLimitHooks;
  }
}

export interface RateLimitPluginOptions {
  env: Env;
}

/** An IPv6 caller usually holds a whole /64: count the network, not each address. */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.toLowerCase();
  const address = ipaddr.process(ip);
  return address.kind() === 'ipv4'
    ? address.toString()
    : `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}

const subjectKey = (subject: string) => subject.trim().toLowerCase();

/** Answers 429 with the headers of a limit, from the counter that refused. */
function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  group: string,
  counter: string,
  limit: number,
  msBeforeNext: number,
): never {
  const seconds = String(Math.max(1, Math.ceil(msBeforeNext / 1000)));
  reply.header('retry-after', seconds);
  reply.header('x-ratelimit-limit', String(limit));
  reply.header('x-ratelimit-remaining', '0');
  reply.header('x-ratelimit-reset', seconds);
  request.log.warn({ limit: group, key: counter }, 'rate limit reached');
  throw new AppError('RATE_LIMITED');
}

/** A counter after one more call. */
interface Count {
  over: boolean;
  calls: number;
  msBeforeNext: number;
}

/** What a guessing call counted, to be settled once its outcome is known. */
interface GuessAttempt {
  address: string;
  pair: string | undefined;
  account: string | undefined;
  wrong: boolean;
  settled: boolean;
}
const ATTEMPT = Symbol('guess-attempt');
type WithAttempt = FastifyRequest & { [ATTEMPT]?: GuessAttempt };

const noLimit = () => Promise.resolve();

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { env }) => {
    if (!env.RATE_LIMIT_ENABLED) {
      app.decorate('signInLimit', () => noLimit);
      app.decorate('guessLimit', () => ({
        preHandler: noLimit,
        onError: noLimit,
        onSend: (_request, _reply, payload) => Promise.resolve(payload),
      }));
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

    const counter = (name: string, points: number): RateLimiterAbstract => {
      const options = { keyPrefix: `eorder-ordering-rl:${name}`, points, duration: env.RATE_LIMIT_WINDOW };
      return redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true })
        : new RateLimiterMemory(options);
    };

    /**
     * Counts one call on a counter. Null when the store failed: an outage must not lock every user
     * out of signing in, so the limit is skipped.
     */
    async function take(
      limiter: RateLimiterAbstract,
      key: string,
      request: FastifyRequest,
    ): Promise<Count | null> {
      try {
        const state = await limiter.consume(key);
        return { over: false, calls: state.consumedPoints, msBeforeNext: state.msBeforeNext };
      } catch (error) {
        if (error instanceof RateLimiterRes)
          return { over: true, calls: error.consumedPoints, msBeforeNext: error.msBeforeNext };
        request.log.warn({ err: error }, 'rate-limit store failed; the limit is skipped');
        return null;
      }
    }

    /** Runs a counter change whose failure must not fail the call. */
    const quietly = (request: FastifyRequest, work: Promise<unknown>) =>
      work.then(
        () => undefined,
        (error: unknown) => request.log.warn({ err: error }, 'rate-limit store failed'),
      );

    app.decorate('signInLimit', ({ group, subject }: SignInLimitOptions) => {
      const byAddress = counter(`${group}:ip`, env.RATE_LIMIT_MAX_PER_IP);
      const bySubject = counter(`${group}:subject`, env.RATE_LIMIT_MAX_PER_MOBILE);
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const fromAddress = await take(byAddress, addressKey(request.ip), request);
        if (fromAddress?.over)
          refuse(request, reply, group, 'ip', byAddress.points, fromAddress.msBeforeNext);
        const named = subject(request);
        if (!named?.trim()) return;
        const forSubject = await take(bySubject, subjectKey(named), request);
        if (forSubject?.over)
          refuse(request, reply, group, 'subject', bySubject.points, forSubject.msBeforeNext);
      };
    });

    app.decorate('guessLimit', ({ group, subject, isWrongGuess }: GuessLimitOptions) => {
      // Wrong guesses from an address, at any account.
      const byAddress = counter(`${group}:ip`, env.RATE_LIMIT_MAX_PER_IP);
      // Wrong guesses at an account, from any address: past the limit, only addresses that have
      // not guessed it wrong may try it.
      const byAccount = counter(`${group}:subject`, env.RATE_LIMIT_MAX_PER_MOBILE);
      // Attempts at an account from one address; a right guess takes its attempt back.
      const byPair = counter(`${group}:pair`, env.RATE_LIMIT_MAX_PER_MOBILE);

      const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
        const address = addressKey(request.ip);
        // Taken before the guess is checked, so that guesses sent at once count at once.
        const fromAddress = await take(byAddress, address, request);
        if (fromAddress?.over)
          refuse(request, reply, group, 'ip', byAddress.points, fromAddress.msBeforeNext);
        const named = subject(request);
        const attempt: GuessAttempt = {
          address,
          pair: undefined,
          account: undefined,
          wrong: false,
          settled: false,
        };
        if (named?.trim()) {
          const account = subjectKey(named);
          const pair = `${account}|${address}`;
          const [atAccount, fromPair] = await Promise.all([
            byAccount.get(account).catch(() => null),
            take(byPair, pair, request),
          ]);
          attempt.account = account;
          attempt.pair = fromPair ? pair : undefined;
          const attacked = (atAccount?.consumedPoints ?? 0) >= byAccount.points;
          // The pair's first attempt in the window, unless the address guessed this account wrong
          // (or is guessing it in another call) already.
          const guessedBefore = (fromPair?.calls ?? 0) > 1;
          if (attacked && guessedBefore) {
            refuse(request, reply, group, 'subject', byAccount.points, atAccount?.msBeforeNext ?? 0);
          }
        }
        (request as WithAttempt)[ATTEMPT] = attempt;
      };

      const onError = (request: FastifyRequest, _reply: FastifyReply, error: Error) => {
        const attempt = (request as WithAttempt)[ATTEMPT];
        if (attempt) attempt.wrong = isWrongGuess(error);
        return Promise.resolve();
      };

      // Settled before the answer goes, so that the next guess already sees this one.
      const onSend = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        const attempt = (request as WithAttempt)[ATTEMPT];
        if (!attempt || attempt.settled) return payload;
        attempt.settled = true;
        if (attempt.wrong) {
          if (attempt.account !== undefined)
            await quietly(request, byAccount.penalty(attempt.account));
        } else {
          // Not a wrong guess: the address and the pair get their attempt back.
          await quietly(request, byAddress.reward(attempt.address));
          if (attempt.pair !== undefined) await quietly(request, byPair.reward(attempt.pair));
        }
        return payload;
      };

      return { preHandler, onError, onSend };
    });
  },
  { name: 'rate-limit' },
);
