import { isRuleViolation } from "../../../rules/common/errors";
import { applyCard, postCard } from "../../chat";
import { requestEndActivation } from "../../combat/request-client";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { localiseIssue } from "../documents/violations";
import { deriveSing } from "../cards/sing-kind";
import { PM_CARD_KINDS, PM_PLAY_TEMPLATES } from "../cards/names";
import { pmFormat, singKey } from "./labels";
import { planSing, resolveSong, singLevels } from "./sing-plan";
import { singCardContext } from "./sing-view";

/** A refused song names the rule; anything else is a bug and is rethrown. */
export function warnRefusedSong(error: unknown): void {
  if (!isRuleViolation(error)) throw error;
  ui.notifications?.warn(pmFormat(singKey("Refused"), { reason: localiseIssue(error) }));
}

/**
 * Sings: the rules resolve the song with real Foundry dice (the sing roll, then Relying on the
 * Spirit and Humiliation only when the song calls for them), one card carries the rolls, and the
 * GM's client applies it at once: the Value lost and, in a combat, the record that the singer has
 * sung. A song ends the singer's activation. A refused song is named before any die is rolled.
 */
export async function rollSing(scene: Scene.Implementation, singerId: string, targetId: string): Promise<ChatMessage.Implementation | null> {
  try {
    const inputs = { sceneId: scene.id ?? "", singerId, targetId };
    const plan = planSing(scene, singerId, targetId, singLevels());
    const { rolls } = await resolveWithFoundryDice((roller) => resolveSong(plan, roller), { denomination: "d" });
    const outcome = deriveSing(plan, rolls);
    const token = scene.tokens.get(singerId);
    const message = await postCard({
      ruleset: "precious-moments",
      kind: PM_CARD_KINDS.sing,
      inputs,
      template: PM_PLAY_TEMPLATES.singCard,
      context: { ...singCardContext(plan, outcome.song) },
      rolls,
      ...(token ? { speaker: ChatMessage.implementation.getSpeaker({ token }) } : {}),
      autoApply: true,
    });
    // A song that took no Value still happened: applied, it is recorded in the GM's ledger.
    if (outcome.changes.length === 0 && outcome.followUps.length > 0 && message.id) await applyCard(message.id);
    if (plan.turn.kind === "combat") await requestEndActivation(plan.turn.key.combatId, plan.turn.key.combatantId);
    return message;
  } catch (error) {
    warnRefusedSong(error);
    return null;
  }
}
