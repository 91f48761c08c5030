import * as z from 'zod/mini';
import { LineTextSchema, MultilineTextSchema } from '../common/text.schema.js';
import {
  AnswerNumberSchema,
  ProductCodeSchema,
  QueryBooleanSchema,
  SaleUnitSchema,
  SearchTextSchema,
  skipSchema,
  takeSchema,
} from '../common/common.schema.js';
import {
  PROMOTION_CUSTOMER_POPUP_PAGE_SIZE,
  PROMOTION_LIST_PAGE_SIZE,
  PROMOTION_PRODUCT_POPUP_PAGE_SIZE,
} from '../constants.js';
import { PROMOTION_STATUSES } from './promotion-status.js';

const num = z.nullish(AnswerNumberSchema);
const text = z.nullish(z.string());
const id = z.union([z.string(), z.number()]);

/** Calculation types of the wizard. */
export const PROMOTION_CALC_TYPES = ['DiscountValue', 'DiscountPercent', 'FreeItem'] as const;
export const PromotionCalcTypeSchema = z.enum(PROMOTION_CALC_TYPES);
export type PromotionCalcType = z.infer<typeof PromotionCalcTypeSchema>;

/** PromotionType '3' needs no sale products. */
export const PROMOTION_TYPE_NO_SALE_PRODUCTS = '3';

/** Discount types of a detail line and their codes. */
export const DISCOUNT_TYPES = {
  PERCENT: { DiscType: '%', DiscTypeCode: 'P' },
  MONEY: { DiscType: 'Money', DiscTypeCode: 'B' },
  MONEY_PER_UNIT: { DiscType: 'MONEY/UOM', DiscTypeCode: 'U' },
} as const;

/** A calculation line of a promotion. */
export const PromotionDetailLineSchema = z.looseObject({
  PromotionId: z.nullish(id),
  PromotionLn: num,
  BuyMin: num,
  BuyMax: num,
  OrderBuy: num,
  FreeNumber: num,
  DiscNumber: num,
  DiscType: text,
  DiscTypeCode: text,
  /** '1' when the line is calculated by unit. */
  Opt6: text,
});
export type PromotionDetailLine = z.infer<typeof PromotionDetailLineSchema>;

/**
 * A promotion. Opt1-Opt50 are free slots of the existing data; the meaningful ones are named:
 * Opt30 the short name, Opt31 contains 'N' when the weekday condition is on, Opt15 the store
 * list ('All'). Other Opt fields pass through untouched.
 */
export const PromotionSchema = z.looseObject({
  PromotionId: id,
  SaleUnit: text,
  PromotionName: z.string(),
  Opt30: text,
  PromotionRemark: text,
  PromotionType: text,
  SalesNumber: num,
  FlagEnabled: text,
  Opt31: text,
  Opt15: text,
  CustomerList: text,
  CustomerTypeList: text,
  DateBegin: text,
  DateEnd: text,
  DateBeginT: text,
  DateEndT: text,
  FlagCusNew: text,
  FlagFreeCase: text,
  DiscTotValue: num,
  DiscTotType: text,
  DiscTotTypeCode: text,
  BrandList: text,
  CountPmt: num,
  CreateDate: text,
  CreateUser: text,
  LastUpdatedT: text,
  LastUpdatedU: text,
  PromotionDetail: z.nullish(z.array(PromotionDetailLineSchema)),
});
export type Promotion = z.infer<typeof PromotionSchema>;

/** `GET api/promotion/list` query. */
export const PromotionListQuerySchema = z.object({
  Status: z._default(z.enum(['ALL', ...PROMOTION_STATUSES]), 'ALL'),
  Text: SearchTextSchema,
  PromotionType: z.optional(LineTextSchema.check(z.trim(), z.maxLength(10))),
  Skip: skipSchema(0),
  Take: takeSchema(PROMOTION_LIST_PAGE_SIZE),
  IncludeDetail: z._default(QueryBooleanSchema, false),
  SaleUnit: z.optional(SaleUnitSchema),
});
export type PromotionListQuery = z.infer<typeof PromotionListQuerySchema>;
export const PromotionListAnswerSchema = z.array(PromotionSchema);
export type PromotionListAnswer = z.infer<typeof PromotionListAnswerSchema>;

