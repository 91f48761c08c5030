// The Google map that places a new center when a Maps key is configured (decision 106); loaded
// lazily by the location page only, with the Leaflet map's props.
import { APIProvider, Map, Marker } from '@vis.gl/react-google-maps';
import { useCallback } from 'react';
import { getRuntimeConfig } from '@/lib/config';
import type { CenterMapProps } from './map-point';
import styles from './register.module.css';

/** What this map reads of the library's click event (its `MapMouseEvent`). */
interface MapClick {
  detail: { latLng: { lat: number; lng: number } | null };
}

/** The point of a map click, or null when the click carries no position. */
export function pointOfClick(event: MapClick): { lat: number; lon: number } | null {
  const latLng = event.detail.latLng;
  return latLng ? { lat: latLng.lat, lon: latLng.lng } : null;
}

export function GoogleCenterMap({ center, zoom, point, onPick, label }: CenterMapProps) {
  const apiKey = getRuntimeConfig().mapsKey ?? '';
  const click = useCallback(
    (event: MapClick) => {
      const picked = pointOfClick(event);
      if (picked) onPick(picked);
    },
    [onPick],
  );
  return (
    <div className={styles.map} role="application" aria-label={label} data-testid="center-map">
      <APIProvider apiKey={apiKey}>
        <Map
          defaultCenter={{ lat: center.lat, lng: center.lon }}
          defaultZoom={zoom}
          gestureHandling="greedy"
          disableDefaultUI
          zoomControl
          onClick={click}
          style={{ width: '100%', height: '100%' }}
        >
          {point ? <Marker position={{ lat: point.lat, lng: point.lon }} /> : null}
        </Map>
      </APIProvider>
    </div>
  );
}

export default GoogleCenterMap;
