// Banners, news and content pages. Rows without a sale unit are the company's and show in every
// center; rows with one only in that center (decision 036).
import { and, asc, count, eq, exists, gte, inArray, isNotNull, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { contents, news } from '../../db/schema';
import { COMPANY_CONTENT_CODES, COMPANY_CONTENT_KIND } from './content-owner';

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

/** The columns of `contents` (or an alias of it) that say who sees a page. */
type OwnerColumns = Record<'saleUnit' | 'active' | 'kind' | 'code', AnyPgColumn>;

/** Legal pages and the like: a center's row of these is never shown, whoever wrote it. */
function companyOnly(table: OwnerColumns): SQL {
  return or(
    sql`upper(${table.kind}) = ${COMPANY_CONTENT_KIND}`,
    inArray(sql`upper(coalesce(${table.code}, ''))`, [...COMPANY_CONTENT_CODES]),
  ) as SQL;
}

/** Active pages of the company, and of the caller's center when it has one. */
function visibleTo(table: OwnerColumns, saleUnit: string | null): SQL | undefined {
  const company = isNull(table.saleUnit);
  return and(
    eq(table.active, true),
    saleUnit === null ? company : or(company, and(eq(table.saleUnit, saleUnit), not(companyOnly(table)))),
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

    /** The page of a code the center sees: its own version when it has one, else the company's. */
    async findContentByCode(code: string, saleUnit: string | null, tx: DbOrTx = db): Promise<ContentRow | undefined> {
      const [row] = await tx
        .select()
        .from(contents)
        .where(and(sql`upper(${contents.code}) = upper(${code})`, visibleTo(contents, saleUnit)))
        .orderBy(sql`${contents.saleUnit} nulls last`)
        .limit(1);
      return row;
    },

    async findContentById(id: number, saleUnit: string | null, tx: DbOrTx = db): Promise<ContentRow | undefined> {
      const [row] = await tx
        .select()
        .from(contents)
        .where(and(eq(contents.id, id), visibleTo(contents, saleUnit)))
        .limit(1);
      return row;
    },

    /** The pages the center sees, without their bodies, by title; its own version in place of the company's. */
    async listContents(
      kind: string | null,
      saleUnit: string | null,
      page: { skip: number; take: number },
      tx: DbOrTx = db,
    ) {
      const own = alias(contents, 'own');
      const replaced =
        saleUnit === null
          ? undefined
          : and(
              isNull(contents.saleUnit),
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(own)
                  .where(and(sql`upper(${own.code}) = upper(${contents.code})`, isNotNull(own.saleUnit), visibleTo(own, saleUnit))),
              ),
            );
      const where = and(visibleTo(contents, saleUnit), kind ? eq(contents.kind, kind) : undefined, replaced && not(replaced));
      const [rows, total] = await Promise.all([
        tx
          .select({
            id: contents.id,
            code: contents.code,
            kind: contents.kind,
            titleTh: contents.titleTh,
            titleEn: contents.titleEn,
            saleUnit: contents.saleUnit,
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

    /**
     * Inserts a page, or replaces the one with `id` of the same owner (`values.saleUnit`, null for
     * the company); undefined when the owner has no page with that id.
     */
    async saveContent(id: number | null, values: Omit<ContentInsert, 'id' | 'createdAt'>, tx: DbOrTx = db) {
      if (id === null) {
        const [row] = await tx.insert(contents).values(values).returning();
        return row;
      }
      const owner = values.saleUnit ? eq(contents.saleUnit, values.saleUnit) : isNull(contents.saleUnit);
      const [row] = await tx.update(contents).set(values).where(and(eq(contents.id, id), owner)).returning();
      return row;
    },
  };
}

export type MarketingRepository = ReturnType<typeof createMarketingRepository>;
