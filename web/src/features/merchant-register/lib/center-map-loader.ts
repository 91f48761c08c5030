// Which map the location page draws (decision 106): Google Maps when the runtime configuration has
// a Maps key, Leaflet with the configured tiles (or a blank layer) otherwise. Each is its own lazy
// chunk, so the Google adapter is never fetched without a key.
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '@/lib/config';
import type { CenterMapProps } from '../components/map-point';

export type CenterMapKind = 'google' | 'leaflet';

export function centerMapKind(config: Pick<RuntimeConfig, 'mapsKey'>): CenterMapKind {
  return config.mapsKey ? 'google' : 'leaflet';
}

/** The lazy import of the chosen map component. */
export function loadCenterMap(kind: CenterMapKind): Promise<{ default: ComponentType<CenterMapProps> }> {
  return kind === 'google' ? import('../components/google-center-map') : import('../components/center-map');
}
