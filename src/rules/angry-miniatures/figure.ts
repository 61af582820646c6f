import { RuleViolation } from "../common/errors";
import { isPokerFace, type PokerFace } from "../common/poker";
import { CRITS, isCritId, type CritId } from "./crits";
import { distanceFor, healthFor, magicFor, meleeFor, rangeFor, speedFor } from "./tables";
import { FLAWS, isFlawId, isPerkId, PERKS, type FlawId, type PerkId, type TraitData } from "./traits";
import { isAttackType, PRESENTATIONS, PRIMARY_STATS, type AttackType, type DerivedStat, type Presentation } from "./types";

export const STAT_MIN = 1;
export const STAT_MAX = 7;
export const STAT_TOTAL = 9;

/** A figure as its sheet describes it. */
export interface AmFigure {
  readonly name?: string;
  readonly mind: number;
  readonly body: number;
  readonly spirit: number;
  readonly attackTypes: readonly AttackType[];
  readonly perk: PerkId;
  readonly flaw: FlawId;
  readonly crit: CritId;
  /** Faces that must all appear in a roll; the crit's default when absent. */
  readonly critTrigger?: readonly PokerFace[];
  readonly presentation: Presentation;
}

export interface AmDerived {
  readonly health: number;
  readonly speed: number;
  readonly melee?: number;
  readonly range?: number;
  readonly magic?: number;
  readonly distance?: number;
}

export interface FigureWarning {
  readonly code: string;
  readonly message: string;
  readonly data: Readonly<Record<string, string | number>>;
}

function violation(rule: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`AngryMiniatures.Rule.${rule}`, `Angry Miniatures: ${message}`, data);
}

export function critTriggerOf(figure: Pick<AmFigure, "crit" | "critTrigger">): readonly PokerFace[] {
  return figure.critTrigger ?? CRITS[figure.crit].defaultTrigger;
}

/** A stat that is not a whole number from 1 to 7 (null, NaN, a string, 2.5, 8…). */
export function statRangeViolation(stat: string, value: unknown): RuleViolation {
  return violation("StatRange", `${stat} must be a whole number from ${STAT_MIN} to ${STAT_MAX} (got ${String(value)}).`, {
    stat,
    value: String(value),
    min: STAT_MIN,
    max: STAT_MAX,
  });
}

const isWholeNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/** Health is a whole number, 0 or more (the maximum is the rules' to clamp to). */
export function healthValueViolation(value: unknown): RuleViolation | undefined {
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return undefined;
  return violation("HealthValue", `Health must be a whole number, 0 or more (got ${String(value)}).`, { value: String(value) });
}

/** A figure's record must hold its stats and traits as an object (not null, a number or a list). */
export function figureDataViolation(data: unknown): RuleViolation | undefined {
  if (typeof data === "object" && data !== null && !Array.isArray(data)) return undefined;
  const got = data === null ? "null" : Array.isArray(data) ? "a list" : typeof data;
  return violation("FigureData", `a figure's data must be an object of stats and traits (got ${got}).`, { got });
}

/**
 * Every rule the figure breaks, in the order `validateFigure` reports them. Rules that depend on
 * an unknown perk, flaw or attack type are not checked until it is known.
 */
