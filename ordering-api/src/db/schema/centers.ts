import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, check } from 'drizzle-orm/pg-core';
import { coordinate, createdAt, money, updatedAt } from './columns';

/** Distribution centers (the specification's DCs, sale units or merchants). */
export const distributionCenters = pgTable(
  'distribution_centers',
  {
    saleUnit: text('sale_unit').primaryKey(),
    distName: text('dist_name').notNull(),
    distShortName: text('dist_short_name').notNull(),
    /** The names in English; the Thai ones stand in when they are empty. */
    distNameEn: text('dist_name_en'),
    distShortNameEn: text('dist_short_name_en'),
    fullAddress: text('full_address').notNull().default(''),
    address: text('address'),
    provinceCode: text('province_code'),
    province: text('province'),
    ampherCode: text('ampher_code'),
    district: text('district'),
    townCode: text('town_code'),
    subdistrict: text('subdistrict'),
    zip: text('zip'),
    lat: coordinate('lat'),
    lon: coordinate('lon'),
    photoPath: text('photo_path'),
    lineChannelName: text('line_channel_name'),
    lineOaUrl: text('line_oa_url'),
    lineChannelId: text('line_channel_id'),
    richMenuId: text('rich_menu_id'),
    areaCode: text('area_code'),
    taxNo: text('tax_no'),
    shipmentName: text('shipment_name'),
    contactName: text('contact_name'),
    phone: text('phone'),
    /** Verification images uploaded at self-registration (file paths). */
    taxImage: text('tax_image'),
    shopImage: text('shop_image'),
    logoImage: text('logo_image'),
    active: boolean('active').notNull().default(true),
    /** Minimum order value for a van (MOU); null means the center has not set one. */
    mouMinAmount: money('mou_min_amount'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('distribution_centers_active_idx').on(t.active),
    index('distribution_centers_line_channel_id_idx').on(t.lineChannelId),
  ],
);

/** Bank master used by merchant registration. */
export const banks = pgTable('banks', {
  bankCode: text('bank_code').primaryKey(),
  bankNameTh: text('bank_name_th').notNull(),
  bankNameEn: text('bank_name_en').notNull(),
});

/** A center's bank accounts, given at self-registration. */
export const centerBankAccounts = pgTable(
  'center_bank_accounts',
  {
    saleUnit: text('sale_unit')
      .notNull()
      .references(() => distributionCenters.saleUnit, { onDelete: 'cascade' }),
    bankCode: text('bank_code')
      .notNull()
      .references(() => banks.bankCode),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.saleUnit, t.bankCode, t.accountNo] }),
    check('center_bank_accounts_account_no_not_blank', sql`length(${t.accountNo}) > 0`),
  ],
);
