// LINE data: which customer or staff user a LINE user is, the friendship of
// the official account, and the outbox of messages to push.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customers, lineFriendships, lineOutbox, staffUsers } from '../../db/schema';
import { preparedStatement } from '../pricing/prepared';

export type OutboxRow = typeof lineOutbox.$inferSelect;
export type StaffRow = typeof staffUsers.$inferSelect;

export interface NewOutboxMessage {
  dedupeKey: string;
  lineUserId: string;
  kind: string;
  saleUnit: string | null;
  messages: unknown[];
  now: Date;
}

/**
 * A notice for a customer, queued only when they have a LINE user who did not unfollow; once per
 * dedupe key. Written with every change of an order: one statement, built once.
 */
const enqueueForCustomer = preparedStatement<{ id: number }>(
  'line_enqueue_for_customer',
  sql`
    insert into ${lineOutbox} (dedupe_key, line_user_id, kind, sale_unit, messages, retry_key, next_attempt_at)
    select ${sql.placeholder('dedupeKey')}, c.line_user_id, ${sql.placeholder('kind')}, ${sql.placeholder('saleUnit')},
           ${sql.placeholder('messages')}::jsonb, ${sql.placeholder('retryKey')}::uuid, ${sql.placeholder('now')}::timestamptz
    from ${customers} c
    left join ${lineFriendships} f on f.line_user_id = c.line_user_id
    where c.id = ${sql.placeholder('customerId')} and c.line_user_id is not null and f.is_friend is not false
    on conflict (dedupe_key) do nothing
    returning id`,
);

