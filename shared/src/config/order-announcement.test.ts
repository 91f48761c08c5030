import { describe, expect, it } from 'vitest';
import { isOrderingDisabledByAnnouncement, parseAnnouncementWindow } from './order-announcement.js';

const at = (iso: string) => Date.parse(iso);

describe('order announcement window', () => {
  const setting = '20241230-20250102';

  it('closes ordering when today lies between the dates, both included', () => {
    expect(isOrderingDisabledByAnnouncement(setting, at('2024-12-30T00:00:00+07:00'))).toBe(true);
    expect(isOrderingDisabledByAnnouncement(setting, at('2025-01-01T12:00:00+07:00'))).toBe(true);
    expect(isOrderingDisabledByAnnouncement(setting, at('2025-01-02T23:59:00+07:00'))).toBe(true);
  });
  it('leaves ordering open before and after', () => {
    expect(isOrderingDisabledByAnnouncement(setting, at('2024-12-29T23:59:00+07:00'))).toBe(false);
    expect(isOrderingDisabledByAnnouncement(setting, at('2025-01-03T00:00:00+07:00'))).toBe(false);
  });
  it('uses the Bangkok date', () => {
    // 29 Dec 17:00 UTC is 30 Dec 00:00 in Bangkok
    expect(isOrderingDisabledByAnnouncement(setting, at('2024-12-29T17:00:00Z'))).toBe(true);
  });
  it('never closes ordering on a malformed or empty setting', () => {
    const now = at('2025-01-01T12:00:00+07:00');
    for (const bad of [
      null,
      '',
      'Y',
      '20241230',
      '2024-12-30-2025-01-02',
      '20250102-20241230',
      '20241330-20250102',
      '20241230_20250102',
    ]) {
      expect(isOrderingDisabledByAnnouncement(bad, now), String(bad)).toBe(false);
    }
  });
  it('reads the window, spaces allowed', () => {
    expect(parseAnnouncementWindow(' 20241230 - 20250102 ')).toEqual({
      from: '20241230',
      to: '20250102',
    });
  });
});
