import * as z from 'zod/mini';
import { bffFetch } from '@/lib/api';

const HealthAnswerSchema = z.object({ status: z.literal('ok'), upstream: z.enum(['ok', 'down']) });

export interface HealthReading {
  /** The bff answered; the ordering API behind it answered its own check. */
  bff: boolean;
  api: boolean;
  /** Round trip of the check, in milliseconds. */
  ms: number;
}

/** Asks the bff's health check once and times the round trip. */
export async function readHealth(now: () => number = () => performance.now()): Promise<HealthReading> {
  const started = now();
  const result = await bffFetch('health', { schema: HealthAnswerSchema, quiet: true });
  const ms = Math.round(now() - started);
  return result.ok ? { bff: true, api: result.data?.upstream === 'ok', ms } : { bff: false, api: false, ms };
}
