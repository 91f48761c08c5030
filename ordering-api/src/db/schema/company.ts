import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { saleUnit, updatedAt } from './columns';

/** One row per company the deployment serves; selects the logo and the guest cart key. */
export const companySettings = pgTable('company_settings', {
  companyCode: text('company_code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  logoCode: text('logo_code').notNull(),
  guestCartKey: text('guest_cart_key').notNull(),
  taxNo: text('tax_no'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  updatedAt: updatedAt(),
});

/**
 * Web-configuration values (Opt / OptValue). A row without a sale unit applies to every center;
 * a row with one overrides it for that center.
 */
export const webConfig = pgTable(
  'web_config',
  {
    id: serial('id').primaryKey(),
    opt: text('opt').notNull(),
    optValue: text('opt_value').notNull().default(''),
    saleUnit: saleUnit(),
    description: text('description'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('web_config_opt_sale_unit_uq').on(t.opt, t.saleUnit).nullsNotDistinct(),
    index('web_config_sale_unit_idx').on(t.saleUnit),
    check('web_config_opt_not_blank', sql`length(${t.opt}) > 0`),
  ],
);
