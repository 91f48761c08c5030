// `POST api/webConfig/items` (specification part 3): the Opt/OptValue web-configuration values,
// stored with their fetch time in unix seconds.
import { ALL_WEB_CONFIG_KEYS, EORDER_KEY_PREFIX, WebConfigItemsAnswerSchema, FIRST_VISIT_CALL_PATHS } from '@eorder/shared';
import { setWebConfig, webConfigStore } from '../config';
import { customerApi } from './index';

/**
 * Fetches the web configuration. `keys` default to every key the contract names; keys with the
 * EOrder prefix come with `EOrderIncluded: true` and are not listed. Keeps the previous values
 * when the call fails; answers whether it succeeded.
 */
export async function loadWebConfig(keys: readonly string[] = ALL_WEB_CONFIG_KEYS): Promise<boolean> {
  const Keys = [...new Set(keys)].filter((key) => !key.startsWith(EORDER_KEY_PREFIX));
  const result = await customerApi.post(FIRST_VISIT_CALL_PATHS.webConfigItems, { Keys, EOrderIncluded: true }, {
    schema: WebConfigItemsAnswerSchema,
    quiet: true,
  });
  if (!result.ok) return false;
  setWebConfig(result.data.Data);
  return true;
}

/** True when the values are older than `maxAgeSeconds` (or were never fetched). */
export function isWebConfigStale(maxAgeSeconds: number, now = Date.now()): boolean {
  const { fetchedAt } = webConfigStore;
  return fetchedAt === null || Math.floor(now / 1000) - fetchedAt > maxAgeSeconds;
}
