import { CALL_PATHS, GetPointAnswerSchema } from '@eorder/shared';
import { customerApi } from '@/lib/api';

/** `POST GET_MASTER_DATA/GET_POINT`: the customer's points in the active center (`data`). */
export async function getPoints(): Promise<number | null> {
  const result = await customerApi.post(CALL_PATHS.getPoint, {}, { schema: GetPointAnswerSchema, quiet: true });
  return result.ok ? result.data.data : null;
}
