// `GET bff/config`: the runtime configuration, for a web that was not started
// from our index.html (tests, a development server).
import type { RuntimeConfig } from '@eorder/shared';
import type { FastifyPluginCallback } from 'fastify';

export interface ConfigRouteOptions {
  basePath: string;
  config: RuntimeConfig;
}

export const configRoutes: FastifyPluginCallback<ConfigRouteOptions> = (
  app,
  { basePath, config },
  done,
) => {
  const body = JSON.stringify(config);
  app.get(`${basePath}bff/config`, async (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(body),
  );
  done();
};
