import * as z from 'zod/mini';
import { LineTextSchema, MultilineTextSchema } from '../common/text.schema.js';
import {
  AnswerFlagSchema,
  AnswerNumberSchema,
  ProductCodeSchema,
  QueryBooleanSchema,
  SaleUnitSchema,
  SearchTextSchema,
  WireDateSchema,
  skipSchema,
  takeSchema,
} from '../common/common.schema.js';
import { AUTOCOMPLETE_TAKE, PRODUCT_PAGE_SIZE, PRODUCT_SCAN_PAGE_SIZE } from '../constants.js';

const num = z.nullish(AnswerNumberSchema);
const text = z.nullish(z.string());
const flag = z.nullish(AnswerFlagSchema);

/** Price types of PRICEnTYPE: '1' includes tax, '2' excludes tax (the default), '0' no tax. */
export const PRICE_TYPES = { INCLUDED: '1', EXCLUDED: '2', NONE: '0' } as const;
export const PriceTypeSchema = z.enum(['0', '1', '2']);
export type PriceType = z.infer<typeof PriceTypeSchema>;

/** A promotion as it rides on a product (`promotionproduct`). */
export const ProductPromotionSchema = z.looseObject({
  PromotionId: z.union([z.string(), z.number()]),
  PromotionName: text,
  Opt30: text,
  /** The names in English, when the promotion has them. */
  PromotionNameEN: text,
  Opt30EN: text,
  PromotionType: text,
  PromotionRemark: text,
  DateBegin: text,
  DateEnd: text,
});
export type ProductPromotion = z.infer<typeof ProductPromotionSchema>;

/**
 * A product, with the fields of the customer catalogue and of the merchant back office. Cart
 * lines are products too: `qty1`..`qty3` (quantity per unit level), `selected`, and `Option1`
 * (points per base unit). Prices may be absent (hidden from guests).
 */
export const ProductSchema = z.looseObject({
  P_Code: z.string(),
  /** In the request's language; both languages follow (the add-to-cart toast names it by locale). */
  PRODUCTNAME: text,
  PRODUCTNAME_TH: text,
  PRODUCTNAME_EN: text,
  PRODUCTSHORTNAME_TH: text,
  PRODUCTSHORTNAME_EN: text,
  P_Description: text,
  SaleUnit: text,
  // Attributes, each with its code
  P_Group: text,
  P_GroupCode: text,
  P_Brand: text,
  P_BrandCode: text,
  P_Flavour: text,
  P_FlavourCode: text,
  P_Var: text,
  P_VarCode: text,
  P_Size: text,
  P_SizeCode: text,
  Dchain: text,
  matype: text,
  // Category hierarchy codes
  Hierarchy1: text,
  Hierarchy2: text,
  Hierarchy3: text,
  Hierarchy4: text,
  Hierarchy5: text,
  // Units: unit 1 is the base unit; a rate is how many base units one unit holds
  UNIT1: text,
  UNIT2: text,
  UNIT3: text,
  UNIT1NAME: text,
  UNIT2NAME: text,
  UNIT3NAME: text,
  UNIT1NAME_TH: text,
  UNIT2NAME_TH: text,
  UNIT3NAME_TH: text,
  UNIT1NAME_EN: text,
  UNIT2NAME_EN: text,
  UNIT3NAME_EN: text,
  UNIT1RATE: num,
  UNIT2RATE: num,
  UNIT3RATE: num,
  // Customer prices per unit level
  CatalogPrice: num,
  SalesPrice1: num,
  SalesPrice2: num,
  SalesPrice3: num,
  StandardPrice1: num,
  StandardPrice2: num,
  StandardPrice3: num,
  PriceInVat1: num,
  PriceInVat2: num,
  PriceInVat3: num,
  IsProductAdvancePrice: flag,
  /** Tax type of each unit's price: '1' included, '2' excluded, '0' none. */
  PriceType1: text,
  PriceType2: text,
  PriceType3: text,
  /** The advance price's period, when one applies today. */
  AdvancePriceDateStart: text,
  AdvancePriceDateEnd: text,
  /** Up to five image URLs, in order. */
  Images: z.nullish(z.array(z.string())),
  ShowPrice1: flag,
  ShowPrice2: flag,
  ShowPrice3: flag,
  // Merchant price levels
  PRICE1: num,
  PRICE2: num,
  PRICE3: num,
  PRICE4: num,
  PRICE5: num,
  PRICE1TYPE: text,
  PRICE2TYPE: text,
  PRICE3TYPE: text,
  PRICE4TYPE: text,
  PRICE5TYPE: text,
  BARCODE1: text,
  BARCODE2: text,
  BARCODE3: text,
  PIC_FILENAME: text,
  PIC_FILENAME2: text,
  PIC_FILENAME3: text,
  PIC_FILENAME4: text,
  PIC_FILENAME5: text,
  Disable: flag,
  Stock: z.nullish(z.looseObject({ StockAvailable: num })),
  promotionproduct: z.nullish(z.array(ProductPromotionSchema)),
  // Cart state
  qty1: num,
  qty2: num,
  qty3: num,
  selected: z.nullish(z.boolean()),
  /** Points per base unit. */
  Option1: num,
});
export type Product = z.infer<typeof ProductSchema>;

