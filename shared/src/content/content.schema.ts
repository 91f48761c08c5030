import * as z from 'zod/mini';
import { LineTextSchema, MultilineTextSchema } from '../common/text.schema.js';
import {
  SaleUnitSchema,
  pageOf,
  skipSchema,
  statusDataOf,
  takeSchema,
} from '../common/common.schema.js';
import { NEWS_PAGE_CODES } from '../constants.js';

/**
 * A content page (cookies policy, how to order, FAQ, contact us, CMS pages). `Body` is HTML
 * written by the company's or a center's staff; the web sanitises it before showing it.
 * `SaleUnit` is the center whose page it is, null for the company's.
 */
export const ContentSchema = z.looseObject({
  Code: z.string(),
  SaleUnit: z.nullish(z.string()),
  Title: z.nullish(z.string()),
  TitleEN: z.nullish(z.string()),
  Body: z.nullish(z.string()),
  BodyEN: z.nullish(z.string()),
  UpdatedAt: z.nullish(z.string()),
});
export type Content = z.infer<typeof ContentSchema>;

/** `GET api/contents/cookies-policy` answer. */
export const CookiesPolicyAnswerSchema = z.looseObject({ Data: z.nullable(ContentSchema) });
export type CookiesPolicyAnswer = z.infer<typeof CookiesPolicyAnswerSchema>;

/** Codes of the content pages: the news page's and the fixed pages'. */
export const CONTENT_CODES = [
  ...NEWS_PAGE_CODES,
  'COOKIES_POLICY',
  'PDPA',
  'PRIVACY_POLICY',
] as const;

/** `GET api/contents/{code}`: a content page by code (news page, /contents/{id}, /cms/content). */
export const ContentParamsSchema = z.object({
  code: LineTextSchema.check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,60}$/, 'Invalid content code')),
});
export type ContentParams = z.infer<typeof ContentParamsSchema>;
export const ContentAnswerSchema = CookiesPolicyAnswerSchema;
export type ContentAnswer = z.infer<typeof ContentAnswerSchema>;

/** A content page in a list (no bodies). */
export const ContentSummarySchema = z.omit(ContentSchema, { Body: true, BodyEN: true });
export type ContentSummary = z.infer<typeof ContentSummarySchema>;

/** `GET api/contents`: the content pages (for /cms/content), optionally of one kind. */
export const ContentListQuerySchema = z.object({
  kind: z.optional(
    LineTextSchema.check(z.trim(), z.regex(/^[A-Za-z0-9_]{1,20}$/, 'Invalid content kind')),
  ),
  skip: skipSchema(0),
  take: takeSchema(100),
});
export type ContentListQuery = z.infer<typeof ContentListQuerySchema>;
export const ContentListAnswerSchema = pageOf(ContentSummarySchema);
export type ContentListAnswer = z.infer<typeof ContentListAnswerSchema>;

/** `GET api/contents/code/{code}`. */
export const ContentCodeParamsSchema = z.object({
  code: LineTextSchema.check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,60}$/, 'Invalid content code')),
});
export type ContentCodeParams = z.infer<typeof ContentCodeParamsSchema>;

/** Longest HTML body accepted for a content page. */
export const MAX_CONTENT_HTML_LENGTH = 200_000;

/**
 * `POST api/contents/save`: creates a content page (no Id) or replaces one. Bodies are HTML;
 * the server cleans them (allow-listed tags and attributes, no script, no event handlers, no
 * javascript: links) before it stores them. `SaleUnit` is the center the page belongs to; without
 * it the page is the company's.
 */
export const ContentSaveBodySchema = z.strictObject({
  Id: z.nullish(z.number().check(z.int(), z.gte(1))),
  SaleUnit: z.nullish(SaleUnitSchema),
  Code: z.nullish(
    LineTextSchema.check(
      z.trim(),
      z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,59}$/, 'Invalid content code'),
    ),
  ),
  Kind: z._default(
    LineTextSchema.check(z.trim(), z.regex(/^[A-Za-z0-9_]{1,20}$/, 'Invalid content kind')),
    'PAGE',
  ),
  Title: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(200)),
  TitleEN: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(200)),
  Body: MultilineTextSchema.check(z.maxLength(MAX_CONTENT_HTML_LENGTH)),
  BodyEN: MultilineTextSchema.check(z.maxLength(MAX_CONTENT_HTML_LENGTH)),
  Version: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(20))),
  Active: z._default(z.boolean(), true),
});
export type ContentSaveBody = z.infer<typeof ContentSaveBodySchema>;
export const ContentSaveAnswerSchema = statusDataOf(ContentSchema);
export type ContentSaveAnswer = z.infer<typeof ContentSaveAnswerSchema>;
