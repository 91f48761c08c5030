// Sessions: guests, customers (password), merchant staff and riders (one-time
// code), salespeople acting for a client, and center switching. Every answer
// that starts or renews a session carries a fresh jtoken.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  GUEST_CUSTOMER_CODE,
  GUEST_ROLE,
  isVerifiedAgent,
  salespersonLimitedToOwnClients,
  type ChangePasswordAnswer,
  type ChangePasswordBody,
  type CustomerClaims,
  type CustomerLoginBody,
  type CustomerUser,
  type GuestLoginAnswer,
  type JwtClaims,
  type LogoutAnswer,
  type OtpLoginBody,
  type OtpRequestAnswer,
  type OtpRequestBody,
  type RegisterBody,
  type Rider,
  type RiderClaims,
  type RiderLoginAnswer,
  type StaffClaims,
  type StaffLoginAnswer,
  type StaffUser,
} from '@eorder/shared';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../db/password';
import { isUniqueViolation } from '../../db/sql-state';
import type { Env } from '../../env';
import { guestIdOf, type CustomerTokenInput, type StaffTokenInput, type TokenService } from '../../plugins/auth';
import type { Clock } from '../../plugins/env';
import type { CenterRepository, CenterRow } from '../centers/repository';
import { toWireCenter } from '../centers/service';
import type { WebConfigService } from '../web-config/service';
import { generateRefCode, type OtpService } from './otp';
import {
  agentCandidateOf,
  customerMayHoldSession,
  type AuthRepository,
  type CustomerRow,
  type RiderRow,
  type StaffRow,
} from './repository';
import { ownAccountOf, type SessionVersions } from './session-versions';
import { otpMessage, SmsDeliveryError, type SmsSender } from './sms';

export interface AuthServiceDeps {
  env: Env;
  clock: Clock;
  db: Db;
  repository: AuthRepository;
  centers: CenterRepository;
  webConfig: WebConfigService;
  otp: OtpService;
  tokens: TokenService;
  sessions: SessionVersions;
  sms: SmsSender;
  log: FastifyBaseLogger;
}

/** Role codes arrive as text from the database; numeric ones go on the wire as numbers. */
export function wireRoleCode(code: string): string | number {
  return /^\d+$/.test(code) ? Number(code) : code;
}

/** The claims of a staff user's own jtoken, signed with their current session version. */
export function staffTokenInput(staff: StaffRow): StaffTokenInput {
  return {
    sub: String(staff.id),
    kind: 'staff',
    role: wireRoleCode(staff.roleCode),
    sv: staff.sessionVersion,
  };
}

/** A staff user in the specification's shape. */
export function staffUser(staff: StaffRow): StaffUser {
  return {
    userid: staff.id,
    usernames: staff.displayName,
    role: { RoleName: staff.roleName, RoleCode: wireRoleCode(staff.roleCode) },
    mobile: staff.mobileNo,
    email: staff.email,
    LineUserId: staff.lineUserId,
  };
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hashPassword('not a real password, only a decoy'));

