// Builds the bff for a test against a fake ordering API and a fake web build.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadEnv, type Env } from '../src/env.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { TEST_JWT_SECRET } from './tokens.js';
import { createWebDist, type WebDist } from './web-dist.js';

export async function startBff(
  overrides: Record<string, string | undefined> & {
    ORDERING_API_URL: string;
    WEB_DIST_DIR: string;
  },
): Promise<{ app: FastifyInstance; env: Env }> {
  const env = loadEnv({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, ...overrides });
  const app = await buildApp({ env });
  await app.ready();
  return { app, env };
}

export interface TestBed {
  upstream: FakeUpstream;
  web: WebDist;
  /** The bff with the test's defaults. */
  app: FastifyInstance;
  /** Another bff in front of the same fakes, with other settings (closed with the bed). */
  another(overrides: Record<string, string>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** A fake ordering API, a fake web build and a bff in front of them, for one test file. */
export async function startTestBed(overrides: Record<string, string> = {}): Promise<TestBed> {
  const upstream = await startFakeUpstream();
  const web = createWebDist();
  const apps: FastifyInstance[] = [];
  const another = async (more: Record<string, string>) => {
    const { app } = await startBff({
      ORDERING_API_URL: upstream.url,
      WEB_DIST_DIR: web.dir,
      ...more,
    });
    apps.push(app);
    return app;
  };
  const app = await another(overrides);
  return {
    upstream,
    web,
    app,
    another,
    async close() {
      await Promise.all(apps.map((each) => each.close()));
      await upstream.close();
      web.remove();
    },
  };
}

/** Headers a page of ours sends with a call that changes something. */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** The Cookie header for the given cookies. */
export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
