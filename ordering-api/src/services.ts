// The composition root: every service that more than one route plugin (or
// another service) uses is built here, once per app, and handed to the routes
// that need it. Route plugins build nothing that holds state or a cache.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import type { Env } from './env';
import { createOtpService } from './modules/auth/otp';
import { createAuthRepository } from './modules/auth/repository';
import { createAuthService } from './modules/auth/service';
import type { SmsSender } from './modules/auth/sms';
import { createCenterRepository } from './modules/centers/repository';
import { createLineNotifications } from './modules/line/outbox';
import { createOrdersModule } from './modules/orders/service';
import { createMerchantOrderService } from './modules/merchant-orders/service';
import { createPointService } from './modules/points/service';
import { createSubscriptionService } from './modules/subscriptions/service';
import { createWebConfigRepository } from './modules/web-config/repository';
import { createWebConfigService } from './modules/web-config/service';
import type { Clock } from './plugins/env';
import type { App } from './app';

export interface ServicesDeps {
  env: Env;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  sms: SmsSender;
  tokens: App['tokens'];
  sessions: App['sessionVersions'];
}

export function createServices({ env, db, clock, log, sms, tokens, sessions }: ServicesDeps) {
  const authRepository = createAuthRepository(db);
  const centers = createCenterRepository(db);
  const otp = createOtpService({ env, clock, repository: authRepository });
  const auth = createAuthService({
    env,
    clock,
    db,
    repository: authRepository,
    centers,
    webConfig: createWebConfigService(env, createWebConfigRepository(db)),
    otp,
    tokens,
    sessions,
    sms,
    log: log.child({ module: 'auth' }),
  });
  const notifications = createLineNotifications({ db, clock, liffUrl: env.LINE_LIFF_URL });
  const orders = createOrdersModule({ db, clock, notifications });
  return {
    auth,
    otp,
    orders,
    points: createPointService({ db, orders }),
    merchantOrders: createMerchantOrderService({ db, orders }),
    subscriptions: createSubscriptionService({
      db,
      clock,
      log: log.child({ module: 'subscriptions' }),
      placement: orders.placement,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
