import { z } from 'zod';
import { CustomerCodeSchema, SaleUnitSchema, StatusAnswerSchema } from '../common/common.schema.js';

/** `POST MASTER_DATA_MANAGEMENT/SaveVersionPDPA` body: Type true accepts, false declines. */
export const SavePdpaBodySchema = z.strictObject({
  Customer_Id: CustomerCodeSchema,
  SaleUnit: SaleUnitSchema,
  Type: z.boolean(),
  Version: z.string().trim().max(20).nullish(),
});
export type SavePdpaBody = z.infer<typeof SavePdpaBodySchema>;
export const SavePdpaAnswerSchema = StatusAnswerSchema;
export type SavePdpaAnswer = z.infer<typeof SavePdpaAnswerSchema>;

/** `GET api/pdpa/status` answer: `Type` null until the customer answers. */
export const PdpaStatusAnswerSchema = z.looseObject({
  Type: z.boolean().nullable(),
  Version: z.string().nullable(),
  CurrentVersion: z.string(),
  UpdatedAt: z.string().nullable(),
});
export type PdpaStatusAnswer = z.infer<typeof PdpaStatusAnswerSchema>;

/** Must the consent page be shown: never answered, or answered for an older version. */
export const needsPdpaConsent = (status: {
  Type: boolean | null;
  Version: string | null;
  CurrentVersion: string;
}) => status.Type === null || status.Version !== status.CurrentVersion;
