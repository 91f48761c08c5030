// Starts the stack once for the run and hands its addresses to the workers
// through the environment (workers start after this and inherit it).
import path from 'node:path';
import { DEMO_CENTERS } from '../../ordering-api/src/seed/accounts';
import { startFirestoreEmulator } from '../../ordering-api/test/firestore-emulator';
import { REPO_ROOT, startStack } from '../support/stack';

/** E2E_CHAT_STORE=firestore: the API keeps chat in an in-process Firestore emulator (CI runs PostgreSQL's). */
async function chatStoreEnv() {
  if (process.env.E2E_CHAT_STORE !== 'firestore') return { env: {}, stop: () => undefined };
  const emulator = await startFirestoreEmulator();
  const env = {
    CHAT_STORE: 'firestore',
    FIREBASE_PROJECT_ID: 'demo-eorder-e2e',
    FIRESTORE_EMULATOR_HOST: emulator.host,
    METADATA_SERVER_DETECTION: 'none',
  };
  console.log(`\nchat in the Firestore emulator at ${emulator.host}`);
  const stop = () => {
    console.log(`\nthe Firestore emulator held ${emulator.holding('roomID')} rooms and ${emulator.holding('ownerID')} messages`);
    emulator.stop();
  };
  return { env, stop };
}

/**
 * E2E_REPLICAS=2: two ordering APIs and two bffs behind round-robin balancers (decision 110), on a
 * throwaway database of E2E_DATABASE_SERVER (default the local PostgreSQL) and the local Redis.
 */
function replicasOption() {
  const count = Number(process.env.E2E_REPLICAS ?? '1');
  if (!(count > 1)) return undefined;
  return {
    count,
    databaseServer: process.env.E2E_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const chat = await chatStoreEnv();
  const replicas = replicasOption();
  const stack = await startStack({
    env: chat.env,
    basePath: process.env.E2E_BASE_PATH ?? '/',
    logDir: path.join(REPO_ROOT, 'test-results', 'e2e', 'logs'),
    seedProducts: 60,
    // journeys/merchant-broadcast-large-tag.spec.ts: 1,200 LINE-linked customers of DC01 in a tag.
    seedLineAudience: 1200,
    // The LINE journeys (journeys/line-*.spec.ts): the fake LINE Platform, the demo centers' rich
    // menus and LIFF apps provisioned on it, and a bff set up for LINE serving the LIFF mock build.
    line: { richMenuCenters: DEMO_CENTERS },
    replicas,
  });
  process.env.E2E_BASE_URL = stack.baseUrl;
  process.env.E2E_BFF_ORIGIN = stack.bffOrigin;
  process.env.E2E_BASE_PATH = stack.basePath;
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_SMS_URL = stack.smsUrl;
  process.env.E2E_THAI_QR_URL = stack.thaiQrUrl;
  process.env.E2E_LINE_PAY_URL = stack.linePayUrl;
  process.env.E2E_SLIP_VERIFY_URL = stack.slipVerifyUrl;
  process.env.E2E_JWT_SECRET = stack.jwtSecret;
  if (stack.line) {
    process.env.E2E_LINE_BASE_URL = stack.line.baseUrl;
    process.env.E2E_LINE_PLATFORM_URL = stack.line.platformUrl;
    process.env.E2E_LIFF_BASE_URL = stack.line.liffBaseUrl;
    process.env.E2E_LIFF_IDS = JSON.stringify(stack.line.liffIds);
  }
  console.log(`\nstack: ${stack.baseUrl} (ordering API ${stack.apiUrl}, fake SMS ${stack.smsUrl})`);
  if (replicas) console.log(`${replicas.count} replicas of the ordering API and of the bff, each behind a round-robin balancer, on PostgreSQL`);
  if (stack.line) console.log(`LINE:  ${stack.line.baseUrl} (LIFF mock build, fake LINE Platform ${stack.line.platformUrl})`);
  console.log('');
  return async () => {
    await stack.stop();
    chat.stop();
  };
}