export function createLineRepository(db: Db) {
  return {
    async findStaffByLineUserId(
      lineUserId: string,
      tx: DbOrTx = db,
    ): Promise<StaffRow | undefined> {
      const [row] = await tx
        .select()
        .from(staffUsers)
        .where(eq(staffUsers.lineUserId, lineUserId))
        .limit(1);
      return row;
    },

    /** The LINE user of a customer, or null. */
    async customerLineUserId(customerId: number, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ lineUserId: customers.lineUserId })
        .from(customers)
        .where(eq(customers.id, customerId))
        .limit(1);
      return row?.lineUserId ?? null;
    },

    async customerByCode(customerCode: string, tx: DbOrTx = db): Promise<{ id: number; lineUserId: string | null } | null> {
      const [row] = await tx
        .select({ id: customers.id, lineUserId: customers.lineUserId })
        .from(customers)
        .where(eq(customers.customerCode, customerCode))
        .limit(1);
      return row ?? null;
    },

    /** The holder of a LINE user id among customers and staff (either may hold it, never two of one kind). */
    async lineUserHolders(lineUserId: string, tx: DbOrTx = db) {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.lineUserId, lineUserId))
        .limit(1);
      const [staff] = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.lineUserId, lineUserId))
        .limit(1);
      return { customerId: customer?.id ?? null, staffId: staff?.id ?? null };
    },

    async setCustomerLineUserId(
      customerId: number,
      lineUserId: string,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(customers)
        .set({ lineUserId, updatedAt: sql`now()` })
        .where(eq(customers.id, customerId));
    },

    async setStaffLineUserId(staffId: number, lineUserId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(staffUsers)
        .set({ lineUserId, updatedAt: sql`now()` })
        .where(eq(staffUsers.id, staffId));
    },

    /** Keeps the newest follow/unfollow: an event older than the stored one changes nothing. */
    async recordFriendship(
      lineUserId: string,
      isFriend: boolean,
      eventAt: Date,
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(lineFriendships)
        .values({ lineUserId, isFriend, eventAt })
        .onConflictDoUpdate({
          target: lineFriendships.lineUserId,
          set: { isFriend, eventAt, updatedAt: sql`now()` },
          setWhere: lt(lineFriendships.eventAt, eventAt),
        })
        .returning({ lineUserId: lineFriendships.lineUserId });
      return rows.length > 0;
    },

    /** True or false from the webhook's events; null when LINE never told us. */
    async isFriend(lineUserId: string, tx: DbOrTx = db): Promise<boolean | null> {
      const [row] = await tx
        .select({ isFriend: lineFriendships.isFriend })
        .from(lineFriendships)
        .where(eq(lineFriendships.lineUserId, lineUserId))
        .limit(1);
      return row?.isFriend ?? null;
    },

    /**
     * Adds a message for a customer's LINE user in one statement (a payment's settling transaction
     * holds its lock meanwhile): none without a LINE user, after a known unfollow, or when one with
     * the same dedupe key exists. Answers whether it was added.
     */
    async enqueueForCustomer(customerId: number, message: Omit<NewOutboxMessage, 'lineUserId'>, tx: DbOrTx = db): Promise<boolean> {
      const result = await enqueueForCustomer(tx, {
        dedupeKey: message.dedupeKey,
        kind: message.kind,
        saleUnit: message.saleUnit,
        messages: JSON.stringify(message.messages),
        retryKey: randomUUID(),
        now: message.now.toISOString(),
        customerId,
      });
      return result.rows.length > 0;
    },

    /** Adds a message unless one with the same dedupe key exists; answers whether it was added. */
    async enqueue(message: NewOutboxMessage, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(lineOutbox)
        .values({
          dedupeKey: message.dedupeKey,
          lineUserId: message.lineUserId,
          kind: message.kind,
          saleUnit: message.saleUnit,
          messages: message.messages,
          retryKey: randomUUID(),
          nextAttemptAt: message.now,
        })
        .onConflictDoNothing({ target: lineOutbox.dedupeKey })
        .returning({ id: lineOutbox.id });
      return rows.length > 0;
    },

    /**
     * Claims up to `limit` due messages until `lockedUntil` and counts the attempt. Rows another
     * sender holds are skipped, so replicas never work on the same message at once.
     */
    async claimDue(now: Date, lockedUntil: Date, limit: number): Promise<OutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = tx
          .select({ id: lineOutbox.id })
          .from(lineOutbox)
          .where(
            and(
              // Written out, so that every plan can walk the index of pending notices.
              sql`${lineOutbox.status} = 'PENDING'`,
              lte(lineOutbox.nextAttemptAt, now),
              or(isNull(lineOutbox.lockedUntil), lte(lineOutbox.lockedUntil, now)),
            ),
          )
          .orderBy(asc(lineOutbox.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        return tx
          .update(lineOutbox)
          .set({ lockedUntil, attempts: sql`${lineOutbox.attempts} + 1` })
          .where(inArray(lineOutbox.id, due))
          .returning();
      });
    },

    /** Marks pushed messages sent, each with the request id LINE gave it, in one statement. */
    async markSent(sent: readonly { id: number; requestId: string | null }[], now: Date): Promise<void> {
      if (sent.length === 0) return;
      await db
        .update(lineOutbox)
        .set({
          status: 'SENT',
          sentAt: now,
          lineRequestId: sql`pushed.request_id`,
          lockedUntil: null,
          lastError: null,
        })
        .from(
          sql`unnest(${sql.param(sent.map((row) => row.id))}::bigint[], ${sql.param(sent.map((row) => row.requestId))}::text[]) as pushed(id, request_id)`,
        )
        .where(sql`${lineOutbox.id} = pushed.id`);
    },

    async markRetry(id: number, nextAttemptAt: Date, error: string): Promise<void> {
      await db
        .update(lineOutbox)
        .set({ nextAttemptAt, lockedUntil: null, lastError: error })
        .where(eq(lineOutbox.id, id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(lineOutbox)
        .set({ status: 'FAILED', lockedUntil: null, lastError: error })
        .where(eq(lineOutbox.id, id));
    },

    async outbox(tx: DbOrTx = db): Promise<OutboxRow[]> {
      return tx.select().from(lineOutbox).orderBy(asc(lineOutbox.id));
    },
  };
}

export type LineRepository = ReturnType<typeof createLineRepository>;
