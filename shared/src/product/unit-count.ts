/** The unit rates of a product, as they arrive (numbers, numeric strings or nothing). */
export interface UnitRates {
  UNIT1RATE?: number | string | null;
  UNIT2RATE?: number | string | null;
  UNIT3RATE?: number | string | null;
}

export type UnitLevel = 1 | 2 | 3;

const rate = (value: number | string | null | undefined): number => {
  const number = typeof value === 'string' ? Number(value.trim()) : (value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

/**
 * How many unit levels a product sells in: 3 when all three rates are above 0, otherwise 2 when
 * the second rate is above 0, otherwise 1. A third rate without a second one does not count.
 */
export function unitCount(product: UnitRates): UnitLevel {
  const r1 = rate(product.UNIT1RATE);
  const r2 = rate(product.UNIT2RATE);
  const r3 = rate(product.UNIT3RATE);
  if (r1 > 0 && r2 > 0 && r3 > 0) return 3;
  if (r2 > 0) return 2;
  return 1;
}

/** The unit levels a product sells in, in order: [1], [1, 2] or [1, 2, 3]. */
export function unitLevels(product: UnitRates): UnitLevel[] {
  const count = unitCount(product);
  return count === 3 ? [1, 2, 3] : count === 2 ? [1, 2] : [1];
}

/**
 * The rate of a unit level: how many base units one unit of that level holds. Unit 1 is the base
 * unit and its rate defaults to 1 when missing or not positive.
 */
export function unitRate(product: UnitRates, level: UnitLevel): number {
  if (level === 1) {
    const r1 = rate(product.UNIT1RATE);
    return r1 > 0 ? r1 : 1;
  }
  const value = rate(level === 2 ? product.UNIT2RATE : product.UNIT3RATE);
  return value > 0 ? value : 0;
}
