// The back office's promotions: a center's promotions by status and text, one with its lists,
// and the writes of the wizard. Rows are written in one transaction, so the pricing engine (which
// reads the same tables on every cart and order) sees a saved promotion whole, and at once.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PromotionStatus } from '@eorder/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { UnitFacts } from '../pricing/engine';
import {
  centerProducts,
  customerCenters,
  customers,
  customerTypes,
  products,
  promotionCustomers,
  promotionCustomerTypes,
  promotionDetails,
  promotionProducts,
  promotions,
  promotionStoreTypes,
  storeTypes,
} from '../../db/schema';
import { likePattern } from '../centers/repository';
import { byShape, preparedQuery } from '../pricing/prepared';
import { productColumns, unitsOf, type ProductRow } from '../pricing/repository';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionInsert = typeof promotions.$inferInsert;
export type DetailRow = typeof promotionDetails.$inferSelect;
export type DetailInsert = Omit<typeof promotionDetails.$inferInsert, 'promotionId'>;

export interface PromotionListFilter {
  saleUnit: string;
  status: PromotionStatus | 'ALL';
  text: string;
  /** A calculation type, '3' (bill promotions) or '1' (product promotions); empty for all. */
  promotionType: string;
  /** Today in Bangkok, 'YYYY-MM-DD'. */
  today: string;
  skip: number;
  take: number;
}

/** The lists a promotion is saved with, already checked against the center. */
export interface PromotionLists {
  details: DetailInsert[];
  sale: { pCode: string; unitLevel: number | null }[];
  free: { pCode: string; unitLevel: number | null }[];
  customersIn: number[];
  customersNotIn: number[];
  stores: string[];
  customerTypes: string[];
}

export interface ProductUnits {
  pCode: string;
  nameTh: string;
  nameEn: string;
  units: UnitFacts[];
}

function toProductUnits(row: ProductRow): ProductUnits {
  return { pCode: row.pCode, nameTh: row.productNameTh, nameEn: row.productNameEn ?? row.productNameTh, units: unitsOf(row) };
}

/** Which filters a page of promotions has: each shape is one statement, built once. */
interface ListShape {
  status: PromotionListFilter['status'];
  /** Every type, product promotions ('1': all but bill ones), or the one type asked. */
  type: 'any' | 'product' | 'one';
  text: boolean;
}

const today = sql.placeholder('today');

/** The status filter of the list, as the status is derived (see promotionStatus). */
function statusCondition(status: PromotionListFilter['status']): SQL | undefined {
  const enabled = eq(promotions.flagEnabled, 'Y');
  switch (status) {
    case 'CURRENT':
      return and(enabled, sql`${promotions.dateBegin} <= ${today}`, sql`${promotions.dateEnd} >= ${today}`);
    case 'DISABLE':
      return eq(promotions.flagEnabled, 'N');
    case 'SOON':
      return and(enabled, sql`${promotions.dateBegin} > ${today}`);
    case 'EXPIRED':
      return and(enabled, sql`${promotions.dateEnd} < ${today}`);
    case 'UNKNOWN':
      // The database keeps flags and periods valid: nothing is unknown.
      return sql`false`;
    case 'ALL':
      return undefined;
  }
}

function typeCondition(type: ListShape['type']): SQL | undefined {
  if (type === 'any') return undefined;
  if (type === 'product') return sql`${promotions.promotionType} <> '3'`;
  return eq(promotions.promotionType, sql.placeholder('type'));
}

function textCondition(text: boolean): SQL | undefined {
  if (!text) return undefined;
  const pattern = sql.placeholder('pattern');
  return or(
    ilike(promotions.promotionName, pattern),
    ilike(promotions.shortName, pattern),
    sql`${promotions.promotionId}::text = ${sql.placeholder('text')}`,
  );
}

function listStatement(shape: ListShape) {
  const name = `promotion_list_${shape.status.toLowerCase()}_${shape.type}${shape.text ? '_text' : ''}`;
  return preparedQuery(name, (tx) =>
    tx
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.saleUnit, sql.placeholder('saleUnit')),
          statusCondition(shape.status),
          typeCondition(shape.type),
          textCondition(shape.text),
        ),
      )
      .orderBy(desc(promotions.promotionId))
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('take')),
  );
}

const listQuery = byShape((shape) => `${shape.status}/${shape.type}/${shape.text}`, listStatement);

