import * as z from 'zod/mini';
import {
  AnswerNumberSchema,
  SaleUnitSchema,
  SearchTextSchema,
  pageOf,
  skipSchema,
  takeSchema,
} from '../common/common.schema.js';
import { LineTextSchema } from '../common/text.schema.js';
import { CUSTOMER_LIST_PAGE_SIZE, ORDER_LIST_PAGE_SIZE } from '../constants.js';
import { OrderSchema } from '../order/order.schema.js';

const num = z.nullish(AnswerNumberSchema);
const text = z.nullish(z.string());

/** `GET api/merchant/sales/mysales` query: the salesperson's own orders, newest first. */
export const MySalesQuerySchema = z.object({
  saleUnit: z.optional(SaleUnitSchema),
  /** YYYYMM (Bangkok): only that month's orders; all months when absent. */
  month: z.optional(LineTextSchema.check(z.regex(/^\d{4}(0[1-9]|1[0-2])$/, 'month must be YYYYMM'))),
  skip: skipSchema(0),
  take: takeSchema(ORDER_LIST_PAGE_SIZE),
});
export type MySalesQuery = z.infer<typeof MySalesQuerySchema>;

/** One month of a salesperson's orders: how many and for how much (cancelled ones left out). */
export const MySalesMonthSchema = z.looseObject({
  Month: z.string(),
  TotalOrder: AnswerNumberSchema,
  TotalAmount: AnswerNumberSchema,
});
export type MySalesMonth = z.infer<typeof MySalesMonthSchema>;

export const MySalesAnswerSchema = z.looseObject({
  Months: z.array(MySalesMonthSchema),
  Orders: pageOf(OrderSchema),
});
export type MySalesAnswer = z.infer<typeof MySalesAnswerSchema>;

/** `GET api/merchant/sales/clients` query: the clients a salesperson may order for. */
export const SalesClientsQuerySchema = z.object({
  saleUnit: z.optional(SaleUnitSchema),
  text: SearchTextSchema,
  skip: skipSchema(0),
  take: takeSchema(CUSTOMER_LIST_PAGE_SIZE),
});
export type SalesClientsQuery = z.infer<typeof SalesClientsQuerySchema>;

export const SalesClientSchema = z.looseObject({
  CUSTOMERCODE: z.string(),
  CUSTOMERNAME: text,
  SALEUNIT: z.string(),
  MobileNo: text,
  /** The client is assigned to this salesperson in the center. */
  IsOwn: z.boolean(),
  TotalOrder: num,
});
export type SalesClient = z.infer<typeof SalesClientSchema>;
export const SalesClientsAnswerSchema = pageOf(SalesClientSchema);
export type SalesClientsAnswer = z.infer<typeof SalesClientsAnswerSchema>;
