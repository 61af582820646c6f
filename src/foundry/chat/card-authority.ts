import { mayUndo, reportPlayerUndo } from "./undo-permission";
import { owns } from "../shared/ownership";
import { RuleViolation } from "../../rules/common/errors";
import { SYSTEM_ID } from "../shared/constants";
import { parseCardFlag, sameJson } from "./card-parse";
import { cardKind } from "./card-kinds";
import { CARD_ACTIONS, type CardAction, type CardFlag, type CardOutcome, type CardState, type FollowUpRef, type AppliedCard } from "./card-types";
import { applyChanges, reverseChanges, tracedCardIds, type Shortfall } from "./change-writer";
import { appliedCardOf, cardClosed, writeLedger } from "./ledger";
import { activationFigureOf, appliesNothing, changesNothing, checkRollKept, onceActionOf, voidRoll } from "./roll-record";
import { actionDiceSource } from "../settings/action-dice";

/**
 * The GM's side of every card action, run on the active GM's client one request at a time (the
 * relay's line). Nothing a client sent or wrote on its message is trusted: the outcome is derived
 * again here from the card's inputs and rolls, the acting figure's ownership is checked, and
 * the state lives in the ledger, which only a GM writes.
 */
export interface CardActionResult {
  readonly state: CardState;
  /** What undo could not take back (bounds, a deleted actor). */
  readonly shortfalls: readonly Shortfall[];
}

/** What the authority reads of a card's ChatMessage. */
interface CardMessageView {
  readonly id: string | null;
  readonly author: User.Implementation | null;
  readonly rolls: readonly Roll[];
  getFlag(scope: string, key: string): unknown;
}

function refuse(code: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`Card.${code}`, message, data);
}

function messageOf(messageId: string): CardMessageView {
  const message = game.messages?.get(messageId) as unknown as CardMessageView | undefined;
  if (!message) throw refuse("NotFound", "That chat card no longer exists.");
  return message;
}

function flagOf(message: CardMessageView): CardFlag {
  const card = parseCardFlag(message.getFlag(SYSTEM_ID, "card"));
  if (!card) throw refuse("NotACard", "That chat message is not a Shelf Wars card.");
  return card;
}

/** The follow-up a ledger entry granted, if its card is still applied. */
export function grantOf(ref: FollowUpRef) {
  const entry = appliedCardOf(ref.messageId);
  return entry?.state === "applied" ? entry.followUps[ref.index] : undefined;
}

async function requireOwner(user: User.Implementation | null, actorUuid: string, who: "requester" | "author"): Promise<void> {
  if (!user || !(await owns(user, actorUuid))) {
    throw refuse(who === "requester" ? "NotOwner" : "AuthorNotOwner", "Only the acting figure's owner or a GM may do this.", { user: user?.name ?? "" });
  }
}

/** Derives the card's outcome here and refuses when it is not what the card showed. */
export async function deriveChecked(message: CardMessageView, card: CardFlag): Promise<CardOutcome> {
  const kind = cardKind(card.ruleset, card.kind);
  if (kind.gmOnly && !message.author?.isGM) throw refuse("GmOnly", "Only the GM's client posts this kind of card.");
  const outcome = await kind.derive(card.inputs, { rolls: message.rolls, grant: grantOf });
  if (!sameJson(JSON.parse(JSON.stringify(outcome)), card.claim)) {
    throw refuse("Differs", "The card's outcome does not follow from its rolls and the figures as they stand now.");
  }
  return outcome;
}

function checkConsumable(outcome: CardOutcome): AppliedCard | undefined {
  const ref = outcome.consumes;
  if (!ref) return undefined;
  const source = appliedCardOf(ref.messageId);
  const grant = source?.state === "applied" ? source.followUps[ref.index] : undefined;
  if (!source || !grant) throw refuse("NoFollowUp", "That follow-up does not exist, or its card is not applied.");
  if (source.used[String(ref.index)] !== undefined) throw refuse("FollowUpUsed", "That follow-up was already used.");
  if (!grant.actingUuids.includes(outcome.actingUuid)) throw refuse("FollowUpNotYours", "That follow-up belongs to another figure.");
  return source;
}

/**
 * Dice a player's client made are taken only where the world lets players roll, and only for a
 * kind whose dice are all the acting figure's own: never a contest's (the defender's dice).
 */
function checkDiceSource(message: CardMessageView, card: CardFlag): void {
  const kind = cardKind(card.ruleset, card.kind);
  // A GM-only kind is refused for its author first, by `deriveChecked`.
  if (message.rolls.length === 0 || message.author?.isGM || kind.gmOnly) return;
  const dice = kind.dice;
  if (dice === "own" && actionDiceSource() === "players") return;
  throw refuse(dice === "contest" ? "ContestDice" : "PlayerDice", "Only the GM's client rolls these dice; a card a player's client rolled is not applied.", { user: message.author?.name ?? "" });
}

async function actorName(uuid: string): Promise<string> {
  const actor = (await fromUuid(uuid as Parameters<typeof fromUuid>[0])) as { name?: string } | null;
  return actor?.name ?? uuid;
}

