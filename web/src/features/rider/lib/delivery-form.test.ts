import { describe, expect, it } from 'vitest';
import { riderDetail as detail } from '../test/fixtures';
import { checkDelivery, type LineEntry } from './delivery-form';

describe('checkDelivery', () => {
  it('sends no lines and expects the whole amount when everything is handed over', () => {
    expect(checkDelivery(detail(450), new Map())).toEqual({
      lines: [],
      missingReasons: [],
      nothing: false,
      expectedCash: 450,
    });
  });

  it('names the short lines, asks their reasons and lowers the cash', () => {
    const entries = new Map<number, LineEntry>([
      [1, { qty: 3, reason: '' }],
      [2, { qty: 0, reason: ' broken ' }],
    ]);
    const check = checkDelivery(detail(450), entries);
    expect(check.lines).toEqual([
      { LineNo: 1, DeliveredQty: 3, Reason: null },
      { LineNo: 2, DeliveredQty: 0, Reason: 'broken' },
    ]);
    expect(check.missingReasons).toEqual([1]);
    expect(check.expectedCash).toBe(300);
  });

  it('tells a refusal apart and expects no cash from a credit order', () => {
    const none = new Map<number, LineEntry>([
      [1, { qty: 0, reason: 'a' }],
      [2, { qty: 0, reason: 'a' }],
    ]);
    expect(checkDelivery(detail(450), none).nothing).toBe(true);
    expect(checkDelivery(detail(0), new Map()).expectedCash).toBe(0);
  });
});
