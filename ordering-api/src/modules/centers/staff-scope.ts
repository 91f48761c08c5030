// The center of a back-office request: one the staff member serves, named or their default; any
// other is refused as on the customer side (unknown or inactive not found, others not allowed).
import { AppError } from '@eorder/shared';
import type { Db } from '../../db/client';
import { createCenterRepository } from './repository';

export interface StaffScope {
  /** The center the request is about. */
  saleUnit: string;
  /** Every active center the staff member serves, default first. */
  saleUnits: readonly string[];
}

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

export function createStaffScope(db: Db) {
  const centers = createCenterRepository(db);

  async function servedBy(staffUserId: number): Promise<string[]> {
    return (await centers.listForStaff(staffUserId)).map((center) => center.saleUnit);
  }

  return {
    servedBy,

    /** The center of a request by this staff member, naming `named` or none. */
    async resolve(staffUserId: number, named: string | null | undefined): Promise<StaffScope> {
      const saleUnits = await servedBy(staffUserId);
      const wanted = named?.trim() ?? '';
      if (wanted === '') {
        const [first] = saleUnits;
        if (first === undefined) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: '' });
        return { saleUnit: first, saleUnits };
      }
      const found = saleUnits.find((saleUnit) => same(saleUnit, wanted));
      if (found !== undefined) return { saleUnit: found, saleUnits };
      const known = await centers.findActive(wanted);
      throw new AppError(known ? 'CENTER_NOT_ALLOWED' : 'CENTER_NOT_FOUND', { saleUnit: wanted });
    },
  };
}

export type StaffScopeService = ReturnType<typeof createStaffScope>;
