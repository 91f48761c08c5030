import { describe, expect, it } from 'vitest';
import { actionReady, dateInputValue, expectedDateKey, listQuery } from './filters';

const base = { saleUnit: 'DC01', tab: 'All' as const, text: '', from: '', to: '' };

describe('listQuery', () => {
  it('sends the tab and center, leaving empty filters out', () => {
    expect(listQuery(base)).toEqual({ SaleUnit: 'DC01', Status: 'All' });
  });

  it('sends trimmed text and the range as YYYYMMDD, the right way round', () => {
    expect(listQuery({ ...base, tab: 'WAIT', text: ' SO-1 ', from: '2026-11-30', to: '2026-11-01' })).toEqual({
      SaleUnit: 'DC01',
      Status: 'WAIT',
      Text: 'SO-1',
      FromDate: '20261101',
      ToDate: '20261130',
    });
  });

  it('asks for redeem orders by goods issue state', () => {
    expect(listQuery({ ...base, goodsIssue: 'WAIT' })).toMatchObject({ GoodsIssue: 'WAIT' });
  });
});

describe('actionReady', () => {
  const empty = { riderId: null, carrier: '', reason: '' };
  it('needs a rider or a carrier to ship, a reason to cancel', () => {
    expect(actionReady('approve', empty)).toBe(true);
    expect(actionReady('ship', empty)).toBe(false);
    expect(actionReady('ship', { ...empty, riderId: 3 })).toBe(true);
    expect(actionReady('ship', { ...empty, carrier: ' Kerry ' })).toBe(true);
    expect(actionReady('cancel', { ...empty, reason: '  ' })).toBe(false);
    expect(actionReady('cancel', { ...empty, reason: 'สินค้าหมด' })).toBe(true);
  });
});

describe('expected dates', () => {
  it('converts between the date input and the call', () => {
    expect(expectedDateKey('2026-12-05')).toBe('20261205');
    expect(expectedDateKey('')).toBe('');
    expect(dateInputValue('2026-12-05')).toBe('2026-12-05');
    expect(dateInputValue(null)).toBe('');
  });
});
