import { z } from 'zod';
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
  iat: z.number().int(),
  exp: z.number().int(),
};

/**
 * Claims of a customer jtoken (guests included). `UserId` names the salesperson acting for the
 * customer, `AgentCode` the agent ordering for a client; either means "placed by someone else".
 */
export const CustomerClaimsSchema = z.looseObject({
  sub: z.string().min(1),
  kind: z.literal('customer'),
  role: z.union([CustomerRoleSchema, RoleCodeSchema]),
  CUSTOMERCODE: z.string().min(1),
  SALEUNIT: z.string(),
  UserId: z.union([z.string(), z.number()]).nullish(),
  AgentCode: z.string().nullish(),
  ...timeClaims,
});
export type CustomerClaims = z.infer<typeof CustomerClaimsSchema>;

/** Claims of a merchant staff jtoken; `role` is the staff role code (1 admin; 3, 4, 5, 8 sales). */
export const StaffClaimsSchema = z.looseObject({
  sub: z.string().min(1),
  kind: z.literal('staff'),
  role: RoleCodeSchema,
  ...timeClaims,
});
export type StaffClaims = z.infer<typeof StaffClaimsSchema>;

export const RiderClaimsSchema = z.looseObject({
  sub: z.string().min(1),
  kind: z.literal('rider'),
  role: z.literal('RIDER'),
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
  jtoken: z.string().optional(),
  CUSTOMERCODE: z.string(),
  CUSTOMERNAME: z.string().nullish(),
  SALEUNIT: z.string().nullish(),
  SALEUNIT_NAME: z.string().nullish(),
  ActiveDC: z.string().nullish(),
  ActiveDCName: z.string().nullish(),
  AuthorizeAmount: AnswerNumberSchema.nullish(),
  DebtAmount: AnswerNumberSchema.nullish(),
  UserId: z.union([z.string(), z.number()]).nullish(),
  IsBjcSapCustomer: z.union([z.boolean(), z.string(), z.number()]).nullish(),
  userRole: RoleCodeSchema.nullish(),
  AccountCode: z.string().nullish(),
  TAXNO: z.string().nullish(),
  ShopPhotoImage: z.string().nullish(),
  PicFileName: z.string().nullish(),
  PersonType: z.union([z.number(), z.string()]).nullish(),
  PriceLevel: z.union([z.number(), z.string()]).nullish(),
  MobileNo: z.string().nullish(),
  /** One of {@link APPROVAL_STATUSES}; a string so other servers' values still parse. */
  ApprovalStatus: z.string().nullish(),
  IsAgent: z.boolean().nullish(),
  LineUserId: z.string().nullish(),
  /** The agent ordering for this customer, when the session is an agent's. */
  AgentCode: z.string().nullish(),
  AgentName: z.string().nullish(),
});
export type CustomerUser = z.infer<typeof CustomerUserSchema>;

