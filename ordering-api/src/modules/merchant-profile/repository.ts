// The staff member's own account: details, password and the centers they asked to join.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

    /** Requests to join the given centers, oldest first; a member already linked is not waiting. */
    async requestsFor(saleUnits: string[], tx: DbOrTx = db) {
      if (saleUnits.length === 0) return [];
      return tx
        .select({
          staffUserId: staffCenterRequests.staffUserId,
          saleUnit: staffCenterRequests.saleUnit,
          distName: distributionCenters.distName,
          displayName: staffUsers.displayName,
          mobileNo: staffUsers.mobileNo,
          email: staffUsers.email,
          createdAt: staffCenterRequests.createdAt,
        })
        .from(staffCenterRequests)
        .innerJoin(distributionCenters, eq(distributionCenters.saleUnit, staffCenterRequests.saleUnit))
        .innerJoin(staffUsers, eq(staffUsers.id, staffCenterRequests.staffUserId))
        .leftJoin(
          staffUserCenters,
          and(
            eq(staffUserCenters.staffUserId, staffCenterRequests.staffUserId),
            eq(staffUserCenters.saleUnit, staffCenterRequests.saleUnit),
          ),
        )
        .where(and(inArray(staffCenterRequests.saleUnit, saleUnits), eq(staffUsers.active, true), sql`${staffUserCenters.saleUnit} is null`))
        .orderBy(asc(staffCenterRequests.createdAt), asc(staffCenterRequests.staffUserId));
    },

    /**
     * Answers one request: it is removed either way, and a grant links the member to the center
     * (their default when it is their first). False when there was no such request.
     */
    async answerRequest(staffUserId: number, saleUnit: string, grant: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(staffCenterRequests)
          .where(and(eq(staffCenterRequests.staffUserId, staffUserId), eq(staffCenterRequests.saleUnit, saleUnit)))
          .returning({ saleUnit: staffCenterRequests.saleUnit });
        if (removed.length === 0) return false;
        if (grant) {
          const [served] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(staffUserCenters)
            .where(eq(staffUserCenters.staffUserId, staffUserId));
          await tx
            .insert(staffUserCenters)
            .values({ staffUserId, saleUnit, isDefault: (served?.count ?? 0) === 0 })
            .onConflictDoNothing();
        }
        return true;
      });
    },
  };
}

export type MerchantProfileRepository = ReturnType<typeof createMerchantProfileRepository>;