async function apply(messageId: string, message: CardMessageView, card: CardFlag, requester: User.Implementation): Promise<CardActionResult> {
  const existing = appliedCardOf(messageId);
  if (existing) throw refuse(`Cannot.apply.${existing.state}`, `Cannot apply a card that is ${existing.state}.`);
  checkDiceSource(message, card);
  const outcome = await deriveChecked(message, card);
  await requireOwner(requester, outcome.actingUuid, "requester");
  await requireOwner(message.author, outcome.actingUuid, "author");
  if (!requester.isGM) await cardKind(card.ruleset, card.kind).checkApplier?.(card.inputs, requester, message.rolls);
  // A card with no dice that changes nothing leaves no record: nobody grows the records with such cards.
  if (message.rolls.length === 0 && changesNothing(outcome)) return { state: "pending", shortfalls: [] };
  if (message.rolls.length > 0) {
    const activating = activationFigureOf(outcome);
    await checkRollKept(card.ruleset, messageId, activating, await actorName(activating), appliesNothing(outcome), message.author?.id ?? "", onceActionOf(card));
  }
  const source = checkConsumable(outcome);
  // The card's id lands with each actor's change: a retry after a stop before the record is saved recognises it.
  const mark = { cardId: messageId, settled: (id: string) => appliedCardOf(id) !== undefined };
  const applied = await applyChanges(card.ruleset, outcome.changes, mark);
  const entry: AppliedCard = {
    state: "applied",
    actingUuid: outcome.actingUuid,
    applied,
    followUps: outcome.followUps,
    used: {},
    ...(outcome.consumes ? { consumes: outcome.consumes } : {}),
  };
  const updates: Record<string, AppliedCard> = { [messageId]: entry };
  if (source && outcome.consumes) updates[outcome.consumes.messageId] = { ...source, used: { ...source.used, [String(outcome.consumes.index)]: messageId } };
  try {
    await writeLedger(updates);
  } catch (error) {
    await reverseChanges(card.ruleset, applied, mark);
    throw error;
  }
  return { state: "applied", shortfalls: [] };
}

async function undo(messageId: string, card: CardFlag, requester: User.Implementation): Promise<CardActionResult> {
  const entry = appliedCardOf(messageId);
  if (entry?.state !== "applied") throw refuse(`Cannot.undo.${entry?.state ?? "pending"}`, "Only an applied card can be undone.");
  if (!mayUndo(requester)) throw refuse("UndoGmOnly", "Only a GM may undo a card in this world.");
  await requireOwner(requester, entry.actingUuid, "requester");
  const shortfalls = await reverseChanges(card.ruleset, entry.applied);
  const updates: Record<string, AppliedCard> = { [messageId]: { ...entry, state: "undone" } };
  const source = entry.consumes ? appliedCardOf(entry.consumes.messageId) : undefined;
  if (source && entry.consumes && source.used[String(entry.consumes.index)] === messageId) {
    const used = { ...source.used };
    delete used[String(entry.consumes.index)];
    updates[entry.consumes.messageId] = { ...source, used };
  }
  await writeLedger(updates);
  if (requester.isGM) await voidRoll(messageId);
  else await reportPlayerUndo(requester, await actorName(entry.actingUuid), { messageId, kind: card.kind });
  return { state: "undone", shortfalls };
}

/**
 * A card deleted with some of its changes already on the figures and no record (the GM's client
 * stopped half way, then its author deleted it): on the active GM's client it is applied to the
 * end from the deleted message itself, its inputs and dice, as any apply is, so the changes that
 * landed are recognised, the rest land, and its record says what it changed. A rolled outcome
 * always lands whole; one that cannot is named to the GM.
 */
export async function completeDeletedCards(messages: readonly { readonly id: string; readonly document?: unknown }[]): Promise<void> {
  const gm = game.user;
  if (!gm?.isGM || messages.length === 0) return;
  const traced = tracedCardIds();
  for (const { id, document } of messages) {
    if (!traced.has(id) || appliedCardOf(id) || cardClosed(id) || busy.has(id) || !document) continue;
    const message = document as CardMessageView;
    const card = parseCardFlag(message.getFlag(SYSTEM_ID, "card"));
    if (!card) continue;
    busy.add(id);
    try {
      await apply(id, message, card, gm);
    } catch (error) {
      console.error(`${SYSTEM_ID} | a deleted card applied in part could not be completed`, error);
      ui.notifications?.error(game.i18n?.format("SHELFWARS.Card.HalfAppliedLost", { reason: error instanceof Error ? error.message : String(error) }) ?? id, { permanent: true });
    } finally {
      busy.delete(id);
    }
  }
}

/** Cards an action is running on: a second action on the same card waits for none and is refused. */
const busy = new Set<string>();

/**
 * Performs one card action for `requester`: the relay's handler on the active GM's client, and
 * the GM's own automatic apply (see `postCard`), which may run while a request is on the relay's
 * line. One action per card at a time; the writer takes one card's changes at a time.
 */
export async function performCardAction(payload: unknown, requester: User.Implementation): Promise<CardActionResult> {
  const { messageId, action } = (typeof payload === "object" && payload !== null ? payload : {}) as Record<string, unknown>;
  if (typeof messageId !== "string" || !(CARD_ACTIONS as readonly unknown[]).includes(action)) {
    throw refuse("BadRequest", "Malformed card request.");
  }
  if (busy.has(messageId)) throw refuse("Busy", "That card is being applied or undone right now.");
  busy.add(messageId);
  try {
    const message = messageOf(messageId);
    const card = flagOf(message);
    if (cardClosed(messageId)) throw refuse("GameOver", "That card's game is over: it keeps its last state and cannot be applied or undone.");
    return await ((action as CardAction) === "apply" ? apply(messageId, message, card, requester) : undo(messageId, card, requester));
  } finally {
    busy.delete(messageId);
  }
}