// ---------------------------------------------------------------------------------------------
// POST api/products/items: the customer catalogue
// ---------------------------------------------------------------------------------------------

export const PRODUCT_LIST_TYPES = ['suggest', 'BEST_SELLER', 'HOTDEAL'] as const;
export const SORT_BY_PRICE = ['ASC', 'DESC'] as const;

const hierarchyCode = z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40)));

/**
 * `POST api/products/items` body. `Take` defaults to 12 and is capped at 100; `Point` asks for
 * the redeem catalogue. `CustomerId` and `SaleUnit` default to the token's customer and center.
 */
export const ProductItemsBodySchema = z.strictObject({
  Take: takeSchema(PRODUCT_PAGE_SIZE),
  Skip: skipSchema(0),
  Point: z._default(z.boolean(), false),
  CustomerId: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(30))),
  SaleUnit: z.nullish(SaleUnitSchema),
  SearchText: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(200))),
  Mattype: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
  Hierarchy1: hierarchyCode,
  Hierarchy2: hierarchyCode,
  Hierarchy3: hierarchyCode,
  Hierarchy4: hierarchyCode,
  Hierarchy5: hierarchyCode,
  OnlyPromotionProduct: z._default(z.boolean(), false),
  Types: z.nullish(
    z.array(z.enum(PRODUCT_LIST_TYPES)).check(z.maxLength(PRODUCT_LIST_TYPES.length)),
  ),
  SortByPrice: z.nullish(z.enum(SORT_BY_PRICE)),
  DisplayGroupId: z.nullish(
    z.union([LineTextSchema.check(z.maxLength(40)), z.number().check(z.int())]),
  ),
  PromotionId: z.nullish(
    z.union([LineTextSchema.check(z.maxLength(40)), z.number().check(z.int())]),
  ),
  ProductIds: z.nullish(z.array(ProductCodeSchema).check(z.maxLength(100))),
});
export type ProductItemsBody = z.infer<typeof ProductItemsBodySchema>;
export type ProductItemsBodyInput = z.input<typeof ProductItemsBodySchema>;
export const ProductItemsAnswerSchema = z.array(ProductSchema);
export type ProductItemsAnswer = z.infer<typeof ProductItemsAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// GET GET_MASTER_DATA/GetAutoComplete
// ---------------------------------------------------------------------------------------------

export const AutoCompleteQuerySchema = z.object({
  search: SearchTextSchema,
  take: takeSchema(AUTOCOMPLETE_TAKE),
});
export type AutoCompleteQuery = z.infer<typeof AutoCompleteQuerySchema>;

/** A suggestion: its Thai and English names and the text to search for. */
export const AutoCompleteItemSchema = z.looseObject({
  EN: text,
  TH: text,
  Text: z.string(),
});
export type AutoCompleteItem = z.infer<typeof AutoCompleteItemSchema>;
export const AutoCompleteAnswerSchema = z.array(AutoCompleteItemSchema);
export type AutoCompleteAnswer = z.infer<typeof AutoCompleteAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Merchant catalogue
// ---------------------------------------------------------------------------------------------

/**
 * `POST api/products/pc/items` body: the merchant's products. Take 12 for the list, 10 for a
 * barcode scan, 1 for a detail.
 */
