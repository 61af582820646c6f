import { cardScene } from "../../shared/card-scene";
import { resolveToHit, type KfToHitResult } from "../../../rules/knight-fight/to-hit";
import { defineCardKind } from "../../chat/card-kinds";
import type { CardChange, CardOutcome } from "../../chat/card-types";
import { replayRecordedDice } from "../../dice/foundry-roller";
import { automationLevel } from "../../settings/registry";
import { planAttack, type AttackPlan } from "../table/attack-plan";
import { kfTableOf, type KfTable } from "../table/table";
import { forceOf, kfFigure, type KfFigureRef, type KfForceRef } from "../table/actors";
import { requireActionPoint } from "./activating";
import { idInput } from "./inputs";
import { KF_CARD_KINDS } from "./kind-names";
import { KF_PATHS } from "./paths";

/** What an attack records: the scene, and the attacker's and the target's tokens on it. */
export interface AttackInputs {
  readonly sceneId: string;
  readonly attackerId: string;
  readonly targetId: string;
}

export function parseAttackInputs(raw: Readonly<Record<string, unknown>>): AttackInputs {
  return { sceneId: idInput(raw, "sceneId"), attackerId: idInput(raw, "attackerId"), targetId: idInput(raw, "targetId") };
}

export interface AttackOutcome extends CardOutcome {
  readonly plan: AttackPlan;
  readonly result: KfToHitResult;
}

/** The actors an attack touches: the attacker, the defender and the defender's force. */
export interface AttackActors {
  readonly attacker: KfFigureRef;
  readonly defender: KfFigureRef;
  readonly defenderForce: KfForceRef;
}

/** Checks the attack may be made now; throws the rule it breaks (the targeting check at enforce included). */
export function checkAttack(plan: AttackPlan, actors: Pick<AttackActors, "attacker">): void {
  if (plan.verdict === "refuse" && plan.illegal) throw plan.illegal;
  requireActionPoint(actors.attacker);
}

/**
 * An attack (DECISIONS "To hit", "A hit") replayed over its recorded die: it costs the attacker
 * an action point; a hit takes a die from the defender's pool and gives the defender a danger
 * token.
 */
export function deriveAttack(plan: AttackPlan, actors: AttackActors, rolls: readonly Roll[]): AttackOutcome {
  checkAttack(plan, actors);
  const die = replayRecordedDice((roller) => roller.roll(1, 6)[0] ?? 0, rolls);
  const result = resolveToHit(plan.attacker.stats.combat, plan.target.stats.defence, plan.attacker.stats.cls, die);
  const changes: CardChange[] = [{ uuid: actors.attacker.uuid, path: KF_PATHS.actionPoints, delta: -1 }];
  if (result.hit) {
    changes.push({ uuid: actors.defenderForce.uuid, path: KF_PATHS.pool, delta: -1 }, { uuid: actors.defender.uuid, path: KF_PATHS.danger, delta: 1 });
  }
  return { actingUuid: actors.attacker.uuid, changes, followUps: [], plan, result };
}

export async function attackActors(plan: AttackPlan): Promise<AttackActors> {
  const attacker = await kfFigure(plan.attacker.actorUuid);
  const defender = await kfFigure(plan.target.actorUuid);
  return { attacker, defender, defenderForce: forceOf(defender) };
}

export function planOf(table: KfTable, inputs: AttackInputs): AttackPlan {
  return planAttack(table, inputs.attackerId, inputs.targetId, automationLevel("knight-fight", "targeting"));
}

export const attackCardKind = defineCardKind({
  ruleset: "knight-fight",
  kind: KF_CARD_KINDS.attack,
  gmOnly: false,
  dice: "own",
  parse: parseAttackInputs,
  async snapshot(inputs) {
    const plan = planOf(kfTableOf(cardScene(inputs.sceneId)), inputs);
    return { plan, actors: await attackActors(plan) };
  },
  derive: ({ plan, actors }, _inputs, { rolls }) => deriveAttack(plan, actors, rolls),
});
