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

/**
 * The 95% normal (Wald) interval for a difference between two shares of the same games: `a` and
 * `b` games out of `trials` fell in two different outcomes (slot 1 won, slot 2 won). The two are
 * counted in one sample, so the variance is that of a multinomial difference,
 * (pa + pb - (pa - pb)^2) / n; the interval stays inside [-1, 1].
 */
export function differenceInterval(a: number, b: number, trials: number, z: number = Z_95): { difference: number } & Interval {
  if (!Number.isInteger(trials) || trials < 1 || a < 0 || b < 0 || a + b > trials) {
    throw new RangeError(`differenceInterval: need two disjoint counts within ${trials} trials (got ${a} and ${b})`);
  }
  const pa = a / trials;
  const pb = b / trials;
  const difference = pa - pb;
  const half = z * Math.sqrt(Math.max(0, pa + pb - difference * difference) / trials);
  return { difference, low: Math.max(-1, difference - half), high: Math.min(1, difference + half) };
}
