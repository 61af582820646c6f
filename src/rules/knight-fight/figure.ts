import { RuleViolation } from "../common/errors";

/** The three figure classes. The source's "duellist" is the Thrower (DECISIONS). */
export const KF_CLASSES = ["fighter", "thrower", "shooter"] as const;
export type KfClass = (typeof KF_CLASSES)[number];

export const KF_STATS = ["speed", "combat", "defence"] as const;
export type KfStat = (typeof KF_STATS)[number];

export interface KfFigureStats {
  speed: number;
  combat: number;
  defence: number;
  cls: KfClass;
}

export function isKfClass(value: unknown): value is KfClass {
  return typeof value === "string" && (KF_CLASSES as readonly string[]).includes(value);
}

/** A figure costs the sum of its three characteristics. */
export function figureCost(stats: Pick<KfFigureStats, KfStat>): number {
  return stats.speed + stats.combat + stats.defence;
}

export function assertStat(stat: KfStat, value: number): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RuleViolation(
      "KnightFight.Rule.StatWhole",
      `Knight Fight: ${stat} must be a whole number of at least 1 (got ${value})`,
      { stat, value },
    );
  }
}

/** Throws a RuleViolation naming the first broken rule: stats whole numbers >= 1, a known class. */
export function validateFigure(stats: KfFigureStats): void {
  for (const stat of KF_STATS) assertStat(stat, stats[stat]);
  if (!isKfClass(stats.cls)) {
    throw new RuleViolation(
      "KnightFight.Rule.UnknownClass",
      `Knight Fight: a figure's class is Fighter, Thrower or Shooter (got ${String(stats.cls)})`,
      { value: String(stats.cls) },
    );
  }
}
