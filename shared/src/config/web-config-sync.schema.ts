import * as z from 'zod/mini';
import { EmptyBodySchema } from '../common/common.schema.js';

/**
 * The values in force that `/admin/config/sync` shows (ADR 077): every stored value, global
 * (`SaleUnit` null) or of one of the staff member's centers, and whether the deployment's
 * environment forces it.
 */
export const WebConfigValueSchema = z.looseObject({
  Opt: z.string(),
  OptValue: z.nullable(z.string()),
  SaleUnit: z.nullable(z.string()),
  Forced: z.boolean(),
});
export type WebConfigValue = z.infer<typeof WebConfigValueSchema>;

/** `GET api/webConfig/values` and `POST api/webConfig/sync` answer; `ReadAt` is ISO 8601. */
export const WebConfigValuesAnswerSchema = z.looseObject({
  ReadAt: z.string(),
  /** True when the answer follows a refresh: the kept copies were dropped first. */
  Refreshed: z.boolean(),
  Data: z.array(WebConfigValueSchema),
});
export type WebConfigValuesAnswer = z.infer<typeof WebConfigValuesAnswerSchema>;

export const WebConfigSyncBodySchema = EmptyBodySchema;
