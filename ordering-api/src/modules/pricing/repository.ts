// Reads the facts the price engine needs, in the caller's transaction. Nothing read here is taken,
// so the reads need no lock: the order takes what is scarce with conditional updates.
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { centerProducts, orders, products, promotions, stock } from '../../db/schema';
import { preparedQuery } from './prepared';
import type {
  AdvancePriceCell,
  AdvancePriceFacts,
  DiscountTypeCode,
  LevelPrice,
  PriceType,
  ProductFacts,
  PromotionFacts,
  PromotionTypeCode,
  UnitFacts,
  UnitLevel,
} from './engine';

/** What pricing and the cart read of a product: the row is wide and most of it is not needed. */
export const productColumns = {
  pCode: products.pCode,
  productNameTh: products.productNameTh,
  productNameEn: products.productNameEn,
  productShortNameTh: products.productShortNameTh,
  productShortNameEn: products.productShortNameEn,
  pBrand: products.pBrand,
  pBrandCode: products.pBrandCode,
  picFilename1: products.picFilename1,
  matype: products.matype,
  option1: products.option1,
  unit1Code: products.unit1Code,
  unit1NameTh: products.unit1NameTh,
  unit1NameEn: products.unit1NameEn,
  unit1Rate: products.unit1Rate,
  unit2Code: products.unit2Code,
  unit2NameTh: products.unit2NameTh,
  unit2NameEn: products.unit2NameEn,
  unit2Rate: products.unit2Rate,
  unit3Code: products.unit3Code,
  unit3NameTh: products.unit3NameTh,
  unit3NameEn: products.unit3NameEn,
  unit3Rate: products.unit3Rate,
};

const centerColumns = {
  price1: centerProducts.price1,
  price1Type: centerProducts.price1Type,
  price2: centerProducts.price2,
  price2Type: centerProducts.price2Type,
  price3: centerProducts.price3,
  price3Type: centerProducts.price3Type,
  price4: centerProducts.price4,
  price4Type: centerProducts.price4Type,
  price5: centerProducts.price5,
  price5Type: centerProducts.price5Type,
  showPrice1: centerProducts.showPrice1,
  showPrice2: centerProducts.showPrice2,
  showPrice3: centerProducts.showPrice3,
};

export type ProductRow = Pick<typeof products.$inferSelect, keyof typeof productColumns>;
type CenterProductRow = Pick<typeof centerProducts.$inferSelect, keyof typeof centerColumns>;
/** An advance price row as JSON: the database's column names, numbers as numbers. */
type AdvanceJson = Record<string, unknown> & { date_start: string; date_end: string };

const asPriceType = (value: string | null | undefined): PriceType | null =>
  value === '0' || value === '1' || value === '2' ? value : null;

/** 'YYYYMMDD' as the database's 'YYYY-MM-DD'. */
export const isoDate = (key: string): string => `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}`;
/** A database date 'YYYY-MM-DD' as 'YYYYMMDD'. */
export const dateKeyOf = (iso: string): string => iso.slice(0, 10).replace(/-/g, '');

export function unitsOf(row: ProductRow): UnitFacts[] {
  const r1 = row.unit1Rate > 0 ? row.unit1Rate : 1;
  const units: UnitFacts[] = [{ level: 1, code: row.unit1Code, nameTh: row.unit1NameTh, nameEn: row.unit1NameEn, rate: r1 }];
  // The unit count rule: a second unit when its rate is above 0, a third only with a second.
  if (row.unit2Rate > 0) {
    units.push({ level: 2, code: row.unit2Code ?? '', nameTh: row.unit2NameTh ?? '', nameEn: row.unit2NameEn ?? '', rate: row.unit2Rate });
    if (row.unit3Rate > 0) {
      units.push({ level: 3, code: row.unit3Code ?? '', nameTh: row.unit3NameTh ?? '', nameEn: row.unit3NameEn ?? '', rate: row.unit3Rate });
    }
  }
  return units;
}

function levelPricesOf(row: CenterProductRow): (LevelPrice | null)[] {
  const pairs: [number | null, string][] = [
    [row.price1, row.price1Type],
    [row.price2, row.price2Type],
    [row.price3, row.price3Type],
    [row.price4, row.price4Type],
    [row.price5, row.price5Type],
  ];
  return pairs.map(([price, type]) =>
    price === null || price === undefined ? null : { price, type: asPriceType(type) ?? '2' },
  );
}

function advanceOf(row: AdvanceJson): AdvancePriceFacts {
  const cells: AdvancePriceCell[] = [];
  for (const unit of [1, 2, 3] as const) {
    for (let level = 1; level <= 5; level++) {
      const price = row[`unit${unit}_price_level${level}`];
      if (typeof price !== 'number') continue;
      cells.push({ unit, level, price, type: asPriceType(row[`unit${unit}_price_level${level}_type`] as string | null) });
    }
  }
  return { dateStart: dateKeyOf(row.date_start), dateEnd: dateKeyOf(row.date_end), cells };
}

