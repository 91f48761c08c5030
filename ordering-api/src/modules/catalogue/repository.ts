// The customer catalogue in SQL: a page of products, with stock, the day's advance price and
// promotions, is one statement (no query per product).
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { EXCLUDED_MATERIAL_TYPES, WEB_CONFIG_KEYS } from '@eorder/shared';
import { genericPlanPool, type Db, type DbOrTx } from '../../db/client';
import type { SearchTerms } from './search';

/** Material type of rewards, the products of the redeem (points) catalogue. */
export const POINT_MATERIAL_TYPE = 'Point';

/** Who asks and where: every query of the catalogue is scoped by these. */
export interface CatalogueScope {
  saleUnit: string;
  /** The signed-in customer's code; null for a guest. */
  customerCode: string | null;
  /** Today in Bangkok as YYYY-MM-DD, and its weekday (0 Sunday ... 6 Saturday). */
  today: string;
  weekday: number;
}

export type ProductListType = 'suggest' | 'BEST_SELLER' | 'HOTDEAL';

/** Goods for sale, rewards of the redeem (points) catalogue, or either. */
export type CatalogueKind = 'goods' | 'rewards' | 'any';

export interface ProductFilter {
  catalogue: CatalogueKind;
  search: SearchTerms | null;
  mattype: string | null;
  hierarchy: readonly [string | null, string | null, string | null, string | null, string | null];
  onlyPromotionProduct: boolean;
  types: readonly ProductListType[];
  sortByPrice: 'ASC' | 'DESC' | null;
  displayGroupId: number | null;
  promotionId: number | null;
  productCodes: readonly string[] | null;
}

/** A filter that matches every product of the catalogue (goods, not rewards). */
export function plainFilter(overrides: Partial<ProductFilter> = {}): ProductFilter {
  return {
    catalogue: 'goods',
    search: null,
    mattype: null,
    hierarchy: [null, null, null, null, null],
    onlyPromotionProduct: false,
    types: [],
    sortByPrice: null,
    displayGroupId: null,
    promotionId: null,
    productCodes: null,
    ...overrides,
  };
}

export interface PageRequest {
  skip: number;
  take: number;
}

/** A product of a page as the database gives it (numeric columns may come as text). */
export interface ProductQueryRow {
  p_code: string;
  product_name_th: string;
  /** Null when the product has no English name (decision 124). */
  product_name_en: string | null;
  product_short_name_th: string | null;
  product_short_name_en: string | null;
  p_group_code: string | null;
  p_group: string | null;
  p_group_en: string | null;
  p_brand_en: string | null;
  p_flavour_en: string | null;
  p_var_en: string | null;
  p_size_en: string | null;
  description_en: string | null;
  p_brand_code: string | null;
  p_brand: string | null;
  p_flavour_code: string | null;
  p_flavour: string | null;
  p_var_code: string | null;
  p_var: string | null;
  p_size_code: string | null;
  p_size: string | null;
  unit1_code: string;
  unit1_name_th: string;
  unit1_name_en: string;
  unit1_rate: string | number;
  unit2_code: string | null;
  unit2_name_th: string | null;
  unit2_name_en: string | null;
  unit2_rate: string | number;
  unit3_code: string | null;
  unit3_name_th: string | null;
  unit3_name_en: string | null;
  unit3_rate: string | number;
  barcode1: string | null;
  barcode2: string | null;
  barcode3: string | null;
  pic_filename1: string | null;
  pic_filename2: string | null;
  pic_filename3: string | null;
  pic_filename4: string | null;
  pic_filename5: string | null;
  hierarchy1: string | null;
  hierarchy2: string | null;
  hierarchy3: string | null;
  hierarchy4: string | null;
  hierarchy5: string | null;
  matype: string | null;
  dchain: string | null;
  description: string | null;
  option1: string | number;
  sale_unit: string;
  price1: string | number | null;
  price1_type: string;
  price2: string | number | null;
  price2_type: string;
  price3: string | number | null;
  price3_type: string;
  price4: string | number | null;
  price4_type: string;
  price5: string | number | null;
  price5_type: string;
  show_price1: boolean;
  show_price2: boolean;
  show_price3: boolean;
  catalog_price: string | number | null;
  stock_available: number | null;
  /** The advance prices of the day at the caller's level, the latest started first. */
  advance_prices: AdvancePriceJson[] | string | null;
  promotions: PromotionJson[] | string | null;
  price_level: number;
  guest_disable_catalog_price: string | null;
  /** Set when products are read for several display groups at once. */
  group_id?: number | null;
}

