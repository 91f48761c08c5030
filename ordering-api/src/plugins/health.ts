// `GET /health` (liveness: the database answers) and `GET /ready` (readiness: the database answers
// and every migration is applied), 503 otherwise (decision 112).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { extend } from 'zod/mini';
import { buildErrorBody, CALLS, ErrorBodySchema } from '@eorder/shared';
import { findMigrationsFolder } from '../db/migrate';
import { requestLocale } from './errors';
import { quieterLevel } from './logger';

const HealthAnswerSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });
const HealthFailureSchema = extend(ErrorBodySchema, {
  status: z.literal('error'),
  db: z.literal('error'),
});

const ReadyAnswerSchema = z.object({
  status: z.literal('ready'),
  db: z.literal('ok'),
  migrations: z.literal('current'),
});
const NotReadySchema = extend(ErrorBodySchema, {
  status: z.literal('not-ready'),
  db: z.enum(['ok', 'error']),
  migrations: z.enum(['current', 'behind', 'unknown']),
});

/** The creation time of the newest migration this build ships (drizzle's journal). */
function newestShippedMigration(): number {
  const journal = JSON.parse(
    readFileSync(path.join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

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

    const newest = newestShippedMigration();
    app.withTypeProvider<ZodTypeProvider>().get(
      CALLS.ready.path,
      {
        schema: {
          tags: ['health'],
          summary: CALLS.ready.summary,
          response: { 200: ReadyAnswerSchema, 503: NotReadySchema },
        },
        logLevel: quieterLevel('warn', app.env.LOG_LEVEL),
      },
      async (request, reply) => {
        let db: 'ok' | 'error' = 'error';
        let migrations: 'current' | 'behind' | 'unknown' = 'unknown';
        try {
          // drizzle records each applied migration with its journal time.
          const applied = await withTimeout(
            app.db.execute<{ newest: string | number | null }>(
              sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
            ),
            DB_CHECK_TIMEOUT_MS,
          );
          db = 'ok';
          migrations = Number(applied.rows[0]?.newest ?? 0) >= newest ? 'current' : 'behind';
        } catch (error) {
          request.log.error({ err: error }, 'readiness check: database unavailable');
        }
        if (db === 'ok' && migrations === 'current') {
          return { status: 'ready' as const, db, migrations };
        }
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({
            ...buildErrorBody('MAINTENANCE', requestLocale(request)),
            status: 'not-ready' as const,
            db,
            migrations,
          });
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
