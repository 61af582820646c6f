import { STAT_MAX, STAT_MIN, STAT_TOTAL } from "../../../rules/angry-miniatures/figure";
import { PRIMARY_STATS } from "../../../rules/angry-miniatures/types";
import type { PendingStats } from "./figure-sheet-context";

/**
 * A sheet changes one stat at a time, but a legal line must always sum to 9. While every stat is
 * in range and only the sum is off, the line is held on the sheet (a redistribution in progress)
 * and stored together once it sums to 9. Anything else (a stat out of range, a non-number) goes to
 * the model, which refuses it naming the rule.
 */
export function splitStatLine(system: Record<string, unknown>): { held: PendingStats | null } {
  const values = PRIMARY_STATS.map((stat) => system[stat]);
  if (values.every((v) => v === undefined)) return { held: null };
  const inRange = values.every((v) => typeof v === "number" && Number.isInteger(v) && v >= STAT_MIN && v <= STAT_MAX);
  const total = values.reduce<number>((sum, v) => sum + (typeof v === "number" ? v : 0), 0);
  if (!inRange || total === STAT_TOTAL) return { held: null };
  const held = Object.fromEntries(PRIMARY_STATS.map((stat) => [stat, system[stat]])) as PendingStats;
  for (const stat of PRIMARY_STATS) delete system[stat];
  return { held };
}

/** The two attack-type selects become the stored list (the second only with a second slot chosen). */
export function attackTypesFromForm(primary: unknown, secondary: unknown): string[] | undefined {
  if (typeof primary !== "string" || primary === "") return undefined;
  return typeof secondary === "string" && secondary !== "" ? [primary, secondary] : [primary];
}
