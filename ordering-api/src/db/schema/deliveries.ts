import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { money, tstz, updatedAt } from './columns';
import { orders } from './orders';
import { riders } from './staff';

/** What the rider handed over of one line (only the lines not delivered in full are kept). */
export interface DeliveredLineRecord {
  LineNo: number;
  DeliveredQty: number;
  Reason: string | null;
}

/**
 * The delivery of an order by its rider (decision 064): when the rider arrived, how it ended
 * (delivered, partly delivered, refused), the proof (the photo, the receiver's name, the signature)
 * and the cash collected. Written only by the order lifecycle.
 */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    orderPk: bigint('order_pk', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    riderId: integer('rider_id').references(() => riders.id),
    arrivedAt: tstz('arrived_at'),
    /** When it was delivered or refused. */
    endedAt: tstz('ended_at'),
    /** 'DELIVERED', 'PARTIAL', 'REFUSED' */
    outcome: text('outcome'),
    receiverName: text('receiver_name'),
    /** Stored paths under /files/ (re-encoded images, decision 034). */
    photo: text('photo'),
    signature: text('signature'),
    reason: text('reason'),
    /** The value of what was handed over (the order's total less the lines not delivered). */
    deliveredAmount: money('delivered_amount'),
    cashCollected: money('cash_collected'),
    lines: jsonb('lines').$type<DeliveredLineRecord[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_deliveries_rider_idx').on(t.riderId, t.endedAt),
    check('order_deliveries_outcome_valid', sql`${t.outcome} is null or ${t.outcome} in ('DELIVERED', 'PARTIAL', 'REFUSED')`),
    check('order_deliveries_cash_not_negative', sql`${t.cashCollected} is null or ${t.cashCollected} >= 0`),
  ],
);