export function figureViolations(figure: AmFigure): RuleViolation[] {
  const found: RuleViolation[] = [];
  const badStats = PRIMARY_STATS.filter((stat) => !isWholeNumberIn(figure[stat], STAT_MIN, STAT_MAX));
  for (const stat of badStats) found.push(statRangeViolation(stat, figure[stat]));
  const total = figure.mind + figure.body + figure.spirit;
  if (badStats.length === 0 && total !== STAT_TOTAL) {
    found.push(violation("StatsSum", `Mind, Body and Spirit must sum to exactly ${STAT_TOTAL} (got ${total}).`, { total, required: STAT_TOTAL }));
  }
  const perk = isPerkId(figure.perk) ? PERKS[figure.perk] : undefined;
  const flaw = isFlawId(figure.flaw) ? FLAWS[figure.flaw] : undefined;
  if (!perk) found.push(violation("UnknownPerk", `"${String(figure.perk)}" is not a perk.`, { id: String(figure.perk) }));
  if (!flaw) found.push(violation("UnknownFlaw", `"${String(figure.flaw)}" is not a flaw.`, { id: String(figure.flaw) }));
  if (!isCritId(figure.crit)) found.push(violation("UnknownCrit", `"${String(figure.crit)}" is not a crit.`, { id: String(figure.crit) }));
  if (!(PRESENTATIONS as readonly unknown[]).includes(figure.presentation)) {
    found.push(violation("Presentation", `presentation must be male, female or androgynous (got "${String(figure.presentation)}").`, { value: String(figure.presentation) }));
  }
  const types = Array.isArray(figure.attackTypes) ? figure.attackTypes : [];
  for (const type of new Set(types.filter((t) => !isAttackType(t)))) {
    found.push(violation("UnknownAttackType", `"${String(type)}" is not an attack type.`, { type: String(type) }));
  }
  if (new Set(types).size !== types.length) found.push(violation("AttackTypeTwice", "an attack type is listed twice."));
  const slots = perk?.attackTypeSlots ?? 1;
  if (types.length < 1 || (perk && types.length > slots)) {
    found.push(
      violation(
        "AttackTypeCount",
        slots === 1
          ? `a figure has exactly one attack type (got ${types.length}); two need the Multi-class perk.`
          : `a Multi-class figure has one or two attack types (got ${types.length}).`,
        { count: types.length, max: slots },
      ),
    );
  }
  for (const type of types.filter(isAttackType)) {
    if (perk?.forbidsAttackTypes?.includes(type)) {
      found.push(violation("PerkForbidsAttack", `the ${figure.perk} perk forbids the ${type} attack type.`, { perk: figure.perk, type }));
    }
    if (flaw?.forbidsAttackTypes?.includes(type)) {
      found.push(violation("FlawForbidsAttack", `the ${figure.flaw} flaw forbids the ${type} attack type.`, { flaw: figure.flaw, type }));
    }
  }
  const trigger = figure.critTrigger;
  if (trigger !== undefined && (!Array.isArray(trigger) || trigger.length === 0 || !trigger.every((face) => isPokerFace(face)))) {
    found.push(violation("CritTrigger", "a crit trigger is one or more poker faces (9, 10, J, Q, K, A)."));
  }
  return found;
}

/** Throws a RuleViolation naming the first rule the figure breaks. */
export function validateFigure(figure: AmFigure): void {
  const [first] = figureViolations(figure);
  if (first) throw first;
}

/**
 * Maximum Health from Body and the perk's and flaw's Health adjustments, as `deriveFigure` gives
 * it; an unknown perk or flaw adjusts nothing. Null when Body is not a whole number from 1 to 7.
 */
export function healthOf(figure: Pick<AmFigure, "body" | "perk" | "flaw">): number | null {
  if (!isWholeNumberIn(figure.body, STAT_MIN, STAT_MAX)) return null;
  const perkDelta = isPerkId(figure.perk) ? (PERKS[figure.perk].stats?.health ?? 0) : 0;
  const flawDelta = isFlawId(figure.flaw) ? (FLAWS[figure.flaw].stats?.health ?? 0) : 0;
  return Math.max(1, healthFor(figure.body) + perkDelta + flawDelta);
}

function traitMatters(trait: TraitData, attackTypes: readonly AttackType[]): boolean {
  return trait.needsAttackType === undefined || trait.needsAttackType.some((t) => attackTypes.includes(t));
}

