import * as z from 'zod/mini';
import { LineTextSchema } from '../common/text.schema.js';

/** One web-configuration value: `Opt` is the key, `OptValue` the value ('Y' means on). */
export const WebConfigItemSchema = z.looseObject({
  Opt: z.string(),
  OptValue: z.nullable(z.string()),
});
export type WebConfigItem = z.infer<typeof WebConfigItemSchema>;

/** `POST api/webConfig/items` body. */
export const WebConfigItemsBodySchema = z.strictObject({
  Keys: z
    .array(LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(100)))
    .check(z.maxLength(200)),
  EOrderIncluded: z._default(z.boolean(), false),
});
export type WebConfigItemsBody = z.infer<typeof WebConfigItemsBodySchema>;

/** `POST api/webConfig/items` answer. */
export const WebConfigItemsAnswerSchema = z.looseObject({
  Data: z.array(WebConfigItemSchema),
});
export type WebConfigItemsAnswer = z.infer<typeof WebConfigItemsAnswerSchema>;

export * from './web-config-values.js';
