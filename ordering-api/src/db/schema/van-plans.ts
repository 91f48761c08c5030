import { date, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, saleUnit } from './columns';
import { distributionCenters } from './centers';

/** A stop of a VAN trip, for the "nearby VAN" rule. */
export interface VanStop {
  lat: number;
  lng: number;
}

/** Planned VAN trips of a center: the customers each serves and where it stops. */
export const vanPlans = pgTable(
  'van_plans',
  {
    id: serial('id').primaryKey(),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    vanCode: text('van_code').notNull(),
    planDate: date('plan_date', { mode: 'string' }).notNull(),
    customerCodes: text('customer_codes').array().notNull().default([]),
    stops: jsonb('stops').$type<VanStop[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('van_plans_center_date_idx').on(t.saleUnit, t.planDate)],
);
