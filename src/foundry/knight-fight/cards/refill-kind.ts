import { sum } from "../../../rules/common/dice";
import { KF_REFILL } from "../../../rules/knight-fight/turn";
import { defineCardKind } from "../../chat/card-kinds";
import type { CardOutcome } from "../../chat/card-types";
import { replayRecordedDice } from "../../dice/foundry-roller";
import { kfForce, type KfForceRef } from "../table/actors";
import { combatActing } from "./combat-ref";
import { badInput, idInput, idListInput, wholeInput } from "./inputs";
import { KF_CARD_KINDS } from "./kind-names";
import { KF_PATHS } from "./paths";
import type { DiceRoller } from "../../../rules/common/dice";

/** What a turn's refill records: the combat, the turn that ended, and the forces refilled in order. */
export interface RefillInputs {
  readonly combatUuid: string;
  readonly round: number;
  readonly forceUuids: readonly string[];
}

export function parseRefillInputs(raw: Readonly<Record<string, unknown>>): RefillInputs {
  const forceUuids = idListInput(raw, "forceUuids", 8);
  if (new Set(forceUuids).size !== forceUuids.length) throw badInput("forceUuids");
  return { combatUuid: idInput(raw, "combatUuid"), round: wholeInput(raw, "round", 1, 100_000), forceUuids };
}

/** Each force rolls 2d6 into its pool (DECISIONS "Turn order"): one Roll per force, in order. */
export function rollRefill(forceCount: number, roller: DiceRoller): number[][] {
  return Array.from({ length: forceCount }, () => roller.roll(KF_REFILL.count, KF_REFILL.faces));
}

export function deriveRefill(actingUuid: string, forces: readonly KfForceRef[], rolls: readonly Roll[]): CardOutcome & { dice: number[][] } {
  const dice = replayRecordedDice((roller) => rollRefill(forces.length, roller), rolls);
  const changes = forces.map((force, k) => ({ uuid: force.uuid, path: KF_PATHS.pool, delta: sum(dice[k] ?? []) }));
  return { actingUuid, changes, followUps: [], dice };
}

export const refillCardKind = defineCardKind({
  ruleset: "knight-fight",
  kind: KF_CARD_KINDS.refill,
  gmOnly: true,
  parse: parseRefillInputs,
  snapshot: async (inputs) => ({ acting: await combatActing(inputs.combatUuid), forces: await Promise.all(inputs.forceUuids.map(kfForce)) }),
  derive: ({ acting, forces }, _inputs, { rolls }) => deriveRefill(acting, forces, rolls),
});
