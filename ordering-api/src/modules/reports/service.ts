// The merchant dashboard's two reports (decision 051): the best-selling products of a center and
// the customers who joined it, over a range ending today (Bangkok). A salesperson sees the
// customers they look after; a merchant administrator sees the whole center.
import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import {
  addDays,
  addMonths,
  bangkokDayEnd,
  bangkokDayStart,
  formatDateKey,
  type DateKey,
  type ReportAnswer,
  type ReportQuery,
} from '@eorder/shared';
import type { Db } from '../../db/client';
import { customerCenters, orderLines, orders } from '../../db/schema';

/** Products shown in the top-sale chart. */
export const TOP_SALE_PRODUCTS = 10;

export interface ReportWindow {
  from: DateKey;
  to: DateKey;
  /** How the new-customer counts are grouped. */
  bucket: 'day' | 'month';
}

/**
 * The window of a range, ending today: 'day' today, 'week' the last seven days, 'month' this
 * calendar month, 'year' this calendar year (grouped by month).
 */
export function reportWindow(type: ReportQuery['type'], today: DateKey): ReportWindow {
  switch (type) {
    case 'day':
      return { from: today, to: today, bucket: 'day' };
    case 'week':
      return { from: addDays(today, -6), to: today, bucket: 'day' };
    case 'month':
      return { from: `${today.slice(0, 6)}01`, to: today, bucket: 'day' };
    case 'year':
      return { from: `${today.slice(0, 4)}0101`, to: today, bucket: 'month' };
  }
}

/** Every bucket of a window, so the chart shows the days (or months) nobody joined. */
export function bucketsOf(window: ReportWindow): string[] {
  const labels: string[] = [];
  if (window.bucket === 'month') {
    for (let key = `${window.from.slice(0, 6)}01`; key <= window.to; key = addMonths(key, 1, 1)) labels.push(key.slice(0, 6));
    return labels;
  }
  for (let key = window.from; key <= window.to; key = addDays(key, 1)) labels.push(key);
  return labels;
}

/**
 * A timestamp as Bangkok's calendar text. The format is written into the statement (it is one of
 * two constants): as a parameter, the grouped and the selected expressions would differ.
 */
const bangkokText = (column: unknown, format: 'YYYYMM' | 'YYYYMMDD') =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '7 hours', ${sql.raw(`'${format}'`)})`;

export function createReportService(db: Db) {
  return {
    async topSale(saleUnit: string, window: ReportWindow, locale: 'th' | 'en'): Promise<ReportAnswer> {
      const rows = await db
        .select({
          code: orderLines.pCode,
          nameTh: sql<string>`max(${orderLines.productNameTh})`,
          nameEn: sql<string>`max(${orderLines.productNameEn})`,
          value: sql<string>`sum(${orderLines.netAmount})`,
          qty: sql<string>`sum(${orderLines.baseQty})`,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderPk))
        .where(
          and(
            eq(orders.saleUnit, saleUnit),
            ne(orders.status, 'CANCELLED'),
            eq(orderLines.isFree, false),
            gte(orders.createdAt, new Date(bangkokDayStart(window.from))),
            lte(orders.createdAt, new Date(bangkokDayEnd(window.to))),
          ),
        )
        .groupBy(orderLines.pCode)
        .orderBy(desc(sql`sum(${orderLines.netAmount})`), orderLines.pCode)
        .limit(TOP_SALE_PRODUCTS);
      return {
        Data: rows.map((row) => ({
          Label: (locale === 'en' && row.nameEn) || row.nameTh,
          Code: row.code,
          Value: Number(row.value),
          Amount: Number(row.qty),
        })),
        From: formatDateKey(window.from, 'YYYY-MM-DD'),
        To: formatDateKey(window.to, 'YYYY-MM-DD'),
      };
    },

    async newCustomers(saleUnit: string, window: ReportWindow, salesUserId: number | null): Promise<ReportAnswer> {
      const format = window.bucket === 'month' ? ('YYYYMM' as const) : ('YYYYMMDD' as const);
      const bucket = bangkokText(customerCenters.createdAt, format);
      const rows = await db
        .select({ bucket, count: sql<string>`count(*)` })
        .from(customerCenters)
        .where(
          and(
            eq(customerCenters.saleUnit, saleUnit),
            salesUserId === null ? undefined : eq(customerCenters.salesUserId, salesUserId),
            gte(customerCenters.createdAt, new Date(bangkokDayStart(window.from))),
            lte(customerCenters.createdAt, new Date(bangkokDayEnd(window.to))),
          ),
        )
        .groupBy(bucket);
      const counts = new Map(rows.map((row) => [row.bucket, Number(row.count)]));
      return {
        Data: bucketsOf(window).map((label) => ({ Label: label, Code: label, Value: counts.get(label) ?? 0 })),
        From: formatDateKey(window.from, 'YYYY-MM-DD'),
        To: formatDateKey(window.to, 'YYYY-MM-DD'),
      };
    },
  };
}
