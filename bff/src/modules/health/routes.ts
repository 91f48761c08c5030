// `GET bff/health` (liveness, 200 while the bff serves; the ordering API's state beside it) and
// `GET bff/ready` (200 only while the ordering API answers, else 503) for the load balancer.
import type { FastifyPluginCallback } from 'fastify';
import type { Upstream } from '../../plugins/upstream.js';

export const UPSTREAM_HEALTH_PATH = 'health';
const HEALTH_TIMEOUT_MS = 2_000;

export interface HealthAnswer {
  status: 'ok';
  upstream: 'ok' | 'down';
}

export interface ReadyAnswer {
  status: 'ready' | 'not-ready';
  upstream: 'ok' | 'down';
}

export interface HealthRouteOptions {
  basePath: string;
  upstream: Upstream;
}

export const healthRoutes: FastifyPluginCallback<HealthRouteOptions> = (
  app,
  { basePath, upstream },
  done,
) => {
  async function upstreamState(): Promise<HealthAnswer['upstream']> {
    try {
      const answer = await upstream.dispatcher.request({
        origin: upstream.origin,
        path: upstream.path(UPSTREAM_HEALTH_PATH),
        method: 'GET',
        headersTimeout: HEALTH_TIMEOUT_MS,
        bodyTimeout: HEALTH_TIMEOUT_MS,
        signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      });
      await answer.body.dump();
      return answer.statusCode === 200 ? 'ok' : 'down';
    } catch {
      return 'down';
    }
  }

  app.get(`${basePath}bff/health`, async (_request, reply) => {
    const answer: HealthAnswer = { status: 'ok', upstream: await upstreamState() };
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.get(`${basePath}bff/ready`, async (_request, reply) => {
    const upstreamNow = await upstreamState();
    const answer: ReadyAnswer = { status: upstreamNow === 'ok' ? 'ready' : 'not-ready', upstream: upstreamNow };
    return reply
      .code(upstreamNow === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  });
  done();
};