/** A product picked in the wizard's popups. */
export const PromotionProductRefSchema = z.looseObject({
  P_Code: z.string(),
  PRODUCTNAME: text,
  UNIT: text,
  UNITNAME: text,
  Qty: num,
});
export type PromotionProductRef = z.infer<typeof PromotionProductRefSchema>;

/** A customer picked in the wizard's popups. */
export const PromotionCustomerRefSchema = z.looseObject({
  CUSTOMERCODE: z.string(),
  CUSTOMERNAME: text,
  TypeCode: text,
});
export type PromotionCustomerRef = z.infer<typeof PromotionCustomerRefSchema>;

/** A code with a description: store types, customer types. */
export const CodeDescriptionSchema = z.looseObject({ Code: z.string(), Description: text });
export type CodeDescription = z.infer<typeof CodeDescriptionSchema>;

/** `GET api/promotion/products` query (product popup). */
export const PromotionProductsQuerySchema = z.object({
  text: SearchTextSchema,
  skip: skipSchema(0),
  take: takeSchema(PROMOTION_PRODUCT_POPUP_PAGE_SIZE),
  saleUnit: z.optional(SaleUnitSchema),
});
export type PromotionProductsQuery = z.infer<typeof PromotionProductsQuerySchema>;
export const PromotionProductsAnswerSchema = z.array(PromotionProductRefSchema);
export type PromotionProductsAnswer = z.infer<typeof PromotionProductsAnswerSchema>;

/** `GET api/promotion/customers` query (customer popup). */
export const PromotionCustomersQuerySchema = z.object({
  text: SearchTextSchema,
  skip: skipSchema(0),
  take: takeSchema(PROMOTION_CUSTOMER_POPUP_PAGE_SIZE),
  saleUnit: z.optional(SaleUnitSchema),
});
export type PromotionCustomersQuery = z.infer<typeof PromotionCustomersQuerySchema>;
export const PromotionCustomersAnswerSchema = z.array(PromotionCustomerRefSchema);
export type PromotionCustomersAnswer = z.infer<typeof PromotionCustomersAnswerSchema>;

/** `GET api/promotion/masterdata` answer. */
export const PromotionMasterDataAnswerSchema = z.looseObject({
  CustomerTypes: z.array(CodeDescriptionSchema),
  StoreTypes: z.array(CodeDescriptionSchema),
});
export type PromotionMasterDataAnswer = z.infer<typeof PromotionMasterDataAnswerSchema>;

/** `GET api/promotion/detail/{promotionId}?saleUnit=`. */
export const PromotionDetailParamsSchema = z.object({
  promotionId: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(40)),
});
export type PromotionDetailParams = z.infer<typeof PromotionDetailParamsSchema>;
export const PromotionDetailQuerySchema = z.object({ saleUnit: z.optional(SaleUnitSchema) });
export type PromotionDetailQuery = z.infer<typeof PromotionDetailQuerySchema>;

/** Weekdays: 1 Monday ... 7 Sunday. */
export const WeekdaySchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(7));

export const PromotionDetailAnswerSchema = z.looseObject({
  Promotion: PromotionSchema,
  PromotionType: text,
  Weekdays: z.array(AnswerNumberSchema),
  ProductsSale: z.array(PromotionProductRefSchema),
  ProductsFree: z.array(PromotionProductRefSchema),
  Customers: z.array(PromotionCustomerRefSchema),
  CustomersNotIn: z.array(PromotionCustomerRefSchema),
  Stores: z.array(z.union([z.string(), CodeDescriptionSchema])),
  CustomerTypes: z.array(z.union([z.string(), CodeDescriptionSchema])),
});
export type PromotionDetailAnswer = z.infer<typeof PromotionDetailAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Create and update
// ---------------------------------------------------------------------------------------------

const money = z.coerce.number().check(z.gte(0), z.lte(100_000_000));
const qty = z.coerce.number().check(z.gte(0), z.lte(1_000_000));
const dateInput = LineTextSchema.check(z.trim(), z.minLength(8), z.maxLength(30));

export const PromotionDetailLineInputSchema = z.strictObject({
  PromotionLn: z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)),
  BuyMin: z._default(qty, 0),
  BuyMax: z._default(qty, 0),
  OrderBuy: z._default(qty, 0),
  FreeNumber: z._default(qty, 0),
  DiscNumber: z._default(money, 0),
  DiscType: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(20))),
  DiscTypeCode: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(5))),
  Opt6: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(5))),
});
export type PromotionDetailLineInput = z.infer<typeof PromotionDetailLineInputSchema>;

