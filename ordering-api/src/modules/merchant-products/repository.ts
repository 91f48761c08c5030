// The merchant's products in SQL: a center's products with their prices, the product master they
// share, material types and the date-ranged advance prices. Every read and write names the center.
import { and, asc, desc, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { EXCLUDED_MATERIAL_TYPES } from '@eorder/shared';
import type { Db, DbOrTx } from '../../db/client';
import {
  advancePrices,
  categories,
  centerProducts,
  materialTypes,
  products,
  staffUserCenters,
  stock,
} from '../../db/schema';
import type { SearchTerms } from '../catalogue/search';
import { byShape, preparedQuery } from '../pricing/prepared';

export type ProductMasterRow = typeof products.$inferSelect;
export type ProductMasterInsert = typeof products.$inferInsert;
export type CenterProductRow = typeof centerProducts.$inferSelect;
export type CenterProductInsert = typeof centerProducts.$inferInsert;
export type AdvancePriceRow = typeof advancePrices.$inferSelect;
export type AdvancePriceInsert = typeof advancePrices.$inferInsert;
export type MaterialTypeRow = typeof materialTypes.$inferSelect;

/** A product of a center: the shared master, the center's prices and flags, its stock. */
export interface MerchantProductRow {
  product: ProductMasterRow;
  center: CenterProductRow;
  available: number | null;
}

export interface MerchantProductFilter {
  saleUnit: string;
  search: SearchTerms | null;
  barcode: string | null;
  productCode: string | null;
  skip: number;
  take: number;
}

/** Which filters a page of products has: each shape is one statement, built once. */
interface ListShape {
  code: boolean;
  barcode: boolean;
  patterns: number;
}

const joined = (tx: DbOrTx) =>
  tx
    .select({ product: products, center: centerProducts, available: stock.available })
    .from(centerProducts)
    .innerJoin(products, eq(products.pCode, centerProducts.pCode))
    .leftJoin(stock, and(eq(stock.saleUnit, centerProducts.saleUnit), eq(stock.pCode, centerProducts.pCode)));

function listStatement({ code, barcode, patterns }: ListShape) {
  const conditions: SQL[] = [eq(centerProducts.saleUnit, sql.placeholder('saleUnit'))];
  if (code) conditions.push(eq(centerProducts.pCode, sql.placeholder('code')));
  if (barcode) {
    const value = sql.placeholder('barcode');
    conditions.push(or(eq(products.barcode1, value), eq(products.barcode2, value), eq(products.barcode3, value)) as SQL);
  }
  for (let index = 0; index < patterns; index += 1)
    conditions.push(sql`${products.searchText} like ${sql.placeholder(`pattern${index}`)}`);
  // A text is planned for its words each time (an unnamed statement, decision 126); the other
  // shapes keep one plan.
  const name = patterns > 0 ? '' : `merchant_products_${code ? 'c' : ''}${barcode ? 'b' : ''}`;
  return preparedQuery(name, (tx) =>
    joined(tx)
      .where(and(...conditions))
      .orderBy(sql`${centerProducts.pCode} collate "C"`)
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('take')),
  );
}

const listQuery = byShape((shape) => `${shape.code}/${shape.barcode}/${shape.patterns}`, listStatement);

