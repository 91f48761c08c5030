import * as z from 'zod/mini';
import { LineTextSchema } from './text.schema.js';

/**
 * Building blocks shared by the call schemas.
 *
 * Requests arrive as query strings as often as JSON, so numeric request fields coerce. They still
 * reject negatives, fractions and absurd page sizes: `take` is capped at {@link MAX_TAKE} because a
 * larger page is never needed by a screen of the specification and would let one call scan a table.
 */

/** The largest page any list call accepts. */
export const MAX_TAKE = 100;
/** The largest offset any list call accepts; deeper paging is a scan, not a use of the product. */
export const MAX_SKIP = 1_000_000;

const blankToUndefined = (value: unknown): unknown =>
  value === '' || value === null ? undefined : value;

/** `skip` of a list call: an integer >= 0, from a query string or a number. */
export const skipSchema = (fallback = 0) =>
  z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(MAX_SKIP)), fallback);

/** `take` of a list call: an integer from 1 to `max` (at most {@link MAX_TAKE}). */
export const takeSchema = (fallback: number, max: number = MAX_TAKE) =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(Math.min(max, MAX_TAKE))), fallback);

/** An optional latitude; an empty query value means "no position", never 0. */
export const LatitudeQuerySchema = z.pipe(
  z.transform(blankToUndefined),
  z.optional(z.coerce.number().check(z.gte(-90), z.lte(90))),
);
/** An optional longitude; an empty query value means "no position", never 0. */
export const LongitudeQuerySchema = z.pipe(
  z.transform(blankToUndefined),
  z.optional(z.coerce.number().check(z.gte(-180), z.lte(180))),
);

/** A free search text from a query string or body: trimmed, at most 200 characters, '' when absent. */
export const SearchTextSchema = z._default(LineTextSchema.check(z.trim(), z.maxLength(200)), '');

/** A boolean that may arrive as a query string ('true', 'false', 'Y', 'N', '1', '0', ...). */
export const QueryBooleanSchema = z.union([z.boolean(), z.stringbool()]);

/** The specification's Y/N flag. */
export const YesNoSchema = z.enum(['Y', 'N']);
export type YesNo = z.infer<typeof YesNoSchema>;

/** A sale unit (distribution-center code) as sent by a client: 1 to 20 letters, digits, '-' or '_'. */
export const SaleUnitSchema = LineTextSchema.check(
  z.trim(),
  z.regex(/^[A-Za-z0-9_-]{1,20}$/, 'Invalid sale unit'),
);

/** A customer code as sent by a client. */
export const CustomerCodeSchema = LineTextSchema.check(
  z.trim(),
  z.regex(/^[A-Za-z0-9_.-]{1,30}$/, 'Invalid customer code'),
);

/** A Thai mobile number: ten digits starting with 0. */
export const MobileNoSchema = LineTextSchema.check(
  z.trim(),
  z.regex(/^0\d{9}$/, 'Mobile number must be 10 digits starting with 0'),
);

/** A number on an answer: existing ordering APIs send some amounts as strings, so answers coerce. */
export const AnswerNumberSchema = z.coerce.number();

/** A role code: the specification sends it as a number or as a string. */
export const RoleCodeSchema = z.union([z.string(), z.number()]);
export type RoleCode = z.infer<typeof RoleCodeSchema>;

/** `{ status: 200 }`, the specification's plain success answer. */
export const StatusAnswerSchema = z.looseObject({ status: z.number().check(z.int()) });
export type StatusAnswer = z.infer<typeof StatusAnswerSchema>;

/** A `{ Data }` envelope of the specification. */
export const dataEnvelope = <T extends z.core.$ZodType>(data: T) => z.looseObject({ Data: data });

/** Params of a path with a sale unit, like `.../{saleUnit}`. */
export const SaleUnitParamsSchema = z.object({ saleUnit: SaleUnitSchema });
export type SaleUnitParams = z.infer<typeof SaleUnitParamsSchema>;

/** An empty JSON body (`{}`), as several calls of the specification send. */
export const EmptyBodySchema = z.strictObject({});
export type EmptyBody = z.infer<typeof EmptyBodySchema>;

/** A flag on an answer: the specification's servers send booleans, 'Y'/'N' or 0/1. */
export const AnswerFlagSchema = z.union([z.boolean(), z.string(), z.number()]);

/** A date or date-time on an answer, as text (ISO 8601 with offset, or the compact forms). */
export const WireDateSchema = z.string();

/** A compact date 'YYYYMMDD' in a request. */
export const DateKeyQuerySchema = LineTextSchema.check(z.regex(/^\d{8}$/, 'Date must be YYYYMMDD'));

/** A list in a query string: repeated (`a=1&a=2`) or comma-separated (`a=1,2`). */
export const QueryListSchema = z.pipe(
  z.pipe(
    z.union([z.array(LineTextSchema), LineTextSchema]),
    z.transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
  ),
  z.array(LineTextSchema.check(z.maxLength(100))).check(z.maxLength(100)),
);

/** A product code as sent by a client. */
export const ProductCodeSchema = LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(40));

/** A `{ Data, Total }` page of a list call of ours. */
export const pageOf = <T extends z.core.$ZodType>(item: T) =>
  z.looseObject({ Data: z.array(item), Total: z.number().check(z.int(), z.nonnegative()) });

/** `{ status: 200, Data }`, the answer of our write calls. */
export const statusDataOf = <T extends z.core.$ZodType>(data: T) =>
  z.looseObject({ status: z.number().check(z.int()), Data: data });
