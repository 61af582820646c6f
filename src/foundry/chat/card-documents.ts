import { RuleViolation } from "../../rules/common/errors";
import { SYSTEM_ID } from "../constants";
import type { CardFlag } from "./card-types";
import { parseCard } from "./plan";

/** What the card code needs of any document a plan touches. */
export interface PlanDocument {
  readonly uuid: string;
  readonly name?: string | null;
  readonly isOwner: boolean;
  toObject(): object;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/** What the card code needs of a card's ChatMessage. */
export interface CardMessage {
  readonly id: string | null;
  readonly isOwner: boolean;
  readonly author: { id: string | null } | null;
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
}

function hasMethods(value: unknown, ...names: string[]): boolean {
  return typeof value === "object" && value !== null && names.every((n) => typeof (value as Record<string, unknown>)[n] === "function");
}

/**
 * The card's message by id. The one cast: fvtt-types types flags per configured scope, and the
 * card flag is validated by `parseCard` on every read instead.
 */
export function cardMessage(messageId: unknown): CardMessage {
  const message = typeof messageId === "string" ? game.messages?.get(messageId) : undefined;
  if (!message) throw new RuleViolation("Card.NotFound", "That chat card no longer exists.", {});
  return message as unknown as CardMessage;
}

export function readCard(message: CardMessage): CardFlag {
  const card = parseCard(message.getFlag(SYSTEM_ID, "card"));
  if (!card) throw new RuleViolation("Card.NotACard", "That chat message is not a Shelf Wars card.", {});
  return card;
}

/** A plan's document by uuid; a document that has gone (deleted figure) is refused by name. */
export async function planDocument(uuid: string): Promise<PlanDocument> {
  // fvtt-types wants a `<DocumentName>.<id>` template type; the uuid is checked by the lookup.
  const document: unknown = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
  if (!hasMethods(document, "update", "toObject")) {
    throw new RuleViolation("Card.MissingDocument", `The document ${uuid} no longer exists.`, { uuid });
  }
  return document as PlanDocument;
}

export function documentLabel(document: PlanDocument): string {
  return document.name || document.uuid;
}
