// What both services share and the web never loads.
export { resolveLocale } from './accept-language.js';
export { OneLinePerRequest } from './request-log.js';
export {
  INTERNAL_REQUEST_HEADER_PREFIXES,
  INTERNAL_REQUEST_HEADERS,
  isInternalRequestHeader,
  REQUEST_ID_HEADER,
} from './internal-headers.js';
export { registerMetrics, type MetricsOptions } from './metrics.js';
export { EnvError, findRepoRoot, parseEnv } from './env.js';
