// `GET api/merchant/bank`: the banks of the bank-account form.
import useSWR from 'swr';
import { BankAnswerSchema, CALL_PATHS } from '@eorder/shared';
import { merchantApi } from '@/lib/api';

export async function getBanks() {
  const result = await merchantApi.get(CALL_PATHS.bankList, { schema: BankAnswerSchema });
  return result.ok ? result.data : [];
}

export const useBanks = (lang: string) => useSWR(['merchant-register', 'banks', lang], getBanks, { revalidateOnFocus: false });
