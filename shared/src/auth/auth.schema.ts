import * as z from 'zod/mini';
import { LineTextSchema, lineTextCheck, MultilineTextSchema } from '../common/text.schema.js';
import {
  AnswerNumberSchema,
  CustomerCodeSchema,
  EmptyBodySchema,
  MobileNoSchema,
  RoleCodeSchema,
  SaleUnitSchema,
  StatusAnswerSchema,
} from '../common/common.schema.js';
import { DistributionCenterSchema } from '../center/center.schema.js';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';

// ---------------------------------------------------------------------------------------------
// jtoken claims
// ---------------------------------------------------------------------------------------------

export const TOKEN_KINDS = ['customer', 'staff', 'rider'] as const;
export const TokenKindSchema = z.enum(TOKEN_KINDS);
export type TokenKind = z.infer<typeof TokenKindSchema>;

export const CUSTOMER_ROLES = ['GUEST', 'CUSTOMER', 'AGENT'] as const;
export const CustomerRoleSchema = z.enum(CUSTOMER_ROLES);
export type CustomerRole = z.infer<typeof CustomerRoleSchema>;

const timeClaims = {
  iat: z.number().check(z.int()),
  exp: z.number().check(z.int()),
};

/**
 * The account's session version when the token was signed: a token whose version is below the
 * account's current one was ended (logout, password change, LINE revoke). Absent in guest tokens
 * and in tokens signed before versions existed, which count as version 0.
 */
const SessionVersionSchema = z.optional(z.number().check(z.int(), z.nonnegative()));

/**
 * Claims of a customer jtoken (guests included). A guest's `sub` is the guest's own id, which keeps
 * its cart on the server. `UserId` names the salesperson acting for the customer, `AgentCode` the
 * agent ordering for a client; either means "placed by someone else". `GuestUid` is the guest the
 * browser was when the customer signed in: the one guest cart the customer may take over.
 */
export const CustomerClaimsSchema = z.looseObject({
  sub: z.string().check(z.minLength(1)),
  kind: z.literal('customer'),
  role: z.union([CustomerRoleSchema, RoleCodeSchema]),
  CUSTOMERCODE: z.string().check(z.minLength(1)),
  SALEUNIT: z.string(),
  UserId: z.nullish(z.union([z.string(), z.number()])),
  AgentCode: z.nullish(z.string()),
  GuestUid: z.nullish(z.string()),
  sv: SessionVersionSchema,
  /** The session version of the salesperson named by UserId: their logout ends this token too. */
  usv: SessionVersionSchema,
  /** The session version of the agent named by AgentCode: their logout ends this token too. */
  asv: SessionVersionSchema,
  ...timeClaims,
});
export type CustomerClaims = z.infer<typeof CustomerClaimsSchema>;

/** Claims of a merchant staff jtoken; `role` is the staff role code (1 admin; 3, 4, 5, 8 sales). */
export const StaffClaimsSchema = z.looseObject({
  sub: z.string().check(z.minLength(1)),
  kind: z.literal('staff'),
  role: RoleCodeSchema,
  sv: SessionVersionSchema,
  ...timeClaims,
});
export type StaffClaims = z.infer<typeof StaffClaimsSchema>;

export const RiderClaimsSchema = z.looseObject({
  sub: z.string().check(z.minLength(1)),
  kind: z.literal('rider'),
  role: z.literal('RIDER'),
  sv: SessionVersionSchema,
  ...timeClaims,
});
export type RiderClaims = z.infer<typeof RiderClaimsSchema>;

/** Any jtoken's claims, told apart by `kind`. */
export const JwtClaimsSchema = z.discriminatedUnion('kind', [
  CustomerClaimsSchema,
  StaffClaimsSchema,
  RiderClaimsSchema,
]);
export type JwtClaims = z.infer<typeof JwtClaimsSchema>;

// ---------------------------------------------------------------------------------------------
// Customer user and sessions
// ---------------------------------------------------------------------------------------------

/** Approval of a self-registered customer; a PENDING one is sent to /pendingApproval. */
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/**
 * The customer user of the profile call. `jtoken` is optional because the bff takes it out of the
 * body before the web sees it. `UserId` is present when a salesperson signed in for the customer.
 */
