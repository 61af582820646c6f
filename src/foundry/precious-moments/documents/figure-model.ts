import type { RuleViolation } from "../../../rules/common/errors";
import { completeChange, mergedSource, pmFigureCheck, pmFigureViolations, shapeViolation, type PmFigureSource } from "../../../data/precious-moments/figure-source";
import { definePmFigureSchema, type PmFigureSchema } from "./figure-schema";
import { warnRefused } from "./violations";
import { firstBarDefault } from "../../shared/token-bar";

type PmFigureDerivedData = {
  /** Every rule the stored data breaks (typed by hand, imported), first first. */
  violations: RuleViolation[];
  violation: RuleViolation | null;
  /** Current Value 0 or less: the figure has gone to Heaven and is out of the game. */
  inHeaven: boolean;
};

type PmFigureModelBase = foundry.abstract.TypeDataModel<PmFigureSchema, Actor.Implementation, Record<never, never>, PmFigureDerivedData>;

/**
 * A Precious Moments figure. Illegal values are refused in `_preCreate` / `_preUpdate` (on
 * TypeDataModel, v13, "return false" cancels the operation), which every client update path goes
 * through, so the stored data stays as it was. The schema holds only shapes (figure-schema.ts),
 * so stored data that breaks a rule still loads and shows the rule on its sheet.
 */
export class PmFigureModel extends foundry.abstract.TypeDataModel<PmFigureSchema, Actor.Implementation, Record<never, never>, PmFigureDerivedData> {
  static override defineSchema(): PmFigureSchema {
    return definePmFigureSchema();
  }

  get figureSource(): PmFigureSource {
    return this._source as unknown as PmFigureSource;
  }

  override prepareDerivedData(): void {
    this.violations = pmFigureViolations(this.figureSource);
    this.violation = this.violations[0] ?? null;
    const value = this.figureSource.value;
    this.inHeaven = typeof value === "number" && value <= 0;
  }

  protected override async _preCreate(
    ...[data, options, user]: Parameters<PmFigureModelBase["_preCreate"]>
  ): ReturnType<PmFigureModelBase["_preCreate"]> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const name = this.parent?.name ?? "";
    const given = (data as { system?: unknown }).system;
    const givenSystem = (given ?? {}) as Record<string, unknown>;
    const shape = given === undefined ? undefined : shapeViolation(given);
    const candidate = structuredClone(this.figureSource);
    // A new figure starts with its whole Value unless it is given a current Value.
    if (!("value" in givenSystem)) candidate.value = candidate.startingValue;
    const broken = shape ?? pmFigureCheck(candidate, name);
    if (broken) {
      warnRefused(broken, name);
      return false;
    }
    if (candidate.value !== this.figureSource.value) this.parent?.updateSource({ system: { value: candidate.value } });
    // Value, the figure's track (Humiliation takes it, Heaven at 0), on the token's first bar.
    const bar = firstBarDefault(data, "value");
    if (bar) this.parent?.updateSource(bar);
  }

  protected override async _preUpdate(
    ...[changes, options, user]: Parameters<PmFigureModelBase["_preUpdate"]>
  ): ReturnType<PmFigureModelBase["_preUpdate"]> {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false) return false;
    if (!("system" in changes)) return;
    const name = this.parent?.name ?? "";
    const systemChanges = (changes as { system?: unknown }).system;
    const shape = shapeViolation(systemChanges);
    if (shape) {
      warnRefused(shape, name);
      return false;
    }
    const changed = systemChanges as Record<string, unknown>;
    completeChange(this.figureSource, changed);
    const stored = this.figureSource;
    // A figure stored illegal can be fixed one field at a time: only rules the change newly breaks refuse it.
    const already = new Set(pmFigureViolations(stored).map((v) => `${v.code}:${String(v.data.stat ?? v.data.kind ?? "")}`));
    const broken = pmFigureViolations(mergedSource(stored, changed)).find((v) => !already.has(`${v.code}:${String(v.data.stat ?? v.data.kind ?? "")}`));
    if (broken) {
      warnRefused(broken, name);
      return false;
    }
  }
}
