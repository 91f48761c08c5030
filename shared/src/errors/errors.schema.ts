import * as z from 'zod/mini';
import { ERROR_CODE_LIST, type ErrorCode } from './error-codes.js';

/** One field problem of a `VALIDATION_FAILED` answer: the dotted path and the translated message. */
export const ValidationIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

/** The codes of our catalogue. */
export const ErrorCodeSchema = z.enum(ERROR_CODE_LIST as [ErrorCode, ...ErrorCode[]]);

/**
 * The body of every answer with a status >= 400. `IsExceptionHandler: true` is the flag the
 * specification's clients look for before showing `Message` in a toast. `Code` stays a string here
 * so that bodies of another ordering API with codes we do not know still parse.
 */
export const ErrorBodySchema = z.object({
  Message: z.string(),
  IsExceptionHandler: z.literal(true),
  Code: z.string(),
  StatusCode: z.number().check(z.int(), z.gte(400), z.lte(599)),
  Errors: z.optional(z.array(ValidationIssueSchema)),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
