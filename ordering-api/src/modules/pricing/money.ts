// Money as whole satang (1/100 baht), so sums and shares never drift the way
// binary fractions of a baht do. Prices arrive as baht with two decimals.

/** Value added tax in Thailand, in percent. */
export const VAT_PERCENT = 7;

/** Baht (two decimals) to satang. */
export const toSatang = (baht: number): number => Math.round(baht * 100);

/** Satang to baht. */
export const toBaht = (satang: number): number => satang / 100;

/** Rounds half away from zero (for the positive amounts used here: half up). */
export const roundHalfUp = (value: number): number => Math.sign(value) * Math.round(Math.abs(value));

/** Rounds a number of points (or any quantity) to four decimals, the precision the database keeps. */
export const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

/**
 * Splits `total` satang over `weights` in proportion, by the largest-remainder method, so the
 * shares are whole satang and add up to exactly `total`. The total is capped at the sum of the
 * weights (a discount never makes a line negative); a zero weight gets nothing.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const positive = weights.map((weight) => (weight > 0 ? weight : 0));
  const sum = positive.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return positive.map(() => 0);
  const capped = Math.min(total, sum);
  const exact = positive.map((weight) => (capped * weight) / sum);
  const shares = exact.map((value) => Math.floor(value));
  let left = capped - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    if ((shares[index] ?? 0) < (positive[index] ?? 0)) {
      shares[index] = (shares[index] ?? 0) + 1;
      left -= 1;
    }
  }
  return shares;
}
