import { describe, expect, it } from 'vitest';
import {
  formatThaiDateTime,
  isMaintenanceBannerVisible,
  maintenanceWindowBounds,
  maintenanceBannerText,
} from './maintenance-banner.js';

describe('maintenance banner', () => {
  it("reads 'MA {from} - {to}' with Buddhist-era dates in Bangkok time", () => {
    expect(
      maintenanceBannerText({ from: '2024-05-01T22:00:00+07:00', to: '2024-05-02T02:00:00+07:00' }),
    ).toBe('MA 1 พ.ค. 2567 22:00 - 2 พ.ค. 2567 02:00');
  });
  it('converts UTC times to Bangkok and keeps date-only ends without a time', () => {
    // 31 Dec 2024 20:00 UTC is 1 Jan 2025 03:00 in Bangkok: Buddhist year 2568.
    expect(formatThaiDateTime('2024-12-31T20:00:00Z')).toBe('1 ม.ค. 2568 03:00');
    expect(maintenanceBannerText({ from: '2024-12-31', to: '2025-01-01' })).toBe(
      'MA 31 ธ.ค. 2567 - 1 ม.ค. 2568',
    );
  });
  it('is null for unreadable dates', () => {
    expect(maintenanceBannerText({ from: 'soon', to: '2025-01-01' })).toBeNull();
    expect(formatThaiDateTime('2024-02-30')).toBeNull();
  });
  it('shows until the window ends', () => {
    const window = { from: '2024-05-01T22:00:00+07:00', to: '2024-05-02T02:00:00+07:00' };
    expect(isMaintenanceBannerVisible(window, Date.parse('2024-04-30T10:00:00+07:00'))).toBe(true);
    expect(isMaintenanceBannerVisible(window, Date.parse('2024-05-02T01:59:00+07:00'))).toBe(true);
    expect(isMaintenanceBannerVisible(window, Date.parse('2024-05-02T02:01:00+07:00'))).toBe(false);
    expect(
      isMaintenanceBannerVisible(
        { from: '2024-05-01', to: '2024-05-02' },
        Date.parse('2024-05-02T23:00:00+07:00'),
      ),
    ).toBe(true);
    expect(isMaintenanceBannerVisible(null)).toBe(false);
  });
  it('reads a date-time without a zone as Bangkok time, whatever the machine zone', () => {
    expect(formatThaiDateTime('2024-05-01T22:00:00')).toBe('1 พ.ค. 2567 22:00');
    expect(formatThaiDateTime(new Date('2024-05-01T15:00:00Z'))).toBe('1 พ.ค. 2567 22:00');
  });
  it('covers whole Bangkok days for date-only ends', () => {
    expect(maintenanceWindowBounds({ from: '2024-02-28', to: '2024-02-29' })).toEqual({
      from: Date.parse('2024-02-28T00:00:00.000+07:00'),
      to: Date.parse('2024-02-29T23:59:59.999+07:00'),
    });
    expect(maintenanceWindowBounds({ from: '2023-02-29', to: '2023-03-01' })).toBeNull();
    const window = { from: '2024-05-01', to: '2024-05-02' };
    expect(isMaintenanceBannerVisible(window, Date.parse('2024-05-02T23:59:59+07:00'))).toBe(true);
    expect(isMaintenanceBannerVisible(window, Date.parse('2024-05-03T00:00:00+07:00'))).toBe(false);
  });
});
