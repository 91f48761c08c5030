// Reads the facts the engine needs: products as a center sells them (prices,
// units, stock, advance prices of the day) and the promotions running in it,
// with the customer's own standing (list membership, uses). Every method takes
// the transaction it should read in, so a placed order is priced on the rows
// it then changes.
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  advancePrices,
  centerProducts,
  orders,
  products,
  promotionCustomers,
  promotionCustomerTypes,
  promotionDetails,
  promotionProducts,
  promotions,
  promotionStoreTypes,
  stock,
} from '../../db/schema';
import { promotionCustomerUsages } from '../../db/schema/promotion-usage';
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

type ProductRow = typeof products.$inferSelect;
type CenterProductRow = typeof centerProducts.$inferSelect;
type AdvanceRow = typeof advancePrices.$inferSelect;

const asPriceType = (value: string | null | undefined): PriceType | null =>
  value === '0' || value === '1' || value === '2' ? value : null;

/** 'YYYYMMDD' as the database's 'YYYY-MM-DD'. */
export const isoDate = (key: string): string => `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}`;
/** A database date 'YYYY-MM-DD' as 'YYYYMMDD'. */
export const dateKeyOf = (iso: string): string => iso.slice(0, 10).replace(/-/g, '');

function unitsOf(row: ProductRow): UnitFacts[] {
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

function advanceOf(row: AdvanceRow): AdvancePriceFacts {
  const record = row as unknown as Record<string, unknown>;
  const cells: AdvancePriceCell[] = [];
  for (const unit of [1, 2, 3] as const) {
    for (let level = 1; level <= 5; level++) {
      const price = record[`unit${unit}PriceLevel${level}`];
      if (typeof price !== 'number') continue;
      cells.push({ unit, level, price, type: asPriceType(record[`unit${unit}PriceLevel${level}Type`] as string | null) });
    }
  }
  return { dateStart: dateKeyOf(row.dateStart), dateEnd: dateKeyOf(row.dateEnd), cells };
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
      const rows = await tx
        .select({ product: products, center: centerProducts, available: stock.available })
        .from(centerProducts)
        .innerJoin(products, eq(products.pCode, centerProducts.pCode))
        .leftJoin(stock, and(eq(stock.saleUnit, centerProducts.saleUnit), eq(stock.pCode, centerProducts.pCode)))
        .where(and(eq(centerProducts.saleUnit, saleUnit), inArray(centerProducts.pCode, unique), eq(centerProducts.disabled, false)));
      const day = isoDate(today);
      const advances = await tx
        .select()
        .from(advancePrices)
        .where(
          and(
            eq(advancePrices.saleUnit, saleUnit),
            inArray(advancePrices.pCode, unique),
            lte(advancePrices.dateStart, day),
            gte(advancePrices.dateEnd, day),
          ),
        );
      for (const { product, center, available } of rows) {
        found.set(product.pCode, {
          row: product,
          center,
          facts: {
            pCode: product.pCode,
            nameTh: product.productNameTh,
            nameEn: product.productNameEn,
            units: unitsOf(product),
            levelPrices: levelPricesOf(center),
            showPrice: { 1: center.showPrice1, 2: center.showPrice2, 3: center.showPrice3 },
            advancePrices: advances.filter((a) => a.pCode === product.pCode).map(advanceOf),
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
      const day = isoDate(options.today);
      const heads = await tx
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.saleUnit, options.saleUnit),
            eq(promotions.flagEnabled, 'Y'),
            lte(promotions.dateBegin, day),
            gte(promotions.dateEnd, day),
          ),
        );
      if (heads.length === 0) return [];
      const ids = heads.map((p) => p.promotionId);
      const customerId = options.customerId;
      const [details, items, members, storeRows, typeRows, usages] = await Promise.all([
        tx.select().from(promotionDetails).where(inArray(promotionDetails.promotionId, ids)),
        tx.select().from(promotionProducts).where(inArray(promotionProducts.promotionId, ids)),
        customerId === null
          ? Promise.resolve([])
          : tx
              .select()
              .from(promotionCustomers)
              .where(and(inArray(promotionCustomers.promotionId, ids), eq(promotionCustomers.customerId, customerId))),
        tx.select().from(promotionStoreTypes).where(inArray(promotionStoreTypes.promotionId, ids)),
        tx.select().from(promotionCustomerTypes).where(inArray(promotionCustomerTypes.promotionId, ids)),
        customerId === null
          ? Promise.resolve([])
          : tx
              .select()
              .from(promotionCustomerUsages)
              .where(and(inArray(promotionCustomerUsages.promotionId, ids), eq(promotionCustomerUsages.customerId, customerId))),
      ]);
      return heads.map((head): PromotionFacts => {
        const id = head.promotionId;
        const mine = members.filter((m) => m.promotionId === id);
        const own = items.filter((i) => i.promotionId === id);
        const listed = (value: string) => value.trim().toUpperCase() !== 'ALL';
        return {
          promotionId: id,
          name: head.promotionName,
          shortName: head.shortName,
          promotionType: head.promotionType as PromotionTypeCode,
          enabled: head.flagEnabled === 'Y',
          dateBegin: dateKeyOf(head.dateBegin),
          dateEnd: dateKeyOf(head.dateEnd),
          weekdays: head.weekdays,
          newCustomersOnly: head.flagCusNew === 'Y',
          allCustomers: !listed(head.customerList),
          customersIn: new Set(mine.filter((m) => m.inclusion === 'IN').map((m) => m.customerId)),
          customersNotIn: new Set(mine.filter((m) => m.inclusion === 'NOT_IN').map((m) => m.customerId)),
          allCustomerTypes: !listed(head.customerTypeList),
          customerTypes: new Set(typeRows.filter((t) => t.promotionId === id).map((t) => t.customerTypeCode)),
          allStoreTypes: !listed(head.storeList),
          storeTypes: new Set(storeRows.filter((s) => s.promotionId === id).map((s) => s.storeTypeCode)),
          byUnit: head.byUnit,
          saleProducts: new Map(
            own.filter((i) => i.kind === 'SALE').map((i) => [i.pCode, (i.unitLevel as UnitLevel | null) ?? null]),
          ),
          freeProducts: own
            .filter((i) => i.kind === 'FREE')
            .sort((a, b) => a.pCode.localeCompare(b.pCode))
            .map((i) => ({ pCode: i.pCode, unitLevel: (i.unitLevel as UnitLevel | null) ?? null })),
          details: details
            .filter((d) => d.promotionId === id)
            .sort((a, b) => (a.orderBuy ?? a.promotionLn) - (b.orderBuy ?? b.promotionLn) || a.promotionLn - b.promotionLn)
            .map((d) => ({
              ln: d.promotionLn,
              buyMin: d.buyMin,
              buyMax: d.buyMax,
              freeNumber: d.freeNumber,
              discNumber: d.discNumber,
              discTypeCode: (['P', 'B', 'U'].includes(d.discTypeCode ?? '') ? d.discTypeCode : null) as DiscountTypeCode | null,
            })),
          usageLimit: head.usageLimit,
          usageCount: head.usageCount,
          usageLimitPerCustomer: head.usageLimitPerCustomer,
          customerUsageCount: usages.find((u) => u.promotionId === id)?.usageCount ?? 0,
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
