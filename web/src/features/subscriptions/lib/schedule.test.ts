import { describe, expect, it } from 'vitest';
import { bangkokWeekday, formProblems, toBody, type SubscriptionForm } from './schedule';

const form: SubscriptionForm = {
  name: ' Weekly stock ',
  frequency: 'WEEKS',
  every: 2,
  dayOfWeek: 3,
  dayOfMonth: 15,
  paymentMethod: 'COD',
  shipToId: 7,
  items: [
    { P_Code: 'P1', PRODUCTNAME: 'Water', qty1: 2, qty2: 0, qty3: 1 },
    { P_Code: 'P2', PRODUCTNAME: 'Tea', qty1: 0, qty2: 0, qty3: 0 },
  ],
};

describe('a recurring order', () => {
  it('sends the weekday for a weekly rule and leaves out empty lines', () => {
    expect(toBody(form, 'DC01', true)).toEqual({
      SaleUnit: 'DC01',
      Name: 'Weekly stock',
      Frequency: 'WEEKS',
      Every: 2,
      DayOfWeek: 3,
      DayOfMonth: null,
      Active: 'Y',
      PaymentMethod: 'COD',
      ShipToAddressId: 7,
      Items: [{ P_Code: 'P1', qty1: 2, qty2: 0, qty3: 1 }],
    });
  });

  it('sends the day of the month for a monthly rule, paused when asked', () => {
    expect(toBody({ ...form, frequency: 'MONTHS', every: 1 }, 'DC01', false)).toMatchObject({ Every: 1, DayOfWeek: null, DayOfMonth: 15, Active: 'N' });
  });

  it('starts every N days today when no weekday is chosen', () => {
    expect(toBody({ ...form, frequency: 'DAYS', every: 10, dayOfWeek: 0 }, 'DC01', true)).toMatchObject({ Frequency: 'DAYS', Every: 10, DayOfWeek: null, DayOfMonth: null });
    expect(toBody({ ...form, frequency: 'DAYS', every: 10, dayOfWeek: 5 }, 'DC01', true)).toMatchObject({ DayOfWeek: 5 });
  });

  it('needs a name, a quantity, an interval in range and the day its rule needs', () => {
    expect(formProblems(form)).toEqual([]);
    expect(formProblems({ ...form, name: ' ', items: [], frequency: 'MONTHS', every: 1, dayOfMonth: 31 })).toEqual(['nameRequired', 'itemsRequired', 'dayOfMonthRange']);
    expect(formProblems({ ...form, every: 13 })).toEqual(['everyRange']);
    expect(formProblems({ ...form, every: 0 })).toEqual(['everyRange']);
    expect(formProblems({ ...form, frequency: 'DAYS', every: 90, dayOfWeek: 0 })).toEqual([]);
    expect(formProblems({ ...form, frequency: 'MONTHS', every: 4 })).toEqual(['everyRange']);
    expect(formProblems({ ...form, dayOfWeek: 0 })).toEqual(['dayOfWeekRequired']);
  });

  it('counts weekdays in Bangkok from Monday', () => {
    // 2025-06-01 20:00 UTC is Monday 2 June 03:00 in Bangkok.
    expect(bangkokWeekday(new Date('2025-06-01T20:00:00Z'))).toBe(1);
    expect(bangkokWeekday(new Date('2025-06-01T10:00:00Z'))).toBe(7);
  });
});
