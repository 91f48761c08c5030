// The Vendure configuration of the peer: its defaults, the PostgreSQL database named by
// PEER_DATABASE_URL, the default search plugin and the dummy payment handler, and no admin UI,
// asset server or email plugin (neither stack serves images or mails in the bench).
'use strict';
// No telemetry: the bench machine reaches no network but the package registry.
process.env.VENDURE_DISABLE_TELEMETRY = 'true';
const path = require('node:path');
const {
  DefaultJobQueuePlugin,
  DefaultSearchPlugin,
  dummyPaymentHandler,
} = require('@vendure/core');

function vendureConfig({ port, synchronize = false }) {
  const url = new URL(process.env.PEER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vendure');
  return {
    apiOptions: {
      port,
      hostname: '127.0.0.1',
      adminApiPath: 'admin-api',
      shopApiPath: 'shop-api',
      adminApiPlayground: false,
      shopApiPlayground: false,
      adminApiDebug: false,
      shopApiDebug: false,
    },
    authOptions: {
      tokenMethod: 'bearer',
      superadminCredentials: { identifier: 'superadmin', password: 'superadmin' },
      requireVerification: false,
    },
    dbConnectionOptions: {
      type: 'postgres',
      host: url.hostname,
      port: Number(url.port || 5432),
      username: decodeURIComponent(url.username || 'postgres'),
      password: decodeURIComponent(url.password),
      database: url.pathname.slice(1),
      synchronize,
      migrations: [],
      logging: false,
    },
    paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
    importExportOptions: { importAssetsDir: path.join(__dirname, 'assets') },
    plugins: [
      DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true }),
      DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: false }),
    ],
  };
}

module.exports = { vendureConfig };