/** A promotion of a product as the statement builds it (json_build_object). */
/** An advance price of the day at the caller's level, as the statement builds it. */
export interface AdvancePriceJson {
  dateStart: string;
  dateEnd: string;
  u1Price: number | string | null;
  u1Type: string | null;
  u2Price: number | string | null;
  u2Type: string | null;
  u3Price: number | string | null;
  u3Type: string | null;
}

// A type alias, not an interface: the wire schema needs an object with an index signature.
export type PromotionJson = {
  PromotionId: number;
  PromotionName: string;
  Opt30: string;
  PromotionNameEN: string | null;
  Opt30EN: string | null;
  PromotionType: string;
  PromotionRemark: string;
  DateBegin: string;
  DateEnd: string;
  FlagFreeCase: string;
  Image: string | null;
};

const excludedTypes = sql.join(
  EXCLUDED_MATERIAL_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/**
 * The caller: price level (the center's value, else the customer's, else 1 for a guest),
 * customer and store type for promotion targeting, whether they ordered before, and the
 * web-configuration value that hides prices from guests (the center's value wins).
 */
function contextCte(scope: CatalogueScope): SQL {
  return sql`ctx as (
    select
      c.id as customer_id,
      coalesce(cc.price_level, c.price_level, 1)::int as price_level,
      coalesce(cc.customer_type, c.customer_type) as customer_type,
      coalesce(cc.store_type, c.store_type) as store_type,
      (c.id is not null and exists (
        select 1 from orders o where o.customer_id = c.id and o.sale_unit = ${scope.saleUnit})) as has_orders,
      (select w.opt_value from web_config w
        where w.opt = ${WEB_CONFIG_KEYS.guestModeDisableCatalogPrice}
          and (w.sale_unit is null or w.sale_unit = ${scope.saleUnit})
        order by (w.sale_unit is null) limit 1) as guest_disable_catalog_price
    from (select 1) as one
    left join customers c on c.customer_code = ${scope.customerCode} and c.active
    left join customer_centers cc on cc.customer_id = c.id and cc.sale_unit = ${scope.saleUnit} and cc.active
  )`;
}

/**
 * The promotions the caller can take part in today: enabled, in period, on this weekday, with
 * uses left, for new customers only when the caller has not ordered, and targeted at the caller
 * (customer list, customer type list and store type list, each 'All' or a list). A guest sees
 * the promotions open to everyone.
 */
function activePromotionsCte(scope: CatalogueScope): SQL {
  const dayFlag = scope.weekday + 1;
  // Materialized: worked out once per statement, not once per product of the page.
  return sql`active_promotions as materialized (
    select pr.promotion_id, pr.promotion_name, pr.short_name, pr.promotion_name_en, pr.short_name_en,
      pr.promotion_type, pr.promotion_remark,
      pr.date_begin::text as date_begin, pr.date_end::text as date_end, pr.flag_free_case, pr.image
    from promotions pr cross join ctx
    where pr.sale_unit = ${scope.saleUnit}
      and pr.flag_enabled = 'Y'
      and pr.date_begin <= ${scope.today}::date and pr.date_end >= ${scope.today}::date
      and substr(pr.weekdays, ${dayFlag}::int, 1) = 'Y'
      and (pr.usage_limit is null or pr.usage_count < pr.usage_limit)
      and (pr.flag_cus_new <> 'Y' or not ctx.has_orders)
      and (upper(pr.customer_list) = 'ALL' or exists (
        select 1 from promotion_customers pc
        where pc.promotion_id = pr.promotion_id and pc.customer_id = ctx.customer_id and pc.inclusion = 'IN'))
      and not exists (
        select 1 from promotion_customers pc
        where pc.promotion_id = pr.promotion_id and pc.customer_id = ctx.customer_id and pc.inclusion = 'NOT_IN')
      and (upper(pr.customer_type_list) = 'ALL' or exists (
        select 1 from promotion_customer_types t
        where t.promotion_id = pr.promotion_id and t.customer_type_code = ctx.customer_type))
      and (upper(pr.store_list) = 'ALL' or exists (
        select 1 from promotion_store_types t
        where t.promotion_id = pr.promotion_id and t.store_type_code = ctx.store_type))
  )`;
}

const technicalTypes = sql.join(
  EXCLUDED_MATERIAL_TYPES.filter((type) => type !== POINT_MATERIAL_TYPE).map((type) => sql`${type}`),
  sql`, `,
);

/** The goods of the catalogue, the rewards of the redeem catalogue, or both (never delivery fees and the like). */
function materialCondition(kind: CatalogueKind): SQL {
  switch (kind) {
    case 'rewards':
      return sql`p.matype = ${POINT_MATERIAL_TYPE}`;
    case 'any':
      return sql`(p.matype is null or p.matype not in (${technicalTypes}))`;
    case 'goods':
      return sql`(p.matype is null or p.matype not in (${excludedTypes}))`;
  }
}

const levelColumn = (prefix: string, suffix = ''): SQL =>
  sql.raw(
    `case ctx.price_level ${[1, 2, 3, 4, 5].map((l) => `when ${l} then ${prefix}${l}${suffix}`).join(' ')} end`,
  );

/** Unit 1's price at the caller's level (level 1's where the level has none), and its type. */
const unit1Price = sql`coalesce(${levelColumn('cp.price')}, cp.price1)`;
const unit1PriceType = sql`(case when ${levelColumn('cp.price')} is null then cp.price1_type else ${levelColumn('cp.price', '_type')} end)`;

/** Unit 1's price including VAT where the price excludes it. */
const unit1PriceInVat = sql`(case when ${unit1PriceType} = '2' then ${unit1Price} * 1.07 else ${unit1Price} end)`;

/** The same, using the advance price of the day where one is set (for ordering by price). */
const effectivePriceInVat = sql`coalesce(
  case when coalesce(${levelColumn('adv_sort.unit1_price_level', '_type')}, ${unit1PriceType}) = '2'
    then ${levelColumn('adv_sort.unit1_price_level')} * 1.07 else ${levelColumn('adv_sort.unit1_price_level')} end,
  ${unit1PriceInVat})`;

interface OrderKey {
  expr: SQL;
  /** Direction and where nulls go, as SQL words. */
  dir: 'asc' | 'desc' | 'asc nulls last' | 'desc nulls last';
}

interface OrderedSource {
  /** Conditions on the product itself (alias p). */
  productWhere: SQL[];
  /** JOIN clauses and conditions on the center's product (alias cp). */
  joins: SQL[];
  where: SQL[];
  orderBy: OrderKey[];
  /** Whether a condition reads the caller's promotions (ctx and active_promotions). */
  readsPromotions: boolean;
}

/**
 * The products whose search_text holds every word, with the keys that order them: an exact code
 * or barcode first; then products where a word starts with the text (the start of the Thai or
 * English name, of a word of a name, of the brand or of the code), then those where it is inside
 * a word; within each, the shorter name first. For a text contained in a name, pg_trgm's
 * similarity is about the text's trigrams over the name's, so the shorter name is the more
 * similar one: the order follows similarity without computing it per match, which on a common
 * word costs more than the rest of the statement. The keys read only search_text (already read
 * for the match) and the name's length.
 *
 * Materialized on its own, the match is planned as the GIN trigram index scan it is, instead of
 * being folded into a parallel scan of the whole table under the page's sort.
 */
function matchedCte(search: SearchTerms, productWhere: readonly SQL[], options: { nameKey?: boolean } = {}): SQL {
  return sql`matched as materialized (
    select ${matchColumns(search, options)}
    from products p
    where ${matchConditions(search, productWhere)}
  )`;
}

/** A match's code and the keys that rank it (see matchedCte). */
function matchColumns(search: SearchTerms, options: { nameKey?: boolean }): SQL {
  return sql`p.p_code,
      (case
        when ${exactCondition(search)} then 0
        when ${wordStartCondition(search)} then 1
        else 2 end) as tier,
      octet_length(p.product_name_th) as name_length
      ${options.nameKey ? sql`, lower(p.product_name_th) as name_key` : sql``}`;
}

const exactCondition = (search: SearchTerms): SQL =>
  sql`(p.p_code = ${search.exactCode} or p.barcode1 = ${search.exactBarcode}
    or p.barcode2 = ${search.exactBarcode} or p.barcode3 = ${search.exactBarcode})`;

const wordStartCondition = (search: SearchTerms): SQL =>
  sql`(p.search_text like ${search.startPattern} or p.search_text like ${search.wordStartPattern})`;

/** Every word in search_text, and the conditions on the product. */
function matchConditions(search: SearchTerms, productWhere: readonly SQL[]): SQL {
  return sql.join(
    [...search.patterns.map((pattern) => sql`p.search_text like ${pattern}`), ...productWhere],
    sql` and `,
  );
}

/**
 * The same matches and keys as matchedCte, but only those that can be on the first `upTo` rows of
 * the search's order: the exact code or barcode, the first `upTo` products (by name length, then
 * code) where a word starts with the text, and the first `upTo` of all matches, each among the
 * products `sold` keeps. Every product of the first `upTo` in (tier, name length, code) order is in
 * one of the three, so ranking them gives the same page as ranking every match. The two bounded
 * lists walk products_search_rank_idx in that order and stop after `upTo` (an index-only scan: the
 * index carries search_text), so a two-letter Thai text that matches half the catalogue, for which
 * the trigram index can do nothing, reads a few dozen index entries instead of the whole table.
 */
function boundedMatchedCte(
  search: SearchTerms,
  productWhere: readonly SQL[],
  sold: SQL,
  upTo: number,
  options: { nameKey?: boolean } = {},
): SQL {
  const matches = matchConditions(search, productWhere);
  // The whole text at a word's start holds every word, so that list needs no word pattern (which
  // would also make the planner expect far fewer rows than there are).
  // Each list is ordered as the index (its expressions written the same), then its products are
  // probed for `sold` in that order until `upTo` are kept: the OFFSET 0 keeps the probe out of the
  // ordered scan, so a list from the trigram index is sorted before it is probed, never probed
  // whole; and the probe, a subquery with a LIMIT rather than a join, leaves the list's scan
  // planned for the few rows the LIMIT takes. The lists read nothing but the index's columns.
  const firstSold = (condition: SQL) => sql`(select ordered.p_code from (
        select p.p_code from products p
        where ${condition}
        order by octet_length(p.product_name_th), (p.p_code collate "C")
        offset 0
      ) ordered
      where (select true from products p where p.p_code = ordered.p_code and ${sold} limit 1)
      limit ${upTo})`;
  return sql`matched as materialized (
    select ${matchColumns(search, options)}
    from products p
    where p.p_code in (
      select p.p_code from products p
      where ${exactCondition(search)} and ${matches}
      union all
      ${firstSold(sql.join([wordStartCondition(search), ...productWhere], sql` and `))}
      union all
      ${firstSold(matches)})
  )`;
}

/** The center's products the page may show, as a condition on a product (alias p). */
function soldCondition(source: OrderedSource): SQL {
  return sql`exists (
    select 1 from center_products cp
    ${sql.join(source.joins, sql` `)}
    where cp.p_code = p.p_code and ${sql.join(source.where, sql` and `)})`;
}

const searchOrder: OrderKey[] = [
  { expr: sql`m.tier`, dir: 'asc' },
  { expr: sql`m.name_length`, dir: 'asc' },
];

function buildSource(scope: CatalogueScope, filter: ProductFilter): OrderedSource {
  const joins: SQL[] = [];
  const productWhere: SQL[] = [materialCondition(filter.catalogue)];
  const where: SQL[] = [sql`cp.sale_unit = ${scope.saleUnit}`, sql`not cp.disabled`];
  const orderBy: OrderKey[] = [];

  if (filter.mattype) productWhere.push(sql`p.matype = ${filter.mattype}`);
  filter.hierarchy.forEach((code, index) => {
    if (code) productWhere.push(sql`${sql.raw(`p.hierarchy${index + 1}`)} = ${code}`);
  });
  for (const type of new Set(filter.types)) {
    if (type === 'BEST_SELLER') where.push(sql`cp.best_seller`);
    if (type === 'HOTDEAL') where.push(sql`cp.hot_deal`);
    if (type === 'suggest') {
      // Suggested: the goods the center features on its home page.
      where.push(sql`cp.p_code in (
        select dgp.p_code from display_group_products dgp
        join display_groups g on g.id = dgp.display_group_id
        where g.active and g.type_name = 'EORDER_HOME_PAGE'
          and (g.sale_unit is null or g.sale_unit = ${scope.saleUnit}))`);
    }
  }
  if (filter.onlyPromotionProduct) {
    where.push(sql`cp.p_code in (
      select pp.p_code from promotion_products pp join active_promotions ap on ap.promotion_id = pp.promotion_id
      where pp.kind = 'SALE')`);
  }
  if (filter.promotionId !== null) {
    where.push(sql`cp.p_code in (
      select pp.p_code from promotion_products pp join active_promotions ap on ap.promotion_id = pp.promotion_id
      where pp.kind = 'SALE' and ap.promotion_id = ${filter.promotionId})`);
  }
  if (filter.displayGroupId !== null) {
    joins.push(sql`join display_group_products dgp on dgp.p_code = cp.p_code and dgp.display_group_id = ${filter.displayGroupId}
      join display_groups dg on dg.id = dgp.display_group_id and dg.active
        and (dg.sale_unit is null or dg.sale_unit = ${scope.saleUnit})`);
  }
  if (filter.productCodes !== null) {
    joins.push(sql`join jsonb_array_elements_text(${JSON.stringify(filter.productCodes)}::jsonb)
      with ordinality as wanted(p_code, n) on wanted.p_code = cp.p_code`);
  }

  if (filter.sortByPrice) {
    joins.push(sql`left join (
        select distinct on (a.p_code) a.*
        from advance_prices a
        where a.sale_unit = ${scope.saleUnit}
          and a.date_start <= ${scope.today}::date and a.date_end >= ${scope.today}::date
        order by a.p_code, a.date_start desc, a.id desc
      ) adv_sort on adv_sort.p_code = cp.p_code`);
    orderBy.push({ expr: effectivePriceInVat, dir: filter.sortByPrice === 'ASC' ? 'asc nulls last' : 'desc nulls last' });
  }
  if (filter.search) {
    orderBy.push(...searchOrder);
  } else if (filter.displayGroupId !== null) {
    orderBy.push({ expr: sql`dgp.sort`, dir: 'asc' });
  } else if (filter.productCodes !== null) {
    orderBy.push({ expr: sql`wanted.n`, dir: 'asc' });
  } else {
    orderBy.push({ expr: sql`cp.sort`, dir: 'asc' });
  }
  // P_Code last: a total order, so consecutive pages never repeat or skip a product. A search
  // sorts its matches alone (m.p_code is the same code) and compares codes byte by byte, which
  // is cheaper than the database's collation and orders codes the same way.
  orderBy.push({ expr: filter.search ? sql`(m.p_code collate "C")` : sql`cp.p_code`, dir: 'asc' });
  const readsPromotions = filter.onlyPromotionProduct || filter.promotionId !== null;
  return { productWhere, joins, where, orderBy, readsPromotions };
}

const advanceColumns = (unit: 1 | 2 | 3): SQL =>
  sql.raw(
    `${levelColumnText(`a.unit${unit}_price_level`)} as u${unit}_price, ` +
      `${levelColumnText(`a.unit${unit}_price_level`, '_type')} as u${unit}_type`,
  );

function levelColumnText(prefix: string, suffix = ''): string {
  return `case ctx.price_level ${[1, 2, 3, 4, 5].map((l) => `when ${l} then ${prefix}${l}${suffix}`).join(' ')} end`;
}

/**
 * The columns of a product of a page, read for the rows of `page` (which has p_code, and
 * group_id when `withGroup`): product, center price at the caller's level, stock, advance
 * price of the day and promotions; in `order`, which names columns of `page`.
 */
function hydrate(scope: CatalogueScope, withGroup: boolean, order: SQL): SQL {
  return sql`
    select
      p.p_code, p.product_name_th, p.product_name_en, p.product_short_name_th, p.product_short_name_en,
      p.p_group_code, p.p_group, p.p_brand_code, p.p_brand, p.p_flavour_code, p.p_flavour,
      p.p_group_en, p.p_brand_en, p.p_flavour_en, p.p_var_en, p.p_size_en, p.description_en,
      p.p_var_code, p.p_var, p.p_size_code, p.p_size,
      p.unit1_code, p.unit1_name_th, p.unit1_name_en, p.unit1_rate,
      p.unit2_code, p.unit2_name_th, p.unit2_name_en, p.unit2_rate,
      p.unit3_code, p.unit3_name_th, p.unit3_name_en, p.unit3_rate,
      p.barcode1, p.barcode2, p.barcode3,
      p.pic_filename1, p.pic_filename2, p.pic_filename3, p.pic_filename4, p.pic_filename5,
      p.hierarchy1, p.hierarchy2, p.hierarchy3, p.hierarchy4, p.hierarchy5,
      p.matype, p.dchain, p.description, p.option1,
      cp.sale_unit,
      cp.price1, cp.price1_type, cp.price2, cp.price2_type, cp.price3, cp.price3_type,
      cp.price4, cp.price4_type, cp.price5, cp.price5_type,
      cp.show_price1, cp.show_price2, cp.show_price3, cp.catalog_price,
      s.available as stock_available,
      adv.items as advance_prices,
      promos.items as promotions,
      ctx.price_level, ctx.guest_disable_catalog_price
      ${withGroup ? sql`, page.group_id` : sql``}
    from page
    cross join ctx
    join products p on p.p_code = page.p_code
    join center_products cp on cp.sale_unit = ${scope.saleUnit} and cp.p_code = page.p_code
    left join stock s on s.sale_unit = ${scope.saleUnit} and s.p_code = page.p_code
    left join lateral (
      select json_agg(json_build_object(
          'dateStart', a.date_start::text, 'dateEnd', a.date_end::text,
          'u1Price', a.u1_price, 'u1Type', a.u1_type,
          'u2Price', a.u2_price, 'u2Type', a.u2_type,
          'u3Price', a.u3_price, 'u3Type', a.u3_type)
        order by a.date_start desc, a.id desc) as items
      from (
        select a.id, a.date_start, a.date_end,
          ${advanceColumns(1)}, ${advanceColumns(2)}, ${advanceColumns(3)}
        from advance_prices a
        where a.sale_unit = ${scope.saleUnit} and a.p_code = page.p_code
          and a.date_start <= ${scope.today}::date and a.date_end >= ${scope.today}::date
      ) a
    ) adv on true
    left join lateral (
      select json_agg(json_build_object(
          'PromotionId', ap.promotion_id, 'PromotionName', ap.promotion_name, 'Opt30', ap.short_name,
          'PromotionNameEN', ap.promotion_name_en, 'Opt30EN', ap.short_name_en,
          'PromotionType', ap.promotion_type, 'PromotionRemark', ap.promotion_remark,
          'DateBegin', ap.date_begin, 'DateEnd', ap.date_end, 'FlagFreeCase', ap.flag_free_case,
          'Image', ap.image)
        order by ap.promotion_id) as items
      from promotion_products pp
      join active_promotions ap on ap.promotion_id = pp.promotion_id
      where pp.p_code = page.p_code and pp.kind = 'SALE'
    ) promos on true
    order by ${order}`;
}

export interface DisplayGroupRow {
  id: number;
  sale_unit: string | null;
  type_name: string;
  name_th: string;
  name_en: string;
  logo_image: string | null;
  use_translate_name: boolean;
  sort: number;
}

export interface CategoryRow {
  level: number;
  code: string;
  name_th: string;
  name_en: string;
  image: string | null;
  parent_code: string | null;
  sort: number;
}

export interface AutoCompleteRow {
  p_code: string;
  product_name_th: string;
  product_name_en: string | null;
}

const rowsOf = <T>(result: { rows: unknown[] }): T[] => result.rows as T[];

const dialect = new PgDialect();

/**
 * Runs a statement of the product list. On PostgreSQL outside a transaction it is a named prepared
 * statement (named after its text, so each shape of filter has its own): the server plans a shape
 * once per connection and keeps its generic plan where that is no dearer, instead of planning each
 * request, which was about a third of a search's time in the database. The statements read dates
 * as text, so the driver's own parsers give the same rows as drizzle's. On PGlite, and inside a
 * transaction, drizzle runs it as any other, and so is a statement with `prepared: false` (a search,
 * planned for its own text).
 */
async function runRows<T>(
  db: Db,
  tx: DbOrTx,
  query: SQL,
  options: { prepared?: boolean; plan?: 'generic' } = {},
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (options.prepared === false || tx !== db || !(client instanceof pg.Pool)) return rowsOf<T>(await tx.execute(query));
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `catalogue_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  // A statement whose best plan is the same for any values it gets: planned once per connection.
  const pool = options.plan === 'generic' ? (genericPlanPool(db) ?? client) : client;
  const result = await pool.query({ name, text, values: params });
  return result.rows as T[];
}

/**
 * The page of a search in its own order (no price sort): the matches are sorted first (the
 * OFFSET 0 keeps that sort a step of its own), then the center's row of each is probed, in that
 * order, until the page is full. A common word thus costs one sort of its matches and a dozen
 * probes, never a join with every product of the center. A nested loop keeps the order of its
 * outer rows, so the page holds the first matches the center sells; the statement orders the
 * page by the same keys again all the same.
 */
function rankedSearchPage(source: OrderedSource, keys: SQL[], page: PageRequest): SQL {
  return sql`
          select ranked.* from (
            select m.p_code, ${sql.join(keys, sql`, `)}
            from matched m
            order by m.tier, m.name_length, m.p_code collate "C"
            offset 0
          ) ranked
          cross join lateral (
            select 1 from center_products cp
            ${sql.join(source.joins, sql` `)}
            where cp.p_code = ranked.p_code and ${sql.join(source.where, sql` and `)}
            limit 1
          ) sold
          limit ${page.take} offset ${page.skip}`;
}

/**
 * Products ranked for each suggestion the search box asks for. Suggestions are distinct names and
 * several products may share one (sizes, packs), so the bounded matches hold this many per name
 * wanted; a name shared by more products than that among the best may leave a suggestion out.
 */
const AUTOCOMPLETE_PRODUCTS_PER_NAME = 4;

/**
 * The statement of the suggestions: the bounded matches of `limit × perName` products a list,
 * ranked, then probed for the center in that order until `limit` are kept. With one product per
 * name it keeps the best products as they come; with more, the best-ranked product of each
 * distinct name. Unnamed, so planned for its own text (decision 045). The outer order is the
 * ranking's again: a join may give its rows in any order, and the ranked rows are a few dozen.
 */
function autoCompleteStatement(saleUnit: string, search: SearchTerms, limit: number, perName: number): SQL {
  const byName = perName > 1;
  const order = sql`m.tier, m.name_length, m.p_code collate "C"`;
  return sql`
    with ${boundedMatchedCte(
      search,
      [materialCondition('goods')],
      sql`exists (select 1 from center_products cp
        where cp.sale_unit = ${saleUnit} and cp.p_code = p.p_code and not cp.disabled)`,
      limit * perName,
      { nameKey: byName },
    )}
    select p.p_code, p.product_name_th, p.product_name_en
    from (
      ${
        byName
          ? sql`select named.p_code, named.tier, named.name_length from (
        select m.p_code, m.tier, m.name_length,
          row_number() over (partition by m.name_key order by ${order}) as nth
        from matched m
      ) named
      where named.nth = 1
      order by named.tier, named.name_length, named.p_code collate "C"`
          : sql`select m.p_code, m.tier, m.name_length from matched m
      order by ${order}`
      }
      offset 0
    ) ranked
    cross join lateral (
      select 1 from center_products cp
      where cp.sale_unit = ${saleUnit} and cp.p_code = ranked.p_code and not cp.disabled
      limit 1
    ) sold
    join products p on p.p_code = ranked.p_code
    order by ranked.tier, ranked.name_length, ranked.p_code collate "C"
    limit ${limit}`;
}

export function createCatalogueRepository(db: Db) {
  /**
   * One page of products in the filter's order, one statement: the products found, read with
   * their prices, stock, advance prices and promotions. A prepared statement on PostgreSQL (see
   * runRows), so it is planned once per connection and shape of filter.
   */
  async function pageOfProducts(
    scope: CatalogueScope,
    filter: ProductFilter,
    page: PageRequest,
    tx: DbOrTx,
  ): Promise<ProductQueryRow[]> {
    const source = buildSource(scope, filter);
    // The page keeps its order keys as columns k0, k1 ... so the outer statement can order by them again.
    const keys = source.orderBy.map((key, index) => sql`${key.expr} as ${sql.raw(`k${index}`)}`);
    const pageOrder = sql.raw(source.orderBy.map((key, index) => `k${index} ${key.dir}`).join(', '));
    const outerOrder = sql.raw(source.orderBy.map((key, index) => `page.k${index} ${key.dir}`).join(', '));
    const query = sql`
      with ${contextCte(scope)},
      ${activePromotionsCte(scope)},
      ${filter.search ? sql`${matchedCte(filter.search, source.productWhere)},` : sql``}
      page as (
        select cp.p_code, ${sql.join(keys, sql`, `)}
        from ${filter.search ? sql`matched m join center_products cp on cp.p_code = m.p_code` : sql`center_products cp join products p on p.p_code = cp.p_code`}
        cross join ctx
        ${sql.join(source.joins, sql` `)}
        where ${sql.join(filter.search ? source.where : [...source.productWhere, ...source.where], sql` and `)}
        order by ${pageOrder}
        limit ${page.take} offset ${page.skip}
      )
      ${hydrate(scope, false, outerOrder)}`;
    // A list by codes is driven by its few codes, whatever they are: one plan serves every list
    // (a custom plan of this statement cost four times its execution, decision 126).
    return runRows<ProductQueryRow>(db, tx, query, filter.productCodes !== null ? { plan: 'generic' } : {});
  }

  /**
   * The codes of a search's page in the search's order (no price sort): the bounded matches
   * ranked, then probed for the center in that order until the page is full. Planned for its own
   * text (an unnamed statement): whether the trigram index or the ordered walk of the rank index is
   * cheaper depends on how many products the text matches, which a generic plan of a prepared
   * statement cannot know (it walked the whole index for texts that find nothing). It reads no
   * price, stock or promotion: planning it costs a fraction of the whole page's statement.
   */
  async function searchPageCodes(
    scope: CatalogueScope,
    filter: ProductFilter & { search: SearchTerms },
    page: PageRequest,
    tx: DbOrTx,
  ): Promise<string[]> {
    const source = buildSource(scope, filter);
    const keys = source.orderBy.map((key, index) => sql`${key.expr} as ${sql.raw(`k${index}`)}`);
    const outerOrder = sql.raw(source.orderBy.map((key, index) => `page.k${index} ${key.dir}`).join(', '));
    // ctx and active_promotions are written into the statement only for the filters that read
    // them (promotions): the planner would leave them out unread, but only after parsing and
    // analysing them on every search (decision 130).
    const promotionCtes = source.readsPromotions ? sql`${contextCte(scope)}, ${activePromotionsCte(scope)},` : sql``;
    const rows = await runRows<{ p_code: string }>(
      db,
      tx,
      sql`
        with ${promotionCtes}
        ${boundedMatchedCte(filter.search, source.productWhere, soldCondition(source), page.skip + page.take)},
        page as (${rankedSearchPage(source, keys, page)})
        select page.p_code from page order by ${outerOrder}`,
      { prepared: false },
    );
    return rows.map((row) => row.p_code);
  }

  return {
    /**
     * One page of products, in the filter's order. One statement; a search in its own order takes
     * two: the page's codes, planned for the text, then the products of those codes, prepared.
     */
    async listProducts(
      scope: CatalogueScope,
      filter: ProductFilter,
      page: PageRequest,
      tx: DbOrTx = db,
    ): Promise<ProductQueryRow[]> {
      const { search } = filter;
      if (!search || filter.sortByPrice) return pageOfProducts(scope, filter, page, tx);
      const codes = await searchPageCodes(scope, { ...filter, search }, page, tx);
      if (codes.length === 0) return [];
      // The codes were found among the products the page may show; read in the order found.
      return pageOfProducts(scope, plainFilter({ catalogue: 'any', productCodes: codes }), { skip: 0, take: codes.length }, tx);
    },

    /** Up to `take` products of each display group, in the group's order. One statement. */
    async listGroupProducts(
      scope: CatalogueScope,
      groupIds: readonly number[],
      take: number,
      tx: DbOrTx = db,
    ): Promise<ProductQueryRow[]> {
      if (groupIds.length === 0) return [];
      const query = sql`
        with ${contextCte(scope)},
        ${activePromotionsCte(scope)},
        page as (
          select ranked.group_id, ranked.p_code, ranked.n from (
            select dgp.display_group_id as group_id, dgp.p_code,
              row_number() over (partition by dgp.display_group_id order by dgp.sort, dgp.p_code) as n
            from display_group_products dgp
            join center_products cp on cp.sale_unit = ${scope.saleUnit} and cp.p_code = dgp.p_code and not cp.disabled
            join products p on p.p_code = dgp.p_code
            where dgp.display_group_id in (${sql.join(
              groupIds.map((id) => sql`${id}`),
              sql`, `,
            )})
              and ${materialCondition('goods')}
          ) ranked
          where ranked.n <= ${take}
        )
        ${hydrate(scope, true, sql`page.group_id, page.n`)}`;
      return runRows<ProductQueryRow>(db, tx, query);
    },

    /** Active display groups of a type for the center (its own and the company-wide ones). */
    async listDisplayGroups(saleUnit: string, typeName: string, tx: DbOrTx = db): Promise<DisplayGroupRow[]> {
      const result = await tx.execute(sql`
        select id, sale_unit, type_name, name_th, name_en, logo_image, use_translate_name, sort
        from display_groups
        where type_name = ${typeName} and active and (sale_unit is null or sale_unit = ${saleUnit})
        order by sort, id`);
      return rowsOf<DisplayGroupRow>(result);
    },

    /**
     * Names of products matching a search, best first, for the search box's suggestions: the
     * best-ranked product of each distinct name, probed in that order until `limit` that the
     * center sells are found.
     */
    async autoComplete(
      saleUnit: string,
      search: SearchTerms,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<AutoCompleteRow[]> {
      // First the best `limit` products alone: lists of `limit` hold them all (decision 045), so
      // when their names are distinct they are the suggestions, and when fewer are found there are
      // no more. Only names shared among them need the lists of AUTOCOMPLETE_PRODUCTS_PER_NAME.
      const best = await runRows<AutoCompleteRow>(db, tx, autoCompleteStatement(saleUnit, search, limit, 1), {
        prepared: false,
      });
      const names = new Set(best.map((row) => row.product_name_th.toLowerCase()));
      if (best.length < limit || names.size === best.length) return best;
      return runRows<AutoCompleteRow>(
        db,
        tx,
        autoCompleteStatement(saleUnit, search, limit, AUTOCOMPLETE_PRODUCTS_PER_NAME),
        { prepared: false },
      );
    },

    /** Every active category, top level first. */
    async listCategories(tx: DbOrTx = db): Promise<CategoryRow[]> {
      const result = await tx.execute(sql`
        select level, code, name_th, name_en, image, parent_code, sort
        from categories where active
        order by level, sort, code`);
      return rowsOf<CategoryRow>(result);
    },

    /**
     * The category paths (hierarchy1..5) of the products a center sells: goods, the rewards of
     * the redeem catalogue, or one material type.
     */
    async listProductCategoryPaths(
      saleUnit: string,
      options: { catalogue: CatalogueKind; mattype: string | null },
      tx: DbOrTx = db,
    ): Promise<{ h1: string | null; h2: string | null; h3: string | null; h4: string | null; h5: string | null }[]> {
      const result = await tx.execute(sql`
        select distinct p.hierarchy1 as h1, p.hierarchy2 as h2, p.hierarchy3 as h3, p.hierarchy4 as h4, p.hierarchy5 as h5
        from center_products cp
        join products p on p.p_code = cp.p_code
        where cp.sale_unit = ${saleUnit} and not cp.disabled and ${materialCondition(options.catalogue)}
          ${options.mattype ? sql`and p.matype = ${options.mattype}` : sql``}`);
      return rowsOf(result);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
