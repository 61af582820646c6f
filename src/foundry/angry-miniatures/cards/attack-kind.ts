import { RuleViolation } from "../../../rules/common/errors";
import type { AttackType } from "../../../rules/angry-miniatures/types";
import type { CardKind, CardOutcome, DeriveContext, FollowUpGrant, FollowUpRef } from "../../chat";
import { replayRecordedDice } from "../../dice/foundry-roller";
import { AttackSession, type AttackTable } from "../play/attack-session";
import { runExchange } from "../play/exchange";
import { tableOf } from "../play/foundry-services";
import { AM_CARD_KINDS } from "./kind-names";
import { attackTypeInput, flagInput, idInput, idListInput, refInput } from "./inputs";
import { actorUuidLookup, changesOfEvents, grantList, grantsOfEvents, markChanges } from "./outcome";
import { movedThisActivation } from "../../canvas/move-record";



/** What an attack card records: who attacked whom, how, and with which toggles. */
export interface AttackInputs {
  readonly sceneId: string;
  readonly attackerId: string;
  readonly targetId: string;
  readonly attackType: AttackType;
  readonly charging: boolean;
  /** Defenders the attacker concedes cover to: it can only add cover; the table's is added on every client. */
  readonly cover: readonly string[];
  /**
   * Defenders the defender's owner or a GM confirmed in cover (the card's "In cover" button). Only
   * the GM's client writes it, on its own card: a player's card carrying dice is never applied.
   */
  readonly confirmedCover?: readonly string[];
  /** A free attack: the follow-up of an earlier card that grants it. */
  readonly free?: FollowUpRef;
}

export function parseAttackInputs(raw: Readonly<Record<string, unknown>>): AttackInputs {
  const free = refInput(raw, "free");
  const confirmedCover = raw.confirmedCover === undefined ? undefined : idListInput(raw, "confirmedCover");
  return {
    sceneId: idInput(raw, "sceneId"),
    attackerId: idInput(raw, "attackerId"),
    targetId: idInput(raw, "targetId"),
    attackType: attackTypeInput(raw),
    charging: flagInput(raw, "charging"),
    cover: idListInput(raw, "cover"),
    ...(free ? { free } : {}),
    ...(confirmedCover ? { confirmedCover } : {}),
  };
}

function refused(code: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`AmPlay.Card.${code}`, `Angry Miniatures card: ${message}`, data);
}

/** A free attack must be one the earlier card granted to this figure, at a target it allows. */
function checkFreeAttack(grant: FollowUpGrant | undefined, inputs: AttackInputs): void {
  if (!grant || grant.kind !== "free-attack") throw refused("NoFreeAttack", "that free attack was not granted.");
  if (!grantList(grant, "byIds").includes(inputs.attackerId)) throw refused("FreeAttackNotYours", "that free attack belongs to another figure.");
  if (grantList(grant, "excludeTargetIds").includes(inputs.targetId)) {
    throw refused("FreeAttackTarget", "the free attack may not target that figure.");
  }
}

/**
 * Charging is read from the table, not taken from the card: the attacker's token must have moved
 * this activation by the GM's client's own move record (canvas/move-record.ts, on the Combat),
 * never by the token's movement history, which its owner can write.
 */
function checkCharging(scene: Scene.Implementation, inputs: AttackInputs, name: string): void {
  if (!inputs.charging) return;
  if (!scene.id || !movedThisActivation(scene.id, inputs.attackerId)) throw refused("NotCharging", `${name} has not moved this activation, so it is not charging.`, { name });
}

/** The attack as the table stands: the same session the dialog used, with the recorded choices. */
export function sessionOf(table: AttackTable, inputs: AttackInputs): AttackSession {
  const session = new AttackSession(table, inputs.attackerId, inputs.targetId, inputs.free, inputs.confirmedCover ?? []);
  session.update({ attackType: inputs.attackType, targetId: inputs.targetId, charging: inputs.charging, cover: inputs.cover });
  if (!session.attacker) throw refused("NoFigure", "the attacker is not on the scene.", { id: inputs.attackerId });
  if (session.choices.attackType !== inputs.attackType) throw refused("AttackType", "the figure has no such attack.");
  if (session.choices.targetId !== inputs.targetId) throw refused("NoFigure", "the target is not standing on the scene.", { id: inputs.targetId });
  const refusal = session.legality()?.findings.find((finding) => finding.verdict === "refuse");
  if (refusal) throw new RuleViolation(refusal.code, `Angry Miniatures: the ${refusal.check} check refuses the attack.`, refusal.data);
  return session;
}

/** The outcome of an attack: the rules replayed over the recorded dice, on the scene as it stands. */
export function deriveAttack(table: AttackTable, inputs: AttackInputs, context: DeriveContext): CardOutcome {
  if (inputs.free) checkFreeAttack(context.grant(inputs.free), inputs);
  const session = sessionOf(table, inputs);
  const exchange = replayRecordedDice((roller) => runExchange(session.setup(), roller), context.rolls);
  const actorUuidOf = actorUuidLookup(table.figures);
  return {
    actingUuid: actorUuidOf(inputs.attackerId),
    changes: [...changesOfEvents(exchange.events, actorUuidOf), ...markChanges(exchange.before, exchange.after, actorUuidOf)],
    followUps: grantsOfEvents(exchange.events, actorUuidOf),
    ...(inputs.free ? { consumes: inputs.free } : {}),
  };
}

function sceneNamed(sceneId: string): Scene.Implementation {
  const scene = game.scenes?.get(sceneId);
  if (!scene) throw refused("NoScene", "its scene no longer exists.");
  return scene;
}

export const attackCardKind: CardKind = {
  ruleset: "angry-miniatures",
  kind: AM_CARD_KINDS.attack,
  gmOnly: false,
  dice: "contest",
  async derive(raw, context) {
    const inputs = parseAttackInputs(raw);
    const scene = sceneNamed(inputs.sceneId);
    checkCharging(scene, inputs, scene.tokens.get(inputs.attackerId)?.name ?? inputs.attackerId);
    return deriveAttack(tableOf(scene), inputs, context);
  },
};
