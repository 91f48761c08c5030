// Request headers the ordering API believes only because the bff sets them: its shared key,
// the request id it logs under, and who the caller is behind the proxies. A client's own value
// of any of them is dropped by the bff before a call goes on (docs/decisions/032).
import { INTERNAL_KEY_HEADER } from '../auth/auth.schema.js';

/** The request id both services log under (the bff sends its own; the API keeps it). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Internal request headers by exact name, in lower case. */
export const INTERNAL_REQUEST_HEADERS: readonly string[] = [
  INTERNAL_KEY_HEADER.toLowerCase(),
  REQUEST_ID_HEADER,
  // Who the caller is: read by the API's trustProxy (request.ip, host, protocol) and its rate limits.
  'forwarded',
  'x-real-ip',
  'x-client-ip',
];

/** Whole families: any `X-Forwarded-*` (for, host, proto, port, prefix...) and any `X-Internal-*`. */
export const INTERNAL_REQUEST_HEADER_PREFIXES: readonly string[] = ['x-forwarded-', 'x-internal-'];

const exact = new Set(INTERNAL_REQUEST_HEADERS);

/** Whether a request header (any case) is one only the bff may set on a call to the API. */
export function isInternalRequestHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    exact.has(lower) || INTERNAL_REQUEST_HEADER_PREFIXES.some((prefix) => lower.startsWith(prefix))
  );
}
