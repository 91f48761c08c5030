import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, decimal, money, saleUnit, updatedAt } from './columns';
import { distributionCenters } from './centers';
import { customers } from './customers';

/** Price type: '0' non-tax, '1' price includes VAT, '2' price excludes VAT. */
const priceType = (name: string) => text(name);

/**
 * The product master, shared by every center. Units: unit 1 is the base unit (rate 1); units 2 and 3
 * are packs of unit 1 (for example ชิ้น / แพ็ค / ลัง at 1 / 6 / 24). Stock is counted in unit 1.
 * search_text holds codes, names, brand and barcodes in lower case for trigram search.
 */
export const products = pgTable(
  'products',
  {
    pCode: text('p_code').primaryKey(),
    productNameTh: text('product_name_th').notNull(),
    /** Null when the product has no English name: readers fall back to the Thai name (decision 124). */
    productNameEn: text('product_name_en'),
    productShortNameTh: text('product_short_name_th'),
    productShortNameEn: text('product_short_name_en'),
    pGroupCode: text('p_group_code'),
    pGroup: text('p_group'),
    pGroupEn: text('p_group_en'),
    pBrandCode: text('p_brand_code'),
    pBrand: text('p_brand'),
    pBrandEn: text('p_brand_en'),
    pFlavourCode: text('p_flavour_code'),
    pFlavour: text('p_flavour'),
    pFlavourEn: text('p_flavour_en'),
    pVarCode: text('p_var_code'),
    pVar: text('p_var'),
    pVarEn: text('p_var_en'),
    pSizeCode: text('p_size_code'),
    pSize: text('p_size'),
    pSizeEn: text('p_size_en'),
    unit1Code: text('unit1_code').notNull(),
    unit1NameTh: text('unit1_name_th').notNull(),
    unit1NameEn: text('unit1_name_en').notNull(),
    unit1Rate: decimal('unit1_rate').notNull().default(1),
    unit2Code: text('unit2_code'),
    unit2NameTh: text('unit2_name_th'),
    unit2NameEn: text('unit2_name_en'),
    unit2Rate: decimal('unit2_rate').notNull().default(0),
    unit3Code: text('unit3_code'),
    unit3NameTh: text('unit3_name_th'),
    unit3NameEn: text('unit3_name_en'),
    unit3Rate: decimal('unit3_rate').notNull().default(0),
    barcode1: text('barcode1'),
    barcode2: text('barcode2'),
    barcode3: text('barcode3'),
    picFilename1: text('pic_filename1'),
    picFilename2: text('pic_filename2'),
    picFilename3: text('pic_filename3'),
    picFilename4: text('pic_filename4'),
    picFilename5: text('pic_filename5'),
    hierarchy1: text('hierarchy1'),
    hierarchy2: text('hierarchy2'),
    hierarchy3: text('hierarchy3'),
    hierarchy4: text('hierarchy4'),
    hierarchy5: text('hierarchy5'),
    matype: text('matype'),
    dchain: text('dchain'),
    description: text('description'),
    /** The description in English; the Thai one stands in when it is empty. */
    descriptionEn: text('description_en'),
    /** Points per unit 1 (Option1); 0 when the product cannot be redeemed or earns nothing. */
    option1: decimal('option1').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_name_th_trgm_idx').using('gin', t.productNameTh.op('gin_trgm_ops')),
    index('products_name_en_trgm_idx').using('gin', t.productNameEn.op('gin_trgm_ops')),
    index('products_p_code_trgm_idx').using('gin', t.pCode.op('gin_trgm_ops')),
    // The search's order (shorter name, then code) to walk until a page is full; its migration adds
    // INCLUDE (p_code, product_name_th, search_text, matype) for an index-only walk, which drizzle
    // cannot declare.
    index('products_search_rank_idx').on(sql`octet_length(${t.productNameTh})`, sql`(${t.pCode} collate "C")`),
    index('products_hierarchy_idx').on(t.hierarchy1, t.hierarchy2, t.hierarchy3, t.hierarchy4, t.hierarchy5),
    index('products_barcode1_idx').on(t.barcode1),
    index('products_barcode2_idx').on(t.barcode2),
    index('products_barcode3_idx').on(t.barcode3),
    index('products_brand_idx').on(t.pBrandCode),
    index('products_matype_idx').on(t.matype),
    check('products_unit1_rate_positive', sql`${t.unit1Rate} > 0`),
    check('products_unit_rates_not_negative', sql`${t.unit2Rate} >= 0 and ${t.unit3Rate} >= 0`),
  ],
);

