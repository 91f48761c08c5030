// Order-status notices in LINE through an outbox: written in the order's transaction, pushed with
// the row's retry key, so none is lost or delivered twice.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../plugins/env';
import { chatReplyFlex, orderStatusFlex } from './flex';
import type { LinePush } from './messaging';
import { createPeriodicJob } from './periodic';
import { createLineRepository, type LineRepository, type OutboxRow } from './repository';

export interface OrderStatusChange {
  /** The order's primary key: one notice per order and status. */
  orderPk: number;
  orderId: string;
  saleUnit: string;
  centerName?: string | null;
  customerId: number;
  /** The new order status, or the payment status of a payment change. */
  status: string;
  total: number;
  trackingNo?: string | null;
  carrier?: string | null;
}

export interface LineNotifications {
  /**
   * Queues the notice of an order's new status for the customer's LINE, in the caller's
   * transaction. Answers false when the customer has no LINE user, has unfollowed the official
   * account, or the notice of this status was queued before.
   */
  orderStatusChanged(change: OrderStatusChange, tx?: DbOrTx): Promise<boolean>;
  /**
   * Queues the notice of a merchant's chat reply: at most one per room in CHAT_NOTICE_WINDOW_MS.
   * Answers false when the customer has no LINE user, unfollowed, or was told in this window.
   */
  chatReply(reply: ChatReplyNotice): Promise<boolean>;
  /**
   * Notices were queued in a transaction that has now committed: the sender of this process pushes
   * them soon, rather than at its next tick (decision 127).
   */
  committed(): void;
  /** Who is told of `committed` (the outbox sender of this process). */
  onCommitted(listener: () => void): void;
}

export interface ChatReplyNotice {
  roomId: string;
  saleUnit: string;
  customerCode: string;
  /** The reply's text; null for a photo. */
  preview: string | null;
  now: Date;
}

/** One chat notice per room in this window: a conversation does not become a flood of pushes. */
export const CHAT_NOTICE_WINDOW_MS = 5 * 60_000;

export function createLineNotifications(deps: {
  db: Db;
  clock: Clock;
  liffUrl?: string | undefined;
}): LineNotifications {
  const repository = createLineRepository(deps.db);
  const listeners: (() => void)[] = [];
  const committed = () => {
    for (const listener of listeners) listener();
  };
  return {
    committed,
    onCommitted(listener) {
      listeners.push(listener);
    },

    async orderStatusChanged(change, tx = deps.db) {
      // One statement finds the LINE user and queues the notice; unknown friendship still gets it:
      // only a known unfollow (or block) stops it.
      const message = orderStatusFlex({
        orderId: change.orderId,
        saleUnit: change.saleUnit,
        centerName: change.centerName ?? null,
        status: change.status,
        total: change.total,
        trackingNo: change.trackingNo ?? null,
        carrier: change.carrier ?? null,
        liffUrl: deps.liffUrl,
      });
      return repository.enqueueForCustomer(
        change.customerId,
        {
          dedupeKey: `order-status:${change.orderPk}:${change.status}`,
          kind: 'ORDER_STATUS',
          saleUnit: change.saleUnit,
          messages: [message],
          now: deps.clock(),
        },
        tx,
      );
    },

    async chatReply(reply) {
      const customer = await repository.customerByCode(reply.customerCode);
      if (!customer?.lineUserId) return false;
      if ((await repository.isFriend(customer.lineUserId)) === false) return false;
      const window = Math.floor(reply.now.getTime() / CHAT_NOTICE_WINDOW_MS);
      const queued = await repository.enqueue({
        dedupeKey: `chat-reply:${reply.roomId}:${window}`,
        lineUserId: customer.lineUserId,
        kind: 'CHAT_REPLY',
        saleUnit: reply.saleUnit,
        messages: [chatReplyFlex({ roomId: reply.roomId, preview: reply.preview, liffUrl: deps.liffUrl })],
        now: reply.now,
      });
      if (queued) committed();
      return queued;
    },
  };
}

