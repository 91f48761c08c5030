import * as z from 'zod/mini';
import { LineTextSchema } from '../common/text.schema.js';
import {
  AnswerFlagSchema,
  pageOf,
  QueryListSchema,
  skipSchema,
  takeSchema,
  YesNoSchema,
} from '../common/common.schema.js';
import { BANNER_NEWS_TYPE } from '../constants.js';

/** News types: 'B' home banner, 'N' news and promotions list. */
export const NEWS_TYPES = { BANNER: BANNER_NEWS_TYPE, NEWS: 'N' } as const;

/** A banner or news item. */
export const NewsSchema = z.looseObject({
  NewsId: z.union([z.string(), z.number()]),
  NewsType: z.string(),
  Title: z.nullish(z.string()),
  TitleEN: z.nullish(z.string()),
  Detail: z.nullish(z.string()),
  DetailEN: z.nullish(z.string()),
  ImageUrl: z.nullish(z.string()),
  LinkUrl: z.nullish(z.string()),
  UsePeriodDate: z.nullish(AnswerFlagSchema),
  DateBegin: z.nullish(z.string()),
  DateEnd: z.nullish(z.string()),
  ActiveStatus: z.nullish(z.string()),
  Seq: z.nullish(z.number()),
});
export type News = z.infer<typeof NewsSchema>;

/** `POST GET_MASTER_DATA/GET_WHATSNEW` body; the home banners ask for 'B', in period, active. */
export const WhatsNewBodySchema = z.strictObject({
  NewsType: z._default(
    LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(5)),
    BANNER_NEWS_TYPE,
  ),
  UsePeriodDate: z._default(z.boolean(), true),
  ActiveStatus: z._default(YesNoSchema, 'Y'),
});
export type WhatsNewBody = z.infer<typeof WhatsNewBodySchema>;

/** The home's banners: type 'B', in their period, active (the web and the bff's first screen). */
export const BANNERS_BODY = { NewsType: BANNER_NEWS_TYPE, UsePeriodDate: true, ActiveStatus: 'Y' } as const satisfies WhatsNewBody;

/** `POST GET_MASTER_DATA/GET_WHATSNEW` answer: `statusText` 'OK' and the items in `result`. */
export const WhatsNewAnswerSchema = z.looseObject({
  statusText: z.string(),
  result: z.array(NewsSchema),
});
export type WhatsNewAnswer = z.infer<typeof WhatsNewAnswerSchema>;

/** News types a list may ask for: 'B' banners, 'N' news, 'P' promotion announcements. */
export const NEWS_TYPE_CODES = ['B', 'N', 'P'] as const;

/** `GET api/news`: the news and promotions page (types N and P by default), newest order first. */
export const NewsListQuerySchema = z.object({
  types: z._default(
    z.pipe(QueryListSchema, z.array(z.enum(NEWS_TYPE_CODES)).check(z.minLength(1))),
    ['N', 'P'],
  ),
  skip: skipSchema(0),
  take: takeSchema(12),
});
export type NewsListQuery = z.infer<typeof NewsListQuerySchema>;
export const NewsListAnswerSchema = pageOf(NewsSchema);
export type NewsListAnswer = z.infer<typeof NewsListAnswerSchema>;

/** `GET api/news/{id}`: one item of the list. */
export const NewsParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)),
});
export type NewsParams = z.infer<typeof NewsParamsSchema>;
export const NewsAnswerSchema = z.looseObject({ Data: NewsSchema });
export type NewsAnswer = z.infer<typeof NewsAnswerSchema>;