/** A promotion's tier as the promotion query answers it. */
interface DetailJson {
  ln: number;
  orderBuy: number | null;
  buyMin: number;
  buyMax: number | null;
  freeNumber: number;
  discNumber: number;
  discTypeCode: string | null;
}

interface ItemJson {
  kind: string;
  pCode: string;
  unitLevel: number | null;
}

export interface LoadedProduct {
  facts: ProductFacts;
  row: ProductRow;
  center: CenterProductRow;
}

export interface PromotionLoadOptions {
  saleUnit: string;
  today: string;
  /** Null for a guest. */
  customerId: number | null;
}

// One round trip, narrow rows: the advance prices of the day come along as JSON.
const productsQuery = preparedQuery('pricing_products', (tx) =>
  tx
    .select({
      product: productColumns,
      center: centerColumns,
      available: stock.available,
      advances: sql<AdvanceJson[]>`coalesce((select json_agg(a) from advance_prices a
        where a.sale_unit = center_products.sale_unit and a.p_code = center_products.p_code
          and a.date_start <= ${sql.placeholder('day')} and a.date_end >= ${sql.placeholder('day')}), '[]'::json)`,
    })
    .from(centerProducts)
    .innerJoin(products, eq(products.pCode, centerProducts.pCode))
    .leftJoin(stock, and(eq(stock.saleUnit, centerProducts.saleUnit), eq(stock.pCode, centerProducts.pCode)))
    .where(
      and(
        eq(centerProducts.saleUnit, sql.placeholder('saleUnit')),
        sql`${centerProducts.pCode} = any(${sql.placeholder('codes')})`,
        eq(centerProducts.disabled, false),
      ),
    ),
);

// One round trip: each promotion's lists come along as JSON, the customer's own standing
// (membership, uses) as single values. Names are spelled out: drizzle leaves the columns of a
// single-table select unqualified, which would not correlate inside the subqueries.
const promotionColumns = {
  promotionId: promotions.promotionId,
  promotionName: promotions.promotionName,
  shortName: promotions.shortName,
  promotionNameEn: promotions.promotionNameEn,
  shortNameEn: promotions.shortNameEn,
  promotionType: promotions.promotionType,
  flagEnabled: promotions.flagEnabled,
  dateBegin: promotions.dateBegin,
  dateEnd: promotions.dateEnd,
  weekdays: promotions.weekdays,
  flagCusNew: promotions.flagCusNew,
  customerList: promotions.customerList,
  customerTypeList: promotions.customerTypeList,
  storeList: promotions.storeList,
  byUnit: promotions.byUnit,
  usageLimit: promotions.usageLimit,
  usageCount: promotions.usageCount,
  usageLimitPerCustomer: promotions.usageLimitPerCustomer,
};

const promotionsQuery = preparedQuery('pricing_promotions', (tx) =>
  tx
    .select({
      head: promotionColumns,
      details: sql<DetailJson[]>`coalesce((select json_agg(json_build_object(
          'ln', d.promotion_ln, 'orderBuy', d.order_buy, 'buyMin', d.buy_min, 'buyMax', d.buy_max,
          'freeNumber', d.free_number, 'discNumber', d.disc_number, 'discTypeCode', d.disc_type_code))
        from promotion_details d where d.promotion_id = promotions.promotion_id), '[]'::json)`,
      items: sql<ItemJson[]>`coalesce((select json_agg(json_build_object(
          'kind', i.kind, 'pCode', i.p_code, 'unitLevel', i.unit_level))
        from promotion_products i where i.promotion_id = promotions.promotion_id), '[]'::json)`,
      storeTypes: sql<string[]>`coalesce((select json_agg(s.store_type_code)
        from promotion_store_types s where s.promotion_id = promotions.promotion_id), '[]'::json)`,
      customerTypes: sql<string[]>`coalesce((select json_agg(t.customer_type_code)
        from promotion_customer_types t where t.promotion_id = promotions.promotion_id), '[]'::json)`,
      inclusion: sql<string | null>`(select c.inclusion from promotion_customers c
        where c.promotion_id = promotions.promotion_id and c.customer_id = ${sql.placeholder('customer')})`,
      customerUses: sql<number>`coalesce((select u.usage_count from promotion_customer_usages u
        where u.promotion_id = promotions.promotion_id and u.customer_id = ${sql.placeholder('customer')}), 0)`,
    })
    .from(promotions)
    .where(
      and(
        eq(promotions.saleUnit, sql.placeholder('saleUnit')),
        eq(promotions.flagEnabled, 'Y'),
        lte(promotions.dateBegin, sql.placeholder('day')),
        gte(promotions.dateEnd, sql.placeholder('day')),
      ),
    ),
);

