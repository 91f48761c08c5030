// A broadcast audience for the journeys: `count` customers of one center, each
// linked to its own LINE user, all in one tag. Only the first-run seed adds it, and only when asked
// (SEED_LINE_AUDIENCE), so the demo data stays as it is otherwise.
import { createHash } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { customerCenters, customers, customerTagMembers, customerTags } from '../db/schema';
import { insertMany, pad } from './util';

/** The audience's tag (English: the journeys read it). */
export const LINE_AUDIENCE_TAG = 'LINE audience';

export interface LineAudienceOptions {
  saleUnit: string;
  tagName: string;
  count: number;
}

/** The LINE user id of audience member `n`: a valid id (U and 32 hex digits), the same every run. */
export const audienceLineUserId = (saleUnit: string, n: number): string =>
  `U${createHash('sha256').update(`line-audience:${saleUnit}:${n}`).digest('hex').slice(0, 32)}`;

/** Adds the audience; answers the tag's id. */
export async function seedLineAudience(db: DbOrTx, options: LineAudienceOptions): Promise<number> {
  const { saleUnit, tagName, count } = options;
  const width = Math.max(5, String(count).length);
  const rows = Array.from({ length: count }, (_, i) => ({
    customerCode: `LA${saleUnit}${pad(i + 1, width)}`,
    customerName: `LINE audience ${saleUnit} ${pad(i + 1, width)}`,
    lineUserId: audienceLineUserId(saleUnit, i + 1),
  }));
  await insertMany(db, customers, rows);
  const ids = await db
    .select({ id: customers.id, code: customers.customerCode })
    .from(customers)
    .where(like(customers.customerCode, `LA${saleUnit}%`));
  const codes = new Set(rows.map((row) => row.customerCode));
  const audience = ids.filter((row) => codes.has(row.code));
  await insertMany(
    db,
    customerCenters,
    audience.map((row) => ({ customerId: row.id, saleUnit, isPrimary: true })),
  );
  const [tag] = await db.insert(customerTags).values({ saleUnit, name: tagName }).returning({ id: customerTags.id });
  if (!tag) throw new Error('the audience tag was not kept');
  await insertMany(
    db,
    customerTagMembers,
    audience.map((row) => ({ tagId: tag.id, customerId: row.id })),
  );
  return tag.id;
}
