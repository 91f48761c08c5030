import { z } from 'zod';
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
