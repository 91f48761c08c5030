// The map that places a new center when no Google Maps key is configured: Leaflet with the tile
// source of the runtime configuration, or a blank layer when none is configured (the tests never
// reach the internet). A click moves the pin. This module is only imported by the location page, so Leaflet loads only there.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { getRuntimeConfig } from '@/lib/config';
import type { CenterMapProps } from './map-point';
import styles from './register.module.css';

/** The pin as a plain circle marker: no image files to serve, nothing fetched. */
const PIN_STYLE: L.CircleMarkerOptions = { radius: 10, color: '#c0392b', weight: 3, fillColor: '#e74c3c', fillOpacity: 0.9 };

export function CenterMap({ center, zoom, point, onPick, label }: CenterMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pin = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { center: [center.lat, center.lon], zoom, attributionControl: true });
    const tiles = getRuntimeConfig().mapTiles;
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => pick.current({ lat: event.latlng.lat, lon: event.latlng.lng }));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      pin.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is made once; later center and zoom changes are the user's own panning
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (!point) {
      pin.current?.remove();
      pin.current = null;
      return;
    }
    const at: L.LatLngExpression = [point.lat, point.lon];
    if (pin.current) pin.current.setLatLng(at);
    else pin.current = L.circleMarker(at, PIN_STYLE).addTo(current);
  }, [point]);

  return <div ref={element} className={styles.map} role="application" aria-label={label} data-testid="center-map" />;
}

export default CenterMap;
