/** The normal quantile for a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/**
 * Wilson score interval for a proportion: `successes` out of `trials`. Unlike the plain
 * p ± z·sqrt(p(1-p)/n) it stays inside [0, 1] and is not zero-width at 0 or n successes.
 */
export function wilsonInterval(successes: number, trials: number, z: number = Z_95): Interval {
  if (!Number.isInteger(trials) || trials < 1 || !Number.isInteger(successes) || successes < 0 || successes > trials) {
    throw new RangeError(`wilsonInterval: need whole successes from 0 to trials >= 1 (got ${successes} of ${trials})`);
  }
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
