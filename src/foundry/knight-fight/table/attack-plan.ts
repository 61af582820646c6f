import { RuleViolation } from "../../../rules/common/errors";
import { hexDistance } from "../../../rules/common/geometry";
import { toHitOdds } from "../../../rules/knight-fight/odds";
import { KF_TARGET_OPTIONS, legalTargets, type KfLegalTargets, type KfTargetOption } from "../../../rules/knight-fight/targeting";
import { classModifier, toHitTarget, type KfToHitTarget } from "../../../rules/knight-fight/to-hit";
import { verdictFor, type AutomationLevel, type CheckVerdict } from "../../settings/automation";
import type { KfTable, KfTableFigure } from "./table";

/** The to-hit table's rows (DECISIONS "To hit"), by the score they need. */
export const TO_HIT_ROWS = { 2: "double", 3: "greater", 4: "equal", 5: "lower", 6: "half" } as const satisfies Record<KfToHitTarget, string>;
export type ToHitRow = (typeof TO_HIT_ROWS)[KfToHitTarget];

function violation(code: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`KnightFight.${code}`, `Knight Fight: ${message}`, data);
}

export interface AttackPlan {
  readonly attacker: KfTableFigure;
  readonly target: KfTableFigure;
  readonly distance: number;
  /** The targeting options that allow this target (none: not a target the class may choose). */
  readonly options: readonly KfTargetOption[];
  readonly verdict: CheckVerdict;
  readonly illegal: RuleViolation | null;
  readonly toHit: { readonly needs: KfToHitTarget; readonly row: ToHitRow; readonly modifier: number; readonly chance: number };
}

/** The figures in play on the table (killed figures are removed from play). */
export function inPlay(table: KfTable): KfTableFigure[] {
  return table.figures.filter((f) => !f.killed);
}

export function figureOn(table: KfTable, id: string, role: "attacker" | "target"): KfTableFigure {
  const figure = inPlay(table).find((f) => f.id === id);
  if (!figure) throw violation("Play.NotOnTable", `the ${role} is not in play on this scene.`, { role });
  return figure;
}

/** Who the attacker may choose, by option (the rules' legalTargets over the scene as it stands). */
export function targetsOf(table: KfTable, attacker: KfTableFigure): KfLegalTargets {
  if (attacker.side === null) throw violation("Play.NoForce", `${attacker.name} belongs to no force.`, { name: attacker.name });
  const figures = inPlay(table).filter((f) => f.side !== null).map((f) => ({ id: f.id, side: f.side as string, position: f.position }));
  return legalTargets({ attacker: { id: attacker.id, side: attacker.side, position: attacker.position, cls: attacker.stats.cls }, figures, orientation: table.orientation, isObscured: (a, b) => table.isObscured(a, b) });
}

/**
 * An attack as the table stands: the target must be an enemy in play (always), and one its class
 * may choose (the targeting check: off, warn or enforce); the to-hit row, the class modifier and
 * the exact chance of a hit come from the rules.
 */
export function planAttack(table: KfTable, attackerId: string, targetId: string, level: AutomationLevel): AttackPlan {
  const attacker = figureOn(table, attackerId, "attacker");
  const target = figureOn(table, targetId, "target");
  const targets = targetsOf(table, attacker);
  const illegalTarget = new RuleViolation("KnightFight.Rule.IllegalTarget", `Knight Fight: ${target.name} is not a legal target for ${attacker.name} (${attacker.stats.cls})`, {
    target: target.name,
    attacker: attacker.name,
    cls: attacker.stats.cls,
  });
  if (target.side === null || target.side === attacker.side) throw illegalTarget;
  const options = KF_TARGET_OPTIONS.filter((option) => targets.byOption[option].includes(target.id));
  const legal = targets.legal.includes(target.id);
  const needs = toHitTarget(attacker.stats.combat, target.stats.defence);
  return {
    attacker,
    target,
    distance: hexDistance(attacker.position, target.position, table.orientation),
    options,
    verdict: verdictFor(level, legal),
    illegal: legal ? null : illegalTarget,
    toHit: { needs, row: TO_HIT_ROWS[needs], modifier: classModifier(attacker.stats.cls), chance: toHitOdds(attacker.stats.combat, target.stats.defence, attacker.stats.cls).hit },
  };
}
