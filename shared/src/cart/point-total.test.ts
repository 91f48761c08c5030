import { describe, expect, it } from 'vitest';
import { baseQuantity, linePoints, pointTotal } from './point-total.js';

// A drink sold by the bottle (unit 1), the pack of 6 (unit 2) and the case of 24 (unit 3),
// worth 2 points a bottle.
const drink = { UNIT1RATE: 1, UNIT2RATE: 6, UNIT3RATE: 24, Option1: 2 };
// Snacks sold by the bag and the box of 12, worth 0.5 points a bag.
const snack = { UNIT1RATE: 1, UNIT2RATE: 12, UNIT3RATE: 0, Option1: 0.5 };

describe('point total', () => {
  it('counts each unit level in base units', () => {
    // 3 bottles + 2 packs (12 bottles) + 1 case (24 bottles) = 39 bottles
    expect(baseQuantity({ ...drink, qty1: 3, qty2: 2, qty3: 1 })).toBe(39);
    // 39 bottles × 2 points = 78
    expect(linePoints({ ...drink, qty1: 3, qty2: 2, qty3: 1 })).toBe(78);
  });
  it('ignores a quantity at a level the product does not sell in', () => {
    // the snack has no third unit: qty3 is not counted; 1 bag + 1 box (12) = 13 bags
    expect(baseQuantity({ ...snack, qty1: 1, qty2: 1, qty3: 5 })).toBe(13);
  });
  it('sums the selected lines only', () => {
    const cart = [
      { ...drink, qty1: 3, qty2: 2, qty3: 1, selected: true }, // 78
      { ...snack, qty1: 1, qty2: 1, selected: true }, // 13 × 0.5 = 6.5
      { ...drink, qty3: 10, selected: false }, // not selected
    ];
    expect(pointTotal(cart)).toBe(84.5);
    expect(pointTotal([])).toBe(0);
  });
  it('counts negative, missing or unreadable values as 0', () => {
    expect(linePoints({ ...drink, qty1: -4, qty2: '2' })).toBe(24);
    expect(linePoints({ UNIT1RATE: 1, qty1: 5, Option1: null })).toBe(0);
    expect(linePoints({ qty1: 5, Option1: '3' })).toBe(15);
  });
});
