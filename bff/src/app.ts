// Builds the bff as a Fastify app, without listening: server.ts listens, and
// tests (and benchmarks) use the app in-process.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Dispatcher } from 'undici';
import { compile as compileTrust } from '@fastify/proxy-addr';
import type { Env, TrustProxy } from './env.js';
import { configRoutes } from './modules/config/routes.js';
import { buildRuntimeConfig, inlineConfigJson } from './modules/config/runtime-config.js';
import { healthRoutes } from './modules/health/routes.js';
import { lineRoutes } from './modules/line/routes.js';
import { proxyRoutes } from './modules/proxy/routes.js';
import { createSessionCookies } from './modules/session/cookies.js';
import { createGuestSessions } from './modules/session/guest.js';
import { sessionRoutes } from './modules/session/routes.js';
import { registerSessionTokens } from './modules/session/verified-tokens.js';
import { createFirstScreen } from './modules/web/first-screen.js';
import { webRoutes } from './modules/web/routes.js';
import { registerCsrf } from './plugins/csrf.js';
import { registerErrorHandling } from './plugins/errors.js';
import { createMountRules, registerMountRules } from './plugins/mount-rules.js';
import { createOrderingCall } from './plugins/ordering-call.js';
import { OneLinePerRequest, registerMetrics, REQUEST_ID_HEADER } from '@eorder/shared/server';
import { registerSecurityHeaders } from './plugins/security.js';
import { createUpstream } from './plugins/upstream.js';

export interface BuildAppOptions {
  env: Env;
  /**
   * How to reach the ordering API. By default a keep-alive pool to
   * ORDERING_API_URL, closed with the app; a dispatcher given here (an undici
   * Agent, Pool or MockAgent) is used as it is and left open for its owner.
   */
  upstream?: Dispatcher;
}

/** An incoming X-Request-Id is kept when it looks like one, so a request can be followed across proxies. */
const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

/**
 * Whether the peer of a connection is a proxy TRUST_PROXY trusts: only such a proxy's
 * X-Request-Id is kept (the ordering API logs under it; a browser's is an internal header).
 */
function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  const trusted = typeof trust === 'function' ? trust : compileTrust(trust);
  return (address) => address !== undefined && trusted(address, 0);
}

export async function buildApp({
  env,
  upstream: injected,
}: BuildAppOptions): Promise<FastifyInstance> {
  const fromTrustedProxy = trustsPeer(env.TRUST_PROXY);
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          'headers.cookie',
          'headers.authorization',
          'headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
    },
    logController: new OneLinePerRequest(),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: env.BODY_LIMIT,
    genReqId: (request) => {
      const incoming = request.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' &&
        REQUEST_ID_PATTERN.test(incoming) &&
        fromTrustedProxy(request.socket.remoteAddress)
        ? incoming
        : randomUUID();
    },
  });

  const upstream = createUpstream(env, injected);
  app.addHook('onClose', async () => upstream.close());

  if (env.jwtSecretIsDefault && env.NODE_ENV !== 'test') {
    app.log.warn(
      "JWT_SECRET is not set: using the development secret. Set JWT_SECRET (the ordering API's) outside development.",
    );
  }

  registerErrorHandling(app);
  if (env.METRICS_PORT !== undefined) {
    await registerMetrics(app, { port: env.METRICS_PORT, host: env.METRICS_HOST });
  }
  await app.register(cookie);
  await registerSecurityHeaders(app, env);
  // A callback rather than an async function: every request runs it, and it waits for nothing.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const mountRules = createMountRules(env.BASE_PATH);
  registerMountRules(app, mountRules);
  registerCsrf(app, mountRules);

  const cookies = createSessionCookies(env);
  const guests = createGuestSessions(env, upstream, app.log);
  // After the CSRF and mount hooks: a refused call never starts a guest session.
  const tokens = await registerSessionTokens(app, { env, cookies, guests });
  const runtimeConfig = buildRuntimeConfig(env);
  const ordering = createOrderingCall(env, upstream);

  await app.register(healthRoutes, { basePath: env.BASE_PATH, upstream });
  await app.register(configRoutes, { basePath: env.BASE_PATH, config: runtimeConfig });
  await app.register(sessionRoutes, {
    env,
    cookies,
    guests,
    tokens,
    ordering,
  });
  await app.register(proxyRoutes, { env, upstream, cookies, guests });
  await app.register(lineRoutes, { env, upstream, cookies, guests });
  await app.register(webRoutes, {
    basePath: env.BASE_PATH,
    webRoot: env.WEB_DIST_DIR,
    configJson: inlineConfigJson(runtimeConfig),
    brand: {
      logo: runtimeConfig.logo,
      name: runtimeConfig.companyName || runtimeConfig.companyCode,
    },
    firstScreen: createFirstScreen({ ordering, guests }),
    customerCookie: cookies.tokenCookie('customer'),
  });

  return app;
}
