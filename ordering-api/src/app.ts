// The ordering API as one Fastify instance composed of plugins. It opens
// nothing and listens nowhere: src/server.ts does that, tests call inject().
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { authRoutes } from './modules/auth/routes';
import { createSmsSender, type SmsSender } from './modules/auth/sms';
import { catalogueRoutes } from './modules/catalogue/routes';
import { broadcastRoutes } from './modules/merchant-broadcast/routes';
import { chatRoutes } from './modules/chat/routes';
import { centerRoutes } from './modules/centers/routes';
import { marketingRoutes } from './modules/marketing/routes';
import { merchantProductRoutes } from './modules/merchant-products/routes';
import { merchantCustomerRoutes } from './modules/merchant-customers/routes';
import { listenForWebConfigChanges } from './modules/web-config/changes';
import { webConfigRoutes } from './modules/web-config/routes';
import type { NoticeListener } from './db/notices';
import { wishlistRoutes } from './modules/wishlist/routes';
import { cartRoutes } from './modules/cart/routes';
import { couponRoutes } from './modules/coupons/routes';
import { addressRoutes } from './modules/addresses/routes';
import { lineRoutes } from './modules/line/routes';
import { merchantOrderRoutes } from './modules/merchant-orders/routes';
import { orderRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { linePayRoutes } from './modules/payments/line-pay-routes';
import { paymentUrlsOf } from './services';
import { pointRoutes } from './modules/points/routes';
import { riderRoutes } from './modules/rider/routes';
import { agentRoutes } from './modules/agents/routes';
import { salesRoutes } from './modules/sales/routes';
import { profileRoutes } from './modules/profile/routes';
import { merchantProfileRoutes } from './modules/merchant-profile/routes';
import { merchantRegistrationRoutes } from './modules/merchant-registration/routes';
import { promotionRoutes } from './modules/promotions/routes';
import { reportRoutes } from './modules/reports/routes';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { surveyRoutes } from './modules/surveys/routes';
import { uploadsPlugin } from './modules/uploads/plugin';
import { authPlugin } from './plugins/auth';
import { centerPlugin } from './plugins/center';
import { dbPlugin } from './plugins/db';
import { envPlugin, type Clock } from './plugins/env';
import { errorsPlugin } from './plugins/errors';
import { filesPlugin } from './plugins/files';
import { healthPlugin } from './plugins/health';
import { OneLinePerRequest } from '@eorder/shared/server';
import { buildLoggerOptions, genReqId, REQUEST_ID_HEADER } from './plugins/logger';
import { registerApiMetrics } from './plugins/metrics';
import { rateLimitPlugin } from './plugins/rate-limit';
import { swaggerPlugin } from './plugins/swagger';
import { validatorCompiler } from './plugins/validation';
import { createServices } from './services';

export interface BuildAppOptions {
  env: Env;
  /** The open database, from openDatabase(); the caller closes it. */
  db: DatabaseHandle;
  /** A ready pino logger; by default one is made from LOG_LEVEL with secrets redacted. */
  logger?: FastifyBaseLogger;
  /** The current time; tests move it to expire tokens and codes. */
  clock?: Clock;
  /** Where one-time codes go; by default chosen by SMS_PROVIDER. */
  sms?: SmsSender;
}

/** Largest JSON body accepted; uploads use multipart and have their own limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { env } = options;
  const clock = options.clock ?? (() => new Date());

  const common: FastifyServerOptions = {
    genReqId,
    requestIdHeader: false as const,
    logController: new OneLinePerRequest(),
    trustProxy: env.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // The specification's paths are case-sensitive in spirit but sent in several spellings
    // (api/Products and api/products); routes match regardless of case.
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
    },
  };
  const app: App = (
    options.logger
      ? Fastify({ ...common, loggerInstance: options.logger })
      : Fastify({ ...common, logger: buildLoggerOptions(env) })
  ).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // A callback rather than an async function: every request runs it, and it waits for nothing.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  if (env.jwtSecretIsDefault && env.NODE_ENV !== 'test') {
    app.log.warn(
      'JWT_SECRET is not set: using the development secret. Set JWT_SECRET outside development.',
    );
  }
  if (env.SMS_PROVIDER === 'log' && env.NODE_ENV === 'production' && !options.sms) {
    app.log.warn('SMS_PROVIDER is log: one-time codes are written to the log, not sent.');
  }

  await app.register(envPlugin, { env, clock });
  await app.register(dbPlugin, { handle: options.db });
  await registerApiMetrics(app, env, options.db);
  await app.register(errorsPlugin);
  await app.register(swaggerPlugin);
  await app.register(authPlugin, { env, clock });
  await app.register(centerPlugin);
  await app.register(rateLimitPlugin, { env });
  await app.register(healthPlugin);
  await app.register(filesPlugin, { root: env.FILES_DIR });
  await app.register(uploadsPlugin, { root: env.FILES_DIR });

  const sms = options.sms ?? createSmsSender(env, app.log.child({ component: 'sms' }));
  const services = createServices({
    env,
    db: app.db,
    database: options.db,
    clock,
    images: app.images,
    log: app.log,
    sms,
    tokens: app.tokens,
    sessions: app.sessionVersions,
  });
  await app.register(authRoutes, { auth: services.auth });
  await app.register(centerRoutes);
  await app.register(webConfigRoutes, { webConfig: services.webConfig });
  // Refreshes of the web configuration announced by any server drop this one's kept copies.
  let webConfigNotices: NoticeListener | null = null;
  app.addHook('onReady', async () => {
    webConfigNotices = await listenForWebConfigChanges(options.db, services.webConfigChanges, (error) =>
      app.log.warn({ err: error }, 'web-configuration refresh notices: listening failed'),
    );
  });
  app.addHook('onClose', async () => {
    await webConfigNotices?.stop();
  });
  await app.register(catalogueRoutes);
  await app.register(marketingRoutes);
  await app.register(merchantProductRoutes);
  await app.register(merchantCustomerRoutes);
  await app.register(wishlistRoutes);
  await app.register(cartRoutes);
  await app.register(couponRoutes);
  await app.register(addressRoutes);
  await app.register(lineRoutes, { auth: services.auth, otp: services.otp, notifications: services.notifications });
  await app.register(orderRoutes, { orders: services.orders });
  await app.register(pointRoutes, { points: services.points });
  await app.register(riderRoutes, { orders: services.orders });
  await app.register(agentRoutes, { auth: services.auth });
  await app.register(salesRoutes);
  await app.register(merchantOrderRoutes, { merchantOrders: services.merchantOrders });
  // The recurring-order scheduler looks for due orders every minute; tests run it by hand.
  await app.register(subscriptionRoutes, {
    subscriptions: services.subscriptions,
    schedulerIntervalMs: env.NODE_ENV === 'test' ? 0 : 60_000,
  });
  await app.register(profileRoutes);
  await app.register(merchantRegistrationRoutes, { registration: services.registration });
  await app.register(merchantProfileRoutes, { profile: services.merchantProfile });
  await app.register(promotionRoutes);
  await app.register(reportRoutes);
  await app.register(surveyRoutes);
  await app.register(chatRoutes, { chat: services.chat.service });
  await app.register(broadcastRoutes);
  app.addHook('onClose', async () => services.chat.bus.close());
  // Payments pending for a while are asked about every minute; tests run the job by hand.
  await app.register(paymentRoutes, {
    payments: services.payments,
    slips: services.slips,
    review: services.paymentReview,
    refunds: services.refunds,
    reconcileIntervalMs: env.NODE_ENV === 'test' ? 0 : env.PAYMENT_RECONCILE_INTERVAL * 1000,
    urls: paymentUrlsOf(env),
  });
  await app.register(linePayRoutes, { payments: services.payments, refunds: services.refunds });

  return app;
}
