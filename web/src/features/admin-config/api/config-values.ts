// The merchant admin's web-configuration calls (ADR 077): the values in force, and the refresh of
// every kept copy, after which this tab reads its own copy again.
import useSWR from 'swr';
import { CALL_PATHS, WebConfigValuesAnswerSchema, type WebConfigValuesAnswer } from '@eorder/shared';
import { merchantApi } from '@/lib/api';
import { loadWebConfig } from '@/lib/api/web-config';
import { swrDefaults } from '@/lib/swr';

/** A failed read, with the HTTP status the page decides on (403: not the admin role). */
export class ConfigLoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const CONFIG_VALUES_KEY = 'admin-config-values';

async function getValues() {
  const result = await merchantApi.get(CALL_PATHS.webConfigValues, { schema: WebConfigValuesAnswerSchema, quiet: true });
  if (!result.ok) throw new ConfigLoadError(result.error.message, result.status);
  return result.data;
}

export function useConfigValues() {
  return useSWR<WebConfigValuesAnswer, Error>(CONFIG_VALUES_KEY, getValues, { ...swrDefaults, shouldRetryOnError: false });
}

/** Refreshes everywhere, then this tab's copy; answers the values in force, or null on failure. */
export async function syncConfig() {
  const result = await merchantApi.post(CALL_PATHS.webConfigSync, {}, { schema: WebConfigValuesAnswerSchema });
  if (!result.ok) return null;
  await loadWebConfig();
  return result.data;
}
