// `GET bff/session`: which session cookies exist and whether their tokens have expired. The bff
// decodes them without verifying (the ordering API verifies on every call), so this answer only
// decides what start-up asks for next, never what a person may do.
import { z } from 'zod';
import { bffFetch, type ApiResult } from '@/lib/api';

export const SessionSummarySchema = z.looseObject({
  present: z.boolean(),
  expired: z.boolean(),
  role: z.union([z.string(), z.number()]).nullable().default(null),
  kind: z.string().nullable().default(null),
  exp: z.number().nullable().default(null),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

const absent: SessionSummary = { present: false, expired: false, role: null, kind: null, exp: null };

export const SessionAnswerSchema = z.looseObject({
  customer: SessionSummarySchema.default(absent),
  staff: SessionSummarySchema.default(absent),
  rider: SessionSummarySchema.default(absent),
});
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;

export function getSession(): Promise<ApiResult<SessionAnswer>> {
  return bffFetch('session', { schema: SessionAnswerSchema, quiet: true });
}
