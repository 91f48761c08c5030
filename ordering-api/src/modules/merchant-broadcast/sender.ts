// Sends due broadcasts by multicast (decision 078): batches of at most 500, each retried with its
// own retry key and the same recipients, so nobody gets a broadcast twice.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MULTICAST_MAX_RECIPIENTS } from '@eorder/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../plugins/env';
import type { LinePush } from '../line/messaging';
import { backoffMs } from '../line/outbox';
import { createPeriodicJob, type PeriodicJob } from '../line/periodic';
import { audienceFrom, reachable } from './repository';

const rowsOf = <T>(result: { rows: unknown[] }): T[] => result.rows as T[];
/** A time as a parameter both drivers read alike. */
const ts = (at: Date | null) => (at === null ? sql`null::timestamptz` : sql`${at.toISOString()}::timestamptz`);

/** Attempts of one batch before it is given up. */
export const BROADCAST_MAX_ATTEMPTS = 8;
/**
 * LINE remembers a retry key for a day; a batch first tried longer ago than this is given up
 * rather than sent again, since LINE could no longer tell it was delivered.
 */
export const RETRY_KEY_SAFE_MS = 23 * 3_600_000;
const LOCK_MS = 60_000;
const BROADCASTS_PER_RUN = 5;
const BATCHES_PER_RUN = 40;

export interface BroadcastRunResult {
  started: number;
  sent: number;
  retried: number;
  failed: number;
}

export interface LineBroadcastSender extends Omit<PeriodicJob, 'start'> {
  /** Starts due broadcasts and sends due batches; safe to run from several replicas at once. */
  runOnce(): Promise<BroadcastRunResult>;
  start(intervalMs: number): void;
}

interface ClaimedBatch {
  id: number;
  broadcast_id: number;
  batch_no: number;
  retry_key: string;
  attempts: number;
  first_attempt_at: Date | string;
  messages: unknown[];
}

