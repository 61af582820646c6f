import { RuleViolation } from "../../rules/common/errors";
import { KF_WAGER } from "../../rules/knight-fight/wager";

/**
 * The numbers play keeps on a figure and a force, with the range the rules give each. Cards
 * change them by amounts clamped to these ranges; a direct edit outside one is refused.
 * Danger has no ceiling in the rules; 99 is far past any game (a d6 at most 6 kills).
 */
export const KF_FIGURE_COUNTERS = {
  "danger.value": { min: 0, max: 99 },
  actionPoints: { min: 0, max: KF_WAGER.maxTake },
  wagered: { min: 0, max: 1 },
  killed: { min: 0, max: 1 },
} as const;
export type KfFigureCounter = keyof typeof KF_FIGURE_COUNTERS;

/** A die count no game reaches; the pool itself has no cap in the rules (DECISIONS: no cap). */
export const KF_POOL_MAX = 9999;

export const KF_FORCE_COUNTERS = {
  pool: { min: 0, max: KF_POOL_MAX },
} as const;

function valueAt(source: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined), source);
}

/** The first counter of `source` that is not a whole number in its range, as a rule violation. */
export function counterViolation(source: unknown, counters: Readonly<Record<string, { min: number; max: number }>>): RuleViolation | null {
  for (const [path, { min, max }] of Object.entries(counters)) {
    const value = valueAt(source, path);
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      return new RuleViolation("KnightFight.Documents.Rule.Counter", `Knight Fight: ${path} must be a whole number from ${min} to ${max} (got ${String(value)})`, {
        field: path.split(".")[0] ?? path,
        min,
        max,
        value: String(value),
      });
    }
  }
  return null;
}
