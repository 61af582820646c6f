import type { RuleViolation } from "../../../rules/common/errors";
import { figureCost } from "../../../rules/knight-fight/figure";
import { KF_CLASS_MODIFIER } from "../../../rules/knight-fight/to-hit";
import { figureViolation } from "../../../data/knight-fight/figure-check";
import { defineKfFigureSchema, type KfFigureSchema } from "./figure-schema";
import { changesBuild, type KfFigureSource } from "../../../data/knight-fight/figure-source";
import { mergedSource } from "../../../data/source-merge";
import { warnRefused } from "./violations";

/** A d6 at most the figure's danger kills it: from 6 tokens on, death is certain (the bar's top). */
export const KF_DANGER_BAR_MAX = 6;

type KfFigureDerived = {
  /** Speed + Combat + Defence, or null while the stored build breaks a rule. */
  cost: number | null;
  /** Why the stored data breaks a rule (old data, an import), else null. */
  violation: RuleViolation | null;
  danger: { value: number; max: number };
};

type KfFigureModelBase = foundry.abstract.TypeDataModel<KfFigureSchema, Actor.Implementation, Record<never, never>, KfFigureDerived>;

interface CreateData {
  system?: unknown;
  prototypeToken?: { actorLink?: unknown; bar1?: { attribute?: unknown }; displayBars?: unknown };
}

/**
 * What a new figure's tokens get unless its creator chose otherwise: linked to the actor (forces
 * list world actors, so tokens share its danger and action points) and the danger tokens on the
 * first bar, shown to the figure's owners as the pack's figures do (the system names no primary
 * token attribute: see token-bar.ts).
 */
export function figureTokenDefaults(token: CreateData["prototypeToken"]): Record<string, unknown> {
  return {
    ...(token?.actorLink === undefined ? { actorLink: true } : {}),
    ...(token?.bar1?.attribute === undefined ? { bar1: { attribute: "danger" } } : {}),
    ...(token?.displayBars === undefined ? { displayBars: CONST.TOKEN_DISPLAY_MODES.OWNER } : {}),
  };
}

/**
 * A Knight Fight figure. Illegal values are refused in `_preCreate` / `_preUpdate` (a documented
 * "return false cancels the operation" on TypeDataModel, v13) with a warning naming the rule;
 * the stored data stays as it was.
 */
export class KfFigureModel extends foundry.abstract.TypeDataModel<KfFigureSchema, Actor.Implementation, Record<never, never>, KfFigureDerived> {
  static override defineSchema(): KfFigureSchema {
    return defineKfFigureSchema();
  }

  get figureSource(): KfFigureSource {
    return this._source as unknown as KfFigureSource;
  }

  get classModifier(): number | null {
    return KF_CLASS_MODIFIER[this.figureSource.cls as keyof typeof KF_CLASS_MODIFIER] ?? null;
  }

  override prepareDerivedData(): void {
    const source = this.figureSource;
    this.violation = figureViolation(source);
    this.cost = this.violation?.code.startsWith("KnightFight.Rule.") ? null : figureCost(source);
    this.danger = { value: source.danger.value, max: KF_DANGER_BAR_MAX };
  }

  protected override async _preCreate(...[data, options, user]: Parameters<KfFigureModelBase["_preCreate"]>): ReturnType<KfFigureModelBase["_preCreate"]> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const violation = figureViolation(this.figureSource);
    if (violation) {
      warnRefused(violation, this.parent?.name ?? "");
      return false;
    }
    const tokenDefaults = figureTokenDefaults((data as CreateData).prototypeToken);
    if (Object.keys(tokenDefaults).length > 0) this.parent?.updateSource({ prototypeToken: tokenDefaults });
  }

  protected override async _preUpdate(...[changes, options, user]: Parameters<KfFigureModelBase["_preUpdate"]>): ReturnType<KfFigureModelBase["_preUpdate"]> {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false) return false;
    const systemChanges = (changes as { system?: unknown }).system;
    if (systemChanges === undefined) return;
    const violation = figureViolation(mergedSource(this.figureSource, systemChanges));
    if (!violation) return;
    // A stored figure that already broke a rule still takes changes that leave its build alone.
    if (!changesBuild(systemChanges, this.figureSource) && this.violation && violation.code === this.violation.code && violation.code.startsWith("KnightFight.Rule.")) return;
    warnRefused(violation, this.parent?.name ?? "");
    return false;
  }
}
