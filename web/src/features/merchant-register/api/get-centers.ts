// `GET api/merchant/dist?dcWithoutSaleman=Y`: centers to join, 72 a page, nearest first when the
// browser gives a position.
import useSWRInfinite from 'swr/infinite';
import { CALL_PATHS, CENTER_REGISTRATION_PAGE_SIZE, MerchantDistAnswerSchema, type GeoPoint, type MerchantDistAnswer } from '@eorder/shared';
import { merchantApi } from '@/lib/api';

export async function getCenters(text: string, skip: number, position: GeoPoint | null): Promise<MerchantDistAnswer> {
  const result = await merchantApi.get(CALL_PATHS.merchantDist, {
    query: { dcWithoutSaleman: 'Y', text: text || undefined, skip, take: CENTER_REGISTRATION_PAGE_SIZE, lat: position?.lat, lng: position?.lng },
    schema: MerchantDistAnswerSchema,
  });
  return result.ok ? result.data : [];
}

export function useCenters(text: string, position: GeoPoint | null) {
  return useSWRInfinite(
    (index: number, previous: MerchantDistAnswer | null) =>
      previous && previous.length < CENTER_REGISTRATION_PAGE_SIZE ? null : ['merchant-register', 'dist', text, position?.lat, position?.lng, index],
    ([, , , , , index]) => getCenters(text, Number(index) * CENTER_REGISTRATION_PAGE_SIZE, position),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
}
