// Prometheus metrics of a service, from fastify-metrics, served on a port of their own so the
// public port never answers them. Request rate, latency and errors come from its route histogram
// (`http_request_duration_seconds{method,route,status_code}`); each service adds its own gauges.
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';

export interface MetricsOptions {
  port: number;
  host: string;
  /** Adds the service's own gauges; `client` is the registry's prom-client. */
  gauges?: (client: FastifyInstance['metrics']['client']) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The port the metrics answer on, once the app is ready. */
    metricsPort(): number | undefined;
  }
}

export async function registerMetrics(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  await app.register(fastifyMetrics, {
    endpoint: null,
    clearRegisterOnInit: true,
    defaultMetrics: { enabled: true },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
      routeBlacklist: [/\/(health|ready)$/],
    },
  });
  options.gauges?.(app.metrics.client);

  const registry = app.metrics.client.register;
  let server: Server | undefined;
  app.decorate('metricsPort', () => {
    const address = server?.address();
    return typeof address === 'object' && address ? address.port : undefined;
  });
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject).listen(options.port, options.host, () => resolve());
    });
    app.log.info({ metricsPort: app.metricsPort() }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  });
}
