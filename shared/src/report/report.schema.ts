import { z } from 'zod';
import { AnswerNumberSchema, SaleUnitSchema } from '../common/common.schema.js';
import { HOME_REPORT_DEFAULT_RANGE } from '../constants.js';

export const REPORT_RANGES = ['day', 'week', 'month', 'year'] as const;

/** Query of the dashboard reports: a center and a range ('month' by default). */
export const ReportQuerySchema = z.object({
  saleUnit: SaleUnitSchema.optional(),
  type: z.enum(REPORT_RANGES).default(HOME_REPORT_DEFAULT_RANGE),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** A point of a dashboard graph. */
export const ReportPointSchema = z.looseObject({
  Label: z.string(),
  Value: AnswerNumberSchema,
  Amount: AnswerNumberSchema.nullish(),
  Code: z.string().nullish(),
});
export type ReportPoint = z.infer<typeof ReportPointSchema>;

/**
 * `GET api/merchant/report/topsaleByMonth` (top products) and
 * `GET api/merchant/report/salemannewcustomerbymonth` (new clients) answer.
 */
export const ReportAnswerSchema = z.looseObject({
  Data: z.array(ReportPointSchema),
  From: z.string().nullish(),
  To: z.string().nullish(),
});
export type ReportAnswer = z.infer<typeof ReportAnswerSchema>;
