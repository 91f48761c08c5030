// Builds the bff for a test against a fake ordering API and a fake web build.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadEnv, type Env } from '../src/env.js';

export async function startBff(
  overrides: Record<string, string | undefined> & {
    ORDERING_API_URL: string;
    WEB_DIST_DIR: string;
  },
): Promise<{ app: FastifyInstance; env: Env }> {
  const env = loadEnv({ NODE_ENV: 'test', ...overrides });
  const app = await buildApp({ env });
  await app.ready();
  return { app, env };
}

/** Headers a page of ours sends with a call that changes something. */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** The Cookie header for the given cookies. */
export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
