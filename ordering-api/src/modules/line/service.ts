// LINE users and the product's sessions: sessions for a LINE user the bff verified, linking
// accounts to LINE users, follow records, and one-time codes by LINE message.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  GUEST_ROLE,
  type CustomerClaims,
  type CustomerUser,
  type JwtClaims,
  type LineLoginBody,
  type OtpRequestAnswer,
  type OtpRequestBody,
  type StaffLoginAnswer,
} from '@eorder/shared';
import { isUniqueViolation } from '../../db/sql-state';
import type { Env } from '../../env';
import type { TokenService } from '../../plugins/auth';
import type { Clock } from '../../plugins/env';
import type { AuthRepository } from '../auth/repository';
import { staffTokenInput, wireRoleCode, type AuthService } from '../auth/service';
import type { OtpService } from '../auth/otp';
import type { CenterRepository } from '../centers/repository';
import { toWireCenter } from '../centers/service';
import { otpFlex } from './flex';
import type { LinePush } from './messaging';
import type { LineRepository, StaffRow } from './repository';

/** A one-time code could not be pushed by LINE (the specification's failure text for a flex-message code). */
export class LineOtpDeliveryError extends Error {
  constructor(readonly detail: string) {
    super(`the one-time code could not be sent by LINE: ${detail}`);
    this.name = 'LineOtpDeliveryError';
  }
}

export interface LineServiceDeps {
  env: Env;
  clock: Clock;
  auth: AuthService;
  authRepository: AuthRepository;
  centers: CenterRepository;
  repository: LineRepository;
  otp: OtpService;
  tokens: TokenService;
  push: LinePush;
  log: FastifyBaseLogger;
}

