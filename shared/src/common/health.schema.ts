import * as z from 'zod/mini';

/** `GET /health` answer: 200 once the server is ready. */
export const HealthAnswerSchema = z.looseObject({ status: z.literal('ok') });
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;
