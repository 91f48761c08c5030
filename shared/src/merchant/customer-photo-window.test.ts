import { describe, expect, it } from 'vitest';
import { customerPhotoWindow } from './customer-photo-window.js';

describe('customerPhotoWindow', () => {
  it('runs 30 days either side of today, as YYYYMMDD', () => {
    expect(customerPhotoWindow(Date.parse('2024-03-15T10:00:00+07:00'))).toEqual({
      fromDate: '20240214',
      toDate: '20240414',
    });
  });
  it('uses the Bangkok date', () => {
    expect(customerPhotoWindow(Date.parse('2024-03-14T20:00:00Z')).fromDate).toBe('20240214');
  });
});
