import { isPlainObject } from "../../data/source-merge";
import { SYSTEM_ID } from "../shared/constants";
import { ownableAt } from "../shared/ownership";
import { SOCKET_NAME } from "../relay";
import { actionDiceSource } from "../settings/action-dice";
import { foundryRoll, type RollFormula } from "./foundry-roller";

/**
 * Each party's own dice when players roll. A card with both sides' dice (an attack, a song with a
 * target's save) is always posted by the active GM's client; when the world lets players roll,
 * that client asks each party's player to roll their own part with Foundry dice (by hand, for
 * physical dice, where the player's Dice Configuration says so): the acting side's dice the
 * player who asked, a defender's dice a connected owner of the defender. It takes one answer per
 * ask, from the user it asked only, shaped as the formula it asked for, and rolls the dice itself
 * when nobody of that party is connected or no answer comes in time. The attacker never rolls the
 * defender's dice; no answer counts twice.
 */
export const PARTY_DICE_TIMEOUT_MS = 20_000;

interface DiceAsk {
  readonly kind: "dice-ask";
  readonly askId: string;
  readonly userId: string;
  readonly formula: string;
}

interface DiceAnswer {
  readonly kind: "dice-answer";
  readonly askId: string;
  readonly roll: unknown;
}

interface Waiting {
  /** The GM's client that asked: only it takes the answer. */
  readonly askerId: string;
  readonly userId: string;
  readonly formula: string;
  readonly resolve: (roll: Roll) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

const waiting = new Map<string, Waiting>();
const FORMULA = /^([1-9]\d{0,2})d(p|[1-9]\d{0,2})$/;


/** The dice a formula of ours asks for: `Ndp` poker dice or `NdF` dice of F faces. */
function shapeOf(formula: string): { count: number; faces: number; poker: boolean } | null {
  const match = FORMULA.exec(formula);
  if (!match) return null;
  const poker = match[2] === "p";
  return { count: Number(match[1]), faces: poker ? 6 : Number(match[2]), poker };
}

/**
 * The answer's roll when it is exactly the dice asked for: one evaluated dice term of the asked
 * kind, with as many active results as asked, each a face of the die. Null otherwise.
 */
export function answeredRoll(data: unknown, formula: string): Roll | null {
  const shape = shapeOf(formula);
  if (!shape || !isPlainObject(data)) return null;
  let roll: Roll;
  try {
    roll = Roll.fromData(data as never) as Roll;
  } catch {
    return null;
  }
  const terms = roll.dice;
  const term = terms[0];
  if (terms.length !== 1 || !term || term.faces !== shape.faces) return null;
  const pokerClass = CONFIG.Dice.terms.p;
  if (shape.poker !== (pokerClass !== undefined && term instanceof pokerClass)) return null;
  const results = term.results.filter((r) => r.active !== false);
  if (results.length !== shape.count || !results.every((r) => Number.isInteger(r.result) && r.result >= 1 && r.result <= shape.faces)) return null;
  return roll;
}

/** On the GM's client: asks `user` to roll `formula`; their roll, or this client's own if none comes in time. */
export function askToRoll(user: User.Implementation, formula: string): Promise<Roll> {
  const askId = foundry.utils.randomID();
  return new Promise<Roll>((resolve) => {
    const timer = setTimeout(() => {
      if (!waiting.delete(askId)) return;
      console.warn(`${SYSTEM_ID} | ${user.name ?? user.id} did not roll ${formula} in time; the GM's client rolls it`);
      void foundryRoll(formula).then(resolve);
    }, PARTY_DICE_TIMEOUT_MS);
    waiting.set(askId, { askerId: game.user?.id ?? "", userId: user.id ?? "", formula, resolve, timer });
    const ask: DiceAsk = { kind: "dice-ask", askId, userId: user.id ?? "", formula };
    game.socket!.emit(SOCKET_NAME, ask);
  });
}

/** The connected player who owns the actor, if any (the first in the users' order). */
export function connectedOwner(actorUuid: string | undefined): User.Implementation | undefined {
  if (!actorUuid) return undefined;
  const actor = ownableAt(actorUuid);
  return actor ? game.users?.contents.find((u) => u.active && !u.isGM && actor.testUserPermission(u, "OWNER")) : undefined;
}

/**
 * The GM's client's dice for an action: with the GM rolling (the default), all rolled here; when
 * players roll, the acting side's dice by `acting` (the player who asked; none: rolled here) and each
 * other party's by a connected owner of that party's actor (`actorOf` maps the rules' party id to
 * its actor's uuid).
 */
export function partyRollFormula(acting: User.Implementation | undefined, actorOf: (party: string) => string | undefined): RollFormula {
  return async (formula, party) => {
    // Only the active GM's client asks; any other client's card with such dice is refused anyway.
    if (actionDiceSource() !== "players" || game.user?.id !== game.users?.activeGM?.id) return foundryRoll(formula);
    const roller = party === undefined ? (acting?.isGM ? undefined : acting) : connectedOwner(actorOf(party));
    if (!roller || roller.id === game.user?.id) return foundryRoll(formula);
    return askToRoll(roller, formula);
  };
}

function isAsk(value: unknown): value is DiceAsk {
  return isPlainObject(value) && value.kind === "dice-ask" && typeof value.askId === "string" && typeof value.userId === "string" && typeof value.formula === "string";
}

function isAnswer(value: unknown): value is DiceAnswer {
  return isPlainObject(value) && value.kind === "dice-answer" && typeof value.askId === "string";
}

/** A player's client: rolls what the active GM asked of it, and answers. */
async function answerAsk(ask: DiceAsk, senderId: string): Promise<void> {
  if (ask.userId !== game.user?.id || senderId !== game.users?.activeGM?.id || !shapeOf(ask.formula)) return;
  const roll = await new Roll(ask.formula).evaluate();
  const answer: DiceAnswer = { kind: "dice-answer", askId: ask.askId, roll: roll.toJSON() };
  game.socket!.emit(SOCKET_NAME, answer);
}

/** The GM's client: takes an answer once, from the user asked, shaped as asked; anything else is refused and logged. */
function takeAnswer(answer: DiceAnswer, senderId: string): void {
  if (!game.user?.isGM) return;
  const ask = waiting.get(answer.askId);
  if (ask && ask.askerId !== game.user.id) return;
  if (!ask) {
    console.warn(`${SYSTEM_ID} | refused dice from user ${senderId}: nothing was asked under ${answer.askId}, or it was already answered`);
    return;
  }
  if (ask.userId !== senderId) {
    console.warn(`${SYSTEM_ID} | refused dice from user ${senderId}: the dice were asked of another user`);
    return;
  }
  const roll = answeredRoll(answer.roll, ask.formula);
  if (!roll) {
    console.warn(`${SYSTEM_ID} | refused dice from user ${senderId}: not the ${ask.formula} asked for`);
    return;
  }
  waiting.delete(answer.askId);
  clearTimeout(ask.timer);
  ask.resolve(roll);
}

/** Listens for asks (a player's client) and answers (the GM's client) on the system socket; at init. */
export function registerPartyDice(): void {
  game.socket!.on(SOCKET_NAME, (...args: unknown[]): Promise<void> | void => {
    if (args.length !== 2 || typeof args[1] !== "string") return;
    const [message, senderId] = args as [unknown, string];
    if (isAsk(message)) return answerAsk(message, senderId);
    if (isAnswer(message)) takeAnswer(message, senderId);
  });
}
