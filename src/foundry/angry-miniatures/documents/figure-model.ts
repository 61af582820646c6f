import { isRuleViolation, type RuleViolation } from "../../../rules/common/errors";
import type { PokerFace } from "../../../rules/common/poker";
import {
  critTriggerOf,
  deriveFigure,
  figureViolations,
  figureWarnings,
  healthValueViolation,
  validateFigure,
  type AmDerived,
  type AmFigure,
  type FigureWarning,
} from "../../../rules/angry-miniatures/figure";
import { clampHealth, healthAfterChange, healthMaxOf, mergedSource, shapeViolation, toAmFigure, touchesBuild, type FigureSource } from "../../../data/angry-miniatures/figure-source";
import { migrateFigureData } from "./figure-migration";
import { defineFigureSchema, type AmFigureSchema } from "./figure-schema";
import { warnRefused } from "./violations";
import { firstBarDefault } from "../../shared/token-bar";

type FigureDerivedData = {
  /** The rules' derived values, or null while the stored build breaks a rule. */
  derived: AmDerived | null;
  /** Every rule the stored data breaks (an old import, a renamed or hand-typed id), first first. */
  violations: RuleViolation[];
  /** The first of `violations`, or null for a legal figure. */
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
 * The first rule a changed build breaks that the stored build did not already break. A figure
 * stored illegal (old data) can be fixed one field at a time: a change that leaves it no worse
 * is taken.
 */
export function newlyBroken(stored: FigureSource, candidate: FigureSource): RuleViolation | undefined {
  const already = new Set(figureViolations(toAmFigure(stored)).map((v) => v.code));
  return figureViolations(toAmFigure(candidate)).find((v) => !already.has(v.code));
}

type FigureModelBase = foundry.abstract.TypeDataModel<AmFigureSchema, Actor.Implementation, Record<never, never>, FigureDerivedData>;

/**
 * An Angry Miniatures figure. Illegal builds are refused in `_preUpdate` / `_preCreate`
 * (a documented "return false cancels the operation" on TypeDataModel, v13), which every client
 * update path goes through: sheet, macro, `Actor#update`, import. The old data stays as it was.
 * The schema holds only shapes (see figure-schema.ts), so stored data that breaks a rule still
 * loads and shows the rule on its sheet; `validateJoint` is not used for the same reason.
 */
export class AmFigureModel extends foundry.abstract.TypeDataModel<AmFigureSchema, Actor.Implementation, Record<never, never>, FigureDerivedData> {
  static override defineSchema(): AmFigureSchema {
    return defineFigureSchema();
  }

  /** Older stored shapes (see figure-migration.ts), fixed as the figure loads. */
  static override migrateData(source: Parameters<typeof foundry.abstract.TypeDataModel.migrateData>[0]): ReturnType<typeof foundry.abstract.TypeDataModel.migrateData> {
    migrateFigureData(source as Record<string, unknown>);
    return super.migrateData(source);
  }

  get figureSource(): FigureSource {
    return this._source as unknown as FigureSource;
  }

  override prepareDerivedData(): void {
    const source = this.figureSource;
    const figure = toAmFigure(source, this.parent?.name ?? undefined);
    const healthProblem = healthValueViolation(source.health.value);
    this.violations = [...figureViolations(figure), ...(healthProblem ? [healthProblem] : [])];
    this.violation = this.violations[0] ?? null;
    const legal = figureViolations(figure).length === 0;
    this.derived = legal ? deriveFigure(figure) : null;
    this.warnings = legal ? figureWarnings(figure) : [];
    this.critTriggerFaces = legal ? critTriggerOf(figure) : [];
    const max = this.derived?.health ?? healthMaxOf(source);
    const stored = source.health.value;
    this.health = { value: typeof stored === "number" && Number.isFinite(stored) ? clampHealth(stored, max) : 0, max };
  }

  protected override async _preCreate(
    ...[data, options, user]: Parameters<FigureModelBase["_preCreate"]>
  ): ReturnType<FigureModelBase["_preCreate"]> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const name = this.parent?.name ?? "";
    const given = (data as { system?: unknown }).system;
    const shape = given === undefined ? undefined : shapeViolation(null, given);
    const check = checkFigure(this.figureSource, name || undefined);
    if (shape || !check.ok) {
      warnRefused(shape ?? (check.ok ? undefined : check.error), name);
      return false;
    }
    const givenHealth = (given as { health?: { value?: unknown } } | undefined)?.health?.value;
    const max = check.healthMax ?? healthMaxOf(this.figureSource);
    const value = typeof givenHealth === "number" ? clampHealth(givenHealth, max) : max;
    // Health on the token's first bar.
    this.parent?.updateSource({ system: { health: { value } }, ...firstBarDefault(data, "health") });
  }

  protected override async _preUpdate(
    ...[changes, options, user]: Parameters<FigureModelBase["_preUpdate"]>
  ): ReturnType<FigureModelBase["_preUpdate"]> {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false) return false;
    if (!("system" in changes)) return;
    const name = this.parent?.name ?? "";
    const stored = this.figureSource;
    const systemChanges = (changes as { system?: unknown }).system;
    const shape = shapeViolation(stored, systemChanges);
    if (shape) {
      warnRefused(shape, name);
      return false;
    }
    const changed = systemChanges as Partial<FigureSource>;
    const candidate = mergedSource(stored, changed);
    const broken = touchesBuild(changed) ? newlyBroken(stored, candidate) : undefined;
    if (broken) {
      warnRefused(broken, name);
      return false;
    }
    const value = healthAfterChange(stored, candidate, changed.health?.value);
    if (value !== stored.health.value || changed.health?.value !== undefined) changed.health = { ...changed.health, value };
  }
}
