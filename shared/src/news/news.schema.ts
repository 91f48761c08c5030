import { z } from 'zod';
import { AnswerFlagSchema, YesNoSchema } from '../common/common.schema.js';
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
