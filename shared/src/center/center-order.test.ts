import { describe, expect, it } from 'vitest';
import { MAP_DEFAULT_CENTER } from '../constants.js';
import { centerPosition, distanceKm, matchesCenterSearch, orderCenters } from './center-order.js';

describe('distanceKm', () => {
  it('uses the earth radius 6371 km', () => {
    // One degree of latitude is 6371 × π / 180 km.
    expect(distanceKm({ lat: 0, lng: 100 }, { lat: 1, lng: 100 })).toBeCloseTo(111.19492664, 6);
    expect(distanceKm(MAP_DEFAULT_CENTER, MAP_DEFAULT_CENTER)).toBe(0);
  });
  it('gives Bangkok to Chiang Mai as about 582 km', () => {
    expect(distanceKm(MAP_DEFAULT_CENTER, { lat: 18.7883, lng: 98.9853 })).toBeCloseTo(582, -1);
  });
});

const bangkok = { SaleUnit: 'BKK', DIST_NAME: 'กรุงเทพ', LatDecimal: 13.7563, LonDecimal: 100.5018 };
const ayutthaya = {
  SaleUnit: 'AYA',
  DIST_NAME: 'อยุธยา',
  LatDecimal: 14.3532,
  LonDecimal: 100.5689,
};
const chiangMai = { SaleUnit: 'CNX', DIST_NAME: 'เชียงใหม่', lat: '18.7883', lon: '98.9853' };
const nowhere = { SaleUnit: 'NOW', DIST_NAME: 'ขอนแก่น', LatDecimal: 0, LonDecimal: 0 };

describe('orderCenters', () => {
  const position = { lat: 14.0, lng: 100.6 }; // Pathum Thani, between Bangkok and Ayutthaya

  it('puts the nearest first and computes Distance in km', () => {
    const ordered = orderCenters([chiangMai, bangkok, ayutthaya], { position });
    expect(ordered.map((c) => c.SaleUnit)).toEqual(['BKK', 'AYA', 'CNX']);
    // Worked by hand: Bangkok is 0.2437° south (27.10 km) and 0.0982° west (10.60 km at this
    // latitude): √(27.10² + 10.60²) = 29.10 km. Ayutthaya: 39.27 km north, 3.36 km west: 39.42 km.
    expect(ordered[0]?.Distance).toBe(29.1);
    expect(ordered[1]?.Distance).toBe(39.42);
  });
  it('moves the active center to the first place', () => {
    const ordered = orderCenters([bangkok, ayutthaya, chiangMai], {
      position,
      activeSaleUnit: 'CNX',
    });
    expect(ordered.map((c) => c.SaleUnit)).toEqual(['CNX', 'BKK', 'AYA']);
  });
  it('puts centers without coordinates after the located ones', () => {
    const ordered = orderCenters([nowhere, chiangMai, bangkok], { position });
    expect(ordered.map((c) => c.SaleUnit)).toEqual(['BKK', 'CNX', 'NOW']);
    expect(ordered[2]?.Distance).toBeNull();
  });
  it('orders by name without a position, active first', () => {
    const ordered = orderCenters([chiangMai, ayutthaya, bangkok], { activeSaleUnit: 'CNX' });
    // Thai order: กรุงเทพ, อยุธยา after the active เชียงใหม่
    expect(ordered.map((c) => c.SaleUnit)).toEqual(['CNX', 'BKK', 'AYA']);
    expect(ordered.every((c) => c.Distance === null)).toBe(true);
  });
  it('does not change its input', () => {
    const input = [chiangMai, bangkok];
    orderCenters(input, { position });
    expect(input.map((c) => c.SaleUnit)).toEqual(['CNX', 'BKK']);
    expect(centerPosition(nowhere)).toBeNull();
  });
});

describe('matchesCenterSearch', () => {
  const center = {
    SaleUnit: 'S101',
    DIST_NAME: 'DSG Bangna',
    DIST_SHORTNAME: 'บางนา',
    FullAddress: '99 Bangna-Trad Rd, Bangkok',
  };
  it('matches sale unit, name, short name and address, ignoring case', () => {
    expect(matchesCenterSearch(center, 's101')).toBe(true);
    expect(matchesCenterSearch(center, 'bangna')).toBe(true);
    expect(matchesCenterSearch(center, 'บางนา')).toBe(true);
    expect(matchesCenterSearch(center, 'TRAD')).toBe(true);
    expect(matchesCenterSearch(center, 'Chiang')).toBe(false);
    expect(matchesCenterSearch(center, '  ')).toBe(true);
  });
});
