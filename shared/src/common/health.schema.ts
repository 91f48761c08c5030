import * as z from 'zod/mini';

/** `GET /health` answer: 200 once the server is ready. */
export const HealthAnswerSchema = z.looseObject({ status: z.literal('ok') });
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;

/** `GET /ready` answer: 200 while the database answers and every migration is applied. */
export const ReadyAnswerSchema = z.looseObject({
  status: z.literal('ready'),
  db: z.literal('ok'),
  migrations: z.literal('current'),
});
export type ReadyAnswer = z.infer<typeof ReadyAnswerSchema>;
