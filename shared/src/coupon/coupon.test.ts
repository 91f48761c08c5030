import { describe, expect, it } from 'vitest';
import { isCouponValidAnswer } from './coupon.schema.js';
import { needsPdpaConsent } from '../pdpa/pdpa.schema.js';

describe('coupon check', () => {
  it("is valid only when statusText is 'OK'", () => {
    expect(isCouponValidAnswer({ statusText: 'OK' })).toBe(true);
    expect(isCouponValidAnswer({ statusText: 'ok ' })).toBe(true);
    expect(isCouponValidAnswer({ statusText: 'USED' })).toBe(false);
    expect(isCouponValidAnswer({})).toBe(false);
  });
});

describe('PDPA consent', () => {
  it('is asked until answered for the current version', () => {
    expect(needsPdpaConsent({ Type: null, Version: null, CurrentVersion: '2' })).toBe(true);
    expect(needsPdpaConsent({ Type: true, Version: '1', CurrentVersion: '2' })).toBe(true);
    expect(needsPdpaConsent({ Type: false, Version: '2', CurrentVersion: '2' })).toBe(false);
    expect(needsPdpaConsent({ Type: true, Version: '2', CurrentVersion: '2' })).toBe(false);
  });
});
