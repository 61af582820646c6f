import { RuleViolation } from "../common/errors";
import { figureCost, validateFigure, type KfFigureStats } from "./figure";

export const KF_DEFAULT_BUDGET = 300;
export const KF_DEFAULT_POOL = 30;
export const KF_FORCE_SIZE = { min: 1, max: 3 } as const;

/** A check the adapter can show as a warning or enforce as a block (DECISIONS: off/warn/enforce). */
export interface KfCheck {
  ok: boolean;
  violation?: RuleViolation;
}

export function forceCost(figures: readonly KfFigureStats[]): number {
  return figures.reduce((total, figure) => total + figureCost(figure), 0);
}

export function checkForceSize(figures: readonly KfFigureStats[]): KfCheck {
  const count = figures.length;
  if (count >= KF_FORCE_SIZE.min && count <= KF_FORCE_SIZE.max) return { ok: true };
  return {
    ok: false,
    violation: new RuleViolation(
      "KnightFight.Rule.ForceSize",
      `Knight Fight: a force has ${KF_FORCE_SIZE.min} to ${KF_FORCE_SIZE.max} figures (this one has ${count})`,
      { count, min: KF_FORCE_SIZE.min, max: KF_FORCE_SIZE.max },
    ),
  };
}

export function checkForceBudget(figures: readonly KfFigureStats[], budget: number = KF_DEFAULT_BUDGET): KfCheck {
  assertBudget(budget);
  const cost = forceCost(figures);
  if (cost <= budget) return { ok: true };
  return {
    ok: false,
    violation: new RuleViolation(
      "KnightFight.Rule.ForceBudget",
      `Knight Fight: a force may cost at most ${budget} points (this one costs ${cost})`,
      { cost, budget },
    ),
  };
}

/** Both force checks, size first; every figure must already be valid (that part always throws). */
export function checkForce(figures: readonly KfFigureStats[], budget: number = KF_DEFAULT_BUDGET): KfCheck[] {
  for (const figure of figures) validateFigure(figure);
  return [checkForceSize(figures), checkForceBudget(figures, budget)];
}

/** Throws the first force rule broken: figure validity, size 1-3, cost within the budget. */
export function assertForce(figures: readonly KfFigureStats[], budget: number = KF_DEFAULT_BUDGET): void {
  for (const check of checkForce(figures, budget)) {
    if (check.violation) throw check.violation;
  }
}

export function assertBudget(budget: number): void {
  if (!Number.isInteger(budget) || budget < 1) {
    throw new RuleViolation(
      "KnightFight.Rule.Budget",
      `Knight Fight: the points budget must be a whole number of at least 1 (got ${budget})`,
      { value: budget },
    );
  }
}

/** A side's starting dice pool: whole number >= 1 (a side with an empty pool has already lost). */
export function startingPool(pool: number = KF_DEFAULT_POOL): number {
  if (!Number.isInteger(pool) || pool < 1) {
    throw new RuleViolation(
      "KnightFight.Rule.StartingPool",
      `Knight Fight: a starting dice pool must be a whole number of at least 1 (got ${pool})`,
      { value: pool },
    );
  }
  return pool;
}
