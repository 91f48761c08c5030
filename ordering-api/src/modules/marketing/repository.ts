// Banners, news and content pages. News rows without a sale unit show in every
// center; rows with one only in that center.
import { and, asc, count, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contents, news } from '../../db/schema';

export type NewsRow = typeof news.$inferSelect;
export type ContentRow = typeof contents.$inferSelect;
export type ContentInsert = typeof contents.$inferInsert;

export interface NewsQuery {
  types: readonly string[];
  /** The caller's center; null shows only the items of every center. */
  saleUnit: string | null;
  /** Today (YYYY-MM-DD): items with a period show only inside it. Null ignores periods. */
  today: string | null;
}

function newsConditions(query: NewsQuery): SQL | undefined {
  return and(
    inArray(news.newsType, [...query.types]),
    eq(news.activeStatus, 'Y'),
    query.saleUnit === null ? isNull(news.saleUnit) : or(isNull(news.saleUnit), eq(news.saleUnit, query.saleUnit)),
    query.today === null
      ? undefined
      : or(eq(news.usePeriodDate, false), and(lte(news.dateBegin, query.today), gte(news.dateEnd, query.today))),
  );
}

export function createMarketingRepository(db: Db) {
  return {
    /** Active items of the types, in their order (sort, then id). */
    async listNews(query: NewsQuery, page: { skip: number; take: number } | null = null, tx: DbOrTx = db) {
      const base = tx
        .select()
        .from(news)
        .where(newsConditions(query))
        .orderBy(asc(news.sort), asc(news.id));
      return page ? base.limit(page.take).offset(page.skip) : base;
    },

    async countNews(query: NewsQuery, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(news).where(newsConditions(query));
      return Number(row?.n ?? 0);
    },

    async findNews(id: number, query: NewsQuery, tx: DbOrTx = db): Promise<NewsRow | undefined> {
      const [row] = await tx
        .select()
        .from(news)
        .where(and(eq(news.id, id), newsConditions(query)))
        .limit(1);
      return row;
    },

    async findContentByCode(code: string, tx: DbOrTx = db): Promise<ContentRow | undefined> {
      const [row] = await tx
        .select()
        .from(contents)
        .where(and(sql`upper(${contents.code}) = upper(${code})`, eq(contents.active, true)))
        .limit(1);
      return row;
    },

    async findContentById(id: number, tx: DbOrTx = db): Promise<ContentRow | undefined> {
      const [row] = await tx
        .select()
        .from(contents)
        .where(and(eq(contents.id, id), eq(contents.active, true)))
        .limit(1);
      return row;
    },

    /** Active content pages without their bodies, by title. */
    async listContents(kind: string | null, page: { skip: number; take: number }, tx: DbOrTx = db) {
      const where = and(eq(contents.active, true), kind ? eq(contents.kind, kind) : undefined);
      const [rows, total] = await Promise.all([
        tx
          .select({
            id: contents.id,
            code: contents.code,
            kind: contents.kind,
            titleTh: contents.titleTh,
            titleEn: contents.titleEn,
            version: contents.version,
            updatedAt: contents.updatedAt,
          })
          .from(contents)
          .where(where)
          .orderBy(asc(contents.kind), asc(contents.titleTh), asc(contents.id))
          .limit(page.take)
          .offset(page.skip),
        tx.select({ n: count() }).from(contents).where(where),
      ]);
      return { rows, total: Number(total[0]?.n ?? 0) };
    },

    /** Inserts a page, or replaces the one with `id`; undefined when that id does not exist. */
    async saveContent(id: number | null, values: Omit<ContentInsert, 'id' | 'createdAt'>, tx: DbOrTx = db) {
      if (id === null) {
        const [row] = await tx.insert(contents).values(values).returning();
        return row;
      }
      const [row] = await tx.update(contents).set(values).where(eq(contents.id, id)).returning();
      return row;
    },
  };
}

export type MarketingRepository = ReturnType<typeof createMarketingRepository>;
