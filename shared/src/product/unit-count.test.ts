import { describe, expect, it } from 'vitest';
import { unitCount, unitLevels, unitRate } from './unit-count.js';

describe('unitCount', () => {
  it('is 1 when only the first rate is set', () => {
    expect(unitCount({ UNIT1RATE: 1, UNIT2RATE: 0, UNIT3RATE: 0 })).toBe(1);
    expect(unitCount({})).toBe(1);
  });
  it('is 2 when the second rate is above 0', () => {
    // a piece, and a pack of 12 pieces
    expect(unitCount({ UNIT1RATE: 1, UNIT2RATE: 12, UNIT3RATE: 0 })).toBe(2);
    // the second rate alone is enough, whatever the first says
    expect(unitCount({ UNIT1RATE: 0, UNIT2RATE: 12, UNIT3RATE: 144 })).toBe(2);
  });
  it('is 3 only when all three rates are above 0', () => {
    // a piece, a pack of 12, a case of 144
    expect(unitCount({ UNIT1RATE: 1, UNIT2RATE: 12, UNIT3RATE: 144 })).toBe(3);
    expect(unitCount({ UNIT1RATE: '1', UNIT2RATE: '12', UNIT3RATE: '144' })).toBe(3);
  });
  it('does not count a third rate without a second one', () => {
    expect(unitCount({ UNIT1RATE: 1, UNIT2RATE: 0, UNIT3RATE: 144 })).toBe(1);
    expect(unitCount({ UNIT1RATE: 1, UNIT2RATE: null, UNIT3RATE: 144 })).toBe(1);
    expect(unitCount({ UNIT1RATE: 1, UNIT2RATE: 'x', UNIT3RATE: 144 })).toBe(1);
    expect(unitCount({ UNIT1RATE: 1, UNIT2RATE: -12, UNIT3RATE: 144 })).toBe(1);
  });
  it('lists the levels and their rates, unit 1 defaulting to 1', () => {
    expect(unitLevels({ UNIT1RATE: 1, UNIT2RATE: 12 })).toEqual([1, 2]);
    expect(unitRate({ UNIT1RATE: 0, UNIT2RATE: 12 }, 1)).toBe(1);
    expect(unitRate({ UNIT1RATE: 1, UNIT2RATE: 12 }, 2)).toBe(12);
    expect(unitRate({ UNIT1RATE: 1, UNIT2RATE: 12 }, 3)).toBe(0);
  });
});
