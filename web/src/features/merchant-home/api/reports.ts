// The dashboard's two reports, for a center and a range.
import useSWR from 'swr';
import { CALL_PATHS, ReportAnswerSchema, type REPORT_RANGES } from '@eorder/shared';
import { merchantApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

export type ReportRange = (typeof REPORT_RANGES)[number];
type ReportCall = 'reportTopSale' | 'reportNewCustomers';

async function report(call: ReportCall, saleUnit: string | null, range: ReportRange) {
  const result = await merchantApi.get(CALL_PATHS[call], {
    query: { saleUnit: saleUnit ?? undefined, type: range },
    schema: ReportAnswerSchema,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

export function useReport(call: ReportCall, saleUnit: string | null, range: ReportRange) {
  return useSWR(['reports', call, saleUnit, range], () => report(call, saleUnit, range), swrDefaults);
}
