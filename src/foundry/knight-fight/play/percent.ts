/** An exact probability shown as a percentage, one decimal (the odds are enumerated, not sampled). */
export function percent(p: number): string {
  return `${(Math.round(p * 1000) / 10).toFixed(1)}%`;
}