export const CustomerUserSchema = z.looseObject({
  jtoken: z.optional(z.string()),
  CUSTOMERCODE: z.string(),
  CUSTOMERNAME: z.nullish(z.string()),
  SALEUNIT: z.nullish(z.string()),
  SALEUNIT_NAME: z.nullish(z.string()),
  ActiveDC: z.nullish(z.string()),
  ActiveDCName: z.nullish(z.string()),
  /** The active center's name in English, when it has one (pages under /en show it). */
  ActiveDCNameEN: z.nullish(z.string()),
  AuthorizeAmount: z.nullish(AnswerNumberSchema),
  DebtAmount: z.nullish(AnswerNumberSchema),
  UserId: z.nullish(z.union([z.string(), z.number()])),
  /** The name of the salesperson in UserId, for the banner of who is acting. */
  UserName: z.nullish(z.string()),
  IsBjcSapCustomer: z.nullish(z.union([z.boolean(), z.string(), z.number()])),
  userRole: z.nullish(RoleCodeSchema),
  AccountCode: z.nullish(z.string()),
  TAXNO: z.nullish(z.string()),
  ShopPhotoImage: z.nullish(z.string()),
  PicFileName: z.nullish(z.string()),
  PersonType: z.nullish(z.union([z.number(), z.string()])),
  PriceLevel: z.nullish(z.union([z.number(), z.string()])),
  MobileNo: z.nullish(z.string()),
  /** One of {@link APPROVAL_STATUSES}; a string so other servers' values still parse. */
  ApprovalStatus: z.nullish(z.string()),
  IsAgent: z.nullish(z.boolean()),
  LineUserId: z.nullish(z.string()),
  /** The agent ordering for this customer, when the session is an agent's. */
  AgentCode: z.nullish(z.string()),
  AgentName: z.nullish(z.string()),
});
export type CustomerUser = z.infer<typeof CustomerUserSchema>;

/** `GET authen/login/guest` and `GET authen/user/login/guest` answer. */
export const GuestLoginAnswerSchema = z.looseObject({
  status: z.number().check(z.int()),
  jtoken: z.optional(z.string()),
  user: CustomerUserSchema,
});
export type GuestLoginAnswer = z.infer<typeof GuestLoginAnswerSchema>;

/** `POST authen/customerProfile` body: the specification sends `{}`. */
export const CustomerProfileBodySchema = EmptyBodySchema;
export type CustomerProfileBody = z.infer<typeof CustomerProfileBodySchema>;
export const CustomerProfileAnswerSchema = CustomerUserSchema;
export type CustomerProfileAnswer = z.infer<typeof CustomerProfileAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// One-time codes, registration, customer sign-in
// ---------------------------------------------------------------------------------------------

/** STAFF_REGISTER proves the mobile number of a merchant's self-registration (ADR 053). */
export const OTP_PURPOSES = [
  'REGISTER',
  'STAFF_LOGIN',
  'RIDER_LOGIN',
  'RESET_PASSWORD',
  'STAFF_REGISTER',
] as const;
export const OtpPurposeSchema = z.enum(OTP_PURPOSES);
export type OtpPurpose = z.infer<typeof OtpPurposeSchema>;