export const MerchantProductItemsBodySchema = z.strictObject({
  take: takeSchema(PRODUCT_PAGE_SIZE),
  skip: skipSchema(0),
  SearchText: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(200))),
  barcode: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
  productCode: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
  saleUnit: z.nullish(SaleUnitSchema),
});
export type MerchantProductItemsBody = z.infer<typeof MerchantProductItemsBodySchema>;
export const MerchantProductItemsAnswerSchema = z.array(ProductSchema);
export type MerchantProductItemsAnswer = z.infer<typeof MerchantProductItemsAnswerSchema>;
/** Page size of a barcode scan. */
export const MERCHANT_SCAN_TAKE = PRODUCT_SCAN_PAGE_SIZE;

/** A material type: `GET api/products/master/matype`. */
export const MaterialTypeSchema = z.looseObject({ Code: z.string(), Description: text });
export type MaterialType = z.infer<typeof MaterialTypeSchema>;
export const MaterialTypesAnswerSchema = z.array(MaterialTypeSchema);
export type MaterialTypesAnswer = z.infer<typeof MaterialTypesAnswerSchema>;

/** `GET api/products/pc/item/{id}/{dc}/active`: toggles a product's Disable flag. */
export const ProductActiveParamsSchema = z.object({ id: ProductCodeSchema, dc: SaleUnitSchema });
export type ProductActiveParams = z.infer<typeof ProductActiveParamsSchema>;
export const ProductActiveAnswerSchema = z.looseObject({
  status: z.number().check(z.int()),
  Disable: z.boolean(),
});
export type ProductActiveAnswer = z.infer<typeof ProductActiveAnswerSchema>;

type UnitNo = 1 | 2 | 3;
type LevelNo = 1 | 2 | 3 | 4 | 5;
type AdvancePriceKey = `UNIT${UnitNo}PRICELEVEL${LevelNo}`;

const advancePriceShape = <V extends z.core.$ZodType, T extends z.core.$ZodType>(
  value: V,
  type: T,
) => {
  const shape: Record<string, z.core.$ZodType> = {};
  for (const unit of [1, 2, 3]) {
    for (const level of [1, 2, 3, 4, 5]) {
      shape[`UNIT${unit}PRICELEVEL${level}`] = value;
      shape[`UNIT${unit}PRICELEVEL${level}TYPE`] = type;
    }
  }
  return shape as Record<AdvancePriceKey, V> & Record<`${AdvancePriceKey}TYPE`, T>;
};

/**
 * A date-ranged advance price of a product: for units 1-3 and levels 1-5, a price
 * `UNITxPRICELEVELn` and its type `UNITxPRICELEVELnTYPE` (see {@link PRICE_TYPES}).
 */
export const AdvancePriceSchema = z.looseObject({
  Id: z.nullish(z.union([z.string(), z.number()])),
  P_Code: text,
  SaleUnit: text,
  DateStart: WireDateSchema,
  DateEnd: WireDateSchema,
  ...advancePriceShape(num, text),
});
export type AdvancePrice = z.infer<typeof AdvancePriceSchema>;

/** `POST api/merchant/advanceprice/GetAdvancePriceByProduct`. */
export const AdvancePriceByProductBodySchema = z.strictObject({
  P_Code: ProductCodeSchema,
  SaleUnit: SaleUnitSchema,
});
export type AdvancePriceByProductBody = z.infer<typeof AdvancePriceByProductBodySchema>;
export const AdvancePriceByProductAnswerSchema = z.array(AdvancePriceSchema);
export type AdvancePriceByProductAnswer = z.infer<typeof AdvancePriceByProductAnswerSchema>;

/** A calendar day 'YYYY-MM-DD' (Bangkok) that exists. */
const IsoDaySchema = LineTextSchema.check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Date does not exist'),
);

const priceInput = z.nullish(z.coerce.number().check(z.gte(0), z.lte(100_000_000)));
const priceTypeInput = z.nullish(PriceTypeSchema);

/** `POST api/merchant/advanceprice/save`: creates (Id absent) or replaces an advance price. */
export const AdvancePriceSaveBodySchema = z.strictObject({
  Id: z.nullish(z.union([LineTextSchema, z.number()])),
  P_Code: ProductCodeSchema,
  SaleUnit: SaleUnitSchema,
  DateStart: IsoDaySchema,
  DateEnd: IsoDaySchema,
  ...advancePriceShape(priceInput, priceTypeInput),
}).check(
  z.refine((body) => body.DateStart <= body.DateEnd, {
    path: ['DateEnd'],
    message: 'The end date is before the start date',
  }),
);
export type AdvancePriceSaveBody = z.infer<typeof AdvancePriceSaveBodySchema>;
export const AdvancePriceSaveAnswerSchema = AdvancePriceSchema;
export type AdvancePriceSaveAnswer = z.infer<typeof AdvancePriceSaveAnswerSchema>;

