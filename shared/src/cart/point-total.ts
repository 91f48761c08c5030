import { unitLevels, unitRate, type UnitRates } from '../product/unit-count.js';

/** What the point total needs of a cart line. */
export interface PointLine extends UnitRates {
  selected?: boolean | null;
  /** Points per base unit (unit 1). */
  Option1?: number | string | null;
  qty1?: number | string | null;
  qty2?: number | string | null;
  qty3?: number | string | null;
}

const nonNegative = (value: number | string | null | undefined): number => {
  const number = typeof value === 'string' ? Number(value.trim()) : (value ?? 0);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/**
 * The quantity of a cart line in base units: qty1 × UNIT1RATE + qty2 × UNIT2RATE +
 * qty3 × UNIT3RATE, counting only the unit levels the product sells in (see `unitCount`).
 * Unit 1 is the base unit (its rate defaults to 1); a higher level's rate says how many base
 * units one unit of it holds. Negative or unreadable quantities count as 0.
 */
export function baseQuantity(line: PointLine): number {
  let total = 0;
  for (const level of unitLevels(line)) {
    const qty = nonNegative(level === 1 ? line.qty1 : level === 2 ? line.qty2 : line.qty3);
    total += qty * unitRate(line, level);
  }
  return total;
}

/** The points a cart line is worth: Option1 (points per base unit) × its base quantity. */
export const linePoints = (line: PointLine): number =>
  nonNegative(line.Option1) * baseQuantity(line);

/**
 * The point total of a cart: the sum of `linePoints` over the selected lines. Unselected lines
 * count nothing.
 */
export function pointTotal(lines: readonly PointLine[]): number {
  return lines.reduce((sum, line) => (line.selected ? sum + linePoints(line) : sum), 0);
}