export function createLineService(deps: LineServiceDeps) {
  const { env, clock, auth, authRepository, centers, repository, otp, tokens, push, log } = deps;

  function assertStaffActive(staff: StaffRow): void {
    if (!staff.active) throw new AppError('AUTH_ACCOUNT_INACTIVE');
  }

  return {
    /** The customer session of a LINE user, in the carried center when the customer belongs to it. */
    async customerSession(body: LineLoginBody, fromGuest: string | null): Promise<CustomerUser & { jtoken: string }> {
      const customer = await authRepository.findCustomerByLineUserId(body.LineUserId);
      if (!customer) throw new AppError('LINE_ACCOUNT_NOT_LINKED');
      // The profile call builds the session exactly as a password sign-in would: same checks, same
      // user, a center the customer belongs to (the carried one when allowed, else home).
      const claims: CustomerClaims = {
        sub: customer.customerCode,
        kind: 'customer',
        role: customer.isAgent ? 'AGENT' : 'CUSTOMER',
        CUSTOMERCODE: customer.customerCode,
        SALEUNIT: body.SaleUnit ?? '',
        GuestUid: fromGuest,
        iat: 0,
        exp: 0,
      };
      const user = await auth.customerProfile(claims);
      await authRepository.touchCustomerLogin(customer.id, clock());
      log.info(
        { customerCode: customer.customerCode, saleUnit: user.SALEUNIT },
        'customer signed in with LINE',
      );
      return user;
    },

    async staffSession(body: LineLoginBody): Promise<StaffLoginAnswer & { jtoken: string }> {
      const staff = await repository.findStaffByLineUserId(body.LineUserId);
      if (!staff) throw new AppError('LINE_ACCOUNT_NOT_LINKED');
      assertStaffActive(staff);
      await authRepository.touchStaffLogin(staff.id, clock());
      const [{ jtoken }, dists] = await Promise.all([
        tokens.sign(staffTokenInput(staff)),
        centers.listForStaff(staff.id),
      ]);
      log.info({ staffUserId: staff.id }, 'staff signed in with LINE');
      return {
        jtoken,
        User: {
          userid: staff.id,
          usernames: staff.displayName,
          role: { RoleName: staff.roleName, RoleCode: wireRoleCode(staff.roleCode) },
          mobile: staff.mobileNo,
          email: staff.email,
          LineUserId: staff.lineUserId,
        },
        Dists: dists.map(toWireCenter),
      };
    },

    /** Links the caller (a customer, not a guest, or a staff user) to a LINE user. */
    async link(claims: JwtClaims, lineUserId: string): Promise<{ status: number }> {
      const holders = await repository.lineUserHolders(lineUserId);
      try {
        if (claims.kind === 'customer') {
          if (claims.role === GUEST_ROLE) throw new AppError('AUTH_REQUIRED');
          // A salesperson acting for a customer never links their own LINE to the customer.
          if (claims.UserId !== undefined && claims.UserId !== null)
            throw new AppError('AUTH_FORBIDDEN');
          const customer = await authRepository.findCustomerByCode(claims.CUSTOMERCODE);
          if (!customer) throw new AppError('AUTH_TOKEN_INVALID');
          if (holders.customerId !== null && holders.customerId !== customer.id)
            throw new AppError('CONFLICT');
          if (customer.lineUserId !== lineUserId)
            await repository.setCustomerLineUserId(customer.id, lineUserId);
          log.info({ customerCode: customer.customerCode }, 'customer linked to a LINE user');
          return { status: 200 };
        }
        if (claims.kind === 'staff') {
          const id = Number(claims.sub);
          const staff = Number.isSafeInteger(id)
            ? await authRepository.findStaffById(id)
            : undefined;
          if (!staff) throw new AppError('AUTH_TOKEN_INVALID');
          assertStaffActive(staff);
          if (holders.staffId !== null && holders.staffId !== staff.id)
            throw new AppError('CONFLICT');
          if (staff.lineUserId !== lineUserId)
            await repository.setStaffLineUserId(staff.id, lineUserId);
          log.info({ staffUserId: staff.id }, 'staff user linked to a LINE user');
          return { status: 200 };
        }
      } catch (error) {
        // Two links of the same LINE user at once: the database keeps one.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT');
        throw error;
      }
      throw new AppError('AUTH_FORBIDDEN');
    },

    async recordFriendship(
      lineUserId: string,
      isFriend: boolean,
      eventTime: number,
    ): Promise<{ status: number; Changed: boolean }> {
      const changed = await repository.recordFriendship(lineUserId, isFriend, new Date(eventTime));
      return { status: 200, Changed: changed };
    },

    /**
     * Sends a one-time code by LINE message to the account of the number, where it is linked to a
     * LINE user. Registration codes always go by SMS: a number being registered has no account yet.
     */
    async requestOtpByLine(body: OtpRequestBody, ip: string | null): Promise<OtpRequestAnswer> {
      if (!push.enabled) throw new AppError('LINE_ACCOUNT_NOT_LINKED');
      let lineUserId: string | null = null;
      if (body.Purpose === 'STAFF_LOGIN') {
        const staff = await authRepository.findStaffByMobile(body.MobileNo);
        if (staff?.active) lineUserId = staff.lineUserId;
      } else if (body.Purpose === 'RESET_PASSWORD') {
        const customer = await authRepository.findCustomerByMobile(body.MobileNo);
        if (customer?.active && customer.passwordHash !== null) lineUserId = customer.lineUserId;
      }
      if (!lineUserId) throw new AppError('LINE_ACCOUNT_NOT_LINKED');

      const issued = await otp.issue({ purpose: body.Purpose, mobileNo: body.MobileNo, ip });
      // One attempt now (the person is waiting); the retry key makes a resend by LINE harmless.
      const answer = await push.push(
        lineUserId,
        [otpFlex(issued.code, issued.row.refCode, env.OTP_TTL)],
        randomUUID(),
      );
      if (answer.outcome !== 'sent' && answer.outcome !== 'duplicate') {
        await otp.retire(issued.row);
        log.error(
          { status: answer.status, purpose: body.Purpose },
          'one-time code could not be sent by LINE',
        );
        throw new LineOtpDeliveryError(`${answer.status}: ${answer.detail ?? 'no detail'}`);
      }
      log.info({ purpose: body.Purpose }, 'one-time code sent by LINE');
      return { RefCode: issued.row.refCode, ExpiresInSeconds: env.OTP_TTL, Channel: 'LINE' };
    },
  };
}

export type LineService = ReturnType<typeof createLineService>;
