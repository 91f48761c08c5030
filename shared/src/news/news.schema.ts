import { z } from 'zod';
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
  Title: z.string().nullish(),
  TitleEN: z.string().nullish(),
  Detail: z.string().nullish(),
  DetailEN: z.string().nullish(),
  ImageUrl: z.string().nullish(),
  LinkUrl: z.string().nullish(),
  UsePeriodDate: AnswerFlagSchema.nullish(),
  DateBegin: z.string().nullish(),
  DateEnd: z.string().nullish(),
  ActiveStatus: z.string().nullish(),
  Seq: z.number().nullish(),
});
export type News = z.infer<typeof NewsSchema>;

/** `POST GET_MASTER_DATA/GET_WHATSNEW` body; the home banners ask for 'B', in period, active. */
export const WhatsNewBodySchema = z.strictObject({
  NewsType: z.string().trim().min(1).max(5).default(BANNER_NEWS_TYPE),
  UsePeriodDate: z.boolean().default(true),
  ActiveStatus: YesNoSchema.default('Y'),
});
export type WhatsNewBody = z.infer<typeof WhatsNewBodySchema>;

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
