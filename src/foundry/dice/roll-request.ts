import { RuleViolation } from "../../rules/common/errors";
import { owns } from "../shared/ownership";
import type { CardDice } from "../chat/card-kinds";
import { registerGmRequest, requestGm } from "../relay/relay";
import { actionDiceSource } from "../settings/action-dice";

/**
 * "GM, roll for me": a player's client names the action and its choices; the active GM's client
 * checks the player owns the acting figure, rolls with Foundry dice (Dice So Nice shows them to
 * everyone) and posts the card for the player's figure. The answer is the card's message id.
 */
export const ROLL_REQUEST = "dice.roll";

/** Rolls and posts one action's card on this client for `requester`; returns the card's id. */
export type ActionRoller = (args: Readonly<Record<string, unknown>>, requester: User.Implementation) => Promise<string>;

const rollers = new Map<string, ActionRoller>();

export function registerActionRoller(action: string, roller: ActionRoller): void {
  if (rollers.has(action)) throw new Error(`Shelf Wars: action roller ${action} is registered twice`);
  rollers.set(action, roller);
}

export function registerRollRequest(): void {
  registerGmRequest<unknown, string>(ROLL_REQUEST, async (payload, requester) => {
    const { action, args } = (typeof payload === "object" && payload !== null ? payload : {}) as Record<string, unknown>;
    const roller = typeof action === "string" ? rollers.get(action) : undefined;
    if (!roller || typeof args !== "object" || args === null || Array.isArray(args)) throw new RuleViolation("Dice.BadRequest", "Malformed roll request.", {});
    return roller(args as Record<string, unknown>, requester);
  });
}

/** Does this client roll an action's dice itself? A GM always; a player only for its own dice when players roll. */
export function rollsHere(dice: CardDice): boolean {
  if (game.user?.isGM) return true;
  return dice === "own" && actionDiceSource() === "players";
}

/**
 * Rolls an action: here when this client rolls (see `rollsHere`), else by asking the active GM's
 * client, whose card is returned once it has reached this client.
 */
export async function rollAction(dice: CardDice, action: string, args: Record<string, unknown>, here: () => Promise<string>): Promise<ChatMessage.Implementation | null> {
  const id = rollsHere(dice) ? await here() : await requestRoll(action, args);
  return game.messages?.get(id) ?? null;
}

/** Asks the active GM's client to roll and post an action; answers the card's message id. */
export function requestRoll(action: string, args: Record<string, unknown>): Promise<string> {
  return requestGm<{ action: string; args: Record<string, unknown> }, string>(ROLL_REQUEST, { action, args });
}

/** On the GM's client: the player asking must own the acting figure (a GM may roll for anyone). */
export async function requireRequesterOwns(requester: User.Implementation, actorUuid: string): Promise<void> {
  if (!(await owns(requester, actorUuid))) {
    throw new RuleViolation("Card.NotOwner", "Only the acting figure's owner or a GM may do this.", { user: requester.name ?? "" });
  }
}
