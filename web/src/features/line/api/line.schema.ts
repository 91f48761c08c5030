// Answers of the bff's LINE endpoints, as the web reads them.
// TODO(contract): the bff defines the same shapes (bff/src/modules/line/line.schema.ts); both move to
// @eorder/shared `src/line/line.schema.ts`.
import { z } from 'zod';
import { CustomerUserSchema, DistributionCenterSchema, StaffUserSchema } from '@eorder/shared';

export const LineAreaSchema = z.enum(['customer', 'merchant', 'gateway']);

export const LineExchangeAnswerSchema = z.discriminatedUnion('needsRegistration', [
  z.looseObject({
    needsRegistration: z.literal(false),
    area: LineAreaSchema,
    session: z.enum(['customer', 'staff']),
    user: CustomerUserSchema.optional(),
    User: StaffUserSchema.optional(),
    Dists: z.array(DistributionCenterSchema).optional(),
    fromLine: z.literal(true),
    fromRichMenuActiveDc: z.boolean(),
    richMenuLinked: z.boolean().nullable(),
  }),
  z.looseObject({
    needsRegistration: z.literal(true),
    area: LineAreaSchema,
    lineProfile: z.object({
      displayName: z.string().nullable(),
      pictureUrl: z.string().nullable(),
    }),
    saleUnit: z.string().nullable(),
  }),
]);
export type LineExchangeAnswer = z.infer<typeof LineExchangeAnswerSchema>;

export const LineLogoutAnswerSchema = z.looseObject({
  user: CustomerUserSchema.nullable(),
  redirect: z.string(),
});
export type LineLogoutAnswer = z.infer<typeof LineLogoutAnswerSchema>;
