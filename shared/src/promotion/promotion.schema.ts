import { z } from 'zod';
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

const num = AnswerNumberSchema.nullish();
const text = z.string().nullish();
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
  PromotionId: id.nullish(),
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
  PromotionDetail: z.array(PromotionDetailLineSchema).nullish(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

/** `GET api/promotion/list` query. */
export const PromotionListQuerySchema = z.object({
  Status: z.enum(['ALL', ...PROMOTION_STATUSES]).default('ALL'),
  Text: SearchTextSchema,
  PromotionType: z.string().trim().max(10).optional(),
  Skip: skipSchema(0),
  Take: takeSchema(PROMOTION_LIST_PAGE_SIZE),
  IncludeDetail: QueryBooleanSchema.default(false),
  SaleUnit: SaleUnitSchema.optional(),
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
  saleUnit: SaleUnitSchema.optional(),
});
export type PromotionProductsQuery = z.infer<typeof PromotionProductsQuerySchema>;
export const PromotionProductsAnswerSchema = z.array(PromotionProductRefSchema);
export type PromotionProductsAnswer = z.infer<typeof PromotionProductsAnswerSchema>;

/** `GET api/promotion/customers` query (customer popup). */
export const PromotionCustomersQuerySchema = z.object({
  text: SearchTextSchema,
  skip: skipSchema(0),
  take: takeSchema(PROMOTION_CUSTOMER_POPUP_PAGE_SIZE),
  saleUnit: SaleUnitSchema.optional(),
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
  promotionId: z.string().trim().min(1).max(40),
});
export type PromotionDetailParams = z.infer<typeof PromotionDetailParamsSchema>;
export const PromotionDetailQuerySchema = z.object({ saleUnit: SaleUnitSchema.optional() });
export type PromotionDetailQuery = z.infer<typeof PromotionDetailQuerySchema>;

/** Weekdays: 1 Monday ... 7 Sunday. */
export const WeekdaySchema = z.coerce.number().int().min(1).max(7);

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

const money = z.coerce.number().min(0).max(100_000_000);
const qty = z.coerce.number().min(0).max(1_000_000);
const dateInput = z.string().trim().min(8).max(30);

export const PromotionDetailLineInputSchema = z.strictObject({
  PromotionLn: z.coerce.number().int().min(1).max(1000),
  BuyMin: qty.default(0),
  BuyMax: qty.default(0),
  OrderBuy: qty.default(0),
  FreeNumber: qty.default(0),
  DiscNumber: money.default(0),
  DiscType: z.string().trim().max(20).nullish(),
  DiscTypeCode: z.string().trim().max(5).nullish(),
  Opt6: z.string().trim().max(5).nullish(),
});
export type PromotionDetailLineInput = z.infer<typeof PromotionDetailLineInputSchema>;

/** The promotion header of a create or update; further Opt fields (Opt1-Opt50) are allowed. */
export const PromotionInputSchema = z
  .object({
    PromotionName: z.string().trim().min(1).max(200),
    Opt30: z.string().trim().min(1).max(100),
    PromotionRemark: z.string().trim().min(1).max(2000),
    PromotionType: z.string().trim().min(1).max(10),
    CalcType: PromotionCalcTypeSchema.default('DiscountValue'),
    FlagEnabled: z.enum(['Y', 'N']).default('Y'),
    DateBegin: dateInput,
    DateEnd: dateInput,
    SalesNumber: z.coerce.number().int().min(0).max(1_000_000).nullish(),
    CustomerList: z.string().trim().max(20).nullish(),
    CustomerTypeList: z.string().trim().max(20).nullish(),
    Opt15: z.string().trim().max(200).nullish(),
    Opt31: z.string().trim().max(20).nullish(),
    FlagCusNew: z.enum(['Y', 'N']).nullish(),
    FlagFreeCase: z.enum(['Y', 'N']).nullish(),
    DiscTotValue: money.nullish(),
    DiscTotType: z.string().trim().max(20).nullish(),
    DiscTotTypeCode: z.string().trim().max(5).nullish(),
    BrandList: z.string().trim().max(500).nullish(),
  })
  .catchall(z.union([z.string().max(500), z.number()]).nullish())
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!(key in PROMOTION_INPUT_KNOWN_KEYS) && !/^Opt([1-9]|[1-4]\d|50)$/.test(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'Unknown field' });
      }
    }
  });
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
  UNIT: z.string().trim().max(40).nullish(),
  Qty: qty.nullish(),
});
const customerCode = z.string().trim().min(1).max(30);

/**
 * `POST api/promotion/create` and `POST api/promotion/update/{id}` body. `SaleUnit` is sent only
 * when creating. Lists of customers, stores and customer types are codes.
 */
export const PromotionSaveBodySchema = z.strictObject({
  SaleUnit: SaleUnitSchema.nullish(),
  Promotion: PromotionInputSchema,
  ProductsFree: z.array(productRef).max(500).default([]),
  ProductsSale: z.array(productRef).max(2000).default([]),
  Customers: z.array(customerCode).max(5000).default([]),
  CustomersNotIn: z.array(customerCode).max(5000).default([]),
  PromotionDetails: z.array(PromotionDetailLineInputSchema).max(100).default([]),
  Stores: z.array(z.string().trim().max(40)).max(200).default([]),
  CustomerTypes: z.array(z.string().trim().max(40)).max(200).default([]),
  Weekdays: z.array(WeekdaySchema).max(7).default([]),
});
export type PromotionSaveBody = z.infer<typeof PromotionSaveBodySchema>;
export type PromotionSaveBodyInput = z.input<typeof PromotionSaveBodySchema>;

export const PromotionUpdateParamsSchema = z.object({ id: z.string().trim().min(1).max(40) });
export type PromotionUpdateParams = z.infer<typeof PromotionUpdateParamsSchema>;

/** Create answers the new id; update answers the same id. */
export const PromotionSaveAnswerSchema = z.looseObject({
  status: z.number().int(),
  PromotionId: id,
});
export type PromotionSaveAnswer = z.infer<typeof PromotionSaveAnswerSchema>;
