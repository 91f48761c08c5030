// What a merchant's self-registration writes: the staff member, the center they create, its bank
// account and images, and their requests to join existing centers (ADR 053).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  banks,
  centerBankAccounts,
  distributionCenters,
  staffCenterRequests,
  staffUserCenters,
  staffUsers,
} from '../../db/schema';
import type { CenterRow } from '../centers/repository';
import type { StaffRow } from '../auth/repository';

export type BankRow = typeof banks.$inferSelect;

export interface NewStaff {
  displayName: string;
  username: string | null;
  mobileNo: string;
  email: string | null;
  roleCode: string;
  roleName: string;
  lineUserId: string | null;
  passwordHash: string;
  birthDate: string | null;
  address: string | null;
  provinceCode: string | null;
  ampherCode: string | null;
  townCode: string | null;
  zip: string | null;
}

export type NewCenter = typeof distributionCenters.$inferInsert & { saleUnit: string };

export interface CenterImages {
  taxImage?: string;
  shopImage?: string;
  logoImage?: string;
}

export function createRegistrationRepository(db: Db) {
  return {
    async listBanks(tx: DbOrTx = db): Promise<BankRow[]> {
      return tx.select().from(banks).orderBy(asc(banks.bankCode));
    },

    async findBank(bankCode: string, tx: DbOrTx = db): Promise<BankRow | undefined> {
      const [row] = await tx.select().from(banks).where(eq(banks.bankCode, bankCode)).limit(1);
      return row;
    },

    async findStaffByUsername(username: string, tx: DbOrTx = db): Promise<StaffRow | undefined> {
      const [row] = await tx
        .select()
        .from(staffUsers)
        .where(sql`lower(${staffUsers.username}) = lower(${username})`)
        .limit(1);
      return row;
    },

    async findStaffByLineUserId(lineUserId: string, tx: DbOrTx = db): Promise<StaffRow | undefined> {
      const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.lineUserId, lineUserId)).limit(1);
      return row;
    },

    /** Sale units of the list that are active centers, as stored. */
    async activeCenters(saleUnits: readonly string[], tx: DbOrTx = db): Promise<string[]> {
      if (saleUnits.length === 0) return [];
      const rows = await tx
        .select({ saleUnit: distributionCenters.saleUnit })
        .from(distributionCenters)
        .where(and(inArray(distributionCenters.saleUnit, [...saleUnits]), eq(distributionCenters.active, true)));
      return rows.map((row) => row.saleUnit);
    },

    async centerExists(saleUnit: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ saleUnit: distributionCenters.saleUnit })
        .from(distributionCenters)
        .where(eq(distributionCenters.saleUnit, saleUnit))
        .limit(1);
      return row !== undefined;
    },

    async insertStaff(input: NewStaff, tx: DbOrTx = db): Promise<StaffRow> {
      const [row] = await tx
        .insert(staffUsers)
        .values({ ...input, lastLoginAt: new Date() })
        .returning();
      if (!row) throw new Error('staff insert returned no row');
      return row;
    },

    async insertCenter(input: NewCenter, tx: DbOrTx = db): Promise<CenterRow> {
      const [row] = await tx.insert(distributionCenters).values(input).returning();
      if (!row) throw new Error('center insert returned no row');
      return row;
    },

    async linkStaff(staffUserId: number, saleUnit: string, isDefault: boolean, tx: DbOrTx = db): Promise<void> {
      await tx.insert(staffUserCenters).values({ staffUserId, saleUnit, isDefault });
    },

    async requestCenters(staffUserId: number, saleUnits: readonly string[], tx: DbOrTx = db): Promise<void> {
      if (saleUnits.length === 0) return;
      await tx
        .insert(staffCenterRequests)
        .values(saleUnits.map((saleUnit) => ({ staffUserId, saleUnit })))
        .onConflictDoNothing();
    },

    async insertBankAccount(
      input: { saleUnit: string; bankCode: string; accountNo: string; accountName: string },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.insert(centerBankAccounts).values(input);
    },

    /** Sets the images given and answers the center as it was before (its old image paths). */
    async setCenterImages(saleUnit: string, images: CenterImages, tx: DbOrTx = db): Promise<CenterRow | undefined> {
      return tx.transaction(async (inner) => {
        const [before] = await inner
          .select()
          .from(distributionCenters)
          .where(eq(distributionCenters.saleUnit, saleUnit))
          .for('update');
        if (!before) return undefined;
        await inner
          .update(distributionCenters)
          .set({ ...images, updatedAt: new Date() })
          .where(eq(distributionCenters.saleUnit, saleUnit));
        return before;
      });
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
