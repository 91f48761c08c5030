import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { saleUnit } from './columns';

/** Customer types (promotion targeting, photo groups, surveys). */
export const customerTypes = pgTable('customer_types', {
  code: text('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Store types (promotion targeting). */
export const storeTypes = pgTable('store_types', {
  code: text('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Material types (matype). DeliveryFee, Point and GivePoint are technical and hidden from choices. */
export const materialTypes = pgTable('material_types', {
  code: text('code').primaryKey(),
  descriptionTh: text('description_th').notNull(),
  descriptionEn: text('description_en').notNull(),
  selectable: boolean('selectable').notNull().default(true),
});

/** Customer photo groups, per center and customer type. */
export const photoGroups = pgTable(
  'photo_groups',
  {
    id: serial('id').primaryKey(),
    saleUnit: saleUnit().notNull(),
    customerType: text('customer_type').notNull(),
    code: text('code').notNull(),
    pictureName: text('picture_name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('photo_groups_sale_unit_type_idx').on(t.saleUnit, t.customerType)],
);

/** Units of measure used by products (ชิ้น, แพ็ค, ลัง ...). */
export const units = pgTable('units', {
  code: text('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
});
