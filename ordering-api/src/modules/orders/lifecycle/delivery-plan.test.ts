import { describe, expect, it } from 'vitest';
import { planDelivery, refuseAll } from './delivery-plan';

const lines = [
  { lineNo: 1, pCode: 'A', qty: 4, baseQty: 48, netAmount: 400 },
  { lineNo: 2, pCode: 'B', qty: 1, baseQty: 1, netAmount: 35.5 },
  { lineNo: 3, pCode: 'A', qty: 2, baseQty: 2, netAmount: 0 },
];

describe('planDelivery', () => {
  it('delivers everything when no line is short', () => {
    expect(planDelivery(lines)).toEqual({
      records: [],
      returned: new Map(),
      undeliveredValue: 0,
      partial: false,
      nothing: false,
    });
  });

  it('returns the base units of what was not delivered, summed by product, and its value', () => {
    const plan = planDelivery(lines, [
      { LineNo: 3, DeliveredQty: 0, Reason: 'free gift refused' },
      { LineNo: 1, DeliveredQty: 1, Reason: 'damaged' },
    ]);
    expect(plan.returned).toEqual(new Map([['A', 38]]));
    expect(plan.undeliveredValue).toBe(300);
    expect(plan.records.map((r) => r.LineNo)).toEqual([1, 3]);
    expect(plan).toMatchObject({ partial: true, nothing: false });
  });

  it('ignores a line named with its full quantity', () => {
    expect(planDelivery(lines, [{ LineNo: 2, DeliveredQty: 1 }]).partial).toBe(false);
  });

  it('refuses an unknown line, a line twice, too many units and a short line without a reason', () => {
    expect(() => planDelivery(lines, [{ LineNo: 7, DeliveredQty: 0, Reason: 'x' }])).toThrow();
    expect(() =>
      planDelivery(lines, [
        { LineNo: 2, DeliveredQty: 0, Reason: 'x' },
        { LineNo: 2, DeliveredQty: 0, Reason: 'x' },
      ]),
    ).toThrow();
    expect(() => planDelivery(lines, [{ LineNo: 1, DeliveredQty: 5 }])).toThrow();
    expect(() => planDelivery(lines, [{ LineNo: 1, DeliveredQty: 2, Reason: '  ' }])).toThrow();
  });

  it('knows when nothing at all was delivered', () => {
    const plan = refuseAll(lines, 'closed');
    expect(plan.nothing).toBe(true);
    expect(plan.returned).toEqual(new Map([['A', 50], ['B', 1]]));
    expect(plan.undeliveredValue).toBe(435.5);
  });
});
