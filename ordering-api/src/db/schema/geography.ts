import { index, pgTable, text } from 'drizzle-orm/pg-core';

/** Thai address masters: province, ampher (district), town (sub-district). */
export const provinces = pgTable('provinces', {
  provinceCode: text('province_code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
});

export const amphers = pgTable(
  'amphers',
  {
    ampherCode: text('ampher_code').primaryKey(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.provinceCode),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [index('amphers_province_code_idx').on(t.provinceCode)],
);

export const towns = pgTable(
  'towns',
  {
    townCode: text('town_code').primaryKey(),
    ampherCode: text('ampher_code')
      .notNull()
      .references(() => amphers.ampherCode),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    zipCode: text('zip_code').notNull(),
  },
  (t) => [index('towns_ampher_code_idx').on(t.ampherCode)],
);