export function createAuthService(deps: AuthServiceDeps) {
  const { env, clock, db, repository, centers, webConfig, otp, tokens, sessions, sms, log } = deps;

  const ensureGuestMode = () => {
    if (env.DISABLE_GUEST_MODE) throw new AppError('GUEST_MODE_DISABLED');
  };

  async function defaultCenter(): Promise<CenterRow> {
    const center = await centers.findDefault();
    // No active center at all: the deployment is not set up; nothing a caller can fix.
    if (!center) throw new AppError('MAINTENANCE');
    return center;
  }

  /** A guest's token in a center: the guest's own id, kept on a switch, else a new one. */
  async function guestUser(
    center: CenterRow,
    guestId: string | null = null,
  ): Promise<CustomerUser & { jtoken: string }> {
    const { jtoken } = await tokens.sign({
      sub: guestId ?? `guest-${randomUUID()}`,
      kind: 'customer',
      role: GUEST_ROLE,
      CUSTOMERCODE: GUEST_CUSTOMER_CODE,
      SALEUNIT: center.saleUnit,
    });
    return {
      jtoken,
      CUSTOMERCODE: GUEST_CUSTOMER_CODE,
      CUSTOMERNAME: GUEST_CUSTOMER_CODE,
      SALEUNIT: center.saleUnit,
      SALEUNIT_NAME: center.distName,
      ActiveDC: center.saleUnit,
      ActiveDCName: center.distName,
      ActiveDCNameEN: center.distNameEn ?? null,
      AuthorizeAmount: 0,
      DebtAmount: 0,
      userRole: GUEST_ROLE,
      PriceLevel: 1,
      IsAgent: false,
    };
  }

  /** The customer's session in a center: the user of the profile call with a fresh jtoken. */
  async function customerUser(
    customer: CustomerRow,
    center: CenterRow,
    actingStaff?: StaffRow,
    fromGuest: string | null = null,
    actingAgent?: CustomerRow,
  ): Promise<CustomerUser & { jtoken: string }> {
    const role = actingStaff
      ? wireRoleCode(actingStaff.roleCode)
      : customer.isAgent
        ? 'AGENT'
        : 'CUSTOMER';
    const claims: CustomerTokenInput = {
      sub: customer.customerCode,
      kind: 'customer',
      role,
      CUSTOMERCODE: customer.customerCode,
      SALEUNIT: center.saleUnit,
      sv: customer.sessionVersion,
      ...(actingStaff ? { UserId: actingStaff.id, usv: actingStaff.sessionVersion } : {}),
      ...(actingAgent ? { AgentCode: actingAgent.customerCode, asv: actingAgent.sessionVersion } : {}),
      ...(fromGuest ? { GuestUid: fromGuest } : {}),
    };
    const [{ jtoken }, link] = await Promise.all([
      tokens.sign(claims),
      repository.customerCenterLink(customer.id, center.saleUnit),
    ]);
    return {
      jtoken,
      CUSTOMERCODE: customer.customerCode,
      CUSTOMERNAME: customer.customerName,
      SALEUNIT: center.saleUnit,
      SALEUNIT_NAME: center.distName,
      ActiveDC: center.saleUnit,
      ActiveDCName: center.distName,
      ActiveDCNameEN: center.distNameEn ?? null,
      AuthorizeAmount: customer.authorizeAmount,
      DebtAmount: customer.debtAmount,
      UserId: actingStaff ? actingStaff.id : null,
      UserName: actingStaff ? actingStaff.displayName : null,
      AgentCode: actingAgent ? actingAgent.customerCode : null,
      AgentName: actingAgent ? actingAgent.customerName : null,
      IsBjcSapCustomer: customer.isSap,
      userRole: role,
      AccountCode: customer.accountCode,
      TAXNO: customer.taxNo,
      ShopPhotoImage: customer.shopPhotoImage,
      PicFileName: customer.picFileName,
      PersonType: customer.personType,
      PriceLevel: link?.priceLevel ?? customer.priceLevel,
      MobileNo: customer.mobileNo,
      ApprovalStatus: customer.approvalStatus,
      IsAgent: customer.isAgent,
      LineUserId: customer.lineUserId,
    };
  }

  /** The center a customer works in: the wanted one when allowed, else the home center. */
  async function customerCenter(customer: CustomerRow, wanted?: string): Promise<CenterRow> {
    if (wanted) {
      const link = await centers.findCustomerLink(customer.id, wanted);
      if (link) return link.center;
    }
    const [home] = await centers.listForCustomer(customer.customerCode);
    return home?.center ?? defaultCenter();
  }

  /**
   * The verified agent acting for a client, and the center they act in: the client must be the
   * agent's client there. An agent who is no longer verified or active ends the acting.
   */
  async function agentActing(
    agentCode: string,
    client: CustomerRow,
    saleUnit: string,
  ): Promise<{ agent: CustomerRow; center: CenterRow }> {
    const agent = await repository.findCustomerByCode(agentCode);
    if (!agent) throw new AppError('AUTH_TOKEN_INVALID');
    assertVerifiedAgent(agent);
    const link = await centers.findCustomerLink(client.id, saleUnit);
    if (!link || !(await repository.isAgentClient(agent.id, client.id, saleUnit)))
      throw new AppError('CUSTOMER_NOT_FOUND', { customerCode: client.customerCode });
    return { agent, center: link.center };
  }

  /** A customer who may hold a session; inactive or rejected ones may not. */
  function assertCustomerActive(customer: CustomerRow): void {
    if (!customerMayHoldSession(customer)) throw new AppError('AUTH_ACCOUNT_INACTIVE');
  }

  /** An agent may act for clients only once verified (AccountCode, TAXNO, photos, PersonType 1). */
  function assertVerifiedAgent(agent: CustomerRow): void {
    assertCustomerActive(agent);
    if (!agent.isAgent || !isVerifiedAgent(agentCandidateOf(agent))) throw new AppError('AGENT_NOT_VERIFIED');
  }

  /** The verified agent signed in as themself: not a guest, nor anyone acting for a client. */
  async function signedInAgent(claims: CustomerClaims): Promise<CustomerRow> {
    if (claims.role === GUEST_ROLE || claims.AgentCode || (claims.UserId !== undefined && claims.UserId !== null))
      throw new AppError('AUTH_FORBIDDEN');
    const agent = await repository.findCustomerByCode(claims.CUSTOMERCODE);
    if (!agent) throw new AppError('AUTH_TOKEN_INVALID');
    assertVerifiedAgent(agent);
    return agent;
  }

  function riderOf(row: { rider: RiderRow; centerName: string }): Rider {
    return {
      RiderId: row.rider.id,
      RiderName: row.rider.name,
      MobileNo: row.rider.mobileNo,
      SaleUnit: row.rider.saleUnit,
      SaleUnitName: row.centerName,
      VehiclePlate: row.rider.vehiclePlate,
      PhotoUrl: null,
    };
  }

  /** The staff user behind a staff token, still active. */
  async function activeStaff(id: number): Promise<StaffRow> {
    const staff = Number.isSafeInteger(id) ? await repository.findStaffById(id) : undefined;
    if (!staff) throw new AppError('AUTH_TOKEN_INVALID');
    if (!staff.active) throw new AppError('AUTH_ACCOUNT_INACTIVE');
    return staff;
  }

  return {
    // ---------------------------------------------------------------- guests

    async guestLogin(): Promise<GuestLoginAnswer & { jtoken: string }> {
      ensureGuestMode();
      const user = await guestUser(await defaultCenter());
      return { status: 200, jtoken: user.jtoken, user };
    },

    // ---------------------------------------------------------------- one-time codes

    async requestOtp(body: OtpRequestBody, ip: string | null): Promise<OtpRequestAnswer> {
      const { MobileNo: mobileNo, Purpose: purpose } = body;
      let deliver = true;
      switch (purpose) {
        case 'REGISTER': {
          if (await webConfig.registrationDisabled(null))
            throw new AppError('REGISTRATION_DISABLED');
          const existing = await repository.findCustomerByMobile(mobileNo);
          if (existing) {
            throw new AppError(existing.active ? 'MOBILE_ALREADY_EXISTS' : 'MOBILE_INACTIVE', {
              mobile: mobileNo,
            });
          }
          break;
        }
        case 'STAFF_REGISTER': {
          // A number of an existing staff account signs in instead of registering again.
          if (await repository.findStaffByMobile(mobileNo)) {
            throw new AppError('MOBILE_ALREADY_EXISTS', { mobile: mobileNo });
          }
          break;
        }
        case 'STAFF_LOGIN': {
          const staff = await repository.findStaffByMobile(mobileNo);
          deliver = staff?.active === true;
          break;
        }
        case 'RIDER_LOGIN': {
          const rider = await repository.findRiderByMobile(mobileNo);
          deliver = rider?.rider.active === true;
          break;
        }
        case 'RESET_PASSWORD': {
          const customer = await repository.findCustomerByMobile(mobileNo);
          deliver = customer?.active === true && customer.passwordHash !== null;
          break;
        }
      }

      const answer = (refCode: string): OtpRequestAnswer => ({
        RefCode: refCode,
        ExpiresInSeconds: env.OTP_TTL,
        Channel: sms.channel,
      });

      if (!deliver) {
        // Same answer as for a known number, so numbers cannot be probed; nothing is stored or sent.
        log.info({ purpose }, 'one-time code not sent: no active account for the number');
        return answer(generateRefCode());
      }

      const issued = await otp.issue({ purpose, mobileNo, ip });
      try {
        await sms.send({
          to: mobileNo,
          code: issued.code,
          refCode: issued.row.refCode,
          message: otpMessage(issued.code, issued.row.refCode, env.OTP_TTL),
        });
      } catch (error) {
        await otp.retire(issued.row);
        if (error instanceof SmsDeliveryError) {
          log.error({ err: error, purpose }, 'one-time code could not be sent');
          throw new AppError('INTERNAL', {}, { cause: error });
        }
        throw error;
      }
      return answer(issued.row.refCode);
    },

    // ---------------------------------------------------------------- customers

    /** `fromGuest`: the guest the browser was (signingInGuest), whose cart the customer may take. */
    async register(body: RegisterBody, fromGuest: string | null): Promise<CustomerUser & { jtoken: string }> {
      const mobileNo = body.MobileNo;
      if (await webConfig.registrationDisabled(body.SaleUnit ?? null)) {
        throw new AppError('REGISTRATION_DISABLED');
      }
      const code = await otp.check({
        purpose: 'REGISTER',
        mobileNo,
        refCode: body.RefCode,
        code: body.OtpCode,
      });

      const existing = await repository.findCustomerByMobile(mobileNo);
      if (existing) {
        throw new AppError(existing.active ? 'MOBILE_ALREADY_EXISTS' : 'MOBILE_INACTIVE', {
          mobile: mobileNo,
        });
      }
      let center: CenterRow;
      if (body.SaleUnit) {
        const found = await centers.findActive(body.SaleUnit);
        if (!found) throw new AppError('CENTER_NOT_FOUND', { saleUnit: body.SaleUnit });
        center = found;
      } else {
        center = await defaultCenter();
      }
      let salesUserId: number | null = null;
      const referralCode = body.ReferralCode?.trim() || null;
      if (referralCode) {
        const salesperson = await repository.findActiveStaffBySaleCode(referralCode);
        if (!salesperson) throw new AppError('REFERRAL_CODE_INVALID', { referralCode });
        // The salesperson looks after the customer only in a center they work for.
        if (await repository.staffWorksFor(salesperson.id, center.saleUnit))
          salesUserId = salesperson.id;
      }
      const lineUserId = body.LineUserToken?.trim() || null;
      if (lineUserId && (await repository.findCustomerByLineUserId(lineUserId))) {
        throw new AppError('CONFLICT');
      }
      const pending = await webConfig.pendingApprovalOnRegister(center.saleUnit);
      const passwordHash = await hashPassword(body.Password);

      let customer: CustomerRow;
      try {
        customer = await db.transaction(async (tx) => {
          await otp.consume(code, tx);
          return repository.createCustomer(
            {
              customerName: body.CUSTOMERNAME,
              mobileNo,
              passwordHash,
              approvalStatus: pending ? 'PENDING' : 'APPROVED',
              lineUserId,
              referralCode,
              contactPerson: body.CONTACTPERSON ?? null,
              address: body.ADDRESS ?? null,
              email: body.Email ?? null,
              taxNo: body.TAXNO ?? null,
              saleUnit: center.saleUnit,
              salesUserId,
              ownAddress: body.ADDRESS
                ? {
                    address: body.ADDRESS,
                    provinceCode: body.ProvinceID === undefined ? null : String(body.ProvinceID),
                    ampherCode: body.AmpherID === undefined ? null : String(body.AmpherID),
                    townCode: body.TownID === undefined ? null : String(body.TownID),
                    postalCode: body.ZIP ?? null,
                  }
                : null,
            },
            tx,
          );
        });
      } catch (error) {
        // Another registration of the same number (or LINE account) won the race.
        if (isUniqueViolation(error))
          throw new AppError('MOBILE_ALREADY_EXISTS', { mobile: mobileNo });
        throw error;
      }
      log.info(
        { customerCode: customer.customerCode, saleUnit: center.saleUnit },
        'customer registered',
      );
      return customerUser(customer, center, undefined, fromGuest);
    },

    async customerLogin(
      body: CustomerLoginBody,
      fromGuest: string | null,
    ): Promise<CustomerUser & { jtoken: string }> {
      const customer = await repository.findCustomerByLogin(body.Username.trim());
      const ok = await verifyPassword(
        body.Password,
        customer?.passwordHash ?? (await getDecoyHash()),
      );
      if (!customer || !customer.passwordHash || !ok) throw new AppError('AUTH_BAD_CREDENTIALS');
      assertCustomerActive(customer);
      await repository.touchCustomerLogin(customer.id, clock());
      return customerUser(customer, await customerCenter(customer), undefined, fromGuest);
    },

    async customerProfile(claims: CustomerClaims): Promise<CustomerUser & { jtoken: string }> {
      if (claims.role === GUEST_ROLE) {
        ensureGuestMode();
        const center = (await centers.findActive(claims.SALEUNIT)) ?? (await defaultCenter());
        return guestUser(center, guestIdOf(claims));
      }
      // A renewed token still names the guest the customer signed in from, until the cart moved.
      const fromGuest = claims.GuestUid ?? null;
      const customer = await repository.findCustomerByCode(claims.CUSTOMERCODE);
      if (!customer) throw new AppError('AUTH_TOKEN_INVALID');
      assertCustomerActive(customer);
      if (claims.UserId !== undefined && claims.UserId !== null) {
        const staff = await activeStaff(Number(claims.UserId));
        const link = await centers.findCustomerLink(customer.id, claims.SALEUNIT);
        if (!link || !(await repository.staffWorksFor(staff.id, claims.SALEUNIT))) {
          throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: claims.SALEUNIT });
        }
        return customerUser(customer, link.center, staff);
      }
      if (claims.AgentCode) {
        const { agent, center } = await agentActing(claims.AgentCode, customer, claims.SALEUNIT);
        return customerUser(customer, center, undefined, null, agent);
      }
      return customerUser(customer, await customerCenter(customer, claims.SALEUNIT), undefined, fromGuest);
    },

    /** Ends every earlier session of the customer and answers a new token for this one. */
    async changePassword(
      claims: CustomerClaims,
      body: ChangePasswordBody,
    ): Promise<ChangePasswordAnswer & { jtoken: string }> {
      // A salesperson acting for a customer never learns or sets the customer's password.
      if (claims.UserId !== undefined && claims.UserId !== null)
        throw new AppError('AUTH_FORBIDDEN');
      const customer = await repository.findCustomerByCode(claims.CUSTOMERCODE);
      if (!customer) throw new AppError('AUTH_TOKEN_INVALID');
      assertCustomerActive(customer);
      if (!(await verifyPassword(body.OldPassword, customer.passwordHash))) {
        throw new AppError('PASSWORD_WRONG');
      }
      const changed = await repository.updateCustomerPassword(
        customer.id,
        await hashPassword(body.NewPassword),
      );
      sessions.forget({ kind: 'customer', customerCode: changed.customerCode });
      log.info({ customerCode: customer.customerCode }, 'customer password changed');
      const { jtoken } = await customerUser(
        changed,
        await customerCenter(changed, claims.SALEUNIT),
      );
      return { status: 200, jtoken };
    },

    /** Ends every session of the caller's account (none for a guest or a client token). */
    async logout(claims: JwtClaims): Promise<LogoutAnswer> {
      const account = ownAccountOf(claims);
      if (account) {
        await sessions.end(account);
        log.info({ account }, 'sessions ended by logout');
      }
      return { status: 200 };
    },

    // ---------------------------------------------------------------- centers

    async swapDc(
      claims: CustomerClaims,
      saleUnit: string,
    ): Promise<CustomerUser & { jtoken: string }> {
      const center = await centers.findActive(saleUnit);
      if (!center) throw new AppError('CENTER_NOT_FOUND', { saleUnit });
      if (claims.role === GUEST_ROLE) {
        ensureGuestMode();
        return guestUser(center, guestIdOf(claims));
      }
      const customer = await repository.findCustomerByCode(claims.CUSTOMERCODE);
      if (!customer) throw new AppError('AUTH_TOKEN_INVALID');
      assertCustomerActive(customer);
      const link = await centers.findCustomerLink(customer.id, center.saleUnit);
      if (!link) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit });
      if (claims.UserId !== undefined && claims.UserId !== null) {
        const staff = await activeStaff(Number(claims.UserId));
        if (!(await repository.staffWorksFor(staff.id, center.saleUnit))) {
          throw new AppError('CENTER_NOT_ALLOWED', { saleUnit });
        }
        return customerUser(customer, center, staff);
      }
      return customerUser(customer, center, undefined, claims.GuestUid ?? null);
    },

    /** A salesperson signs in as a client customer of one of their centers. */
    async loginAsClient(
      claims: StaffClaims,
      input: { code: string; saleUnit: string; activeDc?: string | undefined },
    ): Promise<CustomerUser & { jtoken: string }> {
      const staff = await activeStaff(Number(claims.sub));
      const activeDc = input.activeDc ?? input.saleUnit;
      for (const saleUnit of new Set([input.saleUnit, activeDc])) {
        if (!(await repository.staffWorksFor(staff.id, saleUnit))) {
          throw new AppError('CENTER_NOT_ALLOWED', { saleUnit });
        }
      }
      const customer = await repository.findCustomerByCode(input.code);
      // Not linked to the salesperson's center reads as unknown: other centers' customers stay hidden.
      const link = customer
        ? await centers.findCustomerLink(customer.id, input.saleUnit)
        : undefined;
      if (!customer || !link)
        throw new AppError('CUSTOMER_NOT_FOUND', { customerCode: input.code });
      // Field and telephone salespeople order only for the clients they look after (ADR 080).
      if (salespersonLimitedToOwnClients(staff.roleCode) && link.link.salesUserId !== staff.id)
        throw new AppError('CUSTOMER_NOT_FOUND', { customerCode: input.code });
      assertCustomerActive(customer);
      let center = link.center;
      if (activeDc !== input.saleUnit) {
        const activeLink = await centers.findCustomerLink(customer.id, activeDc);
        if (!activeLink) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: activeDc });
        center = activeLink.center;
      }
      log.info(
        { staffUserId: staff.id, customerCode: customer.customerCode, saleUnit: center.saleUnit },
        'salesperson signed in as client',
      );
      return customerUser(customer, center, staff);
    },

    /** The verified agent signed in as themself; AGENT_NOT_VERIFIED or AUTH_FORBIDDEN otherwise. */
    verifiedAgent: signedInAgent,

    /** A verified agent orders as one of their clients, in the agent's own center. */
    async agentClientLogin(
      claims: CustomerClaims,
      input: { code: string; saleUnit: string },
    ): Promise<CustomerUser & { jtoken: string }> {
      const agent = await signedInAgent(claims);
      const client = await repository.findCustomerByCode(input.code);
      if (!client) throw new AppError('CUSTOMER_NOT_FOUND', { customerCode: input.code });
      const { center } = await agentActing(agent.customerCode, client, input.saleUnit);
      assertCustomerActive(client);
      log.info(
        { agentCode: agent.customerCode, customerCode: client.customerCode, saleUnit: center.saleUnit },
        'agent ordering for client',
      );
      return customerUser(client, center, undefined, null, agent);
    },

    /** Ends an agent's acting: the agent's own session again, in the center they acted in. */
    async agentSwitchBack(claims: CustomerClaims): Promise<CustomerUser & { jtoken: string }> {
      if (!claims.AgentCode) throw new AppError('AUTH_FORBIDDEN');
      const agent = await repository.findCustomerByCode(claims.AgentCode);
      if (!agent) throw new AppError('AUTH_TOKEN_INVALID');
      assertCustomerActive(agent);
      return customerUser(agent, await customerCenter(agent, claims.SALEUNIT));
    },

    // ---------------------------------------------------------------- staff and riders

    async staffLogin(body: OtpLoginBody): Promise<StaffLoginAnswer & { jtoken: string }> {
      const code = await otp.check({
        purpose: 'STAFF_LOGIN',
        mobileNo: body.MobileNo,
        refCode: body.RefCode,
        code: body.OtpCode,
      });
      const staff = await repository.findStaffByMobile(body.MobileNo);
      if (!staff) throw new AppError('OTP_INVALID');
      if (!staff.active) throw new AppError('AUTH_ACCOUNT_INACTIVE');
      await db.transaction(async (tx) => {
        await otp.consume(code, tx);
        await repository.touchStaffLogin(staff.id, clock(), tx);
      });
      const [{ jtoken }, dists] = await Promise.all([
        tokens.sign(staffTokenInput(staff)),
        centers.listForStaff(staff.id),
      ]);
      return { jtoken, User: staffUser(staff), Dists: dists.map(toWireCenter) };
    },

    async riderLogin(body: OtpLoginBody): Promise<RiderLoginAnswer & { jtoken: string }> {
      const code = await otp.check({
        purpose: 'RIDER_LOGIN',
        mobileNo: body.MobileNo,
        refCode: body.RefCode,
        code: body.OtpCode,
      });
      const found = await repository.findRiderByMobile(body.MobileNo);
      if (!found) throw new AppError('OTP_INVALID');
      if (!found.rider.active) throw new AppError('AUTH_ACCOUNT_INACTIVE');
      await db.transaction(async (tx) => {
        await otp.consume(code, tx);
        await repository.touchRiderLogin(found.rider.id, clock(), tx);
      });
      const { jtoken } = await tokens.sign({
        sub: String(found.rider.id),
        kind: 'rider',
        role: 'RIDER',
        SALEUNIT: found.rider.saleUnit,
        sv: found.rider.sessionVersion,
      });
      return { jtoken, Rider: riderOf(found) };
    },

    async riderProfile(claims: RiderClaims): Promise<Rider> {
      const id = Number(claims.sub);
      const found = Number.isSafeInteger(id) ? await repository.findRiderById(id) : undefined;
      if (!found) throw new AppError('AUTH_TOKEN_INVALID');
      if (!found.rider.active) throw new AppError('AUTH_ACCOUNT_INACTIVE');
      return riderOf(found);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
