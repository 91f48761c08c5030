// The composition root: every service that more than one route plugin (or
// another service) uses is built here, once per app, and handed to the routes
// that need it. Route plugins build nothing that holds state or a cache.
import type { FastifyBaseLogger } from 'fastify';
import { usesInvoiceApproval } from '@eorder/shared';
import type { DatabaseHandle, Db } from './db/client';
import type { Env } from './env';
import { createOtpService } from './modules/auth/otp';
import { createAuthRepository } from './modules/auth/repository';
import { createAuthService } from './modules/auth/service';
import type { SmsSender } from './modules/auth/sms';
import { createCenterRepository } from './modules/centers/repository';
import { createChatModule } from './modules/chat/module';
import { createLineNotifications } from './modules/line/outbox';
import { createMerchantProfileRepository } from './modules/merchant-profile/repository';
import { createMerchantProfileService } from './modules/merchant-profile/service';
import { createRegistrationRepository } from './modules/merchant-registration/repository';
import { createRegistrationService } from './modules/merchant-registration/service';
import type { ImageStore } from './modules/uploads/plugin';
import { createOrdersModule } from './modules/orders/service';
import { createMerchantOrderService } from './modules/merchant-orders/service';
import { createPaymentService, onlineMethodsOf, type PaymentProviders } from './modules/payments/service';
import { createThaiQrProvider } from './modules/payments/providers/thai-qr';
import { createLinePayProvider } from './modules/payments/providers/line-pay/provider';
import { createRefundService } from './modules/payments/refunds';
import { C2P_CARD_PROVIDER, createC2pCardProvider } from './modules/payments/providers/c2p-card';
import { createC2pRefunder } from './modules/payments/providers/c2p-refund';
import { createKbankCardProvider } from './modules/payments/providers/kbank-card';
import type { PaymentUrls } from './modules/payments/c2p-card-flow';
import { createSlipService, createSlipVerifier } from './modules/payments/slip';
import { createGhlProvider } from './modules/payments/providers/ghl';
import { createPaymentReview } from './modules/payments/review';
import { createPointService } from './modules/points/service';
import { createSubscriptionService } from './modules/subscriptions/service';
import { createWebConfigChanges } from './modules/web-config/changes';
import { createWebConfigRepository } from './modules/web-config/repository';
import { createWebConfigService } from './modules/web-config/service';
import type { Clock } from './plugins/env';
import type { App } from './app';

export interface ServicesDeps {
  env: Env;
  db: Db;
  /** The open database, for what needs its own connection (the chat listener on PostgreSQL). */
  database?: Pick<DatabaseHandle, 'kind' | 'pool'>;
  clock: Clock;
  images: ImageStore;
  log: FastifyBaseLogger;
  sms: SmsSender;
  tokens: App['tokens'];
  sessions: App['sessionVersions'];
}

/** The payment providers the configuration names; one without its URL and credentials is left out. */
export function paymentProvidersOf(env: Env): PaymentProviders {
  const timeoutMs = env.PAYMENT_PROVIDER_TIMEOUT * 1000;
  return {
    thaiQr:
      env.THAI_QR_API_URL && env.THAI_QR_MERCHANT_ID && env.THAI_QR_SECRET && env.THAI_QR_BILLER_ID
        ? createThaiQrProvider({
            baseUrl: env.THAI_QR_API_URL,
            merchantId: env.THAI_QR_MERCHANT_ID,
            secret: env.THAI_QR_SECRET,
            billerId: env.THAI_QR_BILLER_ID,
            timeoutMs,
          })
        : undefined,
    linePay:
      env.LINE_PAY_API_URL && env.LINE_PAY_CHANNEL_ID && env.LINE_PAY_CHANNEL_SECRET
        ? createLinePayProvider({ baseUrl: env.LINE_PAY_API_URL, channelId: env.LINE_PAY_CHANNEL_ID, secret: env.LINE_PAY_CHANNEL_SECRET, timeoutMs })
        : undefined,
    ghl:
      env.GHL_PAYMENT_URL && env.GHL_SERVICE_ID && env.GHL_PASSWORD && env.GHL_MERCHANT_URL
        ? createGhlProvider({
            paymentUrl: env.GHL_PAYMENT_URL,
            serviceId: env.GHL_SERVICE_ID,
            password: env.GHL_PASSWORD,
            merchantUrl: env.GHL_MERCHANT_URL,
            pageTimeoutSeconds: env.PAYMENT_QR_TTL,
            timeoutMs,
          })
        : undefined,
    c2pCard:
      env.C2P_API_URL && env.C2P_MERCHANT_ID && env.C2P_SECRET
        ? createC2pCardProvider({ baseUrl: env.C2P_API_URL, merchantId: env.C2P_MERCHANT_ID, secret: env.C2P_SECRET, timeoutMs })
        : undefined,
    kbankCard:
      env.KBANK_API_URL && env.KBANK_SECRET_KEY && env.KBANK_MID
        ? createKbankCardProvider({ baseUrl: env.KBANK_API_URL, secretKey: env.KBANK_SECRET_KEY, mid: env.KBANK_MID, timeoutMs })
        : undefined,
    urls: paymentUrlsOf(env),
    transfer: true,
  };
}

