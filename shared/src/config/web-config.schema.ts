import { z } from 'zod';

/** One web-configuration value: `Opt` is the key, `OptValue` the value ('Y' means on). */
export const WebConfigItemSchema = z.looseObject({
  Opt: z.string(),
  OptValue: z.string().nullable(),
});
export type WebConfigItem = z.infer<typeof WebConfigItemSchema>;

/** `POST api/webConfig/items` body. */
export const WebConfigItemsBodySchema = z.strictObject({
  Keys: z.array(z.string().trim().min(1).max(100)).max(200),
  EOrderIncluded: z.boolean().default(false),
});
export type WebConfigItemsBody = z.infer<typeof WebConfigItemsBodySchema>;

/** `POST api/webConfig/items` answer. */
export const WebConfigItemsAnswerSchema = z.looseObject({
  Data: z.array(WebConfigItemSchema),
});
export type WebConfigItemsAnswer = z.infer<typeof WebConfigItemsAnswerSchema>;

export * from './web-config-values.js';
