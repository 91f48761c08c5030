import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeolocationEnvironment } from '../lib/geolocation';
import { askLocation, checkLocation, locationStore, resetLocation, setGeolocationEnvironment } from './location-store';

function environment(state: PermissionState, answer: 'ok' | 'denied' | 'timeout' = 'ok') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'ok') success({ coords: { latitude: 13.75, longitude: 100.5 } } as GeolocationPosition);
    else failure?.({ code: answer === 'denied' ? 1 : 3 } as GeolocationPositionError);
  });
  const env: GeolocationEnvironment = {
    geolocation: { getCurrentPosition },
    permissions: { query: () => Promise.resolve({ state } as PermissionStatus) },
  };
  return { env, getCurrentPosition };
}

beforeEach(() => resetLocation());

describe('the device position', () => {
  it('is read quietly when already allowed', async () => {
    const { env, getCurrentPosition } = environment('granted');
    setGeolocationEnvironment(env);
    await checkLocation();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(locationStore.position).toEqual({ lat: 13.75, lng: 100.5 });
  });

  it('is not asked for on opening when the browser would prompt, only when the person asks', async () => {
    const { env, getCurrentPosition } = environment('prompt');
    setGeolocationEnvironment(env);
    await checkLocation();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(locationStore.status).toBe('prompt');
    await askLocation();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(locationStore.status).toBe('granted');
  });

  it('remembers a refusal and a failure, keeping no position', async () => {
    setGeolocationEnvironment(environment('denied').env);
    await checkLocation();
    expect(locationStore.status).toBe('denied');

    setGeolocationEnvironment(environment('prompt', 'timeout').env);
    await askLocation();
    expect(locationStore.status).toBe('failed');
    expect(locationStore.position).toBeNull();
  });

  it('says unavailable without geolocation', async () => {
    setGeolocationEnvironment({});
    await checkLocation();
    expect(locationStore.status).toBe('unavailable');
  });
});