/** Non-blocking advice: choices that cancel each other or that cannot apply to this figure. */
export function figureWarnings(figure: AmFigure): FigureWarning[] {
  const warnings: FigureWarning[] = [];
  const perk = PERKS[figure.perk];
  const flaw = FLAWS[figure.flaw];
  if (!traitMatters(perk, figure.attackTypes)) {
    warnings.push({
      code: "AngryMiniatures.Warning.PerkCannotApply",
      message: `The ${figure.perk} perk does nothing for a figure with attack type ${figure.attackTypes.join("/")}.`,
      data: { perk: figure.perk },
    });
  }
  if (!traitMatters(flaw, figure.attackTypes)) {
    warnings.push({
      code: "AngryMiniatures.Warning.FlawCannotApply",
      message: `The ${figure.flaw} flaw does nothing for a figure with attack type ${figure.attackTypes.join("/")}.`,
      data: { flaw: figure.flaw },
    });
  }
  const crit = CRITS[figure.crit];
  if (crit.role === "attacking" && crit.vs !== undefined && !crit.vs.some((t) => figure.attackTypes.includes(t))) {
    warnings.push({
      code: "AngryMiniatures.Warning.CritCannotApply",
      message: `The ${figure.crit} crit needs a ${crit.vs.join(" or ")} attack, which this figure does not have.`,
      data: { crit: figure.crit },
    });
  }
  const cancelled = new Set<string>();
  for (const [stat, delta] of Object.entries(perk.stats ?? {})) {
    const against = (flaw.stats as Record<string, number> | undefined)?.[stat];
    if (delta > 0 && against !== undefined && against < 0) cancelled.add(stat);
  }
  for (const [type, delta] of Object.entries(perk.defence ?? {})) {
    const against = (flaw.defence as Record<string, number> | undefined)?.[type];
    if (delta > 0 && against !== undefined && against < 0) cancelled.add(`defence-${type}`);
  }
  for (const stat of cancelled) {
    warnings.push({
      code: "AngryMiniatures.Warning.Cancels",
      message: `The ${figure.perk} perk and the ${figure.flaw} flaw cancel each other on ${stat}.`,
      data: { perk: figure.perk, flaw: figure.flaw, stat },
    });
  }
  if (flaw.refusesOutsideBonuses) {
    warnings.push({
      code: "AngryMiniatures.Warning.Unpainted",
      message: "Unpainted: this figure gets no bonus dice from cover, charging or other figures; only its own perk and crit help it.",
      data: {},
    });
  }
  return warnings;
}

function adjusted(base: number, stat: DerivedStat, figure: AmFigure): number {
  const delta = (PERKS[figure.perk].stats?.[stat] ?? 0) + (FLAWS[figure.flaw].stats?.[stat] ?? 0);
  return Math.max(0, base + delta);
}

/** Derived values from the tables, then perk and flaw adjustments. Validates first. */
export function deriveFigure(figure: AmFigure): AmDerived {
  validateFigure(figure);
  const { mind, body, spirit, attackTypes } = figure;
  const has = (type: AttackType): boolean => attackTypes.includes(type);
  const derived: { -readonly [K in keyof AmDerived]: AmDerived[K] } = {
    health: healthOf(figure) ?? 1,
    speed: adjusted(speedFor(spirit), "speed", figure),
  };
  if (has("melee")) derived.melee = adjusted(meleeFor(body, spirit), "melee", figure);
  if (has("range")) derived.range = adjusted(rangeFor(body, mind), "range", figure);
  if (has("magic")) derived.magic = adjusted(magicFor(spirit, mind), "magic", figure);
  if (has("range") || has("magic")) derived.distance = adjusted(distanceFor(mind), "distance", figure);
  return derived;
}

/** Melee reach in squares: adjacent, plus any trait reach. */
export function meleeReachOf(figure: Pick<AmFigure, "perk" | "flaw">): number {
  return 1 + (PERKS[figure.perk].reach ?? 0) + (FLAWS[figure.flaw].reach ?? 0);
}

