// Who may sign in: customers, merchant staff, riders, and the one-time codes
// sent to their phones. Every method takes an optional transaction.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  agentClients,
  amphers,
  customerCenters,
  customers,
  deliveryAddresses,
  distributionCenters,
  oneTimeCodes,
  provinces,
  riders,
  staffUserCenters,
  staffUsers,
  towns,
} from '../../db/schema';
import type { OtpPurpose } from '@eorder/shared';
import { likePattern } from '../centers/repository';

export type CustomerRow = typeof customers.$inferSelect;
export type StaffRow = typeof staffUsers.$inferSelect;
export type RiderRow = typeof riders.$inferSelect;
export type OtpRow = typeof oneTimeCodes.$inferSelect;

/** An account that holds sessions: the subject of a customer, staff or rider jtoken. */
export type Account =
  | { kind: 'customer'; customerCode: string }
  | { kind: 'staff'; id: number }
  | { kind: 'rider'; id: number };

/** What decides whether an account's token is still good: its session version, and whether it may hold one. */
export interface AccountState {
  found: boolean;
  version: number;
  active: boolean;
}

/** A customer who may hold a session: inactive and rejected ones may not. */
export const customerMayHoldSession = (customer: { active: boolean; approvalStatus: string }) =>
  customer.active && customer.approvalStatus !== 'REJECTED';

/** The fields agent verification reads, in the wire's names. */
export const agentCandidateOf = (customer: CustomerRow) => ({
  AccountCode: customer.accountCode,
  TAXNO: customer.taxNo,
  ShopPhotoImage: customer.shopPhotoImage,
  PicFileName: customer.picFileName,
  PersonType: customer.personType,
});

/** Prefix of customer codes given at self-registration; the number comes from the id sequence. */
export const REGISTERED_CUSTOMER_CODE_PREFIX = 'W';

export function registeredCustomerCode(id: number): string {
  return `${REGISTERED_CUSTOMER_CODE_PREFIX}${String(id).padStart(7, '0')}`;
}

/** A customer whose name, code or mobile number contains `text` (LIKE's wildcards taken literally); none when `text` is empty. */
export function customerMatching(text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(ilike(customers.customerName, pattern), ilike(customers.customerCode, pattern), ilike(customers.mobileNo, pattern));
}

/**
 * Inserts a customer and gives it its registered code, taken from the row's id sequence in the
 * same transaction, so two registrations never share one.
 */
export async function insertRegisteredCustomer(tx: DbOrTx, values: Omit<typeof customers.$inferInsert, 'customerCode'>): Promise<CustomerRow> {
  const [inserted] = await tx
    .insert(customers)
    .values({ ...values, customerCode: `pending-${randomUUID()}` })
    .returning({ id: customers.id });
  if (!inserted) throw new Error('customer insert returned no row');
  const [row] = await tx
    .update(customers)
    .set({ customerCode: registeredCustomerCode(inserted.id) })
    .where(eq(customers.id, inserted.id))
    .returning();
  if (!row) throw new Error('customer code update returned no row');
  return row;
}

/** The codes of the centers a staff member works for, in order. */
export async function staffCenterCodes(db: DbOrTx, staffUserId: number): Promise<string[]> {
  const rows = await db
    .select({ saleUnit: staffUserCenters.saleUnit })
    .from(staffUserCenters)
    .where(eq(staffUserCenters.staffUserId, staffUserId))
    .orderBy(staffUserCenters.saleUnit);
  return rows.map((row) => row.saleUnit);
}

export interface NewCustomer {
  customerName: string;
  mobileNo: string;
  passwordHash: string;
  approvalStatus: 'PENDING' | 'APPROVED';
  lineUserId: string | null;
  referralCode: string | null;
  contactPerson: string | null;
  address: string | null;
  email: string | null;
  taxNo: string | null;
  saleUnit: string;
  salesUserId: number | null;
  /** The customer's own address (type C), when registration gave one. */
  ownAddress: NewOwnAddress | null;
}

