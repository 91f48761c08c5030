// `POST GET_MASTER_DATA/GET_WHATSNEW` with NewsType 'B', UsePeriodDate true, ActiveStatus 'Y': the
// home banners of the session's center and of every center (statusText 'OK', items in `result`).
import { BANNERS_BODY, WhatsNewAnswerSchema, type News, FIRST_VISIT_CALL_PATHS } from '@eorder/shared';
import { customerApi, type ApiResult } from '@/lib/api';

export async function getBanners(): Promise<ApiResult<News[]>> {
  const result = await customerApi.post(FIRST_VISIT_CALL_PATHS.whatsNew, BANNERS_BODY, { schema: WhatsNewAnswerSchema, quiet: true });
  if (!result.ok) return result;
  // Anything but 'OK' is treated as no banners, as the specification's client does.
  return { ...result, data: result.data.statusText.toUpperCase() === 'OK' ? result.data.result : [] };
}