export function createLineBroadcastSender(deps: {
  db: Db;
  push: LinePush;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Multicast calls a second at most (LINE allows 200; other traffic shares the channel). */
  callsPerSecond: number;
}): LineBroadcastSender {
  const { db, push, clock, log } = deps;
  const gapMs = deps.callsPerSecond > 0 ? 1000 / deps.callsPerSecond : 0;
  let lastCallAt = 0;

  /** Waits until the next call keeps to the rate. */
  async function pace(): Promise<void> {
    const wait = lastCallAt + gapMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastCallAt = Date.now();
  }

  /** Claims due broadcasts and fixes their recipients and batches; answers how many started. */
  async function startDue(now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const due = rowsOf<{ id: number; sale_unit: string; tag_id: number | null }>(
        await tx.execute(sql`
          select id, sale_unit, tag_id from line_broadcasts
          where status = 'SCHEDULED' and send_at <= ${ts(now)}
          order by send_at, id limit ${BROADCASTS_PER_RUN}
          for update skip locked`),
      );
      for (const broadcast of due) {
        const audience = audienceFrom(broadcast.sale_unit, broadcast.tag_id);
        await tx.execute(sql`
          insert into line_broadcast_recipients (broadcast_id, line_user_id, customer_id, batch_no)
          select ${broadcast.id}, c.line_user_id, c.id,
            ((row_number() over (order by c.id)) - 1) / ${MULTICAST_MAX_RECIPIENTS}
          ${audience} and ${reachable}
          on conflict do nothing`);
        const batchNos = rowsOf<{ batch_no: number }>(
          await tx.execute(sql`
            select distinct batch_no from line_broadcast_recipients
            where broadcast_id = ${broadcast.id} order by batch_no`),
        );
        for (const { batch_no } of batchNos) {
          await tx.execute(sql`
            insert into line_broadcast_batches (broadcast_id, batch_no, retry_key, next_attempt_at)
            values (${broadcast.id}, ${batch_no}, ${randomUUID()}, ${ts(now)})
            on conflict do nothing`);
        }
        const [counts] = rowsOf<{ customers: string; recipients: string }>(
          await tx.execute(sql`
            select (select count(*) ${audience}) as customers,
              (select count(*) from line_broadcast_recipients where broadcast_id = ${broadcast.id}) as recipients`),
        );
        const skipped = Math.max(0, Number(counts?.customers ?? 0) - Number(counts?.recipients ?? 0));
        await tx.execute(sql`
          update line_broadcasts set status = 'SENDING', started_at = ${ts(now)}, skipped = ${skipped},
            updated_at = now()
          where id = ${broadcast.id}`);
      }
      return due.length;
    });
  }

  async function claimBatches(now: Date): Promise<ClaimedBatch[]> {
    const lockedUntil = new Date(now.getTime() + LOCK_MS);
    return rowsOf<ClaimedBatch>(
      await db.execute(sql`
        with due as (
          select b.id from line_broadcast_batches b
          where b.status = 'PENDING' and b.next_attempt_at <= ${ts(now)}
            and (b.locked_until is null or b.locked_until <= ${ts(now)})
          order by b.broadcast_id, b.batch_no
          limit ${BATCHES_PER_RUN}
          for update skip locked
        )
        update line_broadcast_batches b
        set locked_until = ${ts(lockedUntil)}, attempts = b.attempts + 1,
          first_attempt_at = coalesce(b.first_attempt_at, ${ts(now)})
        from due, line_broadcasts lb
        where b.id = due.id and lb.id = b.broadcast_id
        returning b.id, b.broadcast_id, b.batch_no, b.retry_key, b.attempts, b.first_attempt_at, lb.messages`),
    );
  }

  async function recipientsOf(batch: ClaimedBatch): Promise<string[]> {
    const rows = rowsOf<{ line_user_id: string }>(
      await db.execute(sql`
        select line_user_id from line_broadcast_recipients
        where broadcast_id = ${batch.broadcast_id} and batch_no = ${batch.batch_no}
        order by line_user_id`),
    );
    return rows.map((row) => row.line_user_id);
  }

  /** Ends a batch: SENT or FAILED, with its recipients. */
  async function settle(batch: ClaimedBatch, status: 'SENT' | 'FAILED', requestId: string | null, error: string | null) {
    const at = clock();
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update line_broadcast_batches
        set status = ${status}, locked_until = null, line_request_id = ${requestId}, last_error = ${error},
          sent_at = ${ts(status === 'SENT' ? at : null)}
        where id = ${batch.id}`);
      await tx.execute(sql`
        update line_broadcast_recipients set status = ${status}, sent_at = ${ts(status === 'SENT' ? at : null)}
        where broadcast_id = ${batch.broadcast_id} and batch_no = ${batch.batch_no}`);
    });
  }

  async function retryLater(batch: ClaimedBatch, error: string | null, counted = true) {
    const next = new Date(clock().getTime() + (counted ? backoffMs(batch.attempts) : 0));
    await db.execute(sql`
      update line_broadcast_batches
      set next_attempt_at = ${ts(next)}, locked_until = null, last_error = coalesce(${error}, last_error),
        attempts = attempts - ${counted ? 0 : 1}
      where id = ${batch.id}`);
  }

  /** Broadcasts whose batches are all settled: SENT, PARTIAL or FAILED. */
  async function finish(now: Date): Promise<void> {
    await db.execute(sql`
      update line_broadcasts lb
      set status = case
          when not exists (select 1 from line_broadcast_batches b where b.broadcast_id = lb.id and b.status = 'FAILED')
            then 'SENT'
          when exists (select 1 from line_broadcast_batches b where b.broadcast_id = lb.id and b.status = 'SENT')
            then 'PARTIAL'
          else 'FAILED' end,
        finished_at = ${ts(now)}, updated_at = now()
      where lb.status = 'SENDING'
        and not exists (select 1 from line_broadcast_batches b where b.broadcast_id = lb.id and b.status = 'PENDING')`);
  }

  async function runOnce(): Promise<BroadcastRunResult> {
    const result: BroadcastRunResult = { started: 0, sent: 0, retried: 0, failed: 0 };
    if (!push.enabled) return result;
    result.started = await startDue(clock());
    const batches = await claimBatches(clock());
    let throttled = false;
    for (const batch of batches) {
      if (throttled) {
        // LINE asked us to slow down: the rest waits for the next run, without counting an attempt.
        await retryLater(batch, null, false);
        continue;
      }
      if (clock().getTime() - new Date(batch.first_attempt_at).getTime() > RETRY_KEY_SAFE_MS) {
        await settle(batch, 'FAILED', null, 'given up: its retry key is older than LINE remembers');
        result.failed += 1;
        continue;
      }
      await pace();
      const answer = await push.multicast(await recipientsOf(batch), batch.messages, batch.retry_key);
      if (answer.outcome === 'sent' || answer.outcome === 'duplicate') {
        await settle(batch, 'SENT', answer.requestId, null);
        result.sent += 1;
        continue;
      }
      const error = `${answer.status || 'network'}: ${answer.detail ?? 'no detail'}`;
      if (answer.outcome === 'rejected' || batch.attempts >= BROADCAST_MAX_ATTEMPTS) {
        await settle(batch, 'FAILED', null, error);
        log.error({ broadcastId: batch.broadcast_id, batchNo: batch.batch_no, status: answer.status }, 'a broadcast batch was given up');
        result.failed += 1;
        continue;
      }
      await retryLater(batch, error);
      log.warn({ broadcastId: batch.broadcast_id, batchNo: batch.batch_no, status: answer.status }, 'a broadcast batch will be tried again');
      result.retried += 1;
      if (answer.status === 429) throttled = true;
    }
    await finish(clock());
    return result;
  }

  const job = createPeriodicJob(runOnce, log, 'the LINE broadcast run');
  return {
    runOnce,
    start(intervalMs) {
      if (push.enabled) job.start(intervalMs);
    },
    nudge: () => job.nudge(),
    stop: () => job.stop(),
  };
}
