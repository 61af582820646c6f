import type { PmFigure } from "./figure";
import { PM_CODES, type PmIssue } from "./violations";

/** The agreed maximum total starting Value of a choir unless the players set another. */
export const DEFAULT_CHOIR_BUDGET = 125;

export function choirStartingValue(figures: readonly Pick<PmFigure, "startingValue">[]): number {
  return figures.reduce((total, figure) => total + figure.startingValue, 0);
}

export interface ChoirBudgetResult {
  ok: boolean;
  total: number;
  budget: number;
  /** Present when the choir is over budget: a warning, never a refusal. */
  warning?: PmIssue;
}

export function checkChoirBudget(
  figures: readonly Pick<PmFigure, "startingValue">[],
  budget: number = DEFAULT_CHOIR_BUDGET,
  choirName = "",
): ChoirBudgetResult {
  const total = choirStartingValue(figures);
  if (total <= budget) return { ok: true, total, budget };
  return {
    ok: false,
    total,
    budget,
    warning: {
      code: PM_CODES.overBudget,
      message: `Choir budget: ${choirName || "this choir"} starts with $${total} of figures, over the agreed maximum of $${budget}.`,
      data: { choir: choirName, total, budget },
    },
  };
}
