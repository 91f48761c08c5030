// The staff member's profile pages (ADR 054): details, their edit, the password (checked and hashed
// as the customer's is) and the centers they serve.
import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  MERCHANT_ADMIN_ROLE_CODE,
  type JoinRequestAnswerAnswer,
  type JoinRequestListAnswer,
  type MerchantChangePasswordAnswer,
  type MerchantChangePasswordBody,
  type MerchantProfile,
  type MerchantProfileDcsAnswer,
  type MerchantProfileUpdateBody,
} from '@eorder/shared';
import { hashPassword, verifyPassword } from '../../db/password';
import { isUniqueViolation } from '../../db/sql-state';
import type { TokenService } from '../../plugins/auth';
import type { AuthRepository, StaffRow } from '../auth/repository';
import { staffTokenInput, staffUser } from '../auth/service';
import type { SessionVersions } from '../auth/session-versions';
import type { CenterRepository } from '../centers/repository';
import { toWireCenter } from '../centers/service';
import type { MerchantProfileRepository, StaffDetails } from './repository';

export interface MerchantProfileServiceDeps {
  repository: MerchantProfileRepository;
  auth: AuthRepository;
  centers: CenterRepository;
  tokens: TokenService;
  sessions: SessionVersions;
  log: FastifyBaseLogger;
}

export interface StaffCaller {
  staffUserId: number;
  role: string;
}

const areaCode = (value: string | number | null | undefined) =>
  value === undefined ? undefined : value === null || String(value).trim() === '' ? null : String(value).trim();

export function toMerchantProfile(staff: StaffRow): MerchantProfile {
  return {
    ...staffUser(staff),
    username: staff.username,
    SaleCode: staff.saleCode,
    BirthDate: staff.birthDate,
    Address: staff.address,
    ProvinceId: staff.provinceCode,
    DistrictId: staff.ampherCode,
    TownId: staff.townCode,
    ZipCode: staff.zip,
    HasPassword: staff.passwordHash !== null,
  };
}

export function createMerchantProfileService(deps: MerchantProfileServiceDeps) {
  const { repository, auth, centers, tokens, sessions, log } = deps;

  async function activeStaff(id: number): Promise<StaffRow> {
    const staff = Number.isSafeInteger(id) ? await auth.findStaffById(id) : undefined;
    if (!staff) throw new AppError('AUTH_TOKEN_INVALID');
    if (!staff.active) throw new AppError('AUTH_ACCOUNT_INACTIVE');
    return staff;
  }

  /** The centers a merchant admin serves; AUTH_FORBIDDEN for any other role (ADR 096). */
  async function adminCenters(caller: StaffCaller): Promise<string[]> {
    await activeStaff(caller.staffUserId);
    if (caller.role !== MERCHANT_ADMIN_ROLE_CODE) throw new AppError('AUTH_FORBIDDEN');
    return (await centers.listForStaff(caller.staffUserId)).map((center) => center.saleUnit);
  }

  return {
    async profile(id: number): Promise<MerchantProfile> {
      return toMerchantProfile(await activeStaff(id));
    },

    async update(id: number, body: MerchantProfileUpdateBody): Promise<MerchantProfile> {
      await activeStaff(id);
      const details: StaffDetails = {
        displayName: body.name,
        email: body.email,
        username: body.username === undefined ? undefined : body.username?.trim() || null,
        birthDate: body.birthDate,
        address: body.address,
        provinceCode: areaCode(body.province_id),
        ampherCode: areaCode(body.district_id),
        townCode: areaCode(body.town_id),
        zip: body.zipcode,
      };
      const changes = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
      try {
        const row = await repository.updateDetails(id, changes);
        if (!row) throw new AppError('AUTH_TOKEN_INVALID');
        return toMerchantProfile(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('USERNAME_ALREADY_EXISTS', { username: body.username ?? '' });
        throw error;
      }
    },

    /** Ends every earlier session of the member and answers a new token for this one. */
    async changePassword(id: number, body: MerchantChangePasswordBody): Promise<MerchantChangePasswordAnswer & { jtoken: string }> {
      const staff = await activeStaff(id);
      if (!(await verifyPassword(body.OldPassword, staff.passwordHash))) throw new AppError('PASSWORD_WRONG');
      const changed = await repository.updatePassword(id, await hashPassword(body.NewPassword));
      if (!changed) throw new AppError('AUTH_TOKEN_INVALID');
      sessions.forget({ kind: 'staff', id });
      log.info({ staffUserId: id }, 'staff password changed');
      const { jtoken } = await tokens.sign(staffTokenInput(changed));
      return { status: 200, jtoken };
    },

    async dcs(id: number): Promise<MerchantProfileDcsAnswer> {
      await activeStaff(id);
      const [served, pending] = await Promise.all([centers.listForStaff(id), repository.pendingCenters(id)]);
      return {
        Dists: served.map(toWireCenter),
        Pending: pending.map((row) => ({ SaleUnit: row.saleUnit, DIST_NAME: row.distName, RequestedAt: row.createdAt.toISOString() })),
      };
    },

    /** Requests to join the caller's centers; only their merchant admin sees and answers them. */
    async joinRequests(caller: StaffCaller): Promise<JoinRequestListAnswer> {
      const saleUnits = await adminCenters(caller);
      const rows = await repository.requestsFor(saleUnits);
      return {
        Requests: rows.map((row) => ({
          StaffUserId: row.staffUserId,
          SaleUnit: row.saleUnit,
          DIST_NAME: row.distName,
          DisplayName: row.displayName,
          MobileNo: row.mobileNo,
          Email: row.email,
          RequestedAt: row.createdAt.toISOString(),
        })),
      };
    },

    async answerJoinRequest(caller: StaffCaller, saleUnit: string, staffUserId: number, grant: boolean): Promise<JoinRequestAnswerAnswer> {
      const saleUnits = await adminCenters(caller);
      if (!saleUnits.includes(saleUnit)) throw new AppError('CENTER_NOT_ALLOWED');
      if (!(await repository.answerRequest(staffUserId, saleUnit, grant))) throw new AppError('NOT_FOUND');
      log.info({ staffUserId: caller.staffUserId, member: staffUserId, saleUnit, grant }, 'join request answered');
      return { status: 200, Granted: grant };
    },
  };
}

export type MerchantProfileService = ReturnType<typeof createMerchantProfileService>;
