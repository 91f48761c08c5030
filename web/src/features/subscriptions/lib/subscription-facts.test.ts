import { describe, expect, it } from 'vitest';
import { formFromSubscription, subscriptionFacts } from './subscription-facts';

const base = {
  Name: 'Monthly rice',
  Frequency: 'MONTHS',
  Every: 1,
  DayOfWeek: null,
  DayOfMonth: 15,
  PaymentMethod: 'COD',
  ShipToAddressId: '7',
  Active: 'Y',
  Items: [{ P_Code: 'R1', PRODUCTNAME: null, qty1: '2', qty2: null, qty3: 1 }],
};

describe('subscriptionFacts', () => {
  it('takes the status from the answer, else from the Active flag', () => {
    expect(subscriptionFacts({ ...base, Status: 'CANCELLED' } as typeof base).status).toBe('CANCELLED');
    expect(subscriptionFacts(base).status).toBe('ACTIVE');
    expect(subscriptionFacts({ ...base, Active: 'N' }).status).toBe('PAUSED');
  });

  it('reads runs, the last order and a non-empty last error', () => {
    const facts = subscriptionFacts({ ...base, Runs: [{ Period: '20250101', Status: 'FAILED', ErrorCode: 'X' }], LastOrderID: 'O1', LastError: '' } as typeof base);
    expect(facts.runs).toHaveLength(1);
    expect(facts.lastOrder).toBe('O1');
    expect(facts.lastError).toBeNull();
    expect(subscriptionFacts(base)).toMatchObject({ runs: [], lastOrder: null, lastError: null });
  });
});

describe('formFromSubscription', () => {
  it('fills the edit form with numbers and the product code as a missing name', () => {
    expect(formFromSubscription(base)).toEqual({
      name: 'Monthly rice',
      frequency: 'MONTHS',
      every: 1,
      dayOfWeek: 1,
      dayOfMonth: 15,
      paymentMethod: 'COD',
      shipToId: 7,
      items: [{ P_Code: 'R1', PRODUCTNAME: 'R1', qty1: 2, qty2: 0, qty3: 1 }],
    });
    expect(formFromSubscription({ ...base, Frequency: 'DAYS', ShipToAddressId: null }).dayOfWeek).toBe(0);
  });
});
