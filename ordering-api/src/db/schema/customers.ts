import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { coordinate, createdAt, money, saleUnit, tstz, updatedAt } from './columns';
import { distributionCenters } from './centers';
import { staffUsers } from './staff';

/** Customers: registered shops, credit customers, SAP customers and agents (main stores). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    customerCode: text('customer_code').notNull().unique('customers_customer_code_uq'),
    customerName: text('customer_name').notNull(),
    /**
     * The code and the name in lower case, a line apart: an order search by customer is a LIKE on it
     * (its trigram index), where ILIKE on both columns lowered every row of a scan (decision 101).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(customer_code || chr(10) || customer_name)`),
    mobileNo: text('mobile_no').unique('customers_mobile_no_uq'),
    username: text('username').unique('customers_username_uq'),
    /** `scrypt$N$r$p$salt$hash`, see `db/password.ts`; null for customers who cannot sign in with a password. */
    passwordHash: text('password_hash'),
    /** Default price level 1-5; a center may override it in customer_centers. */
    priceLevel: smallint('price_level').notNull().default(1),
    /** Credit limit; a credit customer has more than 0. */
    authorizeAmount: money('authorize_amount').notNull().default(0),
    debtAmount: money('debt_amount').notNull().default(0),
    /** The specification's IsBjcSapCustomer: SAP customers cannot change their addresses. */
    isSap: boolean('is_sap').notNull().default(false),
    /** '1' juristic person (needed to verify an agent), '2' natural person. */
    personType: text('person_type'),
    approvalStatus: text('approval_status').notNull().default('APPROVED'),
    active: boolean('active').notNull().default(true),
    /** Signed into every jtoken of the customer; raising it ends every token issued before (ADR 033). */
    sessionVersion: integer('session_version').notNull().default(0),
    accountCode: text('account_code'),
    taxNo: text('tax_no'),
    shopPhotoImage: text('shop_photo_image'),
    picFileName: text('pic_file_name'),
    /** Default customer type and store type codes; a center may override them in customer_centers. */
    customerType: text('customer_type'),
    storeType: text('store_type'),
    /** A main store that orders for its client customers. */
    isAgent: boolean('is_agent').notNull().default(false),
    lineUserId: text('line_user_id').unique('customers_line_user_id_uq'),
    picturePath: text('picture_path'),
    email: text('email'),
    contactPerson: text('contact_person'),
    address: text('address'),
    referralCode: text('referral_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: tstz('last_login_at'),
    pdpaVersion: text('pdpa_version'),
    /** Null until the customer answers the privacy policy. */
    pdpaAccepted: boolean('pdpa_accepted'),
  },
  (t) => [
    check('customers_price_level_range', sql`${t.priceLevel} between 1 and 5`),
    check('customers_approval_status_valid', sql`${t.approvalStatus} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('customers_authorize_amount_not_negative', sql`${t.authorizeAmount} >= 0`),
    index('customers_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('customers_customer_code_trgm_idx').using('gin', t.customerCode.op('gin_trgm_ops')),
    index('customers_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Which centers a customer may order from, and the center-specific classification. */
export const customerCenters = pgTable(
  'customer_centers',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    customerType: text('customer_type'),
    storeType: text('store_type'),
    /** Overrides customers.price_level in this center when set. */
    priceLevel: smallint('price_level'),
    /** The customer's home center (the SALEUNIT of the token after sign-in). */
    isPrimary: boolean('is_primary').notNull().default(false),
    /** The salesperson who looks after this customer in this center. */
    salesUserId: integer('sales_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.saleUnit] }),
    index('customer_centers_sale_unit_idx').on(t.saleUnit, t.customerId),
    index('customer_centers_sales_user_idx').on(t.salesUserId),
    check('customer_centers_price_level_range', sql`${t.priceLevel} is null or ${t.priceLevel} between 1 and 5`),
  ],
);

/** Client customers of an agent (main store), per center. */
export const agentClients = pgTable(
  'agent_clients',
  {
    agentCustomerId: integer('agent_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    clientCustomerId: integer('client_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agentCustomerId, t.clientCustomerId, t.saleUnit] }),
    index('agent_clients_client_idx').on(t.clientCustomerId),
    check('agent_clients_not_self', sql`${t.agentCustomerId} <> ${t.clientCustomerId}`),
  ],
);

/** The products an agent resells to their clients, at the agent's own price, per center. */
export const agentProducts = pgTable(
  'agent_products',
  {
    id: serial('id').primaryKey(),
    agentCustomerId: integer('agent_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    pCode: text('p_code').notNull(),
    price: money('price').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('agent_products_agent_product_uq').on(t.agentCustomerId, t.saleUnit, t.pCode),
    check('agent_products_price_not_negative', sql`${t.price} >= 0`),
  ],
);

/** Delivery addresses (SHIPTO): C the customer's own, S shipping, B billing. */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    addressType: text('address_type').notNull(),
    active: boolean('active').notNull().default(true),
    taxId: text('tax_id'),
    name: text('name').notNull(),
    address: text('address').notNull(),
    provinceCode: text('province_code'),
    provinceName: text('province_name'),
    ampherCode: text('ampher_code'),
    ampherName: text('ampher_name'),
    townCode: text('town_code'),
    townName: text('town_name'),
    postalCode: text('postal_code'),
    lat: coordinate('lat'),
    long: coordinate('long'),
    remark: text('remark'),
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('delivery_addresses_customer_idx').on(t.customerId, t.saleUnit, t.addressType),
    check('delivery_addresses_type_valid', sql`${t.addressType} in ('C', 'S', 'B')`),
  ],
);

/** Every answer to the privacy policy, newest last; customers.pdpa_* holds the latest. */
export const pdpaConsents = pgTable(
  'pdpa_consents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    saleUnit: saleUnit().notNull(),
    version: text('version').notNull(),
    accepted: boolean('accepted').notNull(),
    at: createdAt(),
  },
  (t) => [index('pdpa_consents_customer_idx').on(t.customerId, t.at)],
);

/** Customer photo files (shop photos and the like), grouped by photo group. */
export const customerFiles = pgTable(
  'customer_files',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    saleUnit: saleUnit().notNull(),
    photoGroupCode: text('photo_group_code').notNull(),
    filePath: text('file_path').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_files_customer_idx').on(t.customerId, t.saleUnit, t.createdAt)],
);

