import { describe, expect, it } from 'vitest';
import { bangkokWeekday, formProblems, toBody, type SubscriptionForm } from './schedule';

const form: SubscriptionForm = {
  name: ' Weekly stock ',
  frequency: 'WEEKLY',
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
      Frequency: 'WEEKLY',
      DayOfWeek: 3,
      DayOfMonth: null,
      Active: 'Y',
      PaymentMethod: 'COD',
      ShipToAddressId: 7,
      Items: [{ P_Code: 'P1', qty1: 2, qty2: 0, qty3: 1 }],
    });
  });

  it('sends the day of the month for a monthly rule, paused when asked', () => {
    expect(toBody({ ...form, frequency: 'MONTHLY' }, 'DC01', false)).toMatchObject({ DayOfWeek: null, DayOfMonth: 15, Active: 'N' });
  });

  it('needs a name, a quantity and a day of the month from 1 to 28', () => {
    expect(formProblems(form)).toEqual([]);
    expect(formProblems({ ...form, name: ' ', items: [], frequency: 'MONTHLY', dayOfMonth: 31 })).toEqual(['nameRequired', 'itemsRequired', 'dayOfMonthRange']);
  });

  it('counts weekdays in Bangkok from Monday', () => {
    // 2025-06-01 20:00 UTC is Monday 2 June 03:00 in Bangkok.
    expect(bangkokWeekday(new Date('2025-06-01T20:00:00Z'))).toBe(1);
    expect(bangkokWeekday(new Date('2025-06-01T10:00:00Z'))).toBe(7);
  });
});
