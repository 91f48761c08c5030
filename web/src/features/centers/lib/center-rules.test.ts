import type { DistributionCenter } from '@eorder/shared';
import { describe, expect, it } from 'vitest';
import { canSwitchCenter, centerAfterSignIn, choosableCenters, distanceKm, officialAccountUrl, pageOf, searchCenters } from './center-rules';

const center = (SaleUnit: string, extra: Partial<DistributionCenter> = {}): DistributionCenter => ({
  SaleUnit,
  DIST_NAME: `ศูนย์ ${SaleUnit}`,
  DIST_SHORTNAME: `Short ${SaleUnit}`,
  FullAddress: 'กรุงเทพมหานคร',
  ...extra,
});

describe('the centers one may choose', () => {
  it('are the customer own centers when signed in, every center for a guest', () => {
    const answer = { Customer: [center('DC01')], All: [center('DC01'), center('DC02')] };
    expect(choosableCenters(answer, true).map((c) => c.SaleUnit)).toEqual(['DC01']);
    expect(choosableCenters(answer, false).map((c) => c.SaleUnit)).toEqual(['DC01', 'DC02']);
  });

  it('match the search in sale unit, name, short name or address, without case, the active one first', () => {
    const list = [center('DC01', { FullAddress: 'Chiang Mai' }), center('DC02', { DIST_SHORTNAME: 'Bangkok North' }), center('DC03', { FullAddress: 'bangkok' })];
    expect(searchCenters(list, 'BANGKOK', 'DC03').map((c) => c.SaleUnit)).toEqual(['DC03', 'DC02']);
    expect(searchCenters(list, 'dc01', null).map((c) => c.SaleUnit)).toEqual(['DC01']);
    expect(searchCenters(list, '', 'DC02').map((c) => c.SaleUnit)).toEqual(['DC02', 'DC01', 'DC03']);
    expect(searchCenters(list, 'nowhere', null)).toEqual([]);
  });

  it('come 12 a page', () => {
    const items = Array.from({ length: 30 }, (_, index) => index);
    expect(pageOf(items, 1)).toEqual({ shown: items.slice(0, 12), hasMore: true });
    expect(pageOf(items, 3)).toEqual({ shown: items, hasMore: false });
  });
});

describe('switching', () => {
  const base = { enableMultiDC: true, enableChangeDist: true, fromRichMenuActiveDc: false, isLoginAsSaleman: false };
  it('is offered only with enableChangeDist and without a rich-menu center or a salesperson', () => {
    expect(canSwitchCenter(base)).toBe(true);
    expect(canSwitchCenter({ ...base, enableChangeDist: false })).toBe(false);
    expect(canSwitchCenter({ ...base, fromRichMenuActiveDc: true })).toBe(false);
    expect(canSwitchCenter({ ...base, isLoginAsSaleman: true })).toBe(false);
  });

  it('makes the first own center active after sign-in when none is, or the active one is not theirs', () => {
    const own = [center('DC05'), center('DC07')];
    expect(centerAfterSignIn(null, own)).toBe('DC05');
    expect(centerAfterSignIn('DC01', own)).toBe('DC05');
    expect(centerAfterSignIn('DC07', own)).toBeNull();
    expect(centerAfterSignIn('DC01', [])).toBeNull();
  });
});

describe('center details', () => {
  it('gives the distance with one decimal and an https official-account URL', () => {
    expect(distanceKm(center('A', { Distance: 12.345 }))).toBe(12.3);
    expect(distanceKm(center('A'))).toBeNull();
    expect(officialAccountUrl(center('A', { LineChannel: { url_line_oa: 'https://line.me/R/ti/p/@dsg' } }))).toBe('https://line.me/R/ti/p/@dsg');
    expect(officialAccountUrl(center('A', { LineChannel: { url_line_oa: 'javascript:alert(1)' } }))).toBeNull();
    expect(officialAccountUrl(center('A', { LineChannel: null }))).toBeNull();
  });
});
