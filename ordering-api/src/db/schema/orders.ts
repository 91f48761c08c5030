import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, decimal, money, saleUnit, tstz, updatedAt } from './columns';
import { distributionCenters } from './centers';
import { customers } from './customers';
import { riders, staffUsers } from './staff';

/** Address as it was when the order was placed (ShipTo / BillTo). */
export interface AddressSnapshot {
  Code: string;
  Name: string;
  Address: string;
  Province: string;
  Ampher: string;
  Town: string;
  ZipCode: string;
  TaxID: string;
  Phone: string;
}

/** Order numbers come from this counter, locked per center and year (select ... for update). */
export const orderCounters = pgTable(
  'order_counters',
  {
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    year: integer('year').notNull(),
    lastNo: integer('last_no').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.saleUnit, t.year] }), check('order_counters_last_no_not_negative', sql`${t.lastNo} >= 0`)],
);

/**
 * Orders. order_id is the order number shown to people, unique within its center.
 * mode 'MONEY' pays with money, 'POINT' redeems points. placed_by_* records a salesperson or an agent
 * who ordered for the customer. idempotency_key makes a retry return the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').notNull(),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    placedByUserId: integer('placed_by_user_id').references(() => staffUsers.id),
    placedByCustomerId: integer('placed_by_customer_id').references(() => customers.id),
    status: text('status').notNull(),
    mode: text('mode').notNull().default('MONEY'),
    subtotal: money('subtotal').notNull().default(0),
    discountAmount: money('discount_amount').notNull().default(0),
    deliveryFee: money('delivery_fee').notNull().default(0),
    vatAmount: money('vat_amount').notNull().default(0),
    total: money('total').notNull().default(0),
    pointsUsed: decimal('points_used').notNull().default(0),
    pointsEarned: decimal('points_earned').notNull().default(0),
    /** The specification's payment codes: COD '0', LINEPAY '1', BANK '2', and named methods beyond. */
    paymentType: text('payment_type').notNull(),
    paymentStatus: text('payment_status').notNull().default('UNPAID'),
    deliveryMethod: text('delivery_method'),
    couponId: text('coupon_id'),
    shipTo: jsonb('ship_to').$type<AddressSnapshot>(),
    billTo: jsonb('bill_to').$type<AddressSnapshot>(),
    remark: text('remark'),
    needTaxInvoice: boolean('need_tax_invoice').notNull().default(false),
    riderId: integer('rider_id').references(() => riders.id),
    /** Set by the lifecycle when the order ships: the parcel's number and who carries it. */
    trackingNo: text('tracking_no'),
    carrier: text('carrier'),
    /** The invoice's Wait, Approved or Canceled where the company approves invoices at delivery (decision 065). */
    invoiceStatus: text('invoice_status'),
    /** When the parcel is expected (Bangkok date), set by the merchant's tracking edit. */
    expectedDate: date('expected_date', { mode: 'string' }),
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request that created it: the same key with another body is refused. */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_sale_unit_order_id_uq').on(t.saleUnit, t.orderId),
    unique('orders_customer_idempotency_key_uq').on(t.customerId, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.saleUnit, t.createdAt),
    index('orders_center_idx').on(t.saleUnit, t.status, t.createdAt),
    /**
     * The merchant's search of a status tab by customer: the named customers' orders of the center
     * in that status, read exactly (decision 132).
     */
    index('orders_customer_status_idx').on(t.customerId, t.saleUnit, t.status, t.createdAt),
    // The rider's tab reads its page in this order straight from the index (decision 109).
    index('orders_rider_idx').on(t.riderId, t.status, t.createdAt, t.id),
    /** The merchant's order list, every status ('All'): a center's orders, newest first. */
    index('orders_center_recent_idx').on(t.saleUnit, t.createdAt, t.id),
    /** The merchant's search by order number, anywhere in it. */
    index('orders_order_id_trgm_idx').using('gin', t.orderId.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('orders_placed_by_user_idx').on(t.placedByUserId, t.createdAt),
    index('orders_placed_by_customer_idx').on(t.placedByCustomerId, t.createdAt),
    check('orders_mode_valid', sql`${t.mode} in ('MONEY', 'POINT')`),
    check('orders_amounts_not_negative', sql`${t.subtotal} >= 0 and ${t.total} >= 0 and ${t.discountAmount} >= 0`),
  ],
);

/** Order lines with the snapshot of product, unit, rate, price and applied promotion. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderPk: bigint('order_pk', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    pCode: text('p_code').notNull(),
    productNameTh: text('product_name_th').notNull(),
    productNameEn: text('product_name_en').notNull(),
    unitLevel: smallint('unit_level').notNull(),
    unitCode: text('unit_code').notNull(),
    unitNameTh: text('unit_name_th').notNull(),
    unitNameEn: text('unit_name_en').notNull(),
    unitRate: decimal('unit_rate').notNull(),
    qty: integer('qty').notNull(),
    /** qty * unit_rate, in unit 1: what was taken from stock. */
    baseQty: integer('base_qty').notNull(),
    price: money('price').notNull(),
    priceType: text('price_type').notNull(),
    priceLevel: smallint('price_level').notNull(),
    amount: money('amount').notNull(),
    discountAmount: money('discount_amount').notNull().default(0),
    netAmount: money('net_amount').notNull(),
    pointsPerUnit: decimal('points_per_unit').notNull().default(0),
    isFree: boolean('is_free').notNull().default(false),
    promotionId: integer('promotion_id'),
    promotionName: text('promotion_name'),
  },
  (t) => [
    unique('order_lines_line_uq').on(t.orderPk, t.lineNo),
    index('order_lines_p_code_idx').on(t.pCode),
    check('order_lines_qty_positive', sql`${t.qty} > 0 and ${t.baseQty} > 0`),
    check('order_lines_unit_level_range', sql`${t.unitLevel} between 1 and 3`),
  ],
);

/** Every status an order went through, with who changed it. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderPk: bigint('order_pk', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    /** 'customer', 'staff', 'rider', 'payment', 'system' (the scheduler) */
    changedByKind: text('changed_by_kind').notNull(),
    changedById: text('changed_by_id'),
    at: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderPk, t.at)],
);

/**
 * Idempotency keys of calls other than order placement (payments, redemptions ...).
 * The first call stores its answer; a retry with the same key gets it back.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    ownerKey: text('owner_key').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.ownerKey, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
