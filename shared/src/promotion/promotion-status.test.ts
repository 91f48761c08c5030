import { describe, expect, it } from 'vitest';
import { promotionStatus, promotionStatusColor } from './promotion-status.js';
import { defaultPromotionPeriod } from './default-period.js';

// Noon in Bangkok on 15 June 2024.
const NOW = Date.parse('2024-06-15T12:00:00+07:00');

describe('promotionStatus', () => {
  const period = { DateBegin: '2024-06-01', DateEnd: '2024-06-30' };

  it('is CURRENT when enabled and today is inside the period, ends included', () => {
    expect(promotionStatus({ FlagEnabled: 'Y', ...period }, NOW)).toBe('CURRENT');
    expect(
      promotionStatus({ FlagEnabled: 'Y', DateBegin: '20240615', DateEnd: '20240615' }, NOW),
    ).toBe('CURRENT');
    // First and last minute of the end day in Bangkok.
    expect(
      promotionStatus({ FlagEnabled: 'Y', ...period }, Date.parse('2024-06-30T23:59:00+07:00')),
    ).toBe('CURRENT');
    expect(
      promotionStatus({ FlagEnabled: 'Y', ...period }, Date.parse('2024-06-01T00:00:00+07:00')),
    ).toBe('CURRENT');
  });
  it('is DISABLE when not enabled, whatever the dates', () => {
    expect(promotionStatus({ FlagEnabled: 'N', ...period }, NOW)).toBe('DISABLE');
    expect(promotionStatus({ FlagEnabled: false, DateBegin: 'bad' }, NOW)).toBe('DISABLE');
  });
  it('is SOON before the begin date and EXPIRED after the end date', () => {
    expect(
      promotionStatus({ FlagEnabled: 'Y', DateBegin: '2024-06-16', DateEnd: '2024-06-30' }, NOW),
    ).toBe('SOON');
    expect(
      promotionStatus({ FlagEnabled: 'Y', DateBegin: '2024-06-01', DateEnd: '2024-06-14' }, NOW),
    ).toBe('EXPIRED');
    // 1 July 00:00 Bangkok is 30 June 17:00 UTC: already expired in Thailand.
    expect(
      promotionStatus({ FlagEnabled: 'Y', ...period }, Date.parse('2024-06-30T17:00:00Z')),
    ).toBe('EXPIRED');
  });
  it('reads the compact dates when the others are missing', () => {
    expect(
      promotionStatus({ FlagEnabled: 'Y', DateBeginT: '20240601', DateEndT: '20240610' }, NOW),
    ).toBe('EXPIRED');
  });
  it('is UNKNOWN for an unreadable flag or period', () => {
    expect(promotionStatus({ FlagEnabled: null, ...period }, NOW)).toBe('UNKNOWN');
    expect(
      promotionStatus({ FlagEnabled: 'Y', DateBegin: 'soon', DateEnd: '2024-06-30' }, NOW),
    ).toBe('UNKNOWN');
    expect(
      promotionStatus({ FlagEnabled: 'Y', DateBegin: '2024-06-30', DateEnd: '2024-06-01' }, NOW),
    ).toBe('UNKNOWN');
  });
  it('gives the colours of the specification', () => {
    expect(promotionStatusColor('CURRENT')).toBe('green');
    expect(promotionStatusColor('DISABLE')).toBe('grey');
    expect(promotionStatusColor('EXPIRED')).toBe('red');
    expect(promotionStatusColor('SOON')).toBe('blue');
  });
});

describe('defaultPromotionPeriod', () => {
  it('runs seven days from today, written DD/MM/YYYY', () => {
    expect(defaultPromotionPeriod(NOW)).toEqual({ DateBegin: '15/06/2024', DateEnd: '22/06/2024' });
    expect(defaultPromotionPeriod(Date.parse('2024-12-28T09:00:00+07:00'))).toEqual({
      DateBegin: '28/12/2024',
      DateEnd: '04/01/2025',
    });
  });
  it('uses the Bangkok date late in the UTC evening', () => {
    expect(defaultPromotionPeriod(Date.parse('2024-06-14T18:00:00Z')).DateBegin).toBe('15/06/2024');
  });
});
