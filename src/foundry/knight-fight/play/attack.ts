import { figureBadge } from "../../sides/figure-badge";
import { kfBadge } from "../table/badge";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { rollAction } from "../../dice/roll-request";
import { postActionCard, type ActionCard } from "../../dice/action-card";
import { attackActors, checkAttack, deriveAttack, parseAttackInputs, planOf, type AttackInputs, type AttackActors } from "../cards/attack-kind";
import type { AttackPlan } from "../table/attack-plan";
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

/** An attack: one d6 against the defender's class, an action point spent. */
export const KF_ATTACK_ACTION: ActionCard<AttackInputs, { plan: AttackPlan; actors: AttackActors; scene: Scene.Implementation }> = {
  ruleset: "knight-fight",
  kind: KF_CARD_KINDS.attack,
  template: KF_CARD_TEMPLATES.attack,
  request: ATTACK_ROLL,
  autoApply: true,
  parse: parseAttackInputs,
  async plan(inputs) {
    const scene = cardScene(inputs.sceneId);
    const plan = planOf(kfTableOf(scene), inputs);
    return { plan, actors: await attackActors(plan), scene };
  },
  actingFigure: ({ actors }) => ({ ownerUuid: actors.attacker.uuid, uuid: actors.attacker.uuid, name: actors.attacker.name }),
  check: ({ plan, actors }) => checkAttack(plan, actors),
  async roll({ plan, actors, scene }, inputs) {
    const { rolls } = await resolveWithFoundryDice((roller) => roller.roll(1, 6), { denomination: "d" });
    const outcome = deriveAttack(plan, actors, rolls);
    const context = attackCardContext(plan, outcome.result, {
      pool: actors.defenderForce.source.pool,
      forceName: actors.defenderForce.name,
      apLeft: Math.max(0, actors.attacker.source.actionPoints - 1),
      attackerBadge: kfBadge(actors.attacker),
      defenderBadge: figureBadge(actors.defender.uuid, actors.defenderForce.uuid),
    });
    const token = scene.tokens.get(inputs.attackerId);
    return { rolls, context: { ...context }, speaker: token ? ChatMessage.implementation.getSpeaker({ token }) : undefined };
  },
};

/** Rolls and posts an attack for `requester` on this client; returns the card's id. */
export function postAttack(raw: Readonly<Record<string, unknown>>, requester: User.Implementation): Promise<string> {
  return postActionCard(KF_ATTACK_ACTION, raw, requester);
}