/** 2C2P's refund call (decision 108): with the card's merchant id, its maintenance URL and both RSA keys. */
export function c2pRefunderOf(env: Env, clock: () => Date) {
  return env.C2P_MERCHANT_ID && env.C2P_ACTION_URL && env.C2P_MERCHANT_PRIVATE_KEY && env.C2P_PUBLIC_KEY
    ? createC2pRefunder(
        {
          actionUrl: env.C2P_ACTION_URL,
          merchantId: env.C2P_MERCHANT_ID,
          merchantPrivateKey: env.C2P_MERCHANT_PRIVATE_KEY,
          providerPublicKey: env.C2P_PUBLIC_KEY,
          timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT * 1000,
        },
        C2P_CARD_PROVIDER,
        clock,
      )
    : undefined;
}

/** Where providers reach the ordering API and where browsers come back to the shop; both or none. */
export function paymentUrlsOf(env: Env): PaymentUrls | undefined {
  return env.PAYMENT_CALLBACK_URL && env.PAYMENT_WEB_URL ? { callback: env.PAYMENT_CALLBACK_URL, web: env.PAYMENT_WEB_URL } : undefined;
}

export function createServices({ env, db, database, clock, images, log, sms, tokens, sessions }: ServicesDeps) {
  const authRepository = createAuthRepository(db);
  const centers = createCenterRepository(db);
  const otp = createOtpService({ env, clock, repository: authRepository });
  // Copies of the web configuration kept in this process; a refresh drops them (ADR 077).
  const webConfigChanges = createWebConfigChanges();
  const webConfig = createWebConfigService(env, createWebConfigRepository(db), { changes: webConfigChanges, clock });
  const auth = createAuthService({
    env,
    clock,
    db,
    repository: authRepository,
    centers,
    webConfig,
    otp,
    tokens,
    sessions,
    sms,
    log: log.child({ module: 'auth' }),
  });
  const notifications = createLineNotifications({ db, clock, liffUrl: env.LINE_LIFF_URL });
  const providers = paymentProvidersOf(env);
  const orders = createOrdersModule({
    db,
    clock,
    notifications,
    invoiceApproval: usesInvoiceApproval(env.COMPANY_CODE),
    onlineMethods: onlineMethodsOf(providers),
    webConfigChanges,
  });
  const payments = createPaymentService({
    db,
    clock,
    orders,
    providers,
    qrTtlMs: env.PAYMENT_QR_TTL * 1000,
    reconcileAfterMs: env.PAYMENT_RECONCILE_AFTER * 1000,
    log: log.child({ module: 'payments' }),
  });
  const slips = createSlipService({
    db,
    payments,
    images,
    verifier:
      env.SLIP_VERIFY_API_URL && env.SLIP_VERIFY_API_KEY
        ? createSlipVerifier({
            url: env.SLIP_VERIFY_API_URL,
            apiKey: env.SLIP_VERIFY_API_KEY,
            receivingAccount: env.SLIP_RECEIVING_ACCOUNT,
            timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT * 1000,
          })
        : undefined,
  });
  const refunds = createRefundService({
    db,
    clock,
    orders,
    repository: payments.repository,
    refunders: [providers.linePay, c2pRefunderOf(env, clock)].filter((p) => p !== undefined),
    reconcileAfterMs: env.PAYMENT_RECONCILE_AFTER * 1000,
    log: log.child({ module: 'refunds' }),
  });
  return {
    webConfig,
    webConfigChanges,
    notifications,
    payments,
    refunds,
    slips,
    paymentReview: createPaymentReview({ payments, orders }),
    auth,
    otp,
    registration: createRegistrationService({
      db,
      repository: createRegistrationRepository(db),
      auth: authRepository,
      otp,
      tokens,
      images,
      log: log.child({ module: 'merchant-registration' }),
    }),
    merchantProfile: createMerchantProfileService({
      repository: createMerchantProfileRepository(db),
      auth: authRepository,
      centers,
      tokens,
      sessions,
      log: log.child({ module: 'merchant-profile' }),
    }),
    orders,
    points: createPointService({ db, orders }),
    chat: createChatModule({
      db,
      firestoreProject: env.CHAT_STORE === 'firestore' ? env.FIREBASE_PROJECT_ID : undefined,
      // The listener joins the database the pool uses (a test's own database, not the base URL's):
      // NOTIFY reaches only listeners of the same database.
      databaseUrl: database?.kind === 'postgres' ? (database.pool?.options.connectionString ?? env.DATABASE_URL) : undefined,
      pool: database?.pool,
      clock,
      images,
      notifications,
      log: log.child({ module: 'chat' }),
    }),
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