export function createMerchantProductRepository(db: Db) {
  return {
    /** A page of the center's products (disabled ones too), by code. */
    async list(filter: MerchantProductFilter, tx: DbOrTx = db): Promise<MerchantProductRow[]> {
      const patterns = filter.search?.patterns ?? [];
      const shape: ListShape = { code: filter.productCode !== null, barcode: filter.barcode !== null, patterns: patterns.length };
      const values: Record<string, unknown> = { saleUnit: filter.saleUnit, skip: filter.skip, take: filter.take };
      if (filter.productCode !== null) values.code = filter.productCode;
      if (filter.barcode !== null) values.barcode = filter.barcode;
      patterns.forEach((pattern, index) => (values[`pattern${index}`] = pattern));
      return listQuery(shape)(tx).execute(values);
    },

    async findInCenter(
      saleUnit: string,
      pCode: string,
      tx: DbOrTx = db,
    ): Promise<MerchantProductRow | undefined> {
      const [row] = await joined(tx)
        .where(and(eq(centerProducts.saleUnit, saleUnit), eq(centerProducts.pCode, pCode)))
        .limit(1);
      return row;
    },

    async lockCenterProduct(
      saleUnit: string,
      pCode: string,
      tx: DbOrTx,
    ): Promise<CenterProductRow | undefined> {
      const [row] = await tx
        .select()
        .from(centerProducts)
        .where(and(eq(centerProducts.saleUnit, saleUnit), eq(centerProducts.pCode, pCode)))
        .for('update')
        .limit(1);
      return row;
    },

    async findMaster(pCode: string, tx: DbOrTx = db): Promise<ProductMasterRow | undefined> {
      const [row] = await tx.select().from(products).where(eq(products.pCode, pCode)).limit(1);
      return row;
    },

    /** Does a center the staff user does not serve sell the product? */
    async soldOutsideStaffCenters(
      staffUserId: number,
      pCode: string,
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const own = tx
        .select({ saleUnit: staffUserCenters.saleUnit })
        .from(staffUserCenters)
        .where(eq(staffUserCenters.staffUserId, staffUserId));
      const [row] = await tx
        .select({ saleUnit: centerProducts.saleUnit })
        .from(centerProducts)
        .where(and(eq(centerProducts.pCode, pCode), notInArray(centerProducts.saleUnit, own)))
        .limit(1);
      return row !== undefined;
    },

    async insertMaster(values: ProductMasterInsert, tx: DbOrTx): Promise<void> {
      await tx.insert(products).values(values);
    },

    async updateMaster(pCode: string, values: Partial<ProductMasterInsert>, tx: DbOrTx): Promise<void> {
      await tx.update(products).set(values).where(eq(products.pCode, pCode));
    },

    async insertCenterProduct(values: CenterProductInsert, tx: DbOrTx): Promise<void> {
      await tx.insert(centerProducts).values(values);
      await tx
        .insert(stock)
        .values({ saleUnit: values.saleUnit, pCode: values.pCode, available: 0, reserved: 0 })
        .onConflictDoNothing();
    },

    async updateCenterProduct(
      saleUnit: string,
      pCode: string,
      values: Partial<CenterProductInsert>,
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(centerProducts)
        .set(values)
        .where(and(eq(centerProducts.saleUnit, saleUnit), eq(centerProducts.pCode, pCode)));
    },

    /** Is there an active category of this level and code under this parent (none for level 1)? */
    async categoryExists(
      level: number,
      code: string,
      parentCode: string | null,
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ code: categories.code })
        .from(categories)
        .where(
          and(
            eq(categories.level, level),
            eq(categories.code, code),
            parentCode === null
              ? sql`${categories.parentCode} is null`
              : eq(categories.parentCode, parentCode),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Material types a product may be given: not DeliveryFee, Point nor GivePoint. */
    async selectableMaterialTypes(tx: DbOrTx = db): Promise<MaterialTypeRow[]> {
      return tx
        .select()
        .from(materialTypes)
        .where(
          and(
            eq(materialTypes.selectable, true),
            notInArray(materialTypes.code, [...EXCLUDED_MATERIAL_TYPES]),
          ),
        )
        .orderBy(asc(materialTypes.code));
    },

    async advancePrices(saleUnit: string, pCode: string, tx: DbOrTx = db): Promise<AdvancePriceRow[]> {
      return tx
        .select()
        .from(advancePrices)
        .where(and(eq(advancePrices.saleUnit, saleUnit), eq(advancePrices.pCode, pCode)))
        .orderBy(desc(advancePrices.dateStart), desc(advancePrices.id));
    },

    async insertAdvancePrice(values: AdvancePriceInsert, tx: DbOrTx): Promise<AdvancePriceRow> {
      const [row] = await tx.insert(advancePrices).values(values).returning();
      if (!row) throw new Error('advance price insert returned nothing');
      return row;
    },

    /** Replaces an advance price of the product in the center; undefined when it has none of that id. */
    async updateAdvancePrice(
      id: number,
      saleUnit: string,
      pCode: string,
      values: Partial<AdvancePriceInsert>,
      tx: DbOrTx,
    ): Promise<AdvancePriceRow | undefined> {
      const [row] = await tx
        .update(advancePrices)
        .set(values)
        .where(
          and(
            eq(advancePrices.id, id),
            eq(advancePrices.saleUnit, saleUnit),
            eq(advancePrices.pCode, pCode),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type MerchantProductRepository = ReturnType<typeof createMerchantProductRepository>;
