// `GET bff/session`: which session cookies exist and whether their tokens have expired. The bff
// decodes them without verifying (the ordering API verifies on every call), so this answer only
// decides what start-up asks for next, never what a person may do.
import * as z from 'zod/mini';
import { bffFetch, type ApiResult } from '@/lib/api';

export const SessionSummarySchema = z.looseObject({
  present: z.boolean(),
  expired: z.boolean(),
  role: z._default(z.nullable(z.union([z.string(), z.number()])), null),
  kind: z._default(z.nullable(z.string()), null),
  exp: z._default(z.nullable(z.number()), null),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

const absent: SessionSummary = { present: false, expired: false, role: null, kind: null, exp: null };

export const SessionAnswerSchema = z.looseObject({
  customer: z._default(SessionSummarySchema, absent),
  staff: z._default(SessionSummarySchema, absent),
  rider: z._default(SessionSummarySchema, absent),
});
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;

export function getSession(): Promise<ApiResult<SessionAnswer>> {
  return bffFetch('session', { schema: SessionAnswerSchema, quiet: true });
}
