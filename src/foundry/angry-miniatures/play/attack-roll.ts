import { cardScene } from "../../shared/card-scene";
import { RuleViolation } from "../../../rules/common/errors";
import { postCard } from "../../chat/cards";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { partyRollFormula } from "../../dice/party-dice";
import { checkMayRoll } from "../../chat/roll-record";
import { requireRequesterOwns, requestRoll } from "../../dice/roll-request";
import { checkFreeAttack, parseAttackInputs, sessionOf, type AttackInputs } from "../cards/attack-kind";
import { grantOf } from "../../chat/card-authority";
import { ledgerEntry } from "../../chat/ledger";
import { AM_CARD_KINDS } from "../cards/kind-names";
import type { AttackResult, AttackSession } from "../table/attack-session";
import type { TableFigure } from "../table/table-figure";
import { openCoverQuestions } from "../table/cover-questions";
import { tableOf } from "../table/attack-table";

export const ATTACK_CARD_TEMPLATE = "angry-miniatures/play/attack-card.hbs";
export const AM_ATTACK_ROLL = "angry-miniatures.attack";

/** Posts an attack card on a scene (the attacker's token speaks). */
export async function postAttackCard(scene: Scene.Implementation, result: AttackResult, attacker: TableFigure | undefined): Promise<ChatMessage.Implementation> {
  const token = attacker ? scene.tokens.get(attacker.id) : undefined;
  if (!scene.id) throw new RuleViolation("Canvas.NoScene", "No scene is being viewed.", {});
  return postCard({
    ruleset: "angry-miniatures",
    kind: AM_CARD_KINDS.attack,
    // The cover questions as the table stands at the roll: the defender's side answers them (attack-cover-confirm).
    inputs: { sceneId: scene.id, ...result.inputs, coverAsked: openCoverQuestions(result.outcome, []) },
    template: ATTACK_CARD_TEMPLATE,
    context: { ...result.context },
    rolls: result.rolls,
    ...(token ? { speaker: ChatMessage.implementation.getSpeaker({ token }) } : {}),
  });
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
  const source = ledgerEntry(inputs.free.messageId)!;
  if (source.used[String(inputs.free.index)] !== undefined) throw new RuleViolation("Card.FollowUpUsed", "That follow-up was already used.", {});
  const granting = (fromUuidSync(source.actingUuid as Parameters<typeof fromUuidSync>[0]) as { name?: string } | null)?.name ?? attacker.name;
  return { uuid: source.actingUuid, name: granting };
}

/** On the GM's client: rolls and posts the attack a player asked for; returns the card's id. */
export async function postAttackFor(raw: Readonly<Record<string, unknown>>, requester: User.Implementation): Promise<string> {
  const inputs = parseAttackInputs(raw);
  const scene = cardScene(inputs.sceneId);
  const session = sessionOf(tableOf(scene), inputs);
  const attacker = session.attacker!;
  await requireRequesterOwns(requester, attacker.actorUuid);
  const activating = activatingFigure(inputs, attacker);
  await checkMayRoll("angry-miniatures", activating.uuid, activating.name, inputs.free ? null : "attack");
  const actorOf = (id: string) => session.table.figures.find((f) => f.id === id)?.actorUuid;
  const result = await session.roll((compute) => resolveWithFoundryDice(compute, { denomination: "p" }, partyRollFormula(requester, actorOf)));
  const message = await postAttackCard(scene, result, attacker);
  return message.id ?? "";
}
