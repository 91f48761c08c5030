import * as z from 'zod/mini';
import {
  AnswerNumberSchema,
  CustomerCodeSchema,
  SaleUnitSchema,
  SearchTextSchema,
  pageOf,
  skipSchema,
  takeSchema,
} from '../common/common.schema.js';
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
