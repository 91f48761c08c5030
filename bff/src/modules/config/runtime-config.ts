// The web's runtime configuration, inlined into index.html and served at `GET bff/config`; free of
// secrets (the Maps and Firebase keys are browser keys, restricted by referrer).
import { logoForCompany, RuntimeConfigSchema, type RuntimeConfig } from '@eorder/shared';
import type { Env } from '../../env.js';

export function buildRuntimeConfig(env: Env): RuntimeConfig {
  return RuntimeConfigSchema.parse({
    companyCode: env.COMPANY_CODE,
    companyName: env.COMPANY_NAME,
    logo: logoForCompany(env.COMPANY_CODE),
    cookiePrefix: env.COOKIE_PREFIX,
    basePath: env.BASE_PATH,
    flags: env.flags,
    liff: {
      customer: env.LIFF_ID_CUSTOMER ?? null,
      merchant: env.LIFF_ID_MERCHANT ?? null,
      gateway: env.LIFF_ID_GATEWAY ?? null,
    },
    firebase: env.FIREBASE_CONFIG ?? null,
    mapsKey: env.MAPS_API_KEY ?? null,
    mapTiles: env.MAP_TILE_URL ? { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? '' } : null,
    kbank:
      env.KBANK_SCRIPT_URL && env.KBANK_PUBLIC_KEY
        ? { scriptUrl: env.KBANK_SCRIPT_URL, publicKey: env.KBANK_PUBLIC_KEY, mid: env.KBANK_MID ?? null }
        : null,
    maintenance:
      env.MAINTENANCE_FROM && env.MAINTENANCE_TO
        ? { from: env.MAINTENANCE_FROM, to: env.MAINTENANCE_TO }
        : null,
  });
}

/** The config as the JSON text of a `<script type="application/json">` block: `<` escaped so no `</script>` can end it. */
export function inlineConfigJson(config: RuntimeConfig): string {
  return JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
