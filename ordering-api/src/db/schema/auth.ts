import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';

/**
 * One-time codes sent by SMS. Only a hash of the code is kept; ref_code is shown to the user
 * so they can match the message. A code is used once (consumed_at) and within its attempts.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose').notNull(),
    mobileNo: text('mobile_no').notNull(),
    refCode: text('ref_code').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
    ip: text('ip'),
  },
  (t) => [
    index('one_time_codes_lookup_idx').on(t.mobileNo, t.purpose, t.refCode),
    index('one_time_codes_recent_idx').on(t.mobileNo, t.createdAt),
    index('one_time_codes_ip_idx').on(t.ip, t.createdAt),
    check(
      'one_time_codes_purpose_valid',
      sql`${t.purpose} in ('REGISTER', 'STAFF_LOGIN', 'RIDER_LOGIN', 'RESET_PASSWORD', 'STAFF_REGISTER')`,
    ),
    check('one_time_codes_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);
