import { isPlainObject, mergedSource } from "../source-merge";
import { figureDataViolation, healthOf, healthValueViolation, statRangeViolation, type AmFigure } from "../../rules/angry-miniatures/figure";
import type { RuleViolation } from "../../rules/common/errors";
import type { PokerFace } from "../../rules/common/poker";
import type { AttackType, Presentation } from "../../rules/angry-miniatures/types";
import { PRIMARY_STATS } from "../../rules/angry-miniatures/types";
import type { PerkId, FlawId } from "../../rules/angry-miniatures/traits";
import type { CritId } from "../../rules/angry-miniatures/crits";

/**
 * The stored (source) system data of a figure actor. The schema keeps only the shape, so a stored
 * value can be anything of that shape: an unknown id, a stat out of range, null.
 */
export interface FigureSource {
  mind: number | null;
  body: number | null;
  spirit: number | null;
  attackTypes: (string | null)[];
  perk: string | null;
  flaw: string | null;
  crit: string | null;
  /** Empty means "the crit's default trigger". */
  critTrigger: (string | null)[];
  presentation: string | null;
  health: { value: number | null };
  notes: string;
}

/** The fields that make up a figure's build; changing any of them is checked against the rules. */
export const BUILD_FIELDS = [
  "mind",
  "body",
  "spirit",
  "attackTypes",
  "perk",
  "flaw",
  "crit",
  "critTrigger",
  "presentation",
] as const satisfies readonly (keyof FigureSource)[];

/**
 * The rules' view of stored data. Nothing is checked here: the casts restate the stored values
 * as the rules' types, and `figureViolations` / `validateFigure` report every value that is not.
 */
export function toAmFigure(source: Pick<FigureSource, (typeof BUILD_FIELDS)[number]>, name?: string): AmFigure {
  return {
    name,
    mind: source.mind as number,
    body: source.body as number,
    spirit: source.spirit as number,
    attackTypes: source.attackTypes as AttackType[],
    perk: source.perk as PerkId,
    flaw: source.flaw as FlawId,
    crit: source.crit as CritId,
    critTrigger: source.critTrigger.length > 0 ? (source.critTrigger as PokerFace[]) : undefined,
    presentation: source.presentation as Presentation,
  };
}

export { mergedSource };

/** Does an (expanded) system change touch the figure's build? */
export function touchesBuild(systemChanges: unknown): boolean {
  return isPlainObject(systemChanges) && BUILD_FIELDS.some((field) => field in systemChanges);
}

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * A system change that no rule can read: not an object (`system: null`), a stat or Health that is
 * not a finite number (null, NaN, text), Health that is not an object. A value equal to the stored
 * one (`stored`; null for a new figure) is not a change, so an already-stored oddity does not block
 * other edits.
 */
export function shapeViolation(stored: FigureSource | null, systemChanges: unknown): RuleViolation | undefined {
  const notObject = figureDataViolation(systemChanges);
  if (notObject || !isPlainObject(systemChanges)) return notObject;
  for (const stat of PRIMARY_STATS) {
    const value = systemChanges[stat];
    if (stat in systemChanges && (!stored || value !== stored[stat]) && !isFiniteNumber(value)) return statRangeViolation(stat, value);
  }
  if (!("health" in systemChanges)) return undefined;
  const health = systemChanges.health;
  if (!isPlainObject(health)) return healthValueViolation(health);
  // Any finite number is taken and clamped to 0..max: an overshooting hit still lands.
  if ("value" in health && (!stored || health.value !== stored.health.value) && !isFiniteNumber(health.value)) return healthValueViolation(health.value);
  return undefined;
}

/** Maximum Health of a stored build, legal or not; a build without a readable Body keeps its value as maximum. */
export function healthMaxOf(source: FigureSource): number {
  const stored = source.health.value;
  return healthOf(toAmFigure(source)) ?? Math.max(1, isFiniteNumber(stored) ? Math.trunc(stored) : 1);
}

/** Health is stored, never below 0 and never above the figure's maximum. */
export function clampHealth(value: number, max: number): number {
  return Math.min(Math.max(0, Math.trunc(value)), max);
}

/**
 * Health after a change from `before` to `after`: a value the change gives is clamped to the new
 * maximum; otherwise the damage taken (maximum minus Health) is kept when the maximum moves.
 */
export function healthAfterChange(before: FigureSource, after: FigureSource, given: unknown): number | null {
  const max = healthMaxOf(after);
  if (isFiniteNumber(given)) return clampHealth(given, max);
  const value = before.health.value;
  if (!isFiniteNumber(value)) return value;
  const damage = Math.max(0, healthMaxOf(before) - value);
  return clampHealth(max - damage, max);
}
