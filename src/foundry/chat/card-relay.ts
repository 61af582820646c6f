import { RuleViolation } from "../../rules/common/errors";
import { registerGmRequest } from "../relay";
import { cardMessage, readCard } from "./card-documents";
import { performCardAction } from "./card-actions";
import { CARD_ACTIONS, type CardAction, type CardState, type ChangePlan } from "./card-types";
import { sameJson } from "./plan";

export const CARD_REQUEST = "chat.card";

/** What a player's client sends when it may not change a card's documents itself. */
export interface CardRequest {
  messageId: string;
  action: CardAction;
  plan: ChangePlan;
}

/**
 * The GM's side: trusts nothing in the payload. The message must exist and be a card, the
 * requester must be its author (or a GM), the plan must equal the one stored on the card, and
 * the action must fit the card's state (checked again by `performCardAction`).
 */
export async function handleCardRequest(payload: unknown, requester: User.Implementation): Promise<CardState> {
  if (typeof payload !== "object" || payload === null) throw forged("not an object");
  const { messageId, action, plan } = payload as Record<string, unknown>;
  if (typeof messageId !== "string" || !(CARD_ACTIONS as readonly unknown[]).includes(action)) throw forged("bad fields");
  const message = cardMessage(messageId);
  const card = readCard(message);
  if (!requester.isGM && message.author?.id !== requester.id) {
    throw new RuleViolation("Card.NotAuthor", "Only the card's author or a GM may change it.", { user: requester.name ?? "" });
  }
  if (!sameJson(plan, card.plan)) throw new RuleViolation("Card.ForgedPlan", "The request's changes differ from the card's.", {});
  return performCardAction(messageId, action as CardAction);
}

function forged(why: string): RuleViolation {
  return new RuleViolation("Card.BadRequest", `Malformed card request (${why}).`, {});
}

export function registerCardRelay(): void {
  registerGmRequest<unknown, CardState>(CARD_REQUEST, handleCardRequest);
}