/** A product as sold by one center: five price levels (per unit 1) with their tax types, and flags. */
export const centerProducts = pgTable(
  'center_products',
  {
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    pCode: text('p_code')
      .notNull()
      .references(() => products.pCode, { onDelete: 'cascade' }),
    price1: money('price1'),
    price1Type: priceType('price1_type').notNull().default('2'),
    price2: money('price2'),
    price2Type: priceType('price2_type').notNull().default('2'),
    price3: money('price3'),
    price3Type: priceType('price3_type').notNull().default('2'),
    price4: money('price4'),
    price4Type: priceType('price4_type').notNull().default('2'),
    price5: money('price5'),
    price5Type: priceType('price5_type').notNull().default('2'),
    showPrice1: boolean('show_price1').notNull().default(true),
    showPrice2: boolean('show_price2').notNull().default(true),
    showPrice3: boolean('show_price3').notNull().default(true),
    catalogPrice: money('catalog_price'),
    disabled: boolean('disabled').notNull().default(false),
    bestSeller: boolean('best_seller').notNull().default(false),
    hotDeal: boolean('hot_deal').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.saleUnit, t.pCode] }),
    index('center_products_list_idx').on(t.saleUnit, t.disabled, t.sort, t.pCode),
    index('center_products_p_code_idx').on(t.pCode),
    /** The merchant's product list: a center's products in code order (byte order, as it sorts them). */
    index('center_products_code_order_idx').on(t.saleUnit, sql`(${t.pCode} collate "C")`),
    index('center_products_best_seller_idx').on(t.saleUnit).where(sql`${t.bestSeller}`),
    index('center_products_hot_deal_idx').on(t.saleUnit).where(sql`${t.hotDeal}`),
    check('center_products_price1_type_valid', sql`${t.price1Type} in ('0', '1', '2')`),
    check('center_products_price2_type_valid', sql`${t.price2Type} in ('0', '1', '2')`),
    check('center_products_price3_type_valid', sql`${t.price3Type} in ('0', '1', '2')`),
    check('center_products_price4_type_valid', sql`${t.price4Type} in ('0', '1', '2')`),
    check('center_products_price5_type_valid', sql`${t.price5Type} in ('0', '1', '2')`),
  ],
);

/** Stock per center in unit 1. Reservation is a conditional update: available never goes below 0. */
export const stock = pgTable(
  'stock',
  {
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    pCode: text('p_code')
      .notNull()
      .references(() => products.pCode, { onDelete: 'cascade' }),
    available: integer('available').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.saleUnit, t.pCode] }),
    check('stock_available_not_negative', sql`${t.available} >= 0`),
    check('stock_reserved_not_negative', sql`${t.reserved} >= 0`),
  ],
);

