// Customer tags and broadcasts of a center, as stored. Who a broadcast reaches is one SQL rule
// (audienceFrom / reachable) used by the counts, the preview and the sending alike.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customerTags, lineBroadcasts } from '../../db/schema';

export type TagRow = typeof customerTags.$inferSelect;
export type BroadcastRow = typeof lineBroadcasts.$inferSelect;

const rowsOf = <T>(result: { rows: unknown[] }): T[] => result.rows as T[];
const list = (values: readonly (string | number)[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** The active customers of a center (of a tag of it, when given), as `c`. */
export const audienceFrom = (saleUnit: string, tagId: number | null): SQL => sql`
  from customers c
  join customer_centers cc on cc.customer_id = c.id and cc.sale_unit = ${saleUnit} and cc.active
  ${tagId === null ? sql`` : sql`join customer_tag_members m on m.customer_id = c.id and m.tag_id = ${tagId}`}
  where c.active`;

/** A customer a broadcast reaches: linked to LINE, and not known to have unfollowed the account. */
export const reachable = sql`(c.line_user_id is not null and not exists (
  select 1 from line_friendships f where f.line_user_id = c.line_user_id and not f.is_friend))`;

/** A search of customers by code, name or mobile number. */
const customerMatch = (text: string): SQL =>
  text === ''
    ? sql`true`
    : sql`(c.customer_code ilike ${`%${text}%`} or c.customer_name ilike ${`%${text}%`} or c.mobile_no like ${`%${text}%`})`;

export interface TagCounted extends TagRow {
  members: number;
  reachable: number;
}

export interface CustomerOfTag {
  customerCode: string;
  customerName: string;
  mobileNo: string | null;
  linked: boolean;
  inTag: boolean;
}

export interface BroadcastCounts {
  recipients: number;
  sent: number;
  failed: number;
}

export function createBroadcastRepository(db: Db) {
  async function counted(tags: TagRow[], tx: DbOrTx = db): Promise<TagCounted[]> {
    if (tags.length === 0) return [];
    const counts = rowsOf<{ tag_id: number; members: string; reachable: string }>(
      await tx.execute(sql`
        select t.id as tag_id, count(c.id) as members, count(c.id) filter (where ${reachable}) as reachable
        from customer_tags t
        left join customer_tag_members m on m.tag_id = t.id
        left join customer_centers cc on cc.customer_id = m.customer_id and cc.sale_unit = t.sale_unit and cc.active
        left join customers c on c.id = cc.customer_id and c.active
        where t.id in (${list(tags.map((tag) => tag.id))})
        group by t.id`),
    );
    const byId = new Map(counts.map((row) => [Number(row.tag_id), row]));
    return tags.map((tag) => ({
      ...tag,
      members: Number(byId.get(tag.id)?.members ?? 0),
      reachable: Number(byId.get(tag.id)?.reachable ?? 0),
    }));
  }

  return {
    counted,

    async listTags(saleUnits: readonly string[], text: string, skip: number, take: number) {
      const where = and(
        inArray(customerTags.saleUnit, [...saleUnits]),
        text === '' ? undefined : sql`${customerTags.name} ilike ${`%${text}%`}`,
      );
      const rows = await db
        .select()
        .from(customerTags)
        .where(where)
        .orderBy(customerTags.saleUnit, customerTags.name)
        .offset(skip)
        .limit(take);
      const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(customerTags).where(where);
      return { rows: await counted(rows), total: total?.n ?? 0 };
    },

    async findTag(id: number, saleUnits: readonly string[], tx: DbOrTx = db): Promise<TagRow | undefined> {
      const [row] = await tx
        .select()
        .from(customerTags)
        .where(and(eq(customerTags.id, id), inArray(customerTags.saleUnit, [...saleUnits])))
        .limit(1);
      return row;
    },

    /** Answers undefined when the center has a tag of that name already. */
    async insertTag(saleUnit: string, name: string, staffId: number): Promise<TagRow | undefined> {
      const [row] = await db
        .insert(customerTags)
        .values({ saleUnit, name, createdBy: staffId })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async renameTag(id: number, saleUnit: string, name: string): Promise<TagRow | undefined | 'taken'> {
      const [clash] = await db
        .select({ id: customerTags.id })
        .from(customerTags)
        .where(and(eq(customerTags.saleUnit, saleUnit), eq(customerTags.name, name)))
        .limit(1);
      if (clash && clash.id !== id) return 'taken';
      const [row] = await db
        .update(customerTags)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(customerTags.id, id))
        .returning();
      return row;
    },

    async deleteTag(id: number): Promise<void> {
      await db.delete(customerTags).where(eq(customerTags.id, id));
    },

    /** Customers of the tag's center: its members, or (search) all matching, with whether each is in. */
    async customersOfTag(tag: TagRow, options: { membersOnly: boolean; text: string; skip: number; take: number }) {
      const from = sql`
        from customers c
        join customer_centers cc on cc.customer_id = c.id and cc.sale_unit = ${tag.saleUnit} and cc.active
        left join customer_tag_members m on m.customer_id = c.id and m.tag_id = ${tag.id}
        where c.active and ${customerMatch(options.text)} ${options.membersOnly ? sql`and m.tag_id is not null` : sql``}`;
      const rows = rowsOf<{ customer_code: string; customer_name: string; mobile_no: string | null; linked: boolean; in_tag: boolean }>(
        await db.execute(sql`
          select c.customer_code, c.customer_name, c.mobile_no, c.line_user_id is not null as linked,
            m.tag_id is not null as in_tag
          ${from}
          order by c.customer_code
          offset ${options.skip} limit ${options.take}`),
      );
      const [total] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n ${from}`));
      return {
        rows: rows.map(
          (row): CustomerOfTag => ({
            customerCode: row.customer_code,
            customerName: row.customer_name,
            mobileNo: row.mobile_no,
            linked: row.linked,
            inTag: row.in_tag,
          }),
        ),
        total: Number(total?.n ?? 0),
      };
    },

    /** Adds the customers of these codes who belong to the tag's center; answers how many were new. */
    async addMembers(tag: TagRow, codes: readonly string[]): Promise<number> {
      const rows = rowsOf<{ customer_id: number }>(
        await db.execute(sql`
          insert into customer_tag_members (tag_id, customer_id)
          select ${tag.id}, c.id
          from customers c
          join customer_centers cc on cc.customer_id = c.id and cc.sale_unit = ${tag.saleUnit} and cc.active
          where c.customer_code in (${list(codes)})
          on conflict do nothing
          returning customer_id`),
      );
      return rows.length;
    },

    async removeMembers(tag: TagRow, codes: readonly string[]): Promise<number> {
      const rows = rowsOf<{ customer_id: number }>(
        await db.execute(sql`
          delete from customer_tag_members m
          using customers c
          where m.tag_id = ${tag.id} and m.customer_id = c.id and c.customer_code in (${list(codes)})
          returning m.customer_id`),
      );
      return rows.length;
    },

    /** Codes among these that are customers of the center. */
    async codesOfCenter(saleUnit: string, codes: readonly string[]): Promise<Set<string>> {
      const rows = rowsOf<{ customer_code: string }>(
        await db.execute(sql`
          select c.customer_code from customers c
          join customer_centers cc on cc.customer_id = c.id and cc.sale_unit = ${saleUnit} and cc.active
          where c.customer_code in (${list(codes)})`),
      );
      return new Set(rows.map((row) => row.customer_code));
    },

    /** Who a broadcast to this audience would reach now. */
    async audience(saleUnit: string, tagId: number | null): Promise<{ customers: number; reachable: number }> {
      const [row] = rowsOf<{ customers: string; reachable: string }>(
        await db.execute(
          sql`select count(*) as customers, count(*) filter (where ${reachable}) as reachable ${audienceFrom(saleUnit, tagId)}`,
        ),
      );
      return { customers: Number(row?.customers ?? 0), reachable: Number(row?.reachable ?? 0) };
    },

    async insertBroadcast(values: typeof lineBroadcasts.$inferInsert): Promise<BroadcastRow> {
      const [row] = await db.insert(lineBroadcasts).values(values).returning();
      if (!row) throw new Error('the broadcast was not stored');
      return row;
    },

    async listBroadcasts(saleUnits: readonly string[], skip: number, take: number) {
      const where = inArray(lineBroadcasts.saleUnit, [...saleUnits]);
      const rows = await db
        .select()
        .from(lineBroadcasts)
        .where(where)
        .orderBy(desc(lineBroadcasts.id))
        .offset(skip)
        .limit(take);
      const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(lineBroadcasts).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async findBroadcast(id: number, saleUnits: readonly string[]): Promise<BroadcastRow | undefined> {
      const [row] = await db
        .select()
        .from(lineBroadcasts)
        .where(and(eq(lineBroadcasts.id, id), inArray(lineBroadcasts.saleUnit, [...saleUnits])))
        .limit(1);
      return row;
    },

    /** Cancels a broadcast still waiting for its time; answers undefined when it had started. */
    async cancelBroadcast(id: number): Promise<BroadcastRow | undefined> {
      const [row] = await db
        .update(lineBroadcasts)
        .set({ status: 'CANCELLED', updatedAt: sql`now()`, finishedAt: sql`now()` })
        .where(and(eq(lineBroadcasts.id, id), eq(lineBroadcasts.status, 'SCHEDULED')))
        .returning();
      return row;
    },

    /** Recipients, sent and failed, per broadcast. */
    async counts(ids: readonly number[]): Promise<Map<number, BroadcastCounts>> {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ broadcast_id: number; recipients: string; sent: string; failed: string }>(
        await db.execute(sql`
          select broadcast_id, count(*) as recipients,
            count(*) filter (where status = 'SENT') as sent,
            count(*) filter (where status = 'FAILED') as failed
          from line_broadcast_recipients where broadcast_id in (${list(ids)})
          group by broadcast_id`),
      );
      return new Map(
        rows.map((row) => [
          Number(row.broadcast_id),
          { recipients: Number(row.recipients), sent: Number(row.sent), failed: Number(row.failed) },
        ]),
      );
    },

    async batches(broadcastId: number) {
      return rowsOf<{ batch_no: number; size: string; status: string; attempts: number; sent_at: Date | string | null }>(
        await db.execute(sql`
          select b.batch_no, b.status, b.attempts, b.sent_at,
            (select count(*) from line_broadcast_recipients r
              where r.broadcast_id = b.broadcast_id and r.batch_no = b.batch_no) as size
          from line_broadcast_batches b where b.broadcast_id = ${broadcastId}
          order by b.batch_no`),
      );
    },
  };
}

export type BroadcastRepository = ReturnType<typeof createBroadcastRepository>;
