import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, saleUnit, tstz, updatedAt } from './columns';
import { distributionCenters } from './centers';
import { customers } from './customers';
import { staffUsers } from './staff';

/** Tags a center's staff put on its customers (decision 078); a name is unique in its center. */
export const customerTags = pgTable(
  'customer_tags',
  {
    id: serial('id').primaryKey(),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('customer_tags_center_name_uq').on(t.saleUnit, t.name)],
);

export const customerTagMembers = pgTable(
  'customer_tag_members',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => customerTags.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.customerId] }), index('customer_tag_members_customer_idx').on(t.customerId)],
);

/**
 * A LINE broadcast of a center: to a tag's customers or the whole center's, now or at send_at.
 * The scheduler claims a due one (SCHEDULED -> SENDING) and fixes its recipients and batches in
 * one transaction; the batches are sent by multicast, each with its own retry key.
 */
export const lineBroadcasts = pgTable(
  'line_broadcasts',
  {
    id: serial('id').primaryKey(),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    /** Null: every customer of the center. */
    tagId: integer('tag_id').references(() => customerTags.id, { onDelete: 'set null' }),
    /** The tag's name when the broadcast was made (the tag may be renamed or deleted later). */
    tagName: text('tag_name'),
    title: text('title').notNull(),
    /** What the merchant wrote (kind and fields), as the contract has it. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** The LINE message objects sent (built once, at creation: the preview shows these). */
    messages: jsonb('messages').$type<unknown[]>().notNull(),
    status: text('status').notNull().default('SCHEDULED'),
    sendAt: tstz('send_at').notNull(),
    lockedUntil: tstz('locked_until'),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    /** Customers of the audience left out when sending started: no LINE user, or unfollowed. */
    skipped: integer('skipped').notNull().default(0),
  },
  (t) => [
    index('line_broadcasts_center_idx').on(t.saleUnit, t.id),
    index('line_broadcasts_due_idx').on(t.status, t.sendAt),
    check(
      'line_broadcasts_status_valid',
      sql`${t.status} in ('SCHEDULED', 'SENDING', 'SENT', 'PARTIAL', 'FAILED', 'CANCELLED')`,
    ),
  ],
);

/** One multicast call of a broadcast (at most 500 recipients); its retry key never changes. */
export const lineBroadcastBatches = pgTable(
  'line_broadcast_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => lineBroadcasts.id, { onDelete: 'cascade' }),
    batchNo: integer('batch_no').notNull(),
    retryKey: uuid('retry_key').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    /** The first attempt: LINE remembers a retry key for a day only, so retries stop before that. */
    firstAttemptAt: tstz('first_attempt_at'),
    lockedUntil: tstz('locked_until'),
    lastError: text('last_error'),
    lineRequestId: text('line_request_id'),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    unique('line_broadcast_batches_no_uq').on(t.broadcastId, t.batchNo),
    index('line_broadcast_batches_due_idx').on(t.status, t.nextAttemptAt),
    check('line_broadcast_batches_status_valid', sql`${t.status} in ('PENDING', 'SENT', 'FAILED')`),
  ],
);

/** Who a broadcast goes to, once each (one LINE user is in one batch of a broadcast). */
export const lineBroadcastRecipients = pgTable(
  'line_broadcast_recipients',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => lineBroadcasts.id, { onDelete: 'cascade' }),
    lineUserId: text('line_user_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    batchNo: integer('batch_no').notNull(),
    status: text('status').notNull().default('PENDING'),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.lineUserId] }),
    index('line_broadcast_recipients_batch_idx').on(t.broadcastId, t.batchNo),
    check('line_broadcast_recipients_status_valid', sql`${t.status} in ('PENDING', 'SENT', 'FAILED')`),
  ],
);
