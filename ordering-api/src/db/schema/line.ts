import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, saleUnit, tstz, updatedAt } from './columns';

/**
 * Whether a LINE user is a friend of the official account, from the follow and unfollow events of
 * the webhook. event_at is the event's own time: a late redelivery never overwrites a newer state.
 */
export const lineFriendships = pgTable('line_friendships', {
  lineUserId: text('line_user_id').primaryKey(),
  isFriend: boolean('is_friend').notNull(),
  eventAt: tstz('event_at').notNull(),
  updatedAt: updatedAt(),
});

/**
 * LINE messages waiting to be pushed (order-status notices). A row is written in the transaction
 * of the change it tells about, so nothing is lost; dedupe_key keeps one notice per change, and the
 * row's retry_key goes to LINE as X-Line-Retry-Key on every attempt, so a retry after a lost answer
 * is never delivered twice.
 */
export const lineOutbox = pgTable(
  'line_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dedupeKey: text('dedupe_key').notNull().unique('line_outbox_dedupe_key_uq'),
    lineUserId: text('line_user_id').notNull(),
    kind: text('kind').notNull(),
    saleUnit: saleUnit(),
    messages: jsonb('messages').$type<unknown[]>().notNull(),
    retryKey: uuid('retry_key').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    /** A sender has claimed the row until then (several replicas may run the sender). */
    lockedUntil: tstz('locked_until'),
    lastError: text('last_error'),
    lineRequestId: text('line_request_id'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    // The notices still to push, in the sender's order; sent ones leave it (decision 129).
    index('line_outbox_pending_idx').on(t.id).where(sql`${t.status} = 'PENDING'`),
    check('line_outbox_status_valid', sql`${t.status} in ('PENDING', 'SENT', 'FAILED')`),
    check('line_outbox_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);
