// The device position, asked for politely: never on page load. When the picker opens, a position
// already allowed is read quietly; otherwise the picker offers a button, and only that button makes
// the browser ask. Without a position the centers are sorted by name.
import type { GeoPoint } from '@eorder/shared';

export type LocationPermission = 'granted' | 'prompt' | 'denied' | 'unavailable';

export interface GeolocationEnvironment {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
  permissions?: Pick<Permissions, 'query'>;
}

function browser(): GeolocationEnvironment {
  if (typeof navigator === 'undefined') return {};
  return { geolocation: navigator.geolocation, permissions: navigator.permissions };
}

/** What the browser would do if asked, without asking. */
export async function locationPermission(env: GeolocationEnvironment = browser()): Promise<LocationPermission> {
  if (!env.geolocation) return 'unavailable';
  if (!env.permissions) return 'prompt';
  try {
    const status = await env.permissions.query({ name: 'geolocation' });
    return status.state === 'granted' ? 'granted' : status.state === 'denied' ? 'denied' : 'prompt';
  } catch {
    // Browsers without the permissions API for geolocation: asking is the only way to know.
    return 'prompt';
  }
}

export type PositionOutcome = { ok: true; position: GeoPoint } | { ok: false; reason: 'denied' | 'failed' | 'unavailable' };

/** Asks for the position (the browser may prompt); a cached position up to 5 minutes old will do. */
export function currentPosition(env: GeolocationEnvironment = browser(), timeoutMs = 10_000): Promise<PositionOutcome> {
  const geolocation = env.geolocation;
  if (!geolocation) return Promise.resolve({ ok: false, reason: 'unavailable' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, position: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      (error) => resolve({ ok: false, reason: error.code === 1 ? 'denied' : 'failed' }),
      { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: timeoutMs },
    );
  });
}
