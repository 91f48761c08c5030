// What both services share and the web never loads.
export { LruMap } from './lru.js';
export { OneLinePerRequest } from './request-log.js';
