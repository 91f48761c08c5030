import { z } from 'zod';
import { pageOf, skipSchema, statusDataOf, takeSchema } from '../common/common.schema.js';
import { NEWS_PAGE_CODES } from '../constants.js';

/**
 * A content page (cookies policy, how to order, FAQ, contact us, CMS pages). `Body` is HTML
 * written by the company's staff; the web sanitises it before showing it.
 */
export const ContentSchema = z.looseObject({
  Code: z.string(),
  Title: z.string().nullish(),
  TitleEN: z.string().nullish(),
  Body: z.string().nullish(),
  BodyEN: z.string().nullish(),
  UpdatedAt: z.string().nullish(),
});
export type Content = z.infer<typeof ContentSchema>;

/** `GET api/contents/cookies-policy` answer. */
export const CookiesPolicyAnswerSchema = z.looseObject({ Data: ContentSchema.nullable() });
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
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,60}$/, 'Invalid content code'),
});
export type ContentParams = z.infer<typeof ContentParamsSchema>;
export const ContentAnswerSchema = CookiesPolicyAnswerSchema;
export type ContentAnswer = z.infer<typeof ContentAnswerSchema>;

/** A content page in a list (no bodies). */
export const ContentSummarySchema = ContentSchema.omit({ Body: true, BodyEN: true });
export type ContentSummary = z.infer<typeof ContentSummarySchema>;

/** `GET api/contents`: the content pages (for /cms/content), optionally of one kind. */
export const ContentListQuerySchema = z.object({
  kind: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,20}$/, 'Invalid content kind')
    .optional(),
  skip: skipSchema(0),
  take: takeSchema(100),
});
export type ContentListQuery = z.infer<typeof ContentListQuerySchema>;
export const ContentListAnswerSchema = pageOf(ContentSummarySchema);
export type ContentListAnswer = z.infer<typeof ContentListAnswerSchema>;

/** `GET api/contents/code/{code}`. */
export const ContentCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,60}$/, 'Invalid content code'),
});
export type ContentCodeParams = z.infer<typeof ContentCodeParamsSchema>;

/** Longest HTML body accepted for a content page. */
export const MAX_CONTENT_HTML_LENGTH = 200_000;

/**
 * `POST api/contents/save`: creates a content page (no Id) or replaces one. Bodies are HTML;
 * the server cleans them (allow-listed tags and attributes, no script, no event handlers, no
 * javascript: links) before it stores them.
 */
export const ContentSaveBodySchema = z.strictObject({
  Id: z.number().int().min(1).nullish(),
  Code: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,59}$/, 'Invalid content code')
    .nullish(),
  Kind: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,20}$/, 'Invalid content kind')
    .default('PAGE'),
  Title: z.string().trim().min(1).max(200),
  TitleEN: z.string().trim().min(1).max(200),
  Body: z.string().max(MAX_CONTENT_HTML_LENGTH),
  BodyEN: z.string().max(MAX_CONTENT_HTML_LENGTH),
  Version: z.string().trim().max(20).nullish(),
  Active: z.boolean().default(true),
});
export type ContentSaveBody = z.infer<typeof ContentSaveBodySchema>;
export const ContentSaveAnswerSchema = statusDataOf(ContentSchema);
export type ContentSaveAnswer = z.infer<typeof ContentSaveAnswerSchema>;
