// The root state's `currentPosition`: the device position once known, for this visit only (it is
// not stored), and what the browser said about it.
import type { GeoPoint } from '@eorder/shared';
import { proxy } from 'valtio';
import { currentPosition, locationPermission, type GeolocationEnvironment, type LocationPermission } from '../lib/geolocation';

export type LocationStatus = 'unknown' | LocationPermission | 'locating' | 'failed';

export interface LocationState {
  position: GeoPoint | null;
  status: LocationStatus;
}

export const locationStore = proxy<LocationState>({ position: null, status: 'unknown' });

let environment: GeolocationEnvironment | undefined;

/** Tests replace the browser's geolocation. */
export function setGeolocationEnvironment(env: GeolocationEnvironment | undefined): void {
  environment = env;
}

async function locate(): Promise<void> {
  locationStore.status = 'locating';
  const outcome = await currentPosition(environment);
  if (outcome.ok) {
    locationStore.position = outcome.position;
    locationStore.status = 'granted';
  } else {
    locationStore.status = outcome.reason === 'denied' ? 'denied' : outcome.reason === 'unavailable' ? 'unavailable' : 'failed';
  }
}

/** On opening the picker: reads the position when it is already allowed; never prompts. */
export async function checkLocation(): Promise<void> {
  if (locationStore.position || locationStore.status === 'locating') return;
  const permission = await locationPermission(environment);
  if (permission === 'granted') await locate();
  else locationStore.status = permission;
}

/** The person asked for the nearest centers: the browser may prompt now. */
export async function askLocation(): Promise<void> {
  if (locationStore.status === 'locating') return;
  await locate();
}

export function resetLocation(): void {
  locationStore.position = null;
  locationStore.status = 'unknown';
}
