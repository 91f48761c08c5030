// What the merchant's customer pages read and write: the customers of the staff member's centers,
// their latest orders, the photo groups of a center and the customers' photos.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerCenters,
  customerFiles,
  customers,
  customerTypes,
  orders,
  photoGroups,
  staffUsers,
} from '../../db/schema';

/** Bangkok local time of a timestamp column, formatted ('YYYYMM', 'YYYYMMDD'). */
const bangkok = (column: SQL | typeof customerFiles.createdAt, format: string) =>
  sql<string>`to_char(${column} at time zone 'Asia/Bangkok', ${format})`;

export interface CustomerFilter {
  saleUnits: readonly string[];
  code?: string | undefined;
  /** LIKE patterns (parseSearchText) matched in the code, name and mobile number, every one. */
  patterns: readonly string[];
  skip: number;
  take: number;
}

export interface PhotoFilter {
  customerId: number;
  saleUnit: string;
  groups: readonly string[];
  monthYears: readonly string[];
  fromDate?: string | undefined;
  toDate?: string | undefined;
  skip: number;
  take: number;
}

const customerColumns = {
  customer: customers,
  saleUnit: customerCenters.saleUnit,
  typeCode: sql<
    string | null
  >`coalesce(${customerCenters.customerType}, ${customers.customerType})`,
  typeTh: customerTypes.nameTh,
  typeEn: customerTypes.nameEn,
  priceLevel: sql<number>`coalesce(${customerCenters.priceLevel}, ${customers.priceLevel})`,
};

export function createMerchantCustomerRepository(db: Db) {
  const withCenter = () =>
    db
      .select(customerColumns)
      .from(customerCenters)
      .innerJoin(customers, eq(customers.id, customerCenters.customerId))
      .leftJoin(
        customerTypes,
        eq(
          customerTypes.code,
          sql`coalesce(${customerCenters.customerType}, ${customers.customerType})`,
        ),
      );

  return {
    list(filter: CustomerFilter) {
      const conditions: SQL[] = [
        inArray(customerCenters.saleUnit, [...filter.saleUnits]),
        eq(customerCenters.active, true),
      ];
      if (filter.code)
        conditions.push(sql`upper(${customers.customerCode}) = upper(${filter.code})`);
      for (const like of filter.patterns) {
        const match = or(
          ilike(customers.customerCode, like),
          ilike(customers.customerName, like),
          ilike(customers.mobileNo, like),
        );
        if (match) conditions.push(match);
      }
      // Customers waiting for approval first, then the newest: what the center acts on next.
      return withCenter()
        .where(and(...conditions))
        .orderBy(
          sql`(${customers.approvalStatus} = 'PENDING') desc`,
          desc(customers.createdAt),
          desc(customers.id),
          asc(customerCenters.saleUnit),
        )
        .offset(filter.skip)
        .limit(filter.take);
    },

    /** The customer in one center, when they order from it. */
    async inCenter(code: string, saleUnit: string) {
      const [row] = await withCenter()
        .where(
          and(
            sql`upper(${customers.customerCode}) = upper(${code})`,
            eq(customerCenters.saleUnit, saleUnit),
            eq(customerCenters.active, true),
          ),
        )
        .limit(1);
      return row;
    },

    /** The customer's centers among `saleUnits`, their primary one first. */
    async sharedCenters(code: string, saleUnits: readonly string[]): Promise<string[]> {
      if (saleUnits.length === 0) return [];
      const rows = await db
        .select({ saleUnit: customerCenters.saleUnit })
        .from(customerCenters)
        .innerJoin(customers, eq(customers.id, customerCenters.customerId))
        .where(
          and(
            sql`upper(${customers.customerCode}) = upper(${code})`,
            inArray(customerCenters.saleUnit, [...saleUnits]),
            eq(customerCenters.active, true),
          ),
        )
        .orderBy(desc(customerCenters.isPrimary), asc(customerCenters.saleUnit));
      return rows.map((row) => row.saleUnit);
    },

    recentOrders(customerId: number, saleUnit: string, take: number) {
      return db
        .select({
          orderId: orders.orderId,
          status: orders.status,
          mode: orders.mode,
          total: orders.total,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.saleUnit, saleUnit)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(take);
    },

    /** A center's photo groups (of one customer type, or each code once across the types). */
    async photoGroups(saleUnit: string, customerType: string | null) {
      const rows = await db
        .select({
          code: photoGroups.code,
          pictureName: photoGroups.pictureName,
          sort: photoGroups.sort,
        })
        .from(photoGroups)
        .where(
          and(
            eq(photoGroups.saleUnit, saleUnit),
            customerType === null ? undefined : eq(photoGroups.customerType, customerType),
          ),
        )
        .orderBy(asc(photoGroups.sort), asc(photoGroups.code), asc(photoGroups.id));
      const seen = new Set<string>();
      return rows.filter((row) => (seen.has(row.code) ? false : (seen.add(row.code), true)));
    },

    photos(filter: PhotoFilter) {
      const conditions: (SQL | undefined)[] = [
        eq(customerFiles.customerId, filter.customerId),
        eq(customerFiles.saleUnit, filter.saleUnit),
      ];
      if (filter.groups.length > 0)
        conditions.push(inArray(customerFiles.photoGroupCode, [...filter.groups]));
      if (filter.monthYears.length > 0) {
        conditions.push(
          inArray(bangkok(customerFiles.createdAt, 'YYYYMM'), [...filter.monthYears]),
        );
      }
      if (filter.fromDate)
        conditions.push(sql`${bangkok(customerFiles.createdAt, 'YYYYMMDD')} >= ${filter.fromDate}`);
      if (filter.toDate)
        conditions.push(sql`${bangkok(customerFiles.createdAt, 'YYYYMMDD')} <= ${filter.toDate}`);
      return db
        .select({ file: customerFiles, takenBy: staffUsers.displayName })
        .from(customerFiles)
        .leftJoin(staffUsers, eq(staffUsers.id, customerFiles.uploadedByUserId))
        .where(and(...conditions))
        .orderBy(desc(customerFiles.createdAt), desc(customerFiles.id))
        .offset(filter.skip)
        .limit(filter.take);
    },

    async insertPhoto(values: typeof customerFiles.$inferInsert) {
      const [row] = await db.insert(customerFiles).values(values).returning();
      if (!row) throw new Error('a photo insert returned nothing');
      return row;
    },

    /** Approves or rejects a customer; a rejection ends the customer's sessions (decision 033). */
    async setApproval(customerId: number, status: 'APPROVED' | 'REJECTED') {
      await db
        .update(customers)
        .set({
          approvalStatus: status,
          updatedAt: new Date(),
          ...(status === 'REJECTED'
            ? { sessionVersion: sql`${customers.sessionVersion} + 1` }
            : {}),
        })
        .where(eq(customers.id, customerId));
    },

    async staffName(staffUserId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: staffUsers.displayName })
        .from(staffUsers)
        .where(eq(staffUsers.id, staffUserId));
      return row?.name ?? null;
    },
  };
}

export type MerchantCustomerRepository = ReturnType<typeof createMerchantCustomerRepository>;
export type CustomerInCenter = NonNullable<
  Awaited<ReturnType<MerchantCustomerRepository['inCenter']>>
>;
