import { isRuleViolation, type RuleViolation } from "../../../rules/common/errors";
import type { PokerFace } from "../../../rules/common/poker";
import {
  critTriggerOf,
  deriveFigure,
  figureWarnings,
  validateFigure,
  type AmDerived,
  type AmFigure,
  type FigureWarning,
} from "../../../rules/angry-miniatures/figure";
import { clampHealth, mergedSource, toAmFigure, touchesBuild, type FigureSource } from "./figure-source";
import { defineFigureSchema, type FigureSchema } from "./figure-schema";
import { warnRefused } from "./violations";

type FigureDerivedData = {
  /** The rules' derived values, or null while the stored build breaks a rule. */
  derived: AmDerived | null;
  /** Why `derived` is null (stored data from before validation, e.g. an old import). */
  violation: RuleViolation | null;
  warnings: FigureWarning[];
  critTriggerFaces: readonly PokerFace[];
  health: { value: number; max: number };
};

/** What the model's update and create checks decide. */
export type FigureCheck = { ok: true; healthMax: number | null } | { ok: false; error: RuleViolation };

/** Checks a candidate source against the rules; the health maximum comes from the same derivation. */
export function checkFigure(source: FigureSource, name?: string): FigureCheck {
  try {
    const figure: AmFigure = toAmFigure(source, name);
    validateFigure(figure);
    return { ok: true, healthMax: deriveFigure(figure).health };
  } catch (error) {
    if (isRuleViolation(error)) return { ok: false, error };
    throw error;
  }
}

/**
 * An Angry Miniatures figure. Illegal builds are refused in `_preUpdate` / `_preCreate`
 * (a documented "return false cancels the operation" on TypeDataModel, v13), which every client
 * update path goes through: sheet, macro, `Actor#update`, import. The old data stays as it was.
 * `validateJoint` was not used: a throw there fails the update with a generic validation error,
 * and an already-stored illegal figure would fail to load at all.
 */
type FigureModelBase = foundry.abstract.TypeDataModel<FigureSchema, Actor.Implementation, Record<never, never>, FigureDerivedData>;

export class FigureModel extends foundry.abstract.TypeDataModel<FigureSchema, Actor.Implementation, Record<never, never>, FigureDerivedData> {
  static override defineSchema(): FigureSchema {
    return defineFigureSchema();
  }

  get figureSource(): FigureSource {
    return this._source as unknown as FigureSource;
  }

  override prepareDerivedData(): void {
    const source = this.figureSource;
    const figure = toAmFigure(source, this.parent?.name ?? undefined);
    this.warnings = [];
    this.critTriggerFaces = [];
    try {
      this.derived = deriveFigure(figure);
      this.violation = null;
      this.warnings = figureWarnings(figure);
      this.critTriggerFaces = critTriggerOf(figure);
    } catch (error) {
      if (!isRuleViolation(error)) throw error;
      this.derived = null;
      this.violation = error;
    }
    const max = this.derived?.health ?? Math.max(1, source.health.value);
    this.health = { value: clampHealth(source.health.value, max), max };
  }

  protected override async _preCreate(
    ...[data, options, user]: Parameters<FigureModelBase["_preCreate"]>
  ): ReturnType<FigureModelBase["_preCreate"]> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const check = checkFigure(this.figureSource, this.parent?.name ?? undefined);
    if (!check.ok) {
      warnRefused(check.error, this.parent?.name ?? "");
      return false;
    }
    const given = (data as { system?: { health?: { value?: unknown } } }).system?.health?.value;
    const value = typeof given === "number" ? clampHealth(given, check.healthMax ?? given) : check.healthMax;
    this.parent?.updateSource({ system: { health: { value } } });
  }

  protected override async _preUpdate(
    ...[changes, options, user]: Parameters<FigureModelBase["_preUpdate"]>
  ): ReturnType<FigureModelBase["_preUpdate"]> {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false) return false;
    const systemChanges = (changes as { system?: Partial<FigureSource> }).system;
    if (systemChanges === undefined) return;
    const candidate = mergedSource(this.figureSource, systemChanges);
    const check = checkFigure(candidate, this.parent?.name ?? undefined);
    if (!check.ok) {
      if (touchesBuild(systemChanges)) {
        warnRefused(check.error, this.parent?.name ?? "");
        return false;
      }
      // A stored build that breaks a rule (old data) still takes Health and notes changes.
      if (systemChanges.health?.value !== undefined) systemChanges.health.value = Math.max(0, systemChanges.health.value);
      return;
    }
    const clamped = clampHealth(candidate.health.value, check.healthMax ?? candidate.health.value);
    if (clamped !== this.figureSource.health.value || systemChanges.health?.value !== undefined) {
      systemChanges.health = { ...systemChanges.health, value: clamped };
    }
  }
}
