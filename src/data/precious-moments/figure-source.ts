import { isPlainObject, mergedSource, type PlainObject } from "../source-merge";
import { isRuleViolation, type RuleViolation } from "../../rules/common/errors";
import { MIN_VALUE, pietyFromDevotion, PM_RATED_STATS, validateFigure, validateStat, type PmFigure } from "../../rules/precious-moments/figure";
import { PM_CODES, violation } from "../../rules/precious-moments/violations";

/**
 * The stored (source) system data of a Precious Moments figure. The schema keeps only the shape,
 * so a stored value can be anything of that shape: out of range, a fraction, null.
 */
export interface PmFigureSource {
  cuteness: number | null;
  brightness: number | null;
  piety: number | null;
  devotion: { items: number | null; activities: number | null };
  startingValue: number | null;
  value: number | null;
  notes: string;
}

/** The rules' view of stored data: the casts restate stored values, the rules report what is not. */
export function toPmFigure(source: PmFigureSource, name: string): PmFigure {
  return {
    name,
    cuteness: source.cuteness as number,
    brightness: source.brightness as number,
    piety: source.piety as number,
    startingValue: source.startingValue as number,
    value: source.value as number,
  };
}

function caught(check: () => unknown): RuleViolation | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (isRuleViolation(error)) return error;
    throw error;
  }
}

function startingValueViolation(value: unknown): RuleViolation | undefined {
  if (typeof value === "number" && Number.isInteger(value) && value >= MIN_VALUE) return undefined;
  return violation(PM_CODES.valueWhole, `Figure Value: the starting Value must be a whole number of dollars, at least ${MIN_VALUE} (got ${String(value)}).`, {
    value: String(value),
    min: MIN_VALUE,
  });
}

function currentValueViolation(value: unknown): RuleViolation | undefined {
  if (typeof value === "number" && Number.isInteger(value)) return undefined;
  return violation(PM_CODES.currentValueWhole, `Figure Value: the current Value must be a whole number (got ${String(value)}).`, { value: String(value) });
}

/**
 * Every rule the stored figure breaks, in sheet order (stats, devotion counts, Values). The rules'
 * own checks decide; each is run on its own so all of them are listed, not just the first.
 */
export function pmFigureViolations(source: PmFigureSource): RuleViolation[] {
  const found: (RuleViolation | undefined)[] = [
    ...PM_RATED_STATS.map((stat) => caught(() => validateStat(stat, source[stat] as number))),
    caught(() => pietyFromDevotion(source.devotion.items as number, source.devotion.activities as number)),
    startingValueViolation(source.startingValue),
    currentValueViolation(source.value),
  ];
  return found.filter((v): v is RuleViolation => v !== undefined);
}

/** The rules' whole-figure check (name included); the model refuses a creation it rejects. */
export function pmFigureCheck(source: PmFigureSource, name: string): RuleViolation | undefined {
  return pmFigureViolations(source)[0] ?? caught(() => validateFigure(toPmFigure(source, name)));
}

export { mergedSource };

/** A system change that is not an object, or a devotion change that is not one, cannot be read by any rule. */
export function shapeViolation(systemChanges: unknown): RuleViolation | undefined {
  const bad = !isPlainObject(systemChanges) || ("devotion" in systemChanges && !isPlainObject(systemChanges.devotion));
  if (!bad) return undefined;
  return violation(PM_CODES.statWhole, "Figure stats: the figure's data must be a set of whole numbers.", { stat: "devotion", value: JSON.stringify(systemChanges) });
}

/**
 * Fills in what follows from a change, in place: new devotion counts set Piety from the rules'
 * helper (unless the same change sets Piety itself); a new starting Value moves the current Value
 * with it, keeping the Humiliation already suffered, unless the change sets the current Value.
 */
export function completeChange(stored: PmFigureSource, changed: PlainObject): void {
  const devotion = changed.devotion as PlainObject | undefined;
  if (devotion && !("piety" in changed)) {
    const items = "items" in devotion ? devotion.items : stored.devotion.items;
    const activities = "activities" in devotion ? devotion.activities : stored.devotion.activities;
    const piety = caught(() => pietyFromDevotion(items as number, activities as number)) ? undefined : pietyFromDevotion(items as number, activities as number);
    if (piety !== undefined) changed.piety = piety;
  }
  const starting = changed.startingValue;
  if ("startingValue" in changed && !("value" in changed) && typeof starting === "number" && Number.isInteger(starting)) {
    const before = stored.startingValue;
    const current = stored.value;
    if (typeof before === "number" && typeof current === "number" && Number.isInteger(before) && Number.isInteger(current)) {
      changed.value = starting - (before - current);
    }
  }
}
