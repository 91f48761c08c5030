import useSWR from 'swr';
import { AllProvinceAnswerSchema, CALL_PATHS } from '@eorder/shared';
import { customerApi } from '@/lib/api';

/**
 * `POST GET_MASTER_DATA/GET_ALL_PROVINCE`: provinces, districts and sub-districts for the address
 * form. Null when the server does not answer them (the form then takes the names as typed).
 */
export async function getProvinces() {
  const result = await customerApi.post(CALL_PATHS.allProvince, {}, { schema: AllProvinceAnswerSchema, quiet: true });
  return result.ok ? result.data.data : null;
}

export function useProvinces() {
  return useSWR(['master-data', 'provinces'], getProvinces, { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 60 * 60 * 1000 });
}
