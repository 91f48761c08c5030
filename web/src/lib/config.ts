// Runtime configuration, inlined by the bff as a JSON data block so the CSP needs no inline script
// (decision 001); under the Vite dev server it is fetched from `bff/config`.
import { proxy } from 'valtio';
import {
  DEFAULT_COOKIE_PREFIX,
  DEFAULT_FLAGS,
  RUNTIME_CONFIG_ELEMENT_ID,
  readWebConfig,
  type Flags,
  type RuntimeConfig,
  type WebConfigItem,
  type WebConfigValues,
} from '@eorder/shared';

export type { RuntimeConfig, WebConfigValues };

/** What the app runs with when no configuration could be read: a single company at the root. */
const FALLBACK_CONFIG: RuntimeConfig = {
  companyCode: 'DSG',
  companyName: 'DSG',
  logo: 'DSG',
  cookiePrefix: DEFAULT_COOKIE_PREFIX,
  basePath: '/',
  flags: DEFAULT_FLAGS,
  liff: { customer: null, merchant: null, gateway: null },
  firebase: null,
  mapsKey: null,
  mapTiles: null,
  maintenance: null,
  kbank: null,
};

let current: RuntimeConfig | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep-merges flag overrides over the defaults, one level of groups deep as the flags are. */
function mergeFlags(overrides: unknown): Flags {
  if (!isRecord(overrides)) return DEFAULT_FLAGS;
  const merged: Record<string, unknown> = { ...DEFAULT_FLAGS };
  for (const [key, value] of Object.entries(overrides)) {
    const base = merged[key];
    merged[key] = isRecord(base) && isRecord(value) ? { ...base, ...value } : value;
  }
  return merged as Flags;
}

/**
 * Fills what a configuration leaves out with the defaults. The bff has already validated the
 * document with the contract's `RuntimeConfigSchema` before inlining it, so the start-up path does
 * not load zod to check it again (zod is a quarter of the budget of the first page); this only
 * guards against a missing or partial document (Vite development, tests).
 */
function parseConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) return FALLBACK_CONFIG;
  const basePath = typeof raw.basePath === 'string' && /^\/(.*\/)?$/.test(raw.basePath) ? raw.basePath : '/';
  return {
    ...FALLBACK_CONFIG,
    ...(raw as Partial<RuntimeConfig>),
    basePath,
    flags: mergeFlags(raw.flags),
    liff: { ...FALLBACK_CONFIG.liff, ...(isRecord(raw.liff) ? raw.liff : {}) },
  };
}

function readInlineConfig(): unknown {
  const element = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  const text = element?.textContent?.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.error('Runtime configuration block is not JSON.', error);
    return undefined;
  }
}

async function fetchConfig(): Promise<unknown> {
  try {
    const response = await fetch('bff/config', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (!response.ok) return undefined;
    return (await response.json()) as unknown;
  } catch (error) {
    console.error('Runtime configuration could not be fetched.', error);
    return undefined;
  }
}

/**
 * Reads the runtime configuration once, before anything else starts. The inline block wins; in Vite
 * development (no inline block) it is fetched from the bff. Never throws: defaults apply when neither
 * is available.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = readInlineConfig();
  const raw = inline ?? (await fetchConfig()) ?? FALLBACK_CONFIG;
  current = parseConfig(raw);
  return current;
}

/** The runtime configuration; the defaults until `loadRuntimeConfig()` has run. */
export function getRuntimeConfig(): RuntimeConfig {
  current ??= parseConfig(readInlineConfig() ?? FALLBACK_CONFIG);
  return current;
}

/** Replaces the configuration (tests, and the config sync page). */
export function setRuntimeConfig(config: unknown): RuntimeConfig {
  current = parseConfig(config);
  return current;
}

// ---------------------------------------------------------------------------------------------
// Web configuration (Opt/OptValue), part 3 of the specification: stored with its fetch time in
// unix seconds. The fetch itself needs the customer client, which lives in `lib/api`; the loader
// is there (`lib/api/web-config.ts`) to keep this module free of the client.

export interface WebConfigState {
  /** The values read from the items (see `readWebConfig` of the contract). */
  values: WebConfigValues;
  /** When the values were fetched, unix seconds; null before the first fetch. */
  fetchedAt: number | null;
}

export const webConfigStore = proxy<WebConfigState>({ values: readWebConfig([]), fetchedAt: null });

/** Stores fetched items with the fetch time in unix seconds. */
export function setWebConfig(items: readonly WebConfigItem[], now = Date.now()): void {
  webConfigStore.values = readWebConfig(items);
  webConfigStore.fetchedAt = Math.floor(now / 1000);
}

/** A raw web-configuration value, or undefined when the key was never fetched. */
export function getWebConfigValue(key: string): string | null | undefined {
  return webConfigStore.values.raw[key];
}
