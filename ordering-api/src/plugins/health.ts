// GET /health: 200 once the database answers, 503 otherwise, so a load
// balancer or the start script can wait for readiness.
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { extend } from 'zod/mini';
import { buildErrorBody, CALLS, ErrorBodySchema } from '@eorder/shared';
import { requestLocale } from './errors';
import { quieterLevel } from './logger';

const HealthAnswerSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });
const HealthFailureSchema = extend(ErrorBodySchema, {
  status: z.literal('error'),
  db: z.literal('error'),
});

/** How long the database may take to answer `select 1` before the check fails. */
const DB_CHECK_TIMEOUT_MS = 3000;

export const healthPlugin = fp(
  (app, _options, done) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      CALLS.health.path,
      {
        schema: {
          tags: ['health'],
          summary: 'Readiness: the database answers',
          response: { 200: HealthAnswerSchema, 503: HealthFailureSchema },
        },
        // Polled every few seconds: only its failures are worth a line.
        logLevel: quieterLevel('warn', app.env.LOG_LEVEL),
      },
      async (request, reply) => {
        try {
          await withTimeout(app.db.execute(sql`select 1`), DB_CHECK_TIMEOUT_MS);
          return { status: 'ok' as const, db: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unavailable');
          return reply
            .code(503)
            .header('cache-control', 'no-store')
            .send({
              ...buildErrorBody('MAINTENANCE', requestLocale(request)),
              status: 'error' as const,
              db: 'error' as const,
            });
        }
      },
    );
    done();
  },
  { name: 'health', dependencies: ['db', 'env'] },
);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