export function createPricingRepository(db: Db) {
  return {
    /**
     * The products a center sells (not disabled there), with stock and the advance prices
     * covering `today`. Codes not sold are simply absent from the answer.
     */
    async loadProducts(saleUnit: string, codes: readonly string[], today: string, tx: DbOrTx = db): Promise<Map<string, LoadedProduct>> {
      const unique = [...new Set(codes)];
      const found = new Map<string, LoadedProduct>();
      if (unique.length === 0) return found;
      const rows = await productsQuery(tx).execute({ saleUnit, codes: unique, day: isoDate(today) });
      for (const { product, center, available, advances } of rows) {
        found.set(product.pCode, {
          row: product,
          center,
          facts: {
            pCode: product.pCode,
            nameTh: product.productNameTh,
            nameEn: product.productNameEn ?? product.productNameTh,
            units: unitsOf(product),
            levelPrices: levelPricesOf(center),
            showPrice: { 1: center.showPrice1, 2: center.showPrice2, 3: center.showPrice3 },
            advancePrices: advances.map(advanceOf),
            pointsPerUnit: product.option1,
            // A product without a stock row has none.
            stockAvailable: available ?? 0,
            brandCode: product.pBrandCode,
            picture: product.picFilename1,
          },
        });
      }
      return found;
    },

    /**
     * The enabled promotions of a center whose period covers `today`, with the customer's
     * membership of their lists and their uses. Weekday and the other conditions are left to
     * the engine.
     */
    async loadPromotions(options: PromotionLoadOptions, tx: DbOrTx = db): Promise<PromotionFacts[]> {
      const customerId = options.customerId;
      const rows = await promotionsQuery(tx).execute({
        saleUnit: options.saleUnit,
        day: isoDate(options.today),
        customer: customerId ?? -1,
      });
      return rows.map(({ head, details, items, storeTypes, customerTypes, inclusion, customerUses }): PromotionFacts => {
        const listed = (value: string) => value.trim().toUpperCase() !== 'ALL';
        const member = customerId !== null && inclusion !== null ? new Set([customerId]) : new Set<number>();
        return {
          promotionId: head.promotionId,
          name: head.promotionName,
          shortName: head.shortName,
          nameEn: head.promotionNameEn ?? null,
          shortNameEn: head.shortNameEn ?? null,
          promotionType: head.promotionType as PromotionTypeCode,
          enabled: head.flagEnabled === 'Y',
          dateBegin: dateKeyOf(head.dateBegin),
          dateEnd: dateKeyOf(head.dateEnd),
          weekdays: head.weekdays,
          newCustomersOnly: head.flagCusNew === 'Y',
          allCustomers: !listed(head.customerList),
          customersIn: inclusion === 'IN' ? member : new Set<number>(),
          customersNotIn: inclusion === 'NOT_IN' ? member : new Set<number>(),
          allCustomerTypes: !listed(head.customerTypeList),
          customerTypes: new Set(customerTypes),
          allStoreTypes: !listed(head.storeList),
          storeTypes: new Set(storeTypes),
          byUnit: head.byUnit,
          saleProducts: new Map(
            items.filter((i) => i.kind === 'SALE').map((i) => [i.pCode, (i.unitLevel as UnitLevel | null) ?? null]),
          ),
          freeProducts: items
            .filter((i) => i.kind === 'FREE')
            .sort((a, b) => a.pCode.localeCompare(b.pCode))
            .map((i) => ({ pCode: i.pCode, unitLevel: (i.unitLevel as UnitLevel | null) ?? null })),
          details: details
            .sort((a, b) => (a.orderBuy ?? a.ln) - (b.orderBuy ?? b.ln) || a.ln - b.ln)
            .map((d) => ({
              ln: d.ln,
              buyMin: d.buyMin,
              buyMax: d.buyMax,
              freeNumber: d.freeNumber,
              discNumber: d.discNumber,
              discTypeCode: (['P', 'B', 'U'].includes(d.discTypeCode ?? '') ? d.discTypeCode : null) as DiscountTypeCode | null,
            })),
          usageLimit: head.usageLimit,
          usageCount: head.usageCount,
          usageLimitPerCustomer: head.usageLimitPerCustomer,
          customerUsageCount: customerUses,
        };
      });
    },

    /** Has the customer ordered in this center before (an order not cancelled)? */
    async hasOrdered(customerId: number, saleUnit: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ one: sql<number>`1` })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.saleUnit, saleUnit), ne(orders.status, 'CANCELLED')))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
