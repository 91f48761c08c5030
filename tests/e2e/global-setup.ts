// Starts the stack once for the run and hands its addresses to the workers
// through the environment (workers start after this and inherit it).
import path from 'node:path';
import { REPO_ROOT, startStack } from '../support/stack';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack({
    basePath: process.env.E2E_BASE_PATH ?? '/',
    logDir: path.join(REPO_ROOT, 'test-results', 'e2e', 'logs'),
    seedProducts: 60,
  });
  process.env.E2E_BASE_URL = stack.baseUrl;
  process.env.E2E_BFF_ORIGIN = stack.bffOrigin;
  process.env.E2E_BASE_PATH = stack.basePath;
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_SMS_URL = stack.smsUrl;
  process.env.E2E_JWT_SECRET = stack.jwtSecret;
  console.log(`\nstack: ${stack.baseUrl} (ordering API ${stack.apiUrl}, fake SMS ${stack.smsUrl})\n`);
  return () => stack.stop();
}
