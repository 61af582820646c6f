import { isPlainObject } from "../../data/source-merge";
import { ownableAt } from "../shared/ownership";
import { askPlayer, registerPlayerAnswer } from "../relay/ask-player";
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
/** The relay's name for the ask: `{ formula }`, answered with the roll's data. */
export const PARTY_DICE_ASK = "dice.party";

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
  return askPlayer(user, PARTY_DICE_ASK, { formula }, { label: formula, timeoutMs: PARTY_DICE_TIMEOUT_MS, accept: (data) => answeredRoll(data, formula), fallback: () => foundryRoll(formula) });
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

/** A player's client: rolls the dice the active GM asked of it (a formula of ours only), with Foundry dice. */
async function rollAsked(payload: unknown): Promise<unknown> {
  const formula = isPlainObject(payload) ? payload.formula : undefined;
  if (typeof formula !== "string" || !shapeOf(formula)) return null;
  const roll = await new Roll(formula).evaluate();
  return roll.toJSON();
}

/** Lets this client answer the active GM's asks for its dice; at init. */
export function registerPartyDice(): void {
  registerPlayerAnswer(PARTY_DICE_ASK, rollAsked);
}
