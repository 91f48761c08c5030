// `GET authen/customer/dcs?lat&lng`: the customer's own centers and every active center, each
// ordered nearest first when a position is given (by name otherwise), the active center first.
import { CustomerDcsAnswerSchema, type CustomerDcsAnswer, type GeoPoint, CALL_PATHS } from '@eorder/shared';
import { customerApi, type ApiResult } from '@/lib/api';

export function getCustomerDcs(position: GeoPoint | null): Promise<ApiResult<CustomerDcsAnswer>> {
  return customerApi.get(CALL_PATHS.customerDcs, {
    query: position ? { lat: position.lat, lng: position.lng } : undefined,
    schema: CustomerDcsAnswerSchema,
    // The picker says itself when the list cannot load.
    quiet: true,
  });
}