export interface OutboxRunResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface LineOutboxSender {
  /** Pushes every due notice once; safe to run from several replicas at the same time. */
  runOnce(): Promise<OutboxRunResult>;
  start(intervalMs: number): void;
  /** A run within PUSH_SOON_MS (once the sender is started): notices were just queued. */
  soon(): void;
  stop(): Promise<void>;
}

/** Attempts before a notice is given up (about a day with the backoff below). */
export const OUTBOX_MAX_ATTEMPTS = 12;
const BATCH_SIZE = 50;
const LOCK_MS = 60_000;
/** Pushes in flight at once (LINE allows 2,000 push calls a second); one person's stay in order. */
const PUSHES_AT_ONCE = 8;
/**
 * How long a sender told of new notices waits before its run: the notices of that window go out
 * together, the customer hears within a fraction of a second, and a busy hour's changes are pushed
 * a few at a time rather than all at the next tick (decision 127).
 */
export const PUSH_SOON_MS = 100;

type SentRow = { id: number; requestId: string | null };

/** 30 s, 1 min, 2 min ... at most an hour between attempts. */
export const backoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export function createLineOutboxSender(deps: {
  repository: LineRepository;
  push: LinePush;
  clock: Clock;
  log: FastifyBaseLogger;
}): LineOutboxSender {
  const { repository, push, clock, log } = deps;

  async function sendOne(row: OutboxRow, result: OutboxRunResult, sent: SentRow[]): Promise<void> {
    const answer = await push.push(row.lineUserId, row.messages, row.retryKey);
    if (answer.outcome === 'sent' || answer.outcome === 'duplicate') {
      sent.push({ id: row.id, requestId: answer.requestId });
      result.sent += 1;
      return;
    }
    const error = `${answer.status || 'network'}: ${answer.detail ?? 'no detail'}`;
    if (answer.outcome === 'rejected' || row.attempts >= OUTBOX_MAX_ATTEMPTS) {
      await repository.markFailed(row.id, error);
      log.error({ outboxId: row.id, kind: row.kind, status: answer.status }, 'a LINE notice was given up');
      result.failed += 1;
      return;
    }
    await repository.markRetry(row.id, new Date(clock().getTime() + backoffMs(row.attempts)), error);
    log.warn({ outboxId: row.id, attempts: row.attempts, status: answer.status }, 'a LINE notice will be tried again');
    result.retried += 1;
  }

  /**
   * A claimed batch: PUSHES_AT_ONCE people at a time, each person's notices one after another. The
   * pushed rows are marked sent together at the end: a sender stopped before that leaves them
   * claimed until their lock ends, and the next push of each carries the same retry key, which LINE
   * answers as delivered before (409), so nobody gets a notice twice.
   */
  async function sendBatch(rows: readonly OutboxRow[], result: OutboxRunResult): Promise<void> {
    const sent: SentRow[] = [];
    const byPerson = new Map<string, OutboxRow[]>();
    for (const row of rows) byPerson.set(row.lineUserId, [...(byPerson.get(row.lineUserId) ?? []), row]);
    const queues = [...byPerson.values()];
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(PUSHES_AT_ONCE, queues.length) }, async () => {
        for (let queue = queues[next++]; queue; queue = queues[next++]) {
          for (const row of queue) await sendOne(row, result, sent);
        }
      }),
    );
    await repository.markSent(sent, clock());
  }

  async function runOnce(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, retried: 0, failed: 0 };
    if (!push.enabled) return result;
    // Batch after batch until nothing is due: a backlog (LINE was down, a busy hour) goes out in
    // one run rather than a batch a tick. A claimed row is locked, sent, put off or given up, so
    // no row comes back within the run.
    for (;;) {
      const now = clock();
      const rows = await repository.claimDue(now, new Date(now.getTime() + LOCK_MS), BATCH_SIZE);
      await sendBatch(rows, result);
      if (rows.length < BATCH_SIZE) return result;
    }
  }

  const job = createPeriodicJob(runOnce, log, 'the LINE outbox run');
  return {
    runOnce,
    start(intervalMs) {
      if (push.enabled) job.start(intervalMs);
    },
    soon: () => job.nudge(PUSH_SOON_MS),
    stop: () => job.stop(),
  };
}
