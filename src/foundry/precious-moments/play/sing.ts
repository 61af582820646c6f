import { pmBadge } from "./badge";
import { isRuleViolation } from "../../../rules/common/errors";
import { requestEndActivation } from "../../combat/request-client";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { partyRollFormula } from "../../dice/party-dice";
import { localiseIssue } from "../documents/violations";
import { cardScene } from "../../shared/card-scene";
import { deriveSing, parseSingInputs, type SingInputs } from "../cards/sing-kind";
import { rollAction } from "../../dice/roll-request";
import { postActionCard, type ActionCard } from "../../dice/action-card";
import { PM_CARD_KINDS, PM_PLAY_TEMPLATES } from "../cards/names";
import { pmFormat, singKey } from "./labels";
import { planSing, resolveSong, singLevels, type SingPlan } from "../table/sing-plan";
import { singCardContext } from "./sing-view";

/** A refused song names the rule; anything else is a bug and is rethrown. */
export function warnRefusedSong(error: unknown): void {
  if (!isRuleViolation(error)) throw error;
  ui.notifications?.warn(pmFormat(singKey("Refused"), { reason: localiseIssue(error) }));
}

export const SING_ROLL = "precious-moments.sing";

/**
 * Sings: the rules resolve the song with real Foundry dice (the sing roll, then Relying on the
 * Spirit and Humiliation only when the song calls for them), always posted by the GM's client: when
 * the world lets players roll, it asks the singer's player for the singer's dice and the target's
 * owner for Relying on the Spirit (see party-dice); one card carries the rolls, and the GM's client applies it at once: the
 * Value lost and, in a combat, the record that the singer has sung. A song ends the singer's
 * activation. A refused song is named before any die is rolled.
 */
export async function rollSing(scene: Scene.Implementation, singerId: string, targetId: string): Promise<ChatMessage.Implementation | null> {
  const args = { sceneId: scene.id ?? "", singerId, targetId };
  try {
    // Checked here first, so a refused song asks nobody to roll; its turn is read before the song marks it sung.
    const plan = planSing(scene, singerId, targetId, singLevels());
    const message = await rollAction("contest", SING_ROLL, args, () => postSong(args, game.user!));
    if (plan.turn.kind === "combat") await requestEndActivation(plan.turn.key.combatId, plan.turn.key.combatantId);
    return message;
  } catch (error) {
    warnRefusedSong(error);
    return null;
  }
}

/** A song: the sing roll, then Relying on the Spirit and Humiliation when the song calls for them. */
export const PM_SING_ACTION: ActionCard<SingInputs, { plan: SingPlan; scene: Scene.Implementation }> = {
  ruleset: "precious-moments",
  kind: PM_CARD_KINDS.sing,
  template: PM_PLAY_TEMPLATES.singCard,
  request: SING_ROLL,
  autoApply: true,
  parse: parseSingInputs,
  plan(inputs) {
    const scene = cardScene(inputs.sceneId);
    return { plan: planSing(scene, inputs.singerId, inputs.targetId, singLevels()), scene };
  },
  actingFigure: ({ plan }) => ({ ownerUuid: plan.singer.actorUuid, uuid: plan.singer.actorUuid, name: plan.singer.name }),
  async roll({ plan, scene }, inputs, requester) {
    const actorOf = (id: string) => (id === plan.target.id ? plan.target.actorUuid : undefined);
    const { rolls } = await resolveWithFoundryDice((roller) => resolveSong(plan, roller), { denomination: "d" }, partyRollFormula(requester, actorOf));
    const outcome = deriveSing(plan, rolls);
    const token = scene.tokens.get(inputs.singerId);
    return { rolls, context: { ...singCardContext(plan, outcome.song, { singer: pmBadge(plan.singer.actorUuid), target: pmBadge(plan.target.actorUuid) }) }, speaker: token ? ChatMessage.implementation.getSpeaker({ token }) : undefined };
  },
};

/** Rolls and posts a song for `requester` on this client; returns the card's id. */
export function postSong(raw: Readonly<Record<string, unknown>>, requester: User.Implementation): Promise<string> {
  return postActionCard(PM_SING_ACTION, raw, requester);
}
