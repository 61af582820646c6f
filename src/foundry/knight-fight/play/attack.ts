import { postCard } from "../../chat";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { attackActors, checkAttack, deriveAttack, planOf } from "../cards/attack-kind";
import { KF_CARD_KINDS } from "../cards/kind-names";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { attackCardContext } from "./attack-view";
import { warnRefusedAction } from "./notify";
import { kfTableOf } from "./table";

/**
 * Rolls an attack with a real Foundry die and posts the card, which the GM's client applies at
 * once (an action point spent; on a hit a die off the defender's pool and a danger token on the
 * defender). A refused attack is named in a notification, before any die is rolled.
 */
export async function rollAttack(scene: Scene.Implementation, attackerId: string, targetId: string): Promise<ChatMessage.Implementation | null> {
  try {
    const inputs = { sceneId: scene.id ?? "", attackerId, targetId };
    const plan = planOf(kfTableOf(scene), inputs);
    const actors = await attackActors(plan);
    checkAttack(plan, actors);
    const { rolls } = await resolveWithFoundryDice((roller) => roller.roll(1, 6), { denomination: "d" });
    const outcome = deriveAttack(plan, actors, rolls);
    const context = attackCardContext(plan, outcome.result, { pool: actors.defenderForce.source.pool, forceName: actors.defenderForce.name, apLeft: Math.max(0, actors.attacker.source.actionPoints - 1) });
    const token = scene.tokens.get(attackerId);
    return await postCard({
      ruleset: "knight-fight",
      kind: KF_CARD_KINDS.attack,
      inputs,
      template: KF_CARD_TEMPLATES.attack,
      context: { ...context },
      rolls,
      ...(token ? { speaker: ChatMessage.implementation.getSpeaker({ token }) } : {}),
      autoApply: true,
    });
  } catch (error) {
    warnRefusedAction(error);
    return null;
  }
}
