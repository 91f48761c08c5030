import { EARTH_RADIUS_KM } from '../constants.js';

export interface GeoPoint {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine, earth radius 6371 km). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The fields of a center the ordering needs. */
export interface LocatedCenter {
  SaleUnit: string;
  DIST_NAME?: string | null;
  DIST_SHORTNAME?: string | null;
  FullAddress?: string | null;
  LatDecimal?: number | string | null;
  LonDecimal?: number | string | null;
  lat?: number | string | null;
  lon?: number | string | null;
  Distance?: number | null;
}

const coordinate = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * Where a center is: LatDecimal/LonDecimal, else lat/lon. (0, 0) is treated as "not set": it is
 * in the Gulf of Guinea, and is what an empty coordinate becomes in many records.
 */
export function centerPosition(center: LocatedCenter): GeoPoint | null {
  const lat = coordinate(center.LatDecimal) ?? coordinate(center.lat);
  const lng = coordinate(center.LonDecimal) ?? coordinate(center.lon);
  if (lat === null || lng === null) return null;
  if (lat === 0 && lng === 0) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

// Built on first use: a Thai collator takes a noticeable moment to build, which a page that never
// orders centers should not spend while it starts.
let collator: Intl.Collator | undefined;
const byName = (a: LocatedCenter, b: LocatedCenter) => {
  collator ??= new Intl.Collator('th', { sensitivity: 'base', numeric: true });
  return (
    collator.compare(a.DIST_NAME ?? '', b.DIST_NAME ?? '') ||
    collator.compare(a.SaleUnit, b.SaleUnit)
  );
};

/**
 * The centers in the picker's order, each with `Distance` (km, 2 decimals) when a position is
 * known. With a position: nearest first; centers without coordinates after all located ones;
 * ties by name. Without a position: by name (Thai collation). In both cases the active center is
 * moved to the first place. The input is not changed.
 */
export function orderCenters<T extends LocatedCenter>(
  centers: readonly T[],
  options: { position?: GeoPoint | null; activeSaleUnit?: string | null } = {},
): (T & { Distance: number | null })[] {
  const { position, activeSaleUnit } = options;
  const withDistance = centers.map((center) => {
    const at = position ? centerPosition(center) : null;
    const Distance = position && at ? Math.round(distanceKm(position, at) * 100) / 100 : null;
    return { ...center, Distance };
  });
  withDistance.sort((a, b) => {
    if (position) {
      if (a.Distance !== null && b.Distance !== null && a.Distance !== b.Distance) {
        return a.Distance - b.Distance;
      }
      if (a.Distance === null && b.Distance !== null) return 1;
      if (a.Distance !== null && b.Distance === null) return -1;
    }
    return byName(a, b);
  });
  if (activeSaleUnit) {
    const index = withDistance.findIndex((center) => center.SaleUnit === activeSaleUnit);
    if (index > 0) {
      const [active] = withDistance.splice(index, 1);
      if (active) withDistance.unshift(active);
    }
  }
  return withDistance;
}

/**
 * The picker's search: the text matches, case-insensitively, the sale unit, the name, the short
 * name or the full address. An empty text matches every center.
 */
export function matchesCenterSearch(center: LocatedCenter, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase('th');
  if (!needle) return true;
  return [center.SaleUnit, center.DIST_NAME, center.DIST_SHORTNAME, center.FullAddress].some(
    (field) => (field ?? '').toLocaleLowerCase('th').includes(needle),
  );
}