/** The promotion header of a create or update; further Opt fields (Opt1-Opt50) are allowed. */
export const PromotionInputSchema = z
  .catchall(
    z.object({
      PromotionName: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(200)),
      Opt30: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(100)),
      PromotionRemark: MultilineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(2000)),
      PromotionType: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(10)),
      CalcType: z._default(PromotionCalcTypeSchema, 'DiscountValue'),
      FlagEnabled: z._default(z.enum(['Y', 'N']), 'Y'),
      DateBegin: dateInput,
      DateEnd: dateInput,
      SalesNumber: z.nullish(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000))),
      CustomerList: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(20))),
      CustomerTypeList: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(20))),
      Opt15: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(200))),
      Opt31: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(20))),
      FlagCusNew: z.nullish(z.enum(['Y', 'N'])),
      FlagFreeCase: z.nullish(z.enum(['Y', 'N'])),
      DiscTotValue: z.nullish(money),
      DiscTotType: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(20))),
      DiscTotTypeCode: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(5))),
      BrandList: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(500))),
    }),
    z.nullish(z.union([LineTextSchema.check(z.maxLength(500)), z.number()])),
  )
  .check(
    z.superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (!(key in PROMOTION_INPUT_KNOWN_KEYS) && !/^Opt([1-9]|[1-4]\d|50)$/.test(key)) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'Unknown field' });
        }
      }
    }),
  );
export type PromotionInput = z.infer<typeof PromotionInputSchema>;

const PROMOTION_INPUT_KNOWN_KEYS: Record<string, true> = Object.fromEntries(
  [
    'PromotionName',
    'Opt30',
    'PromotionRemark',
    'PromotionType',
    'CalcType',
    'FlagEnabled',
    'DateBegin',
    'DateEnd',
    'SalesNumber',
    'CustomerList',
    'CustomerTypeList',
    'Opt15',
    'Opt31',
    'FlagCusNew',
    'FlagFreeCase',
    'DiscTotValue',
    'DiscTotType',
    'DiscTotTypeCode',
    'BrandList',
  ].map((key) => [key, true]),
);

const productRef = z.strictObject({
  P_Code: ProductCodeSchema,
  UNIT: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
  Qty: z.nullish(qty),
});
const customerCode = LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(30));

/**
 * `POST api/promotion/create` and `POST api/promotion/update/{id}` body. `SaleUnit` is sent only
 * when creating. Lists of customers, stores and customer types are codes.
 */
export const PromotionSaveBodySchema = z.strictObject({
  SaleUnit: z.nullish(SaleUnitSchema),
  Promotion: PromotionInputSchema,
  ProductsFree: z._default(z.array(productRef).check(z.maxLength(500)), []),
  ProductsSale: z._default(z.array(productRef).check(z.maxLength(2000)), []),
  Customers: z._default(z.array(customerCode).check(z.maxLength(5000)), []),
  CustomersNotIn: z._default(z.array(customerCode).check(z.maxLength(5000)), []),
  PromotionDetails: z._default(z.array(PromotionDetailLineInputSchema).check(z.maxLength(100)), []),
  Stores: z._default(
    z.array(LineTextSchema.check(z.trim(), z.maxLength(40))).check(z.maxLength(200)),
    [],
  ),
  CustomerTypes: z._default(
    z.array(LineTextSchema.check(z.trim(), z.maxLength(40))).check(z.maxLength(200)),
    [],
  ),
  Weekdays: z._default(z.array(WeekdaySchema).check(z.maxLength(7)), []),
});
export type PromotionSaveBody = z.infer<typeof PromotionSaveBodySchema>;
export type PromotionSaveBodyInput = z.input<typeof PromotionSaveBodySchema>;

export const PromotionUpdateParamsSchema = z.object({
  id: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(40)),
});
export type PromotionUpdateParams = z.infer<typeof PromotionUpdateParamsSchema>;

/** Create answers the new id; update answers the same id. */
export const PromotionSaveAnswerSchema = z.looseObject({
  status: z.number().check(z.int()),
  PromotionId: id,
});
export type PromotionSaveAnswer = z.infer<typeof PromotionSaveAnswerSchema>;
