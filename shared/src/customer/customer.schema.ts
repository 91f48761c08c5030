import * as z from 'zod/mini';
import { LineTextSchema, lineTextCheck } from '../common/text.schema.js';
import { CustomerUserSchema } from '../auth/auth.schema.js';

/** `GET api/Customers/profile/picture` answer: the picture's URL, null without one. */
export const ProfilePictureAnswerSchema = z.looseObject({ Data: z.nullable(z.string()) });
export type ProfilePictureAnswer = z.infer<typeof ProfilePictureAnswerSchema>;

/** `POST api/Customers/profile/picture` (multipart, one image `file`) answer: the new URL. */
export const ProfilePictureUploadAnswerSchema = z.looseObject({ Data: z.string() });
export type ProfilePictureUploadAnswer = z.infer<typeof ProfilePictureUploadAnswerSchema>;

/**
 * `POST api/Customers/profile/update` (/profile/editProfile): what a customer may change about
 * themselves. The mobile number is not here: it is proven by a one-time code at registration.
 */
export const ProfileUpdateBodySchema = z.strictObject({
  CUSTOMERNAME: z.optional(LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(200))),
  CONTACTPERSON: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(200))),
  Email: z.nullish(z.email().check(lineTextCheck, z.maxLength(200))),
  TAXNO: z.nullish(
    LineTextSchema.check(z.trim(), z.regex(/^(\d{13})?$/, 'Tax number has 13 digits')),
  ),
  PersonType: z.nullish(z.union([z.literal(1), z.literal(2)])),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;
export const ProfileUpdateAnswerSchema = CustomerUserSchema;
export type ProfileUpdateAnswer = z.infer<typeof ProfileUpdateAnswerSchema>;
