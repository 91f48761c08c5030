// A salesperson's own orders (those they placed for clients) with totals by month, and the clients
// they may order for. Every query is scoped by the salesperson's centers.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customerCenters, customers, distributionCenters, orders } from '../../db/schema';
import { customerMatching } from '../auth/repository';
import type { OrderRow } from '../orders/repository';

const BANGKOK_MONTH = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Bangkok', 'YYYYMM')`;

export interface SalesClientRow {
  customerCode: string;
  customerName: string;
  saleUnit: string;
  mobileNo: string | null;
  isOwn: boolean;
  totalOrder: number;
}

export function createSalesRepository(db: Db) {
  return {
    async months(staffId: number, saleUnits: readonly string[], tx: DbOrTx = db) {
      return tx
        .select({
          month: BANGKOK_MONTH,
          totalOrder: sql<number>`count(*)::int`,
          totalAmount: sql<number>`coalesce(sum(${orders.total}), 0)::float8`,
        })
        .from(orders)
        .where(and(eq(orders.placedByUserId, staffId), inArray(orders.saleUnit, [...saleUnits]), ne(orders.status, 'CANCELLED')))
        .groupBy(BANGKOK_MONTH)
        .orderBy(desc(BANGKOK_MONTH))
        .limit(12);
    },

    async orders(
      staffId: number,
      saleUnits: readonly string[],
      query: { month?: string | undefined; skip: number; take: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: { order: OrderRow; code: string; name: string; centerName: string; centerNameEn: string | null }[]; total: number }> {
      const where = and(
        eq(orders.placedByUserId, staffId),
        inArray(orders.saleUnit, [...saleUnits]),
        query.month ? eq(BANGKOK_MONTH, query.month) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        tx
          .select({ order: orders, code: customers.customerCode, name: customers.customerName, centerName: distributionCenters.distName, centerNameEn: distributionCenters.distNameEn })
          .from(orders)
          .innerJoin(customers, eq(customers.id, orders.customerId))
          .innerJoin(distributionCenters, eq(distributionCenters.saleUnit, orders.saleUnit))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .offset(query.skip)
          .limit(query.take),
        tx.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Active clients of the centers; `ownOnly` keeps those assigned to the salesperson. */
    async clients(
      staffId: number,
      saleUnits: readonly string[],
      query: { text: string; skip: number; take: number; ownOnly: boolean },
      tx: DbOrTx = db,
    ): Promise<{ rows: SalesClientRow[]; total: number }> {
      const where = and(
        inArray(customerCenters.saleUnit, [...saleUnits]),
        eq(customerCenters.active, true),
        eq(customers.active, true),
        query.ownOnly ? eq(customerCenters.salesUserId, staffId) : undefined,
        customerMatching(query.text),
      );
      const [rows, [count]] = await Promise.all([
        tx
          .select({
            customerCode: customers.customerCode,
            customerName: customers.customerName,
            saleUnit: customerCenters.saleUnit,
            mobileNo: customers.mobileNo,
            isOwn: sql<boolean>`coalesce(${customerCenters.salesUserId} = ${staffId}, false)`,
            totalOrder: sql<number>`(select count(*)::int from ${orders} where ${orders.placedByUserId} = ${staffId} and ${orders.customerId} = ${customers.id} and ${orders.saleUnit} = ${customerCenters.saleUnit})`,
          })
          .from(customerCenters)
          .innerJoin(customers, eq(customers.id, customerCenters.customerId))
          .where(where)
          // The salesperson's own clients first.
          .orderBy(sql`coalesce(${customerCenters.salesUserId} = ${staffId}, false) desc`, asc(customers.customerName), asc(customers.customerCode))
          .offset(query.skip)
          .limit(query.take),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(customerCenters)
          .innerJoin(customers, eq(customers.id, customerCenters.customerId))
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
  };
}