export interface NewOwnAddress {
  address: string;
  provinceCode: string | null;
  ampherCode: string | null;
  townCode: string | null;
  postalCode: string | null;
}

export function createAuthRepository(db: Db) {
  return {
    // ------------------------------------------------------------------ customers

    async findCustomerByCode(
      customerCode: string,
      tx: DbOrTx = db,
    ): Promise<CustomerRow | undefined> {
      const [row] = await tx
        .select()
        .from(customers)
        .where(eq(customers.customerCode, customerCode))
        .limit(1);
      return row;
    },

    async findCustomerByMobile(
      mobileNo: string,
      tx: DbOrTx = db,
    ): Promise<CustomerRow | undefined> {
      const [row] = await tx
        .select()
        .from(customers)
        .where(eq(customers.mobileNo, mobileNo))
        .limit(1);
      return row;
    },

    async findCustomerByLineUserId(
      lineUserId: string,
      tx: DbOrTx = db,
    ): Promise<CustomerRow | undefined> {
      const [row] = await tx
        .select()
        .from(customers)
        .where(eq(customers.lineUserId, lineUserId))
        .limit(1);
      return row;
    },

    /** A customer by username (any letter case) or by mobile number; a username match wins. */
    async findCustomerByLogin(login: string, tx: DbOrTx = db): Promise<CustomerRow | undefined> {
      const rows = await tx
        .select()
        .from(customers)
        .where(
          or(sql`lower(${customers.username}) = lower(${login})`, eq(customers.mobileNo, login)),
        )
        .limit(2);
      return rows.find((row) => row.username?.toLowerCase() === login.toLowerCase()) ?? rows[0];
    },

    /** The customer's price level in a center (the center's override, else their own). */
    async customerCenterLink(customerId: number, saleUnit: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(customerCenters)
        .where(
          and(eq(customerCenters.customerId, customerId), eq(customerCenters.saleUnit, saleUnit)),
        )
        .limit(1);
      return row;
    },

    /**
     * Creates a self-registered customer linked to one center as their home center. The code
     * is taken from the row's id sequence, so two registrations never share one.
     */
    async createCustomer(input: NewCustomer, tx: DbOrTx = db): Promise<CustomerRow> {
      const row = await insertRegisteredCustomer(tx, {
        customerName: input.customerName,
        mobileNo: input.mobileNo,
        passwordHash: input.passwordHash,
        approvalStatus: input.approvalStatus,
        lineUserId: input.lineUserId,
        referralCode: input.referralCode,
        contactPerson: input.contactPerson,
        address: input.address,
        email: input.email,
        taxNo: input.taxNo,
        lastLoginAt: new Date(),
      });
      await tx.insert(customerCenters).values({
        customerId: row.id,
        saleUnit: input.saleUnit,
        isPrimary: true,
        salesUserId: input.salesUserId,
      });
      if (input.ownAddress) {
        const names = await this.addressNames(input.ownAddress, tx);
        await tx.insert(deliveryAddresses).values({
          customerId: row.id,
          saleUnit: input.saleUnit,
          addressType: 'C',
          name: row.customerName,
          address: input.ownAddress.address,
          provinceCode: names.province ? input.ownAddress.provinceCode : null,
          provinceName: names.province,
          ampherCode: names.ampher ? input.ownAddress.ampherCode : null,
          ampherName: names.ampher,
          townCode: names.town ? input.ownAddress.townCode : null,
          townName: names.town,
          postalCode: input.ownAddress.postalCode ?? names.zip,
          phone: row.mobileNo,
          taxId: row.taxNo,
        });
      }
      return row;
    },

    /** Thai names of an address's province, district and sub-district; null for unknown codes. */
    async addressNames(address: NewOwnAddress, tx: DbOrTx = db) {
      const [province] = address.provinceCode
        ? await tx
            .select({ name: provinces.nameTh })
            .from(provinces)
            .where(eq(provinces.provinceCode, address.provinceCode))
            .limit(1)
        : [];
      const [ampher] = address.ampherCode
        ? await tx
            .select({ name: amphers.nameTh })
            .from(amphers)
            .where(eq(amphers.ampherCode, address.ampherCode))
            .limit(1)
        : [];
      const [town] = address.townCode
        ? await tx
            .select({ name: towns.nameTh, zip: towns.zipCode })
            .from(towns)
            .where(eq(towns.townCode, address.townCode))
            .limit(1)
        : [];
      return {
        province: province?.name ?? null,
        ampher: ampher?.name ?? null,
        town: town?.name ?? null,
        zip: town?.zip ?? null,
      };
    },

    /** Sets the password and, in the same statement, ends every session of the customer. */
    async updateCustomerPassword(
      customerId: number,
      passwordHash: string,
      tx: DbOrTx = db,
    ): Promise<CustomerRow> {
      const [row] = await tx
        .update(customers)
        .set({
          passwordHash,
          sessionVersion: sql`${customers.sessionVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(customers.id, customerId))
        .returning();
      if (!row) throw new Error('customer password update found no row');
      return row;
    },

    async touchCustomerLogin(customerId: number, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx.update(customers).set({ lastLoginAt: at }).where(eq(customers.id, customerId));
    },

    // ------------------------------------------------------------------ staff

    async findStaffByMobile(mobileNo: string, tx: DbOrTx = db): Promise<StaffRow | undefined> {
      const [row] = await tx
        .select()
        .from(staffUsers)
        .where(eq(staffUsers.mobileNo, mobileNo))
        .limit(1);
      return row;
    },

    async findStaffById(id: number, tx: DbOrTx = db): Promise<StaffRow | undefined> {
      const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
      return row;
    },

    /** An active staff user by the sale code of registration links (the referral code). */
    async findActiveStaffBySaleCode(
      saleCode: string,
      tx: DbOrTx = db,
    ): Promise<StaffRow | undefined> {
      const [row] = await tx
        .select()
        .from(staffUsers)
        .where(
          and(sql`lower(${staffUsers.saleCode}) = lower(${saleCode})`, eq(staffUsers.active, true)),
        )
        .limit(1);
      return row;
    },

    async isAgentClient(agentId: number, clientId: number, saleUnit: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ one: sql<number>`1` })
        .from(agentClients)
        .where(
          and(
            eq(agentClients.agentCustomerId, agentId),
            eq(agentClients.clientCustomerId, clientId),
            eq(agentClients.saleUnit, saleUnit),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async staffWorksFor(staffUserId: number, saleUnit: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ saleUnit: staffUserCenters.saleUnit })
        .from(staffUserCenters)
        .innerJoin(distributionCenters, eq(distributionCenters.saleUnit, staffUserCenters.saleUnit))
        .where(
          and(
            eq(staffUserCenters.staffUserId, staffUserId),
            eq(staffUserCenters.saleUnit, saleUnit),
            eq(distributionCenters.active, true),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async touchStaffLogin(id: number, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx.update(staffUsers).set({ lastLoginAt: at }).where(eq(staffUsers.id, id));
    },

    // ------------------------------------------------------------------ riders

    async findRiderByMobile(mobileNo: string, tx: DbOrTx = db) {
      return this.findRider(eq(riders.mobileNo, mobileNo), tx);
    },

    async findRiderById(id: number, tx: DbOrTx = db) {
      return this.findRider(eq(riders.id, id), tx);
    },

    async findRider(where: SQL, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ rider: riders, centerName: distributionCenters.distName })
        .from(riders)
        .innerJoin(distributionCenters, eq(distributionCenters.saleUnit, riders.saleUnit))
        .where(where)
        .limit(1);
      return row;
    },

    async touchRiderLogin(id: number, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx.update(riders).set({ lastLoginAt: at }).where(eq(riders.id, id));
    },

    // ------------------------------------------------------------------ session versions

    /** The account's session version and whether it may hold a session; a missing account may not. */
    async accountState(account: Account, tx: DbOrTx = db): Promise<AccountState> {
      let row: Omit<AccountState, 'found'> | undefined;
      if (account.kind === 'customer') {
        const [found] = await tx
          .select({
            version: customers.sessionVersion,
            active: customers.active,
            approvalStatus: customers.approvalStatus,
          })
          .from(customers)
          .where(eq(customers.customerCode, account.customerCode))
          .limit(1);
        row = found && { version: found.version, active: customerMayHoldSession(found) };
      } else {
        const table = account.kind === 'staff' ? staffUsers : riders;
        [row] = await tx
          .select({ version: table.sessionVersion, active: table.active })
          .from(table)
          .where(eq(table.id, account.id))
          .limit(1);
      }
      return row ? { found: true, ...row } : { found: false, version: 0, active: false };
    },

    /** Raises the account's session version, so every token signed before is refused. */
    async raiseSessionVersion(account: Account, tx: DbOrTx = db): Promise<void> {
      if (account.kind === 'customer') {
        await tx
          .update(customers)
          .set({ sessionVersion: sql`${customers.sessionVersion} + 1` })
          .where(eq(customers.customerCode, account.customerCode));
        return;
      }
      const table = account.kind === 'staff' ? staffUsers : riders;
      await tx
        .update(table)
        .set({ sessionVersion: sql`${table.sessionVersion} + 1` })
        .where(eq(table.id, account.id));
    },

    // ------------------------------------------------------------------ one-time codes

    /** Stores a new code and retires the earlier unused codes of the same number and purpose. */
    async insertOtp(
      input: {
        purpose: OtpPurpose;
        mobileNo: string;
        refCode: string;
        codeHash: string;
        expiresAt: Date;
        ip: string | null;
        now: Date;
      },
      tx: DbOrTx = db,
    ): Promise<OtpRow> {
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: input.now })
        .where(
          and(
            eq(oneTimeCodes.mobileNo, input.mobileNo),
            eq(oneTimeCodes.purpose, input.purpose),
            isNull(oneTimeCodes.consumedAt),
          ),
        );
      const [row] = await tx
        .insert(oneTimeCodes)
        .values({
          purpose: input.purpose,
          mobileNo: input.mobileNo,
          refCode: input.refCode,
          codeHash: input.codeHash,
          expiresAt: input.expiresAt,
          ip: input.ip,
          createdAt: input.now,
        })
        .returning();
      if (!row) throw new Error('one-time code insert returned no row');
      return row;
    },

    /** The newest code sent to a number for a purpose under a reference. */
    async findOtp(
      mobileNo: string,
      purpose: OtpPurpose,
      refCode: string,
      tx: DbOrTx = db,
    ): Promise<OtpRow | undefined> {
      const [row] = await tx
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.mobileNo, mobileNo),
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.refCode, refCode),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
        .limit(1);
      return row;
    },

    /**
     * Counts a wrong guess, atomically; the code is retired when the guesses reach the limit.
     * Returns the attempts made so far, or undefined when the code was already retired.
     */
    async recordWrongOtp(
      id: number,
      maxAttempts: number,
      now: Date,
      tx: DbOrTx = db,
    ): Promise<number | undefined> {
      const [row] = await tx
        .update(oneTimeCodes)
        .set({
          attempts: sql`${oneTimeCodes.attempts} + 1`,
          consumedAt: sql`case when ${oneTimeCodes.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
        .returning({ attempts: oneTimeCodes.attempts });
      return row?.attempts;
    },

    /** Uses a code once: true only for the one caller that retired it. */
    async consumeOtp(id: number, now: Date, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
