import * as z from 'zod/mini';
import { LineTextSchema, lineTextCheck, MultilineTextSchema } from '../common/text.schema.js';
import {
  AnswerNumberSchema,
  LatitudeQuerySchema,
  LongitudeQuerySchema,
  MobileNoSchema,
  QueryListSchema,
  SaleUnitSchema,
  SearchTextSchema,
  YesNoSchema,
  DateKeyQuerySchema,
  skipSchema,
  takeSchema,
} from '../common/common.schema.js';
import { DistributionCenterSchema } from '../center/center.schema.js';
import {
  ChangePasswordAnswerSchema,
  ChangePasswordBodySchema,
  StaffUserSchema,
} from '../auth/auth.schema.js';
import {
  CENTER_REGISTRATION_PAGE_SIZE,
  CUSTOMER_LIST_PAGE_SIZE,
  CUSTOMER_PHOTO_PAGE_SIZE,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants.js';

const text = z.nullish(z.string());
const num = z.nullish(AnswerNumberSchema);

// ---------------------------------------------------------------------------------------------
// Registration
// ---------------------------------------------------------------------------------------------

/** `GET api/merchant/bank?saleUnit=`. */
export const BankQuerySchema = z.object({ saleUnit: z.optional(SaleUnitSchema) });
export type BankQuery = z.infer<typeof BankQuerySchema>;
export const BankSchema = z.looseObject({ bankcode: z.string(), bankname: z.string() });
export type Bank = z.infer<typeof BankSchema>;
export const BankAnswerSchema = z.array(BankSchema);
export type BankAnswer = z.infer<typeof BankAnswerSchema>;

/** `GET api/merchant/dist`: center search of the registration (page 72). */
export const MerchantDistQuerySchema = z.object({
  dcWithoutSaleman: z.optional(YesNoSchema),
  text: SearchTextSchema,
  skip: skipSchema(0),
  take: takeSchema(CENTER_REGISTRATION_PAGE_SIZE),
  lat: LatitudeQuerySchema,
  lng: LongitudeQuerySchema,
});
export type MerchantDistQuery = z.infer<typeof MerchantDistQuerySchema>;
export const MerchantDistAnswerSchema = z.array(DistributionCenterSchema);
export type MerchantDistAnswer = z.infer<typeof MerchantDistAnswerSchema>;

const name = (max: number) => LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(max));
const areaId = z.union([
  z.coerce.number().check(z.int(), z.positive()),
  LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(20)),
]);

/** A new center created during registration: name, province, district and sub-district needed. */
export const NewDistributionCenterInputSchema = z.strictObject({
  DIST_NAME: name(200),
  DIST_SHORTNAME: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(100))),
  address: z.nullish(MultilineTextSchema.check(z.trim(), z.maxLength(500))),
  lat: z.nullish(z.coerce.number().check(z.gte(-90), z.lte(90))),
  lon: z.nullish(z.coerce.number().check(z.gte(-180), z.lte(180))),
  province_id: areaId,
  district_id: areaId,
  town_id: areaId,
  zipcode: z.nullish(
    LineTextSchema.check(z.trim(), z.regex(/^\d{5}$/, 'Postal code has 5 digits')),
  ),
  shipment_name: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(200))),
  /** Contact name and tax number of the new center, as the existing API carries it. */
  Optional21: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(500))),
});
export type NewDistributionCenterInput = z.infer<typeof NewDistributionCenterInputSchema>;

/** The bank account: sent only when name, number and bank code are all filled. */
export const BankAccountInputSchema = z.strictObject({
  bankcode: name(20),
  bankname: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(200))),
  accountid: LineTextSchema.check(
    z.trim(),
    z.regex(/^\d{10,15}$/, 'Account number has 10 to 15 digits'),
  ),
  bank_ac_name: name(200),
  BankMasters: z.nullish(
    z
      .array(z.object({ bankcode: LineTextSchema, bankname: LineTextSchema }))
      .check(z.maxLength(200)),
  ),
});
export type BankAccountInput = z.infer<typeof BankAccountInputSchema>;

/** A sign-in name: letters, digits, dot, dash and underscore, 4 to 30 of them. */
export const StaffUsernameSchema = LineTextSchema.check(
  z.trim(),
  z.regex(/^[A-Za-z0-9._-]{4,30}$/, 'Username has 4 to 30 letters, digits, dots, dashes or underscores'),
);

