import { z } from 'zod';
import { CustomerUserSchema } from '../auth/auth.schema.js';

/** `GET api/Customers/profile/picture` answer: the picture's URL, null without one. */
export const ProfilePictureAnswerSchema = z.looseObject({ Data: z.string().nullable() });
export type ProfilePictureAnswer = z.infer<typeof ProfilePictureAnswerSchema>;

/** `POST api/Customers/profile/picture` (multipart, one image `file`) answer: the new URL. */
export const ProfilePictureUploadAnswerSchema = z.looseObject({ Data: z.string() });
export type ProfilePictureUploadAnswer = z.infer<typeof ProfilePictureUploadAnswerSchema>;

/**
 * `POST api/Customers/profile/update` (/profile/editProfile): what a customer may change about
 * themselves. The mobile number is not here: it is proven by a one-time code at registration.
 */
export const ProfileUpdateBodySchema = z.strictObject({
  CUSTOMERNAME: z.string().trim().min(1).max(200).optional(),
  CONTACTPERSON: z.string().trim().max(200).nullish(),
  Email: z.email().max(200).nullish(),
  TAXNO: z
    .string()
    .trim()
    .regex(/^(\d{13})?$/, 'Tax number has 13 digits')
    .nullish(),
  PersonType: z.union([z.literal(1), z.literal(2)]).nullish(),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;
export const ProfileUpdateAnswerSchema = CustomerUserSchema;
export type ProfileUpdateAnswer = z.infer<typeof ProfileUpdateAnswerSchema>;
