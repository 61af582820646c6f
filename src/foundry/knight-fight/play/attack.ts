import { postCard } from "../../chat";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { checkMayRoll } from "../../chat/roll-record";
import { requireRequesterOwns, rollAction } from "../../dice/roll-request";
import { attackActors, checkAttack, deriveAttack, parseAttackInputs, planOf } from "../cards/attack-kind";
import { cardScene } from "../../shared/card-scene";
import { KF_CARD_KINDS } from "../cards/kind-names";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { attackCardContext } from "./attack-view";
import { warnRefusedAction } from "./notify";
import { kfTableOf } from "../table/table";

export const ATTACK_ROLL = "knight-fight.attack";

/**
 * Rolls an attack with a real Foundry die (on the GM's client, unless the world lets players
 * roll) and posts the card, which the GM's client applies at once (an action point spent; on a
 * hit a die off the defender's pool and a danger token on the defender). A refused attack is
 * named in a notification, before any die is rolled.
 */
export async function rollAttack(scene: Scene.Implementation, attackerId: string, targetId: string): Promise<ChatMessage.Implementation | null> {
  const args = { sceneId: scene.id ?? "", attackerId, targetId };
  try {
    return await rollAction("own", ATTACK_ROLL, args, () => postAttack(args, game.user!));
  } catch (error) {
    warnRefusedAction(error);
    return null;
  }
}

/** Rolls and posts an attack for `requester` on this client; returns the card's id. */
export async function postAttack(raw: Readonly<Record<string, unknown>>, requester: User.Implementation): Promise<string> {
  const inputs = parseAttackInputs(raw);
  const scene = cardScene(inputs.sceneId);
  const plan = planOf(kfTableOf(scene), inputs);
  const actors = await attackActors(plan);
  await requireRequesterOwns(requester, actors.attacker.uuid);
  checkAttack(plan, actors);
  await checkMayRoll("knight-fight", actors.attacker.uuid, actors.attacker.name);
  const { rolls } = await resolveWithFoundryDice((roller) => roller.roll(1, 6), { denomination: "d" });
  const outcome = deriveAttack(plan, actors, rolls);
  const context = attackCardContext(plan, outcome.result, { pool: actors.defenderForce.source.pool, forceName: actors.defenderForce.name, apLeft: Math.max(0, actors.attacker.source.actionPoints - 1) });
  const token = scene.tokens.get(inputs.attackerId);
  const message = await postCard({
    ruleset: "knight-fight",
    kind: KF_CARD_KINDS.attack,
    inputs: { ...inputs },
    template: KF_CARD_TEMPLATES.attack,
    context: { ...context },
    rolls,
    ...(token ? { speaker: ChatMessage.implementation.getSpeaker({ token }) } : {}),
    autoApply: true,
  });
  return message.id ?? "";
}
