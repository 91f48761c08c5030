// The three clients of the specification, one per bff mount, and `bffFetch` for the bff's own
// endpoints. See `client.ts` for the error catalogue they share.
import { createApiClient, type ApiResult, type RequestOptions } from './client';

export {
  createApiClient,
  setApiHooks,
  type ApiArea,
  type ApiClient,
  type ApiFailure,
  type ApiErrorKind,
  type ApiHooks,
  type ApiResult,
  type ClientArea,
  type Query,
  type RequestOptions,
} from './client';

/** Customer and guest calls; the bff adds the customer jtoken. */
export const customerApi = createApiClient('customer', 'api/customer/');
/** Merchant and salesperson calls; the bff adds the staff jtoken. */
export const merchantApi = createApiClient('merchant', 'api/merchant/');
/** Rider calls; the bff adds the rider jtoken. */
export const riderApi = createApiClient('rider', 'api/rider/');

const bffClient = createApiClient<string>('bff', 'bff/');

/**
 * A call to the bff's own endpoints (`bff/session`, `bff/line/...`, `bff/logout`...). Same answer
 * shape and network handling as the clients; no token-expiry or login redirects.
 */
export function bffFetch<T = unknown>(
  path: string,
  options: RequestOptions<T> & { method?: string } = {},
): Promise<ApiResult<T>> {
  const { method = options.body === undefined ? 'GET' : 'POST', ...rest } = options;
  return bffClient.request<T>(method, path, rest);
}
