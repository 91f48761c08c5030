// Answers of content and news calls that the contract does not describe yet (the ordering API keeps
// their schemas beside its routes until they move to @eorder/shared). Same shapes as those.
import { ContentSchema, NewsSchema, pageOf } from '@eorder/shared';
import type { z } from 'zod';

export const ContentSummarySchema = ContentSchema.omit({ Body: true, BodyEN: true });
export type ContentSummary = z.infer<typeof ContentSummarySchema>;
export const ContentListAnswerSchema = pageOf(ContentSummarySchema);
export type ContentListAnswer = z.infer<typeof ContentListAnswerSchema>;

export const NewsListAnswerSchema = pageOf(NewsSchema);
export type NewsListAnswer = z.infer<typeof NewsListAnswerSchema>;