/** The staff member's own details of the registration form, kept on their account (ADR 053). */
const StaffPersonFields = {
  username: z.nullish(StaffUsernameSchema),
  /** YYYYMMDD. */
  birthDate: z.nullish(DateKeyQuerySchema),
  address: z.nullish(MultilineTextSchema.check(z.trim(), z.maxLength(500))),
  province_id: z.nullish(areaId),
  district_id: z.nullish(areaId),
  town_id: z.nullish(areaId),
  zipcode: z.nullish(
    LineTextSchema.check(z.trim(), z.regex(/^\d{5}$/, 'Postal code has 5 digits')),
  ),
};

/**
 * `POST api/merchant/register` body. The salesperson's mobile number is proven with a one-time
 * code (`RefCode`, `OtpCode`, purpose REGISTER) before the account exists.
 */
export const MerchantRegisterBodySchema = z
  .strictObject({
    SelectedDists: z._default(z.array(SaleUnitSchema).check(z.maxLength(50)), []),
    DistributionCenter: z._default(z.nullable(NewDistributionCenterInputSchema), null),
    Saleman: z.strictObject({
      mobileNo: MobileNoSchema,
      email: z.nullish(z.email().check(lineTextCheck, z.maxLength(200))),
      name: name(200),
      password: LineTextSchema.check(
        z.minLength(PASSWORD_MIN_LENGTH),
        z.maxLength(PASSWORD_MAX_LENGTH),
      ),
      LineUserToken: z.nullish(LineTextSchema.check(z.maxLength(4000))),
      referralCode: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(30))),
      ...StaffPersonFields,
    }),
    BankAccount: z._default(z.nullable(BankAccountInputSchema), null),
    RefCode: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(20)),
    OtpCode: LineTextSchema.check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`))),
  })
  .check(
    z.refine((body) => body.SelectedDists.length > 0 || body.DistributionCenter !== null, {
      path: ['SelectedDists'],
      message: 'Select a distribution center or create one',
    }),
  );
export type MerchantRegisterBody = z.infer<typeof MerchantRegisterBodySchema>;

/** Its answer: the staff token, the user and the center created (if any). */
export const MerchantRegisterAnswerSchema = z.looseObject({
  Token: z.optional(z.string()),
  User: StaffUserSchema,
  NewDistributionCenter: z.nullable(DistributionCenterSchema),
});
export type MerchantRegisterAnswer = z.infer<typeof MerchantRegisterAnswerSchema>;

/** `POST api/merchant/dist/uploadimage` (multipart): the text fields; files taxImage, shopImage, logoImage. */
export const MerchantUploadImageFieldsSchema = z.object({ saleUnit: SaleUnitSchema });
export type MerchantUploadImageFields = z.infer<typeof MerchantUploadImageFieldsSchema>;
export const MERCHANT_UPLOAD_IMAGE_FILES = ['taxImage', 'shopImage', 'logoImage'] as const;
export const MerchantUploadImageAnswerSchema = z.looseObject({
  status: z.number().check(z.int()),
  Data: z.looseObject({
    taxImage: text,
    shopImage: text,
    logoImage: text,
  }),
});
export type MerchantUploadImageAnswer = z.infer<typeof MerchantUploadImageAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// The staff member's own profile (ADR 054)
// ---------------------------------------------------------------------------------------------

/** `GET api/merchant/profile`: the signed-in staff member as their profile pages show them. */
export const MerchantProfileSchema = z.extend(StaffUserSchema, {
  username: text,
  SaleCode: text,
  /** YYYYMMDD. */
  BirthDate: text,
  Address: text,
  ProvinceId: text,
  DistrictId: text,
  TownId: text,
  ZipCode: text,
  /** False for staff who only ever signed in with one-time codes: they cannot change a password. */
  HasPassword: z.boolean(),
});
export type MerchantProfile = z.infer<typeof MerchantProfileSchema>;
export const MerchantProfileAnswerSchema = MerchantProfileSchema;
export type MerchantProfileAnswer = z.infer<typeof MerchantProfileAnswerSchema>;

/**
 * `POST api/merchant/profile/update`: the fields sent change, null clears an optional one. The
 * mobile number is not among them: it is the sign-in of the account, proven by a code.
 */
export const MerchantProfileUpdateBodySchema = z.strictObject({
  name: z.optional(name(200)),
  email: z.nullish(z.email().check(lineTextCheck, z.maxLength(200))),
  ...StaffPersonFields,
});
export type MerchantProfileUpdateBody = z.infer<typeof MerchantProfileUpdateBodySchema>;
export const MerchantProfileUpdateAnswerSchema = MerchantProfileSchema;
export type MerchantProfileUpdateAnswer = z.infer<typeof MerchantProfileUpdateAnswerSchema>;

/** `POST api/merchant/profile/changePassword`: as the customer's; ends the other sessions. */
export const MerchantChangePasswordBodySchema = ChangePasswordBodySchema;
export type MerchantChangePasswordBody = z.infer<typeof MerchantChangePasswordBodySchema>;
export const MerchantChangePasswordAnswerSchema = ChangePasswordAnswerSchema;
export type MerchantChangePasswordAnswer = z.infer<typeof MerchantChangePasswordAnswerSchema>;

/** A center the staff member asked to join at registration, waiting for its merchant. */
export const PendingCenterSchema = z.looseObject({
  SaleUnit: z.string(),
  DIST_NAME: text,
  RequestedAt: z.string(),
});
export type PendingCenter = z.infer<typeof PendingCenterSchema>;

/** `GET api/merchant/profile/dcs`: the centers served (the default first) and the pending ones. */
export const MerchantProfileDcsAnswerSchema = z.looseObject({
  Dists: z.array(DistributionCenterSchema),
  Pending: z.array(PendingCenterSchema),
});
export type MerchantProfileDcsAnswer = z.infer<typeof MerchantProfileDcsAnswerSchema>;

/** A person waiting to join one of the caller's centers (ADR 096). */
export const PendingJoinSchema = z.looseObject({
  StaffUserId: z.number(),
  SaleUnit: z.string(),
  DIST_NAME: text,
  DisplayName: z.string(),
  MobileNo: z.string(),
  Email: text,
  RequestedAt: z.string(),
});
export type PendingJoin = z.infer<typeof PendingJoinSchema>;

/** `GET api/merchant/joinrequests`: the requests to join the centers the merchant admin serves. */
export const JoinRequestListAnswerSchema = z.looseObject({ Requests: z.array(PendingJoinSchema) });
export type JoinRequestListAnswer = z.infer<typeof JoinRequestListAnswerSchema>;

/** `POST api/merchant/joinrequests/{saleUnit}/{staffUserId}`: Grant true links them, false refuses. */
export const JoinRequestParamsSchema = z.object({
  saleUnit: SaleUnitSchema,
  staffUserId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export type JoinRequestParams = z.infer<typeof JoinRequestParamsSchema>;
export const JoinRequestAnswerBodySchema = z.strictObject({ Grant: z.boolean() });
export type JoinRequestAnswerBody = z.infer<typeof JoinRequestAnswerBodySchema>;
export const JoinRequestAnswerAnswerSchema = z.looseObject({ status: z.number(), Granted: z.boolean() });
export type JoinRequestAnswerAnswer = z.infer<typeof JoinRequestAnswerAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Customers of a center, their photos and surveys
// ---------------------------------------------------------------------------------------------

/** A customer as the back office lists it. */
export const MerchantCustomerSchema = z.looseObject({
  Code: z.string(),
  CUSTOMERNAME: text,
  SaleUnit: z.string(),
  TypeCode: text,
  TypeName: text,
  MobileNo: text,
  Address: text,
  ApprovalStatus: text,
  AuthorizeAmount: num,
  DebtAmount: num,
  ShopPhotoImage: text,
  CreateDate: text,
});
export type MerchantCustomer = z.infer<typeof MerchantCustomerSchema>;

/** `GET api/customers/list` query (page 12). `code` narrows to one customer. */
export const MerchantCustomerListQuerySchema = z.object({
  code: z.optional(LineTextSchema.check(z.trim(), z.maxLength(30))),
  saleUnit: z.optional(SaleUnitSchema),
  text: SearchTextSchema,
  skip: skipSchema(0),
  take: takeSchema(CUSTOMER_LIST_PAGE_SIZE),
});
export type MerchantCustomerListQuery = z.infer<typeof MerchantCustomerListQuerySchema>;
export const MerchantCustomerListAnswerSchema = z.array(MerchantCustomerSchema);
export type MerchantCustomerListAnswer = z.infer<typeof MerchantCustomerListAnswerSchema>;

/** `GET api/merchant/photogroup`. */
export const PhotoGroupQuerySchema = z.object({
  saleUnit: z.optional(SaleUnitSchema),
  customerType: z.optional(LineTextSchema.check(z.trim(), z.maxLength(40))),
});
export type PhotoGroupQuery = z.infer<typeof PhotoGroupQuerySchema>;
export const PhotoGroupSchema = z.looseObject({ PictureName: z.string(), Code: z.string() });
export type PhotoGroup = z.infer<typeof PhotoGroupSchema>;
export const PhotoGroupAnswerSchema = z.array(PhotoGroupSchema);
export type PhotoGroupAnswer = z.infer<typeof PhotoGroupAnswerSchema>;

/**
 * `GET api/merchant/customerfile`: a customer's photos (page 24). Without `monthYears` nor dates
 * the window is 30 days before to 30 days after today (see `customerPhotoWindow`).
 * `monthYears` are 'YYYYMM'.
 */
export const CustomerFileQuerySchema = z.object({
  CustomerCode: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(30)),
  saleUnit: z.optional(SaleUnitSchema),
  customerType: z.optional(LineTextSchema.check(z.trim(), z.maxLength(40))),
  skip: skipSchema(0),
  take: takeSchema(CUSTOMER_PHOTO_PAGE_SIZE),
  photoGroupCodes: z.optional(QueryListSchema),
  monthYears: z.optional(QueryListSchema),
  fromDate: z.optional(DateKeyQuerySchema),
  toDate: z.optional(DateKeyQuerySchema),
});
export type CustomerFileQuery = z.infer<typeof CustomerFileQuerySchema>;

export const CustomerPhotoSchema = z.looseObject({
  Id: z.union([z.string(), z.number()]),
  CustomerCode: z.string(),
  SaleUnit: text,
  PhotoGroupCode: text,
  PictureName: text,
  FileName: text,
  Url: z.string(),
  CreateDate: z.string(),
  /** The staff member who took the photo. */
  TakenBy: z.optional(text),
});
export type CustomerPhoto = z.infer<typeof CustomerPhotoSchema>;
export const CustomerFileAnswerSchema = z.array(CustomerPhotoSchema);
export type CustomerFileAnswer = z.infer<typeof CustomerFileAnswerSchema>;

/** `POST api/merchant/customerfile/upload` (multipart): the text fields; one file `file`. */
export const CustomerFileUploadFieldsSchema = z.object({
  CustomerCode: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(30)),
  saleUnit: SaleUnitSchema,
  photoGroupCode: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(40)),
});
export type CustomerFileUploadFields = z.infer<typeof CustomerFileUploadFieldsSchema>;
export const CustomerFileUploadAnswerSchema = CustomerPhotoSchema;
export type CustomerFileUploadAnswer = z.infer<typeof CustomerFileUploadAnswerSchema>;

/** `POST api/customers/approve/{code}/{saleUnit}`: the merchant admin's answer to a waiting customer. */
export const CustomerApproveBodySchema = z.strictObject({ Approve: z.boolean() });
export type CustomerApproveBody = z.infer<typeof CustomerApproveBodySchema>;

// Surveys: survey/survey.schema.ts (ADR 076).

/** `GET api/customers/detail/{code}/{saleUnit}`: one customer of the back office. */
export const MerchantCustomerParamsSchema = z.object({
  code: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(30)),
  saleUnit: SaleUnitSchema,
});
export type MerchantCustomerParams = z.infer<typeof MerchantCustomerParamsSchema>;
/** One of the customer's latest orders in the center. */
export const MerchantCustomerOrderSchema = z.looseObject({
  OrderID: z.string(),
  Status: z.string(),
  Mode: z.string(),
  Total: z.number(),
  CreateDate: z.string(),
});
export type MerchantCustomerOrder = z.infer<typeof MerchantCustomerOrderSchema>;
export const MerchantCustomerAnswerSchema = z.extend(MerchantCustomerSchema, {
  Email: text,
  ContactPerson: text,
  TaxNo: text,
  AccountCode: text,
  PriceLevel: z.number(),
  IsSap: z.boolean(),
  LineLinked: z.boolean(),
  /** Credit left: AuthorizeAmount less DebtAmount, never below 0. */
  CreditAvailable: z.number(),
  /** The latest five orders in the center, newest first. */
  RecentOrders: z.array(MerchantCustomerOrderSchema),
});
export type MerchantCustomerAnswer = z.infer<typeof MerchantCustomerAnswerSchema>;
