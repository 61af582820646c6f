import { isRuleViolation, type RuleViolation } from "../../rules/common/errors";
import { validateFigure } from "../../rules/knight-fight/figure";
import { counterViolation, KF_FIGURE_COUNTERS } from "./counters";
import { toKfStats, type KfFigureSource } from "./figure-source";

/** The first rule a stored figure breaks: its build (stats, class), then its play counters. */
export function figureViolation(source: KfFigureSource): RuleViolation | null {
  try {
    validateFigure(toKfStats(source));
  } catch (error) {
    if (isRuleViolation(error)) return error;
    throw error;
  }
  return counterViolation(source, KF_FIGURE_COUNTERS);
}
