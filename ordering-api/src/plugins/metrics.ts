// The ordering API's metrics (see @eorder/shared/server's registerMetrics): besides requests, the
// database pool and the work waiting for each scheduler, read when Prometheus scrapes.
import { sql } from 'drizzle-orm';
import { registerMetrics } from '@eorder/shared/server';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { Env } from '../env';
import { OPEN_STATUSES } from '../modules/payments/repository';

interface Backlog extends Record<string, unknown> {
  line_outbox: number;
  broadcasts: number;
  subscriptions: number;
  payments: number;
}

export async function registerApiMetrics(app: FastifyInstance, env: Env, handle: DatabaseHandle): Promise<void> {
  if (env.METRICS_PORT === undefined) return;
  const open = sql.join(OPEN_STATUSES.map((status) => sql`${status}`), sql`, `);
  await registerMetrics(app, {
    port: env.METRICS_PORT,
    host: env.METRICS_HOST ?? env.ORDERING_API_HOST,
    gauges: (client) => {
      new client.Gauge({
        name: 'eorder_db_pool_connections',
        help: 'Connections of the PostgreSQL pool by state (none on PGlite)',
        labelNames: ['state'],
        collect() {
          const pool = handle.pool;
          if (!pool) return;
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
      new client.Gauge({
        name: 'eorder_scheduler_backlog',
        help: 'Work due and not yet done, by scheduled job',
        labelNames: ['job'],
        async collect() {
          const { rows } = await handle.db.execute<Backlog>(sql`
            select
              (select count(*)::int from line_outbox where status = 'PENDING' and next_attempt_at <= now()) as line_outbox,
              (select count(*)::int from line_broadcast_batches where status = 'PENDING' and next_attempt_at <= now()) as broadcasts,
              (select count(*)::int from subscriptions
                where status = 'ACTIVE' and next_run_date <= (now() at time zone 'Asia/Bangkok')::date) as subscriptions,
              (select count(*)::int from payments where status in (${open})) as payments`);
          for (const [job, n] of Object.entries(rows[0] ?? {})) this.set({ job }, Number(n));
        },
      });
    },
  });
}
