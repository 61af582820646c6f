import type { FigureBadge } from "../../sides/figure-badge";
import { KF_TARGET_OPTIONS } from "../../../rules/knight-fight/targeting";
import type { KfToHitResult } from "../../../rules/knight-fight/to-hit";
import type { AutomationLevel } from "../../settings/automation";
import { localiseViolation } from "../documents/violations";
import { signed } from "../documents/sheet-options";
import { dieChip } from "../../dice/die-chip";
import { kfCount, kfFormat, kfLocalize } from "../documents/labels";
import { figureOn, inPlay, planAttack, targetsOf, type AttackPlan } from "../table/attack-plan";
import { percent } from "./percent";
import type { KfTable } from "../table/table";

/** The to-hit line of an attack: the table row used, the class modifier, the exact chance. */
export function toHitLines(plan: AttackPlan) {
  const { attacker, target, toHit } = plan;
  return {
    row: kfFormat(`ToHit.Row.${toHit.row}`, { combat: attacker.stats.combat, defence: target.stats.defence, needs: toHit.needs }),
    modifier: kfFormat("ToHit.Modifier", { cls: kfLocalize(`Class.${attacker.stats.cls}`), modifier: signed(toHit.modifier) }),
    naturals: kfLocalize("ToHit.Naturals"),
    chance: kfFormat("ToHit.Chance", { chance: percent(toHit.chance) }),
  };
}

function optionsText(plan: AttackPlan): string {
  if (plan.options.length === 0) return kfLocalize("Attack.NotAChoice");
  return kfFormat("Attack.ChosenAs", { options: plan.options.map((o) => kfLocalize(`TargetOption.${o}`)).join("; ") });
}

/**
 * What the attack dialog shows: every enemy in play (those the class may choose first, with the
 * options that allow them), the targeting options the class has, and for the chosen target the
 * to-hit row, modifier and exact chance; what the targeting check says about an illegal choice.
 */
export function attackView(table: KfTable, attackerId: string, targetId: string | null, level: AutomationLevel) {
  const attacker = figureOn(table, attackerId, "attacker");
  const targets = targetsOf(table, attacker);
  const enemies = inPlay(table).filter((f) => f.side !== null && f.side !== attacker.side);
  const plans = enemies.map((enemy) => planAttack(table, attackerId, enemy.id, level));
  const ordered = [...plans.filter((p) => p.options.length > 0), ...plans.filter((p) => p.options.length === 0 && level !== "enforce")];
  const chosen = ordered.find((p) => p.target.id === targetId) ?? ordered[0] ?? null;
  const classOptions = attacker.stats.cls === "fighter" ? (["adjacent"] as const) : KF_TARGET_OPTIONS.filter((o) => o !== "adjacent");
  return {
    title: kfFormat("Attack.DialogTitle", { name: attacker.name }),
    classLine: kfFormat("Attack.ClassLine", { cls: kfLocalize(`Class.${attacker.stats.cls}`), points: kfCount("Attack.PointsLeft", attacker.actionPoints) }),
    classHint: kfLocalize(`ClassHint.${attacker.stats.cls}`),
    byOption: classOptions.map((option) => ({
      label: kfLocalize(`TargetOption.${option}`),
      names: targets.byOption[option].map((id) => enemies.find((e) => e.id === id)?.name ?? id).join(", ") || kfLocalize("Attack.Nobody"),
    })),
    targets: ordered.map((p) => ({
      id: p.target.id,
      label: kfFormat(p.options.length > 0 ? "Attack.TargetLabel" : "Attack.TargetLabelIllegal", { name: p.target.name, distance: p.distance }),
      selected: p === chosen,
    })),
    hasTargets: ordered.length > 0,
    chosen: chosen
      ? {
          name: chosen.target.name,
          options: optionsText(chosen),
          ...toHitLines(chosen),
          warning: chosen.verdict === "warn" && chosen.illegal ? kfFormat("Attack.Warning", { rule: localiseViolation(chosen.illegal) }) : null,
          problem: chosen.verdict === "refuse" && chosen.illegal ? localiseViolation(chosen.illegal) : null,
        }
      : null,
    noTarget: ordered.length === 0 ? kfLocalize("Attack.NoTarget") : null,
    canRoll: chosen !== null && chosen.verdict !== "refuse" && attacker.actionPoints > 0,
    legalIds: targets.legal,
  };
}
export type AttackView = ReturnType<typeof attackView>;

/** What the attack card shows, from the plan, the die and the pools and danger around it. */
export function attackCardContext(
  plan: AttackPlan,
  result: KfToHitResult,
  extras: { readonly pool: number; readonly forceName: string; readonly apLeft: number; readonly attackerBadge: FigureBadge; readonly defenderBadge: FigureBadge },
) {
  const natural = result.natural === 6 ? kfLocalize("ToHit.NaturalSix") : result.natural === 1 ? kfLocalize("ToHit.NaturalOne") : null;
  const effects = result.hit
    ? [
        kfFormat("Attack.PoolLoss", { force: extras.forceName, before: extras.pool, after: Math.max(0, extras.pool - 1) }),
        kfFormat("Attack.DangerGain", { name: plan.target.name, before: plan.target.danger, after: plan.target.danger + 1 }),
      ]
    : [];
  return {
    title: kfFormat("Attack.CardTitle", { attacker: plan.attacker.name, target: plan.target.name }),
    attackerBadge: extras.attackerBadge,
    defenderBadge: extras.defenderBadge,
    options: optionsText(plan),
    ...toHitLines(plan),
    die: dieChip(result.natural, result.hit ? "hit" : "miss"),
    roll: kfFormat("Attack.Rolled", { natural: result.natural, modified: result.modified, needs: result.target }),
    natural,
    hit: result.hit,
    verdict: kfLocalize(result.hit ? "Attack.Hit" : "Attack.Miss"),
    effects,
    apLeft: kfCount("Attack.ApLeft", extras.apLeft),
    warnings: plan.verdict === "warn" && plan.illegal ? [kfFormat("Attack.Warning", { rule: localiseViolation(plan.illegal) })] : [],
  };
}
export type AttackCardContext = ReturnType<typeof attackCardContext>;