/** `GET authen/login/guest` and `GET authen/user/login/guest` answer. */
export const GuestLoginAnswerSchema = z.looseObject({
  status: z.number().int(),
  jtoken: z.string().optional(),
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

export const OTP_PURPOSES = ['REGISTER', 'STAFF_LOGIN', 'RIDER_LOGIN', 'RESET_PASSWORD'] as const;
export const OtpPurposeSchema = z.enum(OTP_PURPOSES);
export type OtpPurpose = z.infer<typeof OtpPurposeSchema>;

const OtpCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The code has ${OTP_LENGTH} digits`);
const RefCodeSchema = z.string().trim().min(1).max(20);
const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** `POST authen/otp/request` body. */
export const OtpRequestBodySchema = z.strictObject({
  MobileNo: MobileNoSchema,
  Purpose: OtpPurposeSchema,
});
export type OtpRequestBody = z.infer<typeof OtpRequestBodySchema>;

/** `POST authen/otp/request` answer. `Channel` is 'SMS', or 'LOG' where codes go to the log. */
export const OtpRequestAnswerSchema = z.looseObject({
  RefCode: z.string(),
  ExpiresInSeconds: z.number().int(),
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
  CUSTOMERNAME: z.string().trim().min(1).max(200),
  Password: PasswordSchema,
  SaleUnit: SaleUnitSchema.optional(),
  ReferralCode: z.string().trim().max(30).optional(),
  LineUserToken: z.string().max(4000).optional(),
  CONTACTPERSON: z.string().trim().max(200).optional(),
  ADDRESS: z.string().trim().max(500).optional(),
  ProvinceID: z.coerce.number().int().positive().optional(),
  AmpherID: z.coerce.number().int().positive().optional(),
  TownID: z.coerce.number().int().positive().optional(),
  ZIP: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Postal code has 5 digits')
    .optional(),
  Email: z.email().max(200).optional(),
  TAXNO: z
    .string()
    .trim()
    .regex(/^\d{13}$/, 'Tax number has 13 digits')
    .optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;
export const RegisterAnswerSchema = CustomerUserSchema;
export type RegisterAnswer = z.infer<typeof RegisterAnswerSchema>;

/** `POST authen/customer/login` body: `Username` is a username or a mobile number. */
export const CustomerLoginBodySchema = z.strictObject({
  Username: z.string().trim().min(1).max(100),
  Password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type CustomerLoginBody = z.infer<typeof CustomerLoginBodySchema>;
export const CustomerLoginAnswerSchema = CustomerUserSchema;
export type CustomerLoginAnswer = z.infer<typeof CustomerLoginAnswerSchema>;

/** `POST authen/customer/changePassword`. */
export const ChangePasswordBodySchema = z
  .strictObject({
    OldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    NewPassword: PasswordSchema,
  })
  .refine((body) => body.OldPassword !== body.NewPassword, {
    path: ['NewPassword'],
    message: 'The new password must differ from the current one',
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
export const ChangePasswordAnswerSchema = StatusAnswerSchema;
export type ChangePasswordAnswer = z.infer<typeof ChangePasswordAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Merchant staff
// ---------------------------------------------------------------------------------------------

export const StaffRoleSchema = z.looseObject({
  RoleName: z.string().nullish(),
  RoleCode: RoleCodeSchema,
});
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** A merchant staff user (merchant admin or salesperson). */
export const StaffUserSchema = z.looseObject({
  userid: z.union([z.string(), z.number()]),
  usernames: z.string(),
  role: StaffRoleSchema,
  mobile: z.string().nullish(),
  email: z.string().nullish(),
  LineUserId: z.string().nullish(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

/** `POST authen/user/login` answer. */
export const StaffLoginAnswerSchema = z.looseObject({
  jtoken: z.string().optional(),
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
  SaleUnitName: z.string().nullish(),
  VehiclePlate: z.string().nullish(),
  PhotoUrl: z.string().nullish(),
});
export type Rider = z.infer<typeof RiderSchema>;

export const RiderLoginBodySchema = OtpLoginBodySchema;
export type RiderLoginBody = z.infer<typeof RiderLoginBodySchema>;
/** `POST authen/rider/login` answer. */
export const RiderLoginAnswerSchema = z.looseObject({
  jtoken: z.string().optional(),
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
export const LoginAsClientQuerySchema = z.object({ activeDc: SaleUnitSchema.optional() });
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
  LineUserId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid LINE user id'),
  SaleUnit: SaleUnitSchema.nullish(),
  DisplayName: z.string().trim().max(200).nullish(),
  PictureUrl: z.string().trim().max(1000).nullish(),
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
  EventTime: z.number().int().nonnegative(),
});
export type LineFriendshipBody = z.infer<typeof LineFriendshipBodySchema>;
export const LineFriendshipAnswerSchema = z.object({
  status: z.number().int(),
  Changed: z.boolean(),
});
export type LineFriendshipAnswer = z.infer<typeof LineFriendshipAnswerSchema>;

/** The header that carries the bff's shared key on internal calls. */
export const INTERNAL_KEY_HEADER = 'X-Internal-Key';