const unitName = z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40)));
const rateInput = z.nullish(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)));
const barcode = z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40)));
const picture = z.nullish(LineTextSchema.check(z.trim(), z.maxLength(500)));

/**
 * `POST api/products/pc/item/save`: creates a product (`IsNew`) or updates one. Code and name are
 * always required; the unit rules (1 unit: unit 1, its name and unit 2 rate; 2 units: units 1-2
 * with names and rates; 3 units: units 1-3) are checked by `validateProductUnits`.
 */
export const ProductSaveBodySchema = z.strictObject({
  IsNew: z._default(z.boolean(), false),
  SaleUnit: SaleUnitSchema,
  P_Code: ProductCodeSchema,
  PRODUCTNAME: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** The English name; none when absent (English pages then show the Thai name, decision 124). */
  PRODUCTNAME_EN: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(200))),
  PRODUCTSHORTNAME_TH: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(100))),
  PRODUCTSHORTNAME_EN: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(100))),
  P_Description: z.nullish(MultilineTextSchema.check(z.trim(), z.maxLength(4000))),
  P_GroupCode: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
  P_Group: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(100))),
  P_BrandCode: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
  P_Brand: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(100))),
  P_FlavourCode: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
  P_Flavour: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(100))),
  P_VarCode: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
  P_Var: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(100))),
  P_SizeCode: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
  P_Size: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(100))),
  Dchain: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
  matype: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(40))),
  Hierarchy1: hierarchyCode,
  Hierarchy2: hierarchyCode,
  Hierarchy3: hierarchyCode,
  Hierarchy4: hierarchyCode,
  Hierarchy5: hierarchyCode,
  UnitCount: z._default(z.union([z.literal(1), z.literal(2), z.literal(3)]), 1),
  UNIT1: unitName,
  UNIT2: unitName,
  UNIT3: unitName,
  UNIT1NAME: unitName,
  UNIT2NAME: unitName,
  UNIT3NAME: unitName,
  /** English unit names; the Thai ones (UNITxNAME) when absent. */
  UNIT1NAME_EN: unitName,
  UNIT2NAME_EN: unitName,
  UNIT3NAME_EN: unitName,
  UNIT1RATE: rateInput,
  UNIT2RATE: rateInput,
  UNIT3RATE: rateInput,
  PRICE1: priceInput,
  PRICE2: priceInput,
  PRICE3: priceInput,
  PRICE4: priceInput,
  PRICE5: priceInput,
  PRICE1TYPE: priceTypeInput,
  PRICE2TYPE: priceTypeInput,
  PRICE3TYPE: priceTypeInput,
  PRICE4TYPE: priceTypeInput,
  PRICE5TYPE: priceTypeInput,
  BARCODE1: barcode,
  BARCODE2: barcode,
  BARCODE3: barcode,
  PIC_FILENAME: picture,
  PIC_FILENAME2: picture,
  PIC_FILENAME3: picture,
  PIC_FILENAME4: picture,
  PIC_FILENAME5: picture,
  Disable: z._default(z.boolean(), false),
  Option1: z.nullish(z.coerce.number().check(z.gte(0), z.lte(1_000_000))),
});
export type ProductSaveBody = z.infer<typeof ProductSaveBodySchema>;
export type ProductSaveBodyInput = z.input<typeof ProductSaveBodySchema>;
export const ProductSaveAnswerSchema = ProductSchema;
export type ProductSaveAnswer = z.infer<typeof ProductSaveAnswerSchema>;

/** `GET api/products/item/{code}` query: the product detail page of the catalogue. */
export const ProductDetailParamsSchema = z.object({ code: ProductCodeSchema });
export type ProductDetailParams = z.infer<typeof ProductDetailParamsSchema>;
export const ProductDetailQuerySchema = z.object({
  saleUnit: z.optional(SaleUnitSchema),
  point: z._default(QueryBooleanSchema, false),
});
export type ProductDetailQuery = z.infer<typeof ProductDetailQuerySchema>;
export const ProductDetailAnswerSchema = ProductSchema;
export type ProductDetailAnswer = z.infer<typeof ProductDetailAnswerSchema>;
