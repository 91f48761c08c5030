import * as z from 'zod/mini';
import { AnswerNumberSchema, SaleUnitSchema } from '../common/common.schema.js';
import { HOME_REPORT_DEFAULT_RANGE } from '../constants.js';

export const REPORT_RANGES = ['day', 'week', 'month', 'year'] as const;

/** Query of the dashboard reports: a center and a range ('month' by default). */
export const ReportQuerySchema = z.object({
  saleUnit: z.optional(SaleUnitSchema),
  type: z._default(z.enum(REPORT_RANGES), HOME_REPORT_DEFAULT_RANGE),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** A point of a dashboard graph. */
export const ReportPointSchema = z.looseObject({
  Label: z.string(),
  Value: AnswerNumberSchema,
  Amount: z.nullish(AnswerNumberSchema),
  Code: z.nullish(z.string()),
});
export type ReportPoint = z.infer<typeof ReportPointSchema>;

/**
 * `GET api/merchant/report/topsaleByMonth` (top products) and
 * `GET api/merchant/report/salemannewcustomerbymonth` (new clients) answer.
 */
export const ReportAnswerSchema = z.looseObject({
  Data: z.array(ReportPointSchema),
  From: z.nullish(z.string()),
  To: z.nullish(z.string()),
});
export type ReportAnswer = z.infer<typeof ReportAnswerSchema>;
