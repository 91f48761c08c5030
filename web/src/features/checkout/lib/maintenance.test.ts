import { describe, expect, it } from 'vitest';
import { activeMaintenance, maintenanceEnds } from './maintenance';

const window = { from: '2025-05-01T22:00:00+07:00', to: '2025-05-02T02:00:00+07:00' };

describe('the maintenance window', () => {
  it('closes ordering only while it is on', () => {
    expect(activeMaintenance(window, Date.parse('2025-05-01T23:00:00+07:00'))).toEqual(window);
    expect(activeMaintenance(window, Date.parse('2025-05-01T21:59:00+07:00'))).toBeNull();
    expect(activeMaintenance(window, Date.parse('2025-05-02T02:01:00+07:00'))).toBeNull();
    expect(activeMaintenance(null)).toBeNull();
    expect(activeMaintenance({ from: 'soon', to: 'later' })).toBeNull();
  });

  it('counts a date without a time as the whole day in Bangkok', () => {
    const days = { from: '2025-05-01', to: '2025-05-01' };
    expect(activeMaintenance(days, Date.parse('2025-05-01T23:59:00+07:00'))).toEqual(days);
    expect(activeMaintenance(days, Date.parse('2025-05-02T00:00:01+07:00'))).toBeNull();
  });

  it('writes its ends with Thai dates in Thai', () => {
    expect(maintenanceEnds(window, 'th')).toEqual({ from: '1 พ.ค. 2568 22:00', to: '2 พ.ค. 2568 02:00' });
  });
});
