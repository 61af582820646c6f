import { plural, type MatchupSide } from "./types";

/** Two sides of different sizes: the report then measures the sides at least as much as the rules. */
export function sizeWarnings(sides: readonly MatchupSide[], counts: readonly number[]): string[] {
  const [a, b] = sides;
  const [m = 0, n = 0] = counts;
  if (!a || !b || m === n) return [];
  return [`the sides differ in size: ${a.label} has ${plural(m, "figure")}, ${b.label} ${n}`];
}

/** Two sides that spent different amounts (points, dollars of starting Value). */
export function budgetWarnings(sides: readonly MatchupSide[], spent: readonly number[], what: string, shown: (amount: number) => string): string[] {
  const [a, b] = sides;
  const [m = 0, n = 0] = spent;
  if (!a || !b || m === n) return [];
  return [`the sides differ in ${what}: ${a.label} ${shown(m)}, ${b.label} ${shown(n)}`];
}
