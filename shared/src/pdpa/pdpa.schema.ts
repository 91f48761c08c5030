import * as z from 'zod/mini';
import { LineTextSchema } from '../common/text.schema.js';
import { CustomerCodeSchema, SaleUnitSchema, StatusAnswerSchema } from '../common/common.schema.js';

/** `POST MASTER_DATA_MANAGEMENT/SaveVersionPDPA` body: Type true accepts, false declines. */
export const SavePdpaBodySchema = z.strictObject({
  Customer_Id: CustomerCodeSchema,
  SaleUnit: SaleUnitSchema,
  Type: z.boolean(),
  Version: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(20))),
});
export type SavePdpaBody = z.infer<typeof SavePdpaBodySchema>;
export const SavePdpaAnswerSchema = StatusAnswerSchema;
export type SavePdpaAnswer = z.infer<typeof SavePdpaAnswerSchema>;

/** `GET api/pdpa/status` answer: `Type` null until the customer answers. */
export const PdpaStatusAnswerSchema = z.looseObject({
  Type: z.nullable(z.boolean()),
  Version: z.nullable(z.string()),
  CurrentVersion: z.string(),
  UpdatedAt: z.nullable(z.string()),
});
export type PdpaStatusAnswer = z.infer<typeof PdpaStatusAnswerSchema>;

/** Must the consent page be shown: never answered, or answered for an older version. */
export const needsPdpaConsent = (status: {
  Type: boolean | null;
  Version: string | null;
  CurrentVersion: string;
}) => status.Type === null || status.Version !== status.CurrentVersion;
