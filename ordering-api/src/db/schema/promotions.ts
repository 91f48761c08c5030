import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, decimal, money, saleUnit, tstz, updatedAt } from './columns';
import { distributionCenters } from './centers';
import { customers } from './customers';
import { products } from './products';

/**
 * Promotions of a center. promotion_type: 'DiscountValue', 'DiscountPercent', 'FreeItem', or '3'
 * (no sale products needed). Status (CURRENT, DISABLE, SOON, EXPIRED) is derived from flag_enabled
 * and the period, never stored. weekdays holds seven 'Y'/'N' flags, Sunday first.
 * Targeting lists: 'All' or 'LIST' (then the promotion_* tables hold the members).
 */
export const promotions = pgTable(
  'promotions',
  {
    promotionId: serial('promotion_id').primaryKey(),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    promotionName: text('promotion_name').notNull(),
    /** The name in English; the Thai one stands in when it is empty. */
    promotionNameEn: text('promotion_name_en'),
    /** Opt30 */
    shortName: text('short_name').notNull(),
    shortNameEn: text('short_name_en'),
    promotionRemark: text('promotion_remark').notNull().default(''),
    promotionType: text('promotion_type').notNull(),
    flagEnabled: text('flag_enabled').notNull().default('Y'),
    dateBegin: date('date_begin', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }).notNull(),
    /** Only for customers who have not ordered before. */
    flagCusNew: text('flag_cus_new').notNull().default('N'),
    flagFreeCase: text('flag_free_case').notNull().default('N'),
    weekdays: text('weekdays').notNull().default('YYYYYYY'),
    /** Opt15 */
    storeList: text('store_list').notNull().default('All'),
    customerList: text('customer_list').notNull().default('All'),
    customerTypeList: text('customer_type_list').notNull().default('All'),
    brandList: text('brand_list'),
    /** Calculation per unit (detail lines carry Opt6 = '1', type MONEY/UOM, code U). */
    byUnit: boolean('by_unit').notNull().default(false),
    salesNumber: integer('sales_number'),
    /** Number of orders that may use it; null for no limit. usage_count is raised in the order transaction. */
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    /** Per-customer limit of uses; null for no limit. */
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    discTotValue: money('disc_tot_value'),
    discTotType: text('disc_tot_type'),
    discTotTypeCode: text('disc_tot_type_code'),
    image: text('image'),
    /** The remaining OptN values of the specification, kept as given. */
    opts: jsonb('opts').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    index('promotions_sale_unit_idx').on(t.saleUnit, t.flagEnabled, t.dateBegin, t.dateEnd),
    /** The merchant's promotion list: a center's promotions, newest first. */
    index('promotions_list_idx').on(t.saleUnit, t.promotionId),
    index('promotions_name_trgm_idx').using('gin', t.promotionName.op('gin_trgm_ops')),
    check('promotions_type_valid', sql`${t.promotionType} in ('DiscountValue', 'DiscountPercent', 'FreeItem', '3')`),
    check('promotions_flag_enabled_valid', sql`${t.flagEnabled} in ('Y', 'N')`),
    check('promotions_period_valid', sql`${t.dateBegin} <= ${t.dateEnd}`),
    check('promotions_weekdays_valid', sql`${t.weekdays} ~ '^[YN]{7}$'`),
    check('promotions_usage_count_valid', sql`${t.usageCount} >= 0 and (${t.usageLimit} is null or ${t.usageCount} <= ${t.usageLimit})`),
  ],
);

/** Calculation steps: buy between buy_min and buy_max, get free_number free or disc_number off. */
export const promotionDetails = pgTable(
  'promotion_details',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.promotionId, { onDelete: 'cascade' }),
    promotionLn: integer('promotion_ln').notNull(),
    buyMin: decimal('buy_min').notNull().default(0),
    buyMax: decimal('buy_max'),
    orderBuy: integer('order_buy'),
    freeNumber: decimal('free_number').notNull().default(0),
    discNumber: decimal('disc_number').notNull().default(0),
    /** '%' with code 'P', 'Money' with code 'B', 'MONEY/UOM' with code 'U'. */
    discType: text('disc_type'),
    discTypeCode: text('disc_type_code'),
    opt6: text('opt6'),
  },
  (t) => [
    unique('promotion_details_line_uq').on(t.promotionId, t.promotionLn),
    check('promotion_details_amounts_valid', sql`${t.buyMin} >= 0 and ${t.freeNumber} >= 0 and ${t.discNumber} >= 0`),
  ],
);

/** Sale products (that trigger it) and free products (that it gives). */
export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.promotionId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    pCode: text('p_code')
      .notNull()
      .references(() => products.pCode, { onDelete: 'cascade' }),
    /** For free products: the unit level given (1-3). */
    unitLevel: smallint('unit_level'),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.kind, t.pCode] }),
    index('promotion_products_p_code_idx').on(t.pCode, t.kind),
    check('promotion_products_kind_valid', sql`${t.kind} in ('SALE', 'FREE')`),
  ],
);

/** Customers who take part ('IN') or who are excluded ('NOT_IN'). */
export const promotionCustomers = pgTable(
  'promotion_customers',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.promotionId, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    inclusion: text('inclusion').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.customerId] }),
    index('promotion_customers_customer_idx').on(t.customerId),
    check('promotion_customers_inclusion_valid', sql`${t.inclusion} in ('IN', 'NOT_IN')`),
  ],
);

export const promotionStoreTypes = pgTable(
  'promotion_store_types',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.promotionId, { onDelete: 'cascade' }),
    storeTypeCode: text('store_type_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.storeTypeCode] })],
);

export const promotionCustomerTypes = pgTable(
  'promotion_customer_types',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.promotionId, { onDelete: 'cascade' }),
    customerTypeCode: text('customer_type_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.customerTypeCode] })],
);

/**
 * Coupons. lock 'N' unused, 'Y' used; a coupon is used by one order, set in the order transaction
 * with a conditional update (where lock = 'N'). A null customer means anyone in the center may claim it.
 */
export const coupons = pgTable(
  'coupons',
  {
    couponId: text('coupon_id').primaryKey(),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    promotionId: integer('promotion_id').references(() => promotions.promotionId, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    couponType: text('coupon_type').notNull(),
    /** Face value: an amount for 'DISCOUNT', points for 'POINT'. */
    value: money('value').notNull().default(0),
    lock: text('lock').notNull().default('N'),
    usedOrderId: text('used_order_id'),
    usedAt: tstz('used_at'),
    receivedAt: createdAt(),
    validUntil: tstz('valid_until'),
  },
  (t) => [
    index('coupons_customer_idx').on(t.customerId, t.saleUnit, t.lock),
    index('coupons_promotion_idx').on(t.promotionId),
    check('coupons_lock_valid', sql`${t.lock} in ('N', 'Y')`),
    check('coupons_used_consistent', sql`(${t.lock} = 'Y') = (${t.usedAt} is not null)`),
  ],
);
