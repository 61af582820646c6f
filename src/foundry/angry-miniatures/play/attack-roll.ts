import { cardScene } from "../../shared/card-scene";
import { RuleViolation } from "../../../rules/common/errors";
import { postCard } from "../../chat/cards";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { partyRollFormula } from "../../dice/party-dice";
import { requestRoll } from "../../dice/roll-request";
import type { ActionCard, RolledAction } from "../../dice/action-card";
import { checkFreeAttack, parseAttackInputs, sessionOf, type AttackInputs } from "../cards/attack-kind";
import { grantOf } from "../../chat/card-authority";
import { appliedCardOf } from "../../chat/ledger";
import { AM_CARD_KINDS } from "../cards/kind-names";
import type { AttackResult, AttackSession } from "../table/attack-session";
import type { TableFigure } from "../table/table-figure";
import { openCoverQuestions } from "../table/cover-questions";
import { tableOf } from "../table/attack-table";

export const ATTACK_CARD_TEMPLATE = "angry-miniatures/play/attack-card.hbs";
export const AM_ATTACK_ROLL = "angry-miniatures.attack";

/** An attack card's parts as rolled on a scene: the inputs it stores, what it shows, its dice, the attacker's token speaking. */
function attackCardParts(scene: Scene.Implementation, result: AttackResult, attacker: TableFigure | undefined): Required<Omit<RolledAction, "speaker">> & Pick<RolledAction, "speaker"> {
  if (!scene.id) throw new RuleViolation("Canvas.NoScene", "No scene is being viewed.", {});
  const token = attacker ? scene.tokens.get(attacker.id) : undefined;
  return {
    // The cover questions as the table stands at the roll: the defender's side answers them (attack-cover-confirm).
    inputs: { sceneId: scene.id, ...result.inputs, coverAsked: openCoverQuestions(result.outcome, []) },
    context: { ...result.context },
    rolls: result.rolls,
    speaker: token ? ChatMessage.implementation.getSpeaker({ token }) : undefined,
  };
}

/** Posts an attack card a GM rolled on this client (the attacker's token speaks). */
export function postAttackCard(scene: Scene.Implementation, result: AttackResult, attacker: TableFigure | undefined): Promise<ChatMessage.Implementation> {
  const { speaker, ...parts } = attackCardParts(scene, result, attacker);
  return postCard({ ruleset: "angry-miniatures", kind: AM_CARD_KINDS.attack, template: ATTACK_CARD_TEMPLATE, ...parts, ...(speaker ? { speaker } : {}) });
}

/**
 * An attack's dice are both sides' (the attacker's and each defender's), so the active GM's
 * client posts the card whatever the dice setting: the attacker's client names its choices only.
 * When players roll, the GM's client asks each side's player for their own dice (see party-dice).
 */
export function askGmToAttack(scene: Scene.Implementation, session: AttackSession): Promise<string> {
  const { attackType, targetId, charging, cover } = session.choices;
  const args = { sceneId: scene.id ?? "", attackerId: session.attackerId, targetId: targetId ?? "", attackType, charging, cover: [...cover], ...(session.free ? { free: session.free } : {}) };
  return requestRoll(AM_ATTACK_ROLL, args);
}

/**
 * The figure in whose activation the attack is rolled: the attacker's own, or for a free attack the
 * figure whose card granted it (Commanding: the adjacent friend attacks in the commander's
 * activation). The grant is checked before any die: a free attack that was not granted to this
 * figure, or was used, would otherwise spend the granting figure's roll.
 */
function activatingFigure(inputs: AttackInputs, attacker: TableFigure): { uuid: string; name: string } {
  if (!inputs.free) return { uuid: attacker.actorUuid, name: attacker.name };
  checkFreeAttack(grantOf(inputs.free), inputs);
  const source = appliedCardOf(inputs.free.messageId)!;
  if (source.used[String(inputs.free.index)] !== undefined) throw new RuleViolation("Card.FollowUpUsed", "That follow-up was already used.", {});
  const granting = (fromUuidSync(source.actingUuid as Parameters<typeof fromUuidSync>[0]) as { name?: string } | null)?.name ?? attacker.name;
  return { uuid: source.actingUuid, name: granting };
}

/**
 * An attack a player asked the GM's client to roll: both sides' dice (each side's player rolls its
 * own when players roll, see party-dice). The card waits for the cover questions, so it is not
 * applied at once.
 */
export const AM_ATTACK_ACTION: ActionCard<AttackInputs, { scene: Scene.Implementation; session: AttackSession; attacker: TableFigure }> = {
  ruleset: "angry-miniatures",
  kind: AM_CARD_KINDS.attack,
  template: ATTACK_CARD_TEMPLATE,
  request: AM_ATTACK_ROLL,
  autoApply: false,
  parse: parseAttackInputs,
  plan(inputs) {
    const scene = cardScene(inputs.sceneId);
    const session = sessionOf(tableOf(scene), inputs);
    return { scene, session, attacker: session.attacker! };
  },
  actingFigure({ attacker }, inputs) {
    const activating = activatingFigure(inputs, attacker);
    return { ownerUuid: attacker.actorUuid, uuid: activating.uuid, name: activating.name };
  },
  async roll({ scene, session, attacker }, _inputs, requester) {
    const actorOf = (id: string) => session.table.figures.find((f) => f.id === id)?.actorUuid;
    const result = await session.roll((compute) => resolveWithFoundryDice(compute, { denomination: "p" }, partyRollFormula(requester, actorOf)));
    return attackCardParts(scene, result, attacker);
  },
};