/** Date-ranged prices per unit (1-3) and price level (1-5); a null price means "use the normal price". */
export const advancePrices = pgTable(
  'advance_prices',
  {
    id: serial('id').primaryKey(),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    pCode: text('p_code')
      .notNull()
      .references(() => products.pCode, { onDelete: 'cascade' }),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }).notNull(),
    unit1PriceLevel1: money('unit1_price_level1'),
    unit1PriceLevel1Type: priceType('unit1_price_level1_type'),
    unit1PriceLevel2: money('unit1_price_level2'),
    unit1PriceLevel2Type: priceType('unit1_price_level2_type'),
    unit1PriceLevel3: money('unit1_price_level3'),
    unit1PriceLevel3Type: priceType('unit1_price_level3_type'),
    unit1PriceLevel4: money('unit1_price_level4'),
    unit1PriceLevel4Type: priceType('unit1_price_level4_type'),
    unit1PriceLevel5: money('unit1_price_level5'),
    unit1PriceLevel5Type: priceType('unit1_price_level5_type'),
    unit2PriceLevel1: money('unit2_price_level1'),
    unit2PriceLevel1Type: priceType('unit2_price_level1_type'),
    unit2PriceLevel2: money('unit2_price_level2'),
    unit2PriceLevel2Type: priceType('unit2_price_level2_type'),
    unit2PriceLevel3: money('unit2_price_level3'),
    unit2PriceLevel3Type: priceType('unit2_price_level3_type'),
    unit2PriceLevel4: money('unit2_price_level4'),
    unit2PriceLevel4Type: priceType('unit2_price_level4_type'),
    unit2PriceLevel5: money('unit2_price_level5'),
    unit2PriceLevel5Type: priceType('unit2_price_level5_type'),
    unit3PriceLevel1: money('unit3_price_level1'),
    unit3PriceLevel1Type: priceType('unit3_price_level1_type'),
    unit3PriceLevel2: money('unit3_price_level2'),
    unit3PriceLevel2Type: priceType('unit3_price_level2_type'),
    unit3PriceLevel3: money('unit3_price_level3'),
    unit3PriceLevel3Type: priceType('unit3_price_level3_type'),
    unit3PriceLevel4: money('unit3_price_level4'),
    unit3PriceLevel4Type: priceType('unit3_price_level4_type'),
    unit3PriceLevel5: money('unit3_price_level5'),
    unit3PriceLevel5Type: priceType('unit3_price_level5_type'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('advance_prices_lookup_idx').on(t.saleUnit, t.pCode, t.dateStart, t.dateEnd),
    check('advance_prices_period_valid', sql`${t.dateStart} <= ${t.dateEnd}`),
  ],
);

/** The five-level category tree (hierarchy1..hierarchy5). Level 1 has no parent. */
export const categories = pgTable(
  'categories',
  {
    level: smallint('level').notNull(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    image: text('image'),
    parentCode: text('parent_code'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.level, t.code] }),
    index('categories_parent_idx').on(t.level, t.parentCode),
    check('categories_level_range', sql`${t.level} between 1 and 5`),
    check('categories_parent_by_level', sql`(${t.level} = 1) = (${t.parentCode} is null)`),
  ],
);

/** Display groups (EORDER_HOME_PAGE, EORDER_LAYOUT_DRAWER ...); a null sale unit applies to every center. */
export const displayGroups = pgTable(
  'display_groups',
  {
    id: serial('id').primaryKey(),
    saleUnit: saleUnit().references(() => distributionCenters.saleUnit),
    typeName: text('type_name').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    logoImage: text('logo_image'),
    useTranslateName: boolean('use_translate_name').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('display_groups_type_idx').on(t.typeName, t.saleUnit, t.sort)],
);

export const displayGroupProducts = pgTable(
  'display_group_products',
  {
    displayGroupId: integer('display_group_id')
      .notNull()
      .references(() => displayGroups.id, { onDelete: 'cascade' }),
    pCode: text('p_code')
      .notNull()
      .references(() => products.pCode, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.displayGroupId, t.pCode] }),
    index('display_group_products_p_code_idx').on(t.pCode),
  ],
);

/** Wishlist, per customer and center. */
export const favourites = pgTable(
  'favourites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    pCode: text('p_code')
      .notNull()
      .references(() => products.pCode, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.saleUnit, t.pCode] })],
);
