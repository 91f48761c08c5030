// The choice between the Google and Leaflet maps, and the Google adapter's plumbing with the
// library mocked (Google cannot be reached from the tests).
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/config';

interface MockMapProps {
  children?: ReactNode;
  defaultCenter: { lat: number; lng: number };
  defaultZoom: number;
  onClick: (event: { detail: { latLng: { lat: number; lng: number } | null } }) => void;
}

const seen: { apiKey: string; map: unknown } = vi.hoisted(() => ({ apiKey: '', map: null }));

vi.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ apiKey, children }: { apiKey: string; children: ReactNode }) => {
    seen.apiKey = apiKey;
    return <div data-testid="google-provider">{children}</div>;
  },
  Map: (props: MockMapProps) => {
    seen.map = props;
    return <div data-testid="google-map">{props.children}</div>;
  },
  Marker: ({ position }: { position: { lat: number; lng: number } }) => {
    return <div data-testid="google-marker" data-lat={position.lat} data-lng={position.lng} />;
  },
}));

import { GoogleCenterMap } from '../components/google-center-map';
import { centerMapKind, loadCenterMap } from './center-map-loader';

const base = { companyCode: 'DSG', companyName: 'DSG', logo: 'DSG', basePath: '/' };

afterEach(() => {
  setRuntimeConfig(base);
});

describe('centerMapKind', () => {
  it('draws Google Maps only when a key is configured', () => {
    expect(centerMapKind({ mapsKey: 'browser-key' })).toBe('google');
    expect(centerMapKind({ mapsKey: null })).toBe('leaflet');
    expect(centerMapKind({ mapsKey: '' })).toBe('leaflet');
  });

  it('loads the Google adapter for google and the Leaflet map otherwise', async () => {
    const google = await loadCenterMap('google');
    expect(google.default).toBe(GoogleCenterMap);
    const leaflet = await loadCenterMap('leaflet');
    expect(leaflet.default).not.toBe(GoogleCenterMap);
    expect(leaflet.default.name).toBe('CenterMap');
  });
});

describe('GoogleCenterMap', () => {
  const center = { lat: 13.7563309, lon: 100.5017651 };

  it('passes the configured key, the default view and no marker before a pick', () => {
    setRuntimeConfig({ ...base, mapsKey: 'browser-key' });
    render(<GoogleCenterMap center={center} zoom={12} point={null} onPick={() => undefined} label="Map" />);
    expect(seen.apiKey).toBe('browser-key');
    const map = seen.map as MockMapProps;
    expect(map.defaultCenter).toEqual({ lat: 13.7563309, lng: 100.5017651 });
    expect(map.defaultZoom).toBe(12);
    expect(screen.queryByTestId('google-marker')).toBeNull();
    expect(screen.getByRole('application', { name: 'Map' })).toBeTruthy();
  });

  it('gives a click as the picked point and ignores a click without a position', () => {
    const onPick = vi.fn();
    render(<GoogleCenterMap center={center} zoom={12} point={null} onPick={onPick} label="Map" />);
    const map = seen.map as MockMapProps;
    act(() => map.onClick({ detail: { latLng: { lat: 13.8, lng: 100.6 } } }));
    act(() => map.onClick({ detail: { latLng: null } }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith({ lat: 13.8, lon: 100.6 });
  });

  it('puts the marker at the chosen point and moves it with the point', () => {
    const { rerender } = render(<GoogleCenterMap center={center} zoom={12} point={{ lat: 13.8, lon: 100.6 }} onPick={() => undefined} label="Map" />);
    expect(screen.getByTestId('google-marker').dataset).toMatchObject({ lat: '13.8', lng: '100.6' });
    rerender(<GoogleCenterMap center={center} zoom={12} point={{ lat: 14.1, lon: 100.2 }} onPick={() => undefined} label="Map" />);
    expect(screen.getByTestId('google-marker').dataset).toMatchObject({ lat: '14.1', lng: '100.2' });
  });
});
