// The staff member's own account: details, password and the centers they asked to join.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { distributionCenters, staffCenterRequests, staffUserCenters, staffUsers } from '../../db/schema';
import type { StaffRow } from '../auth/repository';

export type StaffDetails = Partial<
  Pick<StaffRow, 'displayName' | 'email' | 'username' | 'birthDate' | 'address' | 'provinceCode' | 'ampherCode' | 'townCode' | 'zip'>
>;

export function createMerchantProfileRepository(db: Db) {
  return {
    async updateDetails(id: number, details: StaffDetails, tx: DbOrTx = db): Promise<StaffRow | undefined> {
      const [row] = await tx
        .update(staffUsers)
        .set({ ...details, updatedAt: new Date() })
        .where(eq(staffUsers.id, id))
        .returning();
      return row;
    },

    /** Sets the password and, in the same statement, ends every session of the staff member. */
    async updatePassword(id: number, passwordHash: string, tx: DbOrTx = db): Promise<StaffRow | undefined> {
      const [row] = await tx
        .update(staffUsers)
        .set({ passwordHash, sessionVersion: sql`${staffUsers.sessionVersion} + 1`, updatedAt: new Date() })
        .where(eq(staffUsers.id, id))
        .returning();
      return row;
    },

    /** Join requests not granted yet: a center the member already serves is not pending. */
    async pendingCenters(id: number, tx: DbOrTx = db) {
      return tx
        .select({
          saleUnit: staffCenterRequests.saleUnit,
          distName: distributionCenters.distName,
          createdAt: staffCenterRequests.createdAt,
        })
        .from(staffCenterRequests)
        .innerJoin(distributionCenters, eq(distributionCenters.saleUnit, staffCenterRequests.saleUnit))
        .leftJoin(
          staffUserCenters,
          and(eq(staffUserCenters.staffUserId, id), eq(staffUserCenters.saleUnit, staffCenterRequests.saleUnit)),
        )
        .where(and(eq(staffCenterRequests.staffUserId, id), sql`${staffUserCenters.saleUnit} is null`))
        .orderBy(asc(staffCenterRequests.saleUnit));
    },
  };
}

export type MerchantProfileRepository = ReturnType<typeof createMerchantProfileRepository>;