export function createPromotionRepository(db: Db) {
  async function replaceLists(tx: DbOrTx, promotionId: number, lists: PromotionLists): Promise<void> {
    await tx.delete(promotionDetails).where(eq(promotionDetails.promotionId, promotionId));
    await tx.delete(promotionProducts).where(eq(promotionProducts.promotionId, promotionId));
    await tx.delete(promotionCustomers).where(eq(promotionCustomers.promotionId, promotionId));
    await tx.delete(promotionStoreTypes).where(eq(promotionStoreTypes.promotionId, promotionId));
    await tx.delete(promotionCustomerTypes).where(eq(promotionCustomerTypes.promotionId, promotionId));
    if (lists.details.length > 0) {
      await tx.insert(promotionDetails).values(lists.details.map((line) => ({ ...line, promotionId })));
    }
    const items = [
      ...lists.sale.map((item) => ({ ...item, kind: 'SALE' })),
      ...lists.free.map((item) => ({ ...item, kind: 'FREE' })),
    ];
    if (items.length > 0) await tx.insert(promotionProducts).values(items.map((item) => ({ ...item, promotionId })));
    const members = [
      ...lists.customersIn.map((customerId) => ({ customerId, inclusion: 'IN' })),
      ...lists.customersNotIn.map((customerId) => ({ customerId, inclusion: 'NOT_IN' })),
    ];
    if (members.length > 0) await tx.insert(promotionCustomers).values(members.map((m) => ({ ...m, promotionId })));
    if (lists.stores.length > 0) {
      await tx.insert(promotionStoreTypes).values(lists.stores.map((storeTypeCode) => ({ promotionId, storeTypeCode })));
    }
    if (lists.customerTypes.length > 0) {
      await tx
        .insert(promotionCustomerTypes)
        .values(lists.customerTypes.map((customerTypeCode) => ({ promotionId, customerTypeCode })));
    }
  }

  return {
    async list(filter: PromotionListFilter, withDetails: boolean) {
      const text = filter.text.trim();
      const type = filter.promotionType.trim();
      const shape: ListShape = { status: filter.status, type: type === '' ? 'any' : type === '1' ? 'product' : 'one', text: text !== '' };
      const rows = await listQuery(shape)(db).execute({
        saleUnit: filter.saleUnit,
        today: filter.today,
        type,
        text,
        pattern: likePattern(text),
        skip: filter.skip,
        take: filter.take,
      });
      const details = withDetails && rows.length > 0 ? await this.details(rows.map((row) => row.promotionId)) : [];
      return { rows, details };
    },

    async details(promotionIds: number[], tx: DbOrTx = db): Promise<DetailRow[]> {
      return tx
        .select()
        .from(promotionDetails)
        .where(inArray(promotionDetails.promotionId, promotionIds))
        .orderBy(asc(promotionDetails.promotionId), asc(promotionDetails.promotionLn));
    },

    async find(promotionId: number, tx: DbOrTx = db): Promise<PromotionRow | undefined> {
      const [row] = await tx.select().from(promotions).where(eq(promotions.promotionId, promotionId)).limit(1);
      return row;
    },

    /** The lists of a promotion, as stored. */
    async lists(promotionId: number) {
      const [items, members, stores, types] = await Promise.all([
        db
          .select({ kind: promotionProducts.kind, pCode: promotionProducts.pCode, unitLevel: promotionProducts.unitLevel })
          .from(promotionProducts)
          .where(eq(promotionProducts.promotionId, promotionId))
          .orderBy(asc(promotionProducts.pCode)),
        db
          .select({
            inclusion: promotionCustomers.inclusion,
            customerCode: customers.customerCode,
            customerName: customers.customerName,
            customerType: customers.customerType,
          })
          .from(promotionCustomers)
          .innerJoin(customers, eq(customers.id, promotionCustomers.customerId))
          .where(eq(promotionCustomers.promotionId, promotionId))
          .orderBy(asc(customers.customerCode)),
        db
          .select({ code: promotionStoreTypes.storeTypeCode, nameTh: storeTypes.nameTh, nameEn: storeTypes.nameEn })
          .from(promotionStoreTypes)
          .leftJoin(storeTypes, eq(storeTypes.code, promotionStoreTypes.storeTypeCode))
          .where(eq(promotionStoreTypes.promotionId, promotionId))
          .orderBy(asc(promotionStoreTypes.storeTypeCode)),
        db
          .select({ code: promotionCustomerTypes.customerTypeCode, nameTh: customerTypes.nameTh, nameEn: customerTypes.nameEn })
          .from(promotionCustomerTypes)
          .leftJoin(customerTypes, eq(customerTypes.code, promotionCustomerTypes.customerTypeCode))
          .where(eq(promotionCustomerTypes.promotionId, promotionId))
          .orderBy(asc(promotionCustomerTypes.customerTypeCode)),
      ]);
      return { items, members, stores, types };
    },

    /** Products the center sells (disabled there or not), with their units, by code. */
    async centerProducts(saleUnit: string, codes: readonly string[]): Promise<Map<string, ProductUnits>> {
      const found = new Map<string, ProductUnits>();
      if (codes.length === 0) return found;
      const rows = await db
        .select(productColumns)
        .from(centerProducts)
        .innerJoin(products, eq(products.pCode, centerProducts.pCode))
        .where(and(eq(centerProducts.saleUnit, saleUnit), inArray(centerProducts.pCode, [...new Set(codes)])));
      for (const row of rows) found.set(row.pCode, toProductUnits(row));
      return found;
    },

    /** The product popup: products the center sells, by code or name. */
    async searchProducts(saleUnit: string, text: string, skip: number, take: number): Promise<ProductUnits[]> {
      const pattern = likePattern(text.trim());
      const rows = await db
        .select(productColumns)
        .from(centerProducts)
        .innerJoin(products, eq(products.pCode, centerProducts.pCode))
        .where(
          and(
            eq(centerProducts.saleUnit, saleUnit),
            eq(centerProducts.disabled, false),
            text.trim() === ''
              ? undefined
              : or(
                  ilike(products.pCode, pattern),
                  ilike(products.productNameTh, pattern),
                  ilike(products.productNameEn, pattern),
                ),
          ),
        )
        .orderBy(asc(products.pCode))
        .offset(skip)
        .limit(take);
      return rows.map(toProductUnits);
    },

    /** Customers of the center by code. */
    async centerCustomers(saleUnit: string, codes: readonly string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      if (codes.length === 0) return found;
      const rows = await db
        .select({ id: customers.id, code: customers.customerCode })
        .from(customerCenters)
        .innerJoin(customers, eq(customers.id, customerCenters.customerId))
        .where(and(eq(customerCenters.saleUnit, saleUnit), inArray(customers.customerCode, [...new Set(codes)])));
      for (const row of rows) found.set(row.code, row.id);
      return found;
    },

    /** The customer popup: active customers of the center, by code or name. */
    async searchCustomers(saleUnit: string, text: string, skip: number, take: number) {
      const pattern = likePattern(text.trim());
      return db
        .select({
          code: customers.customerCode,
          name: customers.customerName,
          type: sql<string | null>`coalesce(${customerCenters.customerType}, ${customers.customerType})`,
        })
        .from(customerCenters)
        .innerJoin(customers, eq(customers.id, customerCenters.customerId))
        .where(
          and(
            eq(customerCenters.saleUnit, saleUnit),
            eq(customerCenters.active, true),
            eq(customers.active, true),
            text.trim() === ''
              ? undefined
              : or(ilike(customers.customerCode, pattern), ilike(customers.customerName, pattern)),
          ),
        )
        .orderBy(asc(customers.customerCode))
        .offset(skip)
        .limit(take);
    },

    async masterData() {
      const [types, stores] = await Promise.all([
        db.select().from(customerTypes).orderBy(asc(customerTypes.sort), asc(customerTypes.code)),
        db.select().from(storeTypes).orderBy(asc(storeTypes.sort), asc(storeTypes.code)),
      ]);
      return { customerTypes: types, storeTypes: stores };
    },

    async create(head: PromotionInsert, lists: PromotionLists): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(promotions).values(head).returning({ id: promotions.promotionId });
        if (!row) throw new Error('promotion insert returned nothing');
        await replaceLists(tx, row.id, lists);
        return row.id;
      });
    },

    /** Updates a promotion of the center; false when it is not one of the center's. */
    async update(promotionId: number, saleUnit: string, head: Partial<PromotionInsert>, lists: PromotionLists): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(promotions)
          .set(head)
          .where(and(eq(promotions.promotionId, promotionId), eq(promotions.saleUnit, saleUnit)))
          .returning({ id: promotions.promotionId });
        if (updated.length === 0) return false;
        await replaceLists(tx, promotionId, lists);
        return true;
      });
    },
  };
}

export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
