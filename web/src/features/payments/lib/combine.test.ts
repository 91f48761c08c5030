import { describe, expect, it } from 'vitest';
import { selectionSatang, toggleOrder } from './combine';

describe('the combined payment selection', () => {
  const orders = [
    { OrderID: 'A', AmountSatang: 12_345 },
    { OrderID: 'B', AmountSatang: 10 },
    { OrderID: 'C', AmountSatang: 99_999 },
  ];

  it('adds up the chosen orders in satang', () => {
    expect(selectionSatang(orders, ['A', 'B'])).toBe(12_355);
    expect(selectionSatang(orders, [])).toBe(0);
    expect(selectionSatang(orders, ['X'])).toBe(0);
  });

  it('toggles an order and keeps the list order', () => {
    const ids = orders.map((o) => o.OrderID);
    expect(toggleOrder(ids, ['C'], 'A')).toEqual(['A', 'C']);
    expect(toggleOrder(ids, ['A', 'C'], 'A')).toEqual(['C']);
  });
});
