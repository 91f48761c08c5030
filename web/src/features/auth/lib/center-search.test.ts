import { describe, expect, it } from 'vitest';
import type { DistributionCenter } from '@eorder/shared';
import { filterCenters } from './center-search';

const dist = (SaleUnit: string, DIST_NAME: string, FullAddress = ''): DistributionCenter => ({
  SaleUnit,
  DIST_NAME,
  FullAddress,
});

const dists = [dist('D001', 'Bangkok Center', 'Bang Na'), dist('D002', 'ศูนย์เชียงใหม่', 'Chiang Mai'), dist('D003', 'Korat')];

describe('center search', () => {
  it('puts the current center first', () => {
    expect(filterCenters(dists, '', 'D003').map((d) => d.SaleUnit)).toEqual(['D003', 'D001', 'D002']);
  });

  it('matches sale unit, name and address without case', () => {
    expect(filterCenters(dists, 'bang', null).map((d) => d.SaleUnit)).toEqual(['D001']);
    expect(filterCenters(dists, 'd002', null).map((d) => d.SaleUnit)).toEqual(['D002']);
    expect(filterCenters(dists, 'เชียงใหม่', null).map((d) => d.SaleUnit)).toEqual(['D002']);
    expect(filterCenters(dists, 'nowhere', 'D001')).toEqual([]);
  });
});
