import { cardScene } from "../../shared/card-scene";
import { RuleViolation } from "../../../rules/common/errors";
import { defineCardKind } from "../../chat/card-kinds";
import type { CardChange, CardOutcome } from "../../chat/card-types";
import { replayRecordedDice } from "../../dice/foundry-roller";
import { planSing, resolveSong, singLevels, type SingPlan, type SongResult } from "../table/sing-plan";
import { sungRecord } from "../table/sing-turn";
import { PM_CARD_KINDS, PM_PATHS } from "./names";

/** What a song records: the scene, and the singer's and the target's tokens on it. */
export interface SingInputs {
  readonly sceneId: string;
  readonly singerId: string;
  readonly targetId: string;
}

function idInput(raw: Readonly<Record<string, unknown>>, field: keyof SingInputs): string {
  const value = raw[field];
  if (typeof value !== "string" || value.length === 0 || value.length > 200) {
    throw new RuleViolation("PreciousMoments.Singing.BadInput", `Singing card: the recorded "${field}" is not valid.`, { field });
  }
  return value;
}

export function parseSingInputs(raw: Readonly<Record<string, unknown>>): SingInputs {
  return { sceneId: idInput(raw, "sceneId"), singerId: idInput(raw, "singerId"), targetId: idInput(raw, "targetId") };
}

export function planOf(inputs: SingInputs): SingPlan {
  return planSing(cardScene(inputs.sceneId), inputs.singerId, inputs.targetId, singLevels());
}

export interface SingOutcome extends CardOutcome {
  readonly song: SongResult;
}

/**
 * A song (DECISIONS "Singing roll", "Heaven") replayed over its recorded dice by the rules: the
 * target loses the Humiliation rolled, if any; in a combat the GM's ledger records that the singer
 * has sung this singing phase.
 */
export function deriveSing(plan: SingPlan, rolls: readonly Roll[]): SingOutcome {
  const song = replayRecordedDice((roller) => resolveSong(plan, roller), rolls);
  const changes: CardChange[] = song.aria.humiliation > 0 ? [{ uuid: plan.target.actorUuid, path: PM_PATHS.value, delta: -song.aria.humiliation }] : [];
  const followUps = plan.turn.kind === "combat" ? [sungRecord(plan.singer.actorUuid, plan.turn.key)] : [];
  return { actingUuid: plan.singer.actorUuid, changes, followUps, song };
}

export const singCardKind = defineCardKind({
  ruleset: "precious-moments",
  kind: PM_CARD_KINDS.sing,
  gmOnly: false,
  // The target's Relying on the Spirit roll is its own: the singer's client never rolls it.
  dice: "contest",
  parse: parseSingInputs,
  snapshot: planOf,
  derive: (plan, _inputs, { rolls }) => deriveSing(plan, rolls),
});
