import { RuleViolation } from "../../../rules/common/errors";
import { cardScene } from "../../shared/card-scene";
import type { AttackType } from "../../../rules/angry-miniatures/types";
import { defineCardKind, type DeriveContext } from "../../chat/card-kinds";
import type { CardOutcome, FollowUpGrant, FollowUpRef } from "../../chat/card-types";
import { replayRecordedDice } from "../../dice/foundry-roller";
import { AttackSession, type AttackTable } from "../table/attack-session";
import { runExchange } from "../table/exchange";
import { tableOf } from "../table/attack-table";
import { AM_CARD_KINDS } from "./kind-names";
import { attackTypeInput, coverAnswersInput, flagInput, idInput, idListInput, refInput, type CoverAnswer } from "./inputs";
import { actorUuidLookup, changesOfEvents, grantList, grantsOfEvents, markChanges } from "./outcome";
import { movedThisActivation } from "../../canvas/move-record";
import { owns } from "../../shared/ownership";
import { GAME_STATE_CHECK } from "../../guard/judge";
import { automationLevel } from "../../settings/registry";
import { openCoverQuestions } from "../table/cover-questions";
import type { ExchangeOutcome } from "../table/exchange";

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
   * What each defender's side (its owner or a GM) said on the card of cover the table cannot show:
   * in cover adds the cover die. Only the GM's client writes it, on its own card: a player's card
   * carrying dice is never applied.
   */
  readonly coverAnswers?: readonly CoverAnswer[];
  /**
   * The defenders the card asked about when the GM's client rolled it (each fought in the open): a
   * table changed since (the attacker stepped behind a wall) does not take the question away.
   */
  readonly coverAsked?: readonly string[];
  /** A free attack: the follow-up of an earlier card that grants it. */
  readonly free?: FollowUpRef;
}

export function parseAttackInputs(raw: Readonly<Record<string, unknown>>): AttackInputs {
  const free = refInput(raw, "free");
  const coverAnswers = coverAnswersInput(raw, "coverAnswers");
  const coverAsked = raw.coverAsked === undefined ? undefined : idListInput(raw, "coverAsked");
  return {
    sceneId: idInput(raw, "sceneId"),
    attackerId: idInput(raw, "attackerId"),
    targetId: idInput(raw, "targetId"),
    attackType: attackTypeInput(raw),
    charging: flagInput(raw, "charging"),
    cover: idListInput(raw, "cover"),
    ...(free ? { free } : {}),
    ...(coverAnswers ? { coverAnswers } : {}),
    ...(coverAsked ? { coverAsked } : {}),
  };
}

function refused(code: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`AmPlay.Card.${code}`, `Angry Miniatures card: ${message}`, data);
}

/** A free attack must be one the earlier card granted to this figure, at a target it allows. */
export function checkFreeAttack(grant: FollowUpGrant | undefined, inputs: AttackInputs): void {
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

/** The defenders their side said are in cover. */
function confirmedCoverOf(inputs: AttackInputs): string[] {
  return (inputs.coverAnswers ?? []).filter((answer) => answer.inCover).map((answer) => answer.figure);
}

/** The attack as the table stands: the same session the dialog used, with the recorded choices. */
export function sessionOf(table: AttackTable, inputs: AttackInputs): AttackSession {
  const session = new AttackSession(table, inputs.attackerId, inputs.targetId, inputs.free, confirmedCoverOf(inputs));
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

const sceneNamed = cardScene;

/** A recorded attack replayed over its card's dice on the scene as it stands. */
export function replayAttack(inputs: AttackInputs, rolls: readonly Roll[]): { scene: Scene.Implementation; table: AttackTable; session: AttackSession; exchange: ExchangeOutcome } {
  const scene = sceneNamed(inputs.sceneId);
  const table = tableOf(scene);
  const session = sessionOf(table, inputs);
  const exchange = replayRecordedDice((roller) => runExchange(session.setup(), roller), rolls);
  return { scene, table, session, exchange };
}

/**
 * Cover the table cannot show is the defender's side's to say, never the attacker's alone: at warn
 * and enforce of the game state check, a player applies an attack only once every defender that
 * fought without cover has had its answer from its owner or a GM. A defender the player owns too
 * needs none (the player is its side); a GM may apply at any time.
 */
async function checkCoverAnswered(raw: Readonly<Record<string, unknown>>, requester: User.Implementation, rolls: readonly Roll[]): Promise<void> {
  if (automationLevel("angry-miniatures", GAME_STATE_CHECK) === "off") return;
  const inputs = parseAttackInputs(raw);
  const { table, exchange } = replayAttack(inputs, rolls);
  const waiting: string[] = [];
  const answered = answeredOf(inputs);
  for (const id of askedOf(inputs, exchange).filter((asked) => !answered.includes(asked))) {
    const figure = table.figures.find((f) => f.id === id);
    if (!figure || !(await owns(requester, figure.actorUuid))) waiting.push(figure?.name ?? id);
  }
  if (waiting.length > 0) {
    throw new RuleViolation(
      "AmPlay.Cover.Waiting",
      `Angry Miniatures cover: the card waits for the defender's side (its owner or a GM) to say whether ${waiting.join(", ")} is in cover.`,
      { figures: waiting.join(", ") },
    );
  }
}

/**
 * The defenders the card asks about, answered or not: those it asked when rolled and those in the
 * open on the table now, each still defending (a question nobody may answer would hold the card).
 */
export function askedOf(inputs: AttackInputs, exchange: ExchangeOutcome): string[] {
  const defenders = exchange.events.flatMap((e) => (e.type === "contest" ? [e.defenderId] : []));
  const asked = new Set([...(inputs.coverAsked ?? []), ...openCoverQuestions(exchange, [])]);
  return defenders.filter((id, n) => asked.has(id) && defenders.indexOf(id) === n);
}

/** The defenders whose side answered on the card, either way. */
export function answeredOf(inputs: AttackInputs): string[] {
  return (inputs.coverAnswers ?? []).map((answer) => answer.figure);
}

export const attackCardKind = defineCardKind({
  ruleset: "angry-miniatures",
  kind: AM_CARD_KINDS.attack,
  gmOnly: false,
  dice: "contest",
  checkApplier: checkCoverAnswered,
  // A figure attacks once per activation; a free attack a crit granted comes on top.
  onceAction: (inputs) => (inputs.free ? null : "attack"),
  parse: parseAttackInputs,
  snapshot(inputs) {
    const scene = sceneNamed(inputs.sceneId);
    checkCharging(scene, inputs, scene.tokens.get(inputs.attackerId)?.name ?? inputs.attackerId);
    return tableOf(scene);
  },
  derive: (table, inputs, context) => deriveAttack(table, inputs, context),
});
