import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, saleUnit, tstz, updatedAt } from './columns';
import { distributionCenters } from './centers';

/**
 * Merchant staff and salespeople. role_code follows the specification: '1' merchant admin,
 * '3', '4', '5', '8' salespeople. They sign in with a one-time code sent to mobile_no.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').unique('staff_users_username_uq'),
    displayName: text('display_name').notNull(),
    mobileNo: text('mobile_no').notNull().unique('staff_users_mobile_no_uq'),
    email: text('email'),
    roleCode: text('role_code').notNull(),
    roleName: text('role_name').notNull(),
    /** The salesperson's code used in registration links (saleCode). */
    saleCode: text('sale_code').unique('staff_users_sale_code_uq'),
    lineUserId: text('line_user_id').unique('staff_users_line_user_id_uq'),
    /** Only for staff who registered with a password; one-time codes are the usual sign-in. */
    passwordHash: text('password_hash'),
    /** The registration form's own details of the person (ADR 053); birth date as YYYYMMDD. */
    birthDate: text('birth_date'),
    address: text('address'),
    provinceCode: text('province_code'),
    ampherCode: text('ampher_code'),
    townCode: text('town_code'),
    zip: text('zip'),
    active: boolean('active').notNull().default(true),
    /** Signed into every jtoken of the staff user, client tokens included (ADR 033). */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: tstz('last_login_at'),
  },
  (t) => [check('staff_users_role_code_not_blank', sql`length(${t.roleCode}) > 0`)],
);

/** The centers a staff user works for. */
export const staffUserCenters = pgTable(
  'staff_user_centers',
  {
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.staffUserId, t.saleUnit] }),
    index('staff_user_centers_sale_unit_idx').on(t.saleUnit),
  ],
);

/**
 * Existing centers a self-registered staff member asked to join (ADR 053). The request gives no
 * access: the center's merchant adds the member to staff_user_centers, or not.
 */
export const staffCenterRequests = pgTable(
  'staff_center_requests',
  {
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.staffUserId, t.saleUnit] }),
    index('staff_center_requests_sale_unit_idx').on(t.saleUnit),
  ],
);

/** Delivery riders; sign in with a one-time code. */
export const riders = pgTable(
  'riders',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobileNo: text('mobile_no').notNull().unique('riders_mobile_no_uq'),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    vehiclePlate: text('vehicle_plate'),
    active: boolean('active').notNull().default(true),
    /** Signed into every jtoken of the rider (ADR 033). */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    lastLoginAt: tstz('last_login_at'),
  },
  (t) => [index('riders_sale_unit_idx').on(t.saleUnit)],
);
