// Schemas of marketing calls that @eorder/shared does not have yet. They follow
// the shared style and belong in shared/src/news and shared/src/content; move
// them there and import them from '@eorder/shared' when the contract owner has.
import { z } from 'zod';
import {
  ContentSchema,
  NewsSchema,
  QueryListSchema,
  pageOf,
  skipSchema,
  statusDataOf,
  takeSchema,
} from '@eorder/shared';

/** News types a list may ask for: 'B' banners, 'N' news, 'P' promotion announcements. */
export const NEWS_TYPE_CODES = ['B', 'N', 'P'] as const;

/** `GET api/news`: the news and promotions page (types N and P by default), newest order first. */
export const NewsListQuerySchema = z.object({
  types: QueryListSchema.pipe(z.array(z.enum(NEWS_TYPE_CODES)).min(1)).default(['N', 'P']),
  skip: skipSchema(0),
  take: takeSchema(12),
});
export type NewsListQuery = z.infer<typeof NewsListQuerySchema>;
export const NewsListAnswerSchema = pageOf(NewsSchema);
export type NewsListAnswer = z.infer<typeof NewsListAnswerSchema>;

/** `GET api/news/{id}`: one item of the list. */
export const NewsParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export type NewsParams = z.infer<typeof NewsParamsSchema>;
export const NewsAnswerSchema = z.looseObject({ Data: NewsSchema });
export type NewsAnswer = z.infer<typeof NewsAnswerSchema>;

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