const OtpCodeSchema = LineTextSchema.check(
  z.trim(),
  z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The code has ${OTP_LENGTH} digits`),
);
const RefCodeSchema = LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(20));
const PasswordSchema = LineTextSchema.check(
  z.minLength(PASSWORD_MIN_LENGTH),
  z.maxLength(PASSWORD_MAX_LENGTH),
);

/** `POST authen/otp/request` body. */
export const OtpRequestBodySchema = z.strictObject({
  MobileNo: MobileNoSchema,
  Purpose: OtpPurposeSchema,
});
export type OtpRequestBody = z.infer<typeof OtpRequestBodySchema>;

/** `POST authen/otp/request` answer. `Channel` is 'SMS', or 'LOG' where codes go to the log. */
export const OtpRequestAnswerSchema = z.looseObject({
  RefCode: z.string(),
  ExpiresInSeconds: z.number().check(z.int()),
  Channel: z.string(),
});
export type OtpRequestAnswer = z.infer<typeof OtpRequestAnswerSchema>;

/** A mobile number with the code sent to it: staff and rider sign-in. */
export const OtpLoginBodySchema = z.strictObject({
  MobileNo: MobileNoSchema,
  RefCode: RefCodeSchema,
  OtpCode: OtpCodeSchema,
});
export type OtpLoginBody = z.infer<typeof OtpLoginBodySchema>;

/** `POST authen/customer/register` body. The address fields are those of the short registration. */
export const RegisterBodySchema = z.strictObject({
  MobileNo: MobileNoSchema,
  RefCode: RefCodeSchema,
  OtpCode: OtpCodeSchema,
  CUSTOMERNAME: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(200)),
  Password: PasswordSchema,
  SaleUnit: z.optional(SaleUnitSchema),
  ReferralCode: z.optional(LineTextSchema.check(z.trim(), z.maxLength(30))),
  LineUserToken: z.optional(LineTextSchema.check(z.maxLength(4000))),
  CONTACTPERSON: z.optional(LineTextSchema.check(z.trim(), z.maxLength(200))),
  ADDRESS: z.optional(MultilineTextSchema.check(z.trim(), z.maxLength(500))),
  ProvinceID: z.optional(z.coerce.number().check(z.int(), z.positive())),
  AmpherID: z.optional(z.coerce.number().check(z.int(), z.positive())),
  TownID: z.optional(z.coerce.number().check(z.int(), z.positive())),
  ZIP: z.optional(LineTextSchema.check(z.trim(), z.regex(/^\d{5}$/, 'Postal code has 5 digits'))),
  Email: z.optional(z.email().check(lineTextCheck, z.maxLength(200))),
  TAXNO: z.optional(
    LineTextSchema.check(z.trim(), z.regex(/^\d{13}$/, 'Tax number has 13 digits')),
  ),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;
export const RegisterAnswerSchema = CustomerUserSchema;
export type RegisterAnswer = z.infer<typeof RegisterAnswerSchema>;

/** `POST authen/customer/login` body: `Username` is a username or a mobile number. */
export const CustomerLoginBodySchema = z.strictObject({
  Username: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(100)),
  Password: LineTextSchema.check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type CustomerLoginBody = z.infer<typeof CustomerLoginBodySchema>;
export const CustomerLoginAnswerSchema = CustomerUserSchema;
export type CustomerLoginAnswer = z.infer<typeof CustomerLoginAnswerSchema>;

/** `POST authen/customer/changePassword`. */
export const ChangePasswordBodySchema = z
  .strictObject({
    OldPassword: LineTextSchema.check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
    NewPassword: PasswordSchema,
  })
  .check(
    z.refine((body) => body.OldPassword !== body.NewPassword, {
      path: ['NewPassword'],
      message: 'The new password must differ from the current one',
    }),
  );
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
/**
 * The change ends every earlier token of the customer; `jtoken` is the new one of the device that
 * changed it (the bff moves it into the cookie, so that device stays signed in).
 */
export const ChangePasswordAnswerSchema = z.looseObject({
  status: z.number().check(z.int()),
  jtoken: z.optional(z.string()),
});
export type ChangePasswordAnswer = z.infer<typeof ChangePasswordAnswerSchema>;

/**
 * `POST authen/logout`: ends every session of the caller's account (customer, staff user or
 * rider): each token issued to it before is refused from then on. A guest has no account: nothing
 * to end. A salesperson's client token ends nothing, see ADR 033. The specification sends `{}`.
 */
export const LogoutBodySchema = EmptyBodySchema;
export type LogoutBody = z.infer<typeof LogoutBodySchema>;
export const LogoutAnswerSchema = StatusAnswerSchema;
export type LogoutAnswer = z.infer<typeof LogoutAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Merchant staff
// ---------------------------------------------------------------------------------------------

export const StaffRoleSchema = z.looseObject({
  RoleName: z.nullish(z.string()),
  RoleCode: RoleCodeSchema,
});
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** A merchant staff user (merchant admin or salesperson). */
export const StaffUserSchema = z.looseObject({
  userid: z.union([z.string(), z.number()]),
  usernames: z.string(),
  role: StaffRoleSchema,
  mobile: z.nullish(z.string()),
  email: z.nullish(z.string()),
  LineUserId: z.nullish(z.string()),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

/** `POST authen/user/login` answer. */
export const StaffLoginAnswerSchema = z.looseObject({
  jtoken: z.optional(z.string()),
  User: StaffUserSchema,
  Dists: z.array(DistributionCenterSchema),
});
export type StaffLoginAnswer = z.infer<typeof StaffLoginAnswerSchema>;
export const StaffLoginBodySchema = OtpLoginBodySchema;
export type StaffLoginBody = z.infer<typeof StaffLoginBodySchema>;

/** `GET authen/user/dcs` answer: the centers of the signed-in staff user. */
export const UserDcsAnswerSchema = z.array(DistributionCenterSchema);
export type UserDcsAnswer = z.infer<typeof UserDcsAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Riders
// ---------------------------------------------------------------------------------------------

/** A delivery rider (fields not given by the specification). */
export const RiderSchema = z.looseObject({
  RiderId: z.union([z.string(), z.number()]),
  RiderName: z.string(),
  MobileNo: z.string(),
  SaleUnit: z.string(),
  SaleUnitName: z.nullish(z.string()),
  VehiclePlate: z.nullish(z.string()),
  PhotoUrl: z.nullish(z.string()),
});
export type Rider = z.infer<typeof RiderSchema>;

export const RiderLoginBodySchema = OtpLoginBodySchema;
export type RiderLoginBody = z.infer<typeof RiderLoginBodySchema>;
/** `POST authen/rider/login` answer. */
export const RiderLoginAnswerSchema = z.looseObject({
  jtoken: z.optional(z.string()),
  Rider: RiderSchema,
});
export type RiderLoginAnswer = z.infer<typeof RiderLoginAnswerSchema>;
/** `GET authen/rider/profile` answer. */
export const RiderProfileAnswerSchema = RiderSchema;
export type RiderProfileAnswer = z.infer<typeof RiderProfileAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Center swap and salesperson sign-in as a client
// ---------------------------------------------------------------------------------------------

/** `GET authen/swapdc/{saleUnit}`. */
export const SwapDcParamsSchema = z.object({ saleUnit: SaleUnitSchema });
export type SwapDcParams = z.infer<typeof SwapDcParamsSchema>;
export const SwapDcAnswerSchema = CustomerUserSchema;
export type SwapDcAnswer = z.infer<typeof SwapDcAnswerSchema>;

/** `GET api/merchant/loginasclient/{code}/{saleUnit}?activeDc=`. */
export const LoginAsClientParamsSchema = z.object({
  code: CustomerCodeSchema,
  saleUnit: SaleUnitSchema,
});
export type LoginAsClientParams = z.infer<typeof LoginAsClientParamsSchema>;
export const LoginAsClientQuerySchema = z.object({ activeDc: z.optional(SaleUnitSchema) });
export type LoginAsClientQuery = z.infer<typeof LoginAsClientQuerySchema>;
export const LoginAsClientAnswerSchema = CustomerUserSchema;
export type LoginAsClientAnswer = z.infer<typeof LoginAsClientAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// LINE
// ---------------------------------------------------------------------------------------------

/** `POST api/line/revokeToken` and `POST api/merchant/user/line/logout` answer. */
export const LineLogoutAnswerSchema = StatusAnswerSchema;
export type LineLogoutAnswer = z.infer<typeof LineLogoutAnswerSchema>;

/**
 * `POST authen/line/customer` and `POST authen/line/staff`: the bff, after verifying a LINE ID
 * token itself, asks for the session of the LINE user. Only the bff may call them: it sends the
 * shared key in {@link INTERNAL_KEY_HEADER}. Unknown users answer 404 LINE_ACCOUNT_NOT_LINKED.
 * `SaleUnit` is the center a rich-menu link carried, which the session is then bound to.
 */
export const LineLoginBodySchema = z.strictObject({
  LineUserId: LineTextSchema.check(
    z.trim(),
    z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid LINE user id'),
  ),
  SaleUnit: z.nullish(SaleUnitSchema),
  DisplayName: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(200))),
  PictureUrl: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(1000))),
});
export type LineLoginBody = z.infer<typeof LineLoginBodySchema>;
export const LineCustomerLoginAnswerSchema = CustomerUserSchema;
export type LineCustomerLoginAnswer = z.infer<typeof LineCustomerLoginAnswerSchema>;
export const LineStaffLoginAnswerSchema = StaffLoginAnswerSchema;
export type LineStaffLoginAnswer = z.infer<typeof LineStaffLoginAnswerSchema>;

/** `POST authen/line/link`: links the signed-in customer to a LINE user (bff only). */
export const LineLinkBodySchema = z.strictObject({
  LineUserId: LineLoginBodySchema.shape.LineUserId,
});
export type LineLinkBody = z.infer<typeof LineLinkBodySchema>;
export const LineLinkAnswerSchema = StatusAnswerSchema;
export type LineLinkAnswer = z.infer<typeof LineLinkAnswerSchema>;

/** `POST authen/line/friendship`: a follow or unfollow of the official account (bff only). */
export const LineFriendshipBodySchema = z.strictObject({
  LineUserId: LineLoginBodySchema.shape.LineUserId,
  IsFriend: z.boolean(),
  /** The webhook event's time (unix milliseconds): an older event never overwrites a newer one. */
  EventTime: z.number().check(z.int(), z.nonnegative()),
});
export type LineFriendshipBody = z.infer<typeof LineFriendshipBodySchema>;
export const LineFriendshipAnswerSchema = z.object({
  status: z.number().check(z.int()),
  Changed: z.boolean(),
});
export type LineFriendshipAnswer = z.infer<typeof LineFriendshipAnswerSchema>;

/** The header that carries the bff's shared key on internal calls. */
export const INTERNAL_KEY_HEADER = 'X-Internal-Key';
