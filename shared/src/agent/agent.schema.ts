import * as z from 'zod/mini';
import {
  AnswerNumberSchema,
  CustomerCodeSchema,
  MobileNoSchema,
  ProductCodeSchema,
  SaleUnitSchema,
  SearchTextSchema,
  pageOf,
  skipSchema,
  statusDataOf,
  takeSchema,
} from '../common/common.schema.js';
import { LineTextSchema } from '../common/text.schema.js';
import { CUSTOMER_LIST_PAGE_SIZE } from '../constants.js';

const text = z.nullish(z.string());
const num = z.nullish(AnswerNumberSchema);

/** `GET api/agent/profile` answer: the agent (main store) and its overview figures. */
export const AgentProfileSchema = z.looseObject({
  CUSTOMERCODE: z.string(),
  CUSTOMERNAME: text,
  SALEUNIT: z.string(),
  AccountCode: text,
  TAXNO: text,
  ShopPhotoImage: text,
  PicFileName: text,
  PersonType: z.nullish(z.union([z.number(), z.string()])),
  AuthorizeAmount: num,
  DebtAmount: num,
  IsVerified: z.boolean(),
  TotalOrder: num,
  TotalGrossAmount: num,
});
export type AgentProfile = z.infer<typeof AgentProfileSchema>;
export const AgentProfileAnswerSchema = AgentProfileSchema;
export type AgentProfileAnswer = z.infer<typeof AgentProfileAnswerSchema>;

/** A client of an agent. */
export const AgentClientSchema = z.looseObject({
  CUSTOMERCODE: z.string(),
  CUSTOMERNAME: text,
  SALEUNIT: z.string(),
  MobileNo: text,
  Address: text,
  TotalOrder: num,
  TotalGrossAmount: num,
});
export type AgentClient = z.infer<typeof AgentClientSchema>;

/** `GET api/agent/clients` query and answer. */
export const AgentClientsQuerySchema = z.object({
  text: SearchTextSchema,
  skip: skipSchema(0),
  take: takeSchema(CUSTOMER_LIST_PAGE_SIZE),
});
export type AgentClientsQuery = z.infer<typeof AgentClientsQuerySchema>;
export const AgentClientsAnswerSchema = pageOf(AgentClientSchema);
export type AgentClientsAnswer = z.infer<typeof AgentClientsAnswerSchema>;

/** `POST api/agent/clients/{code}/{saleUnit}/login`: order as this client (answers a customer jtoken). */
export const AgentClientParamsSchema = z.object({
  code: CustomerCodeSchema,
  saleUnit: SaleUnitSchema,
});
export type AgentClientParams = z.infer<typeof AgentClientParamsSchema>;

/** `POST api/agent/clients/register` body: a new client shop of the agent, in the agent's center. */
export const AgentClientRegisterBodySchema = z.strictObject({
  CUSTOMERNAME: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(150)),
  MobileNo: MobileNoSchema,
  Address: z.optional(LineTextSchema.check(z.trim(), z.maxLength(300))),
});
export type AgentClientRegisterBody = z.infer<typeof AgentClientRegisterBodySchema>;
export const AgentClientRegisterAnswerSchema = statusDataOf(AgentClientSchema);
export type AgentClientRegisterAnswer = z.infer<typeof AgentClientRegisterAnswerSchema>;

/** A product an agent resells to their clients, at the agent's own price. */
export const AgentProductSchema = z.looseObject({
  Id: z.number(),
  P_Code: z.string(),
  PRODUCTNAME: text,
  UnitName: text,
  /** The center's price of the product, for comparison. */
  CenterPrice: num,
  Price: AnswerNumberSchema,
  Active: z.boolean(),
});
export type AgentProduct = z.infer<typeof AgentProductSchema>;

/** `GET api/agent/products` query and answer. */
export const AgentProductsQuerySchema = z.object({
  text: SearchTextSchema,
  skip: skipSchema(0),
  take: takeSchema(CUSTOMER_LIST_PAGE_SIZE),
});
export type AgentProductsQuery = z.infer<typeof AgentProductsQuerySchema>;
export const AgentProductsAnswerSchema = pageOf(AgentProductSchema);
export type AgentProductsAnswer = z.infer<typeof AgentProductsAnswerSchema>;

/** `GET api/agent/products/{id}` params. */
export const AgentProductParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
});
export type AgentProductParams = z.infer<typeof AgentProductParamsSchema>;

/** `POST api/agent/products/save` body: a new product (no Id) or a change of one. */
export const AgentProductSaveBodySchema = z.strictObject({
  Id: z.optional(z.number().check(z.int(), z.positive())),
  P_Code: ProductCodeSchema,
  Price: z.number().check(z.gte(0), z.lte(10_000_000)),
  Active: z._default(z.boolean(), true),
});
export type AgentProductSaveBody = z.infer<typeof AgentProductSaveBodySchema>;
export const AgentProductSaveAnswerSchema = statusDataOf(AgentProductSchema);
export type AgentProductSaveAnswer = z.infer<typeof AgentProductSaveAnswerSchema>;
