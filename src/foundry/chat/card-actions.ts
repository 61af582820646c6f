import { RuleViolation } from "../../rules/common/errors";
import { SYSTEM_ID } from "../constants";
import { cardMessage, documentLabel, planDocument, readCard, type CardMessage, type PlanDocument } from "./card-documents";
import { ACTION_FROM_STATE, type CardAction, type CardFlag, type CardState, type Snapshot } from "./card-types";
import { sameJson, snapshotEntry } from "./plan";

/** Messages with an apply or undo under way on this client: a second click is refused. */
const busy = new Set<string>();

/**
 * Applies or undoes a card on this client, which must be allowed to update the documents and
 * the message (the GM always is). Returns the card's new state.
 */
export async function performCardAction(messageId: string, action: CardAction): Promise<CardState> {
  if (busy.has(messageId)) throw new RuleViolation("Card.Busy", "That card is already being changed.", {});
  busy.add(messageId);
  try {
    const message = cardMessage(messageId);
    const card = readCard(message);
    if (card.state !== ACTION_FROM_STATE[action]) {
      throw new RuleViolation(`Card.Cannot.${action}.${card.state}`, `Cannot ${action} a card that is ${card.state}.`, {});
    }
    return action === "apply" ? await apply(message, card) : await undo(message, card);
  } finally {
    busy.delete(messageId);
  }
}

async function documentsOf(plan: Snapshot): Promise<PlanDocument[]> {
  return Promise.all(plan.map((entry) => planDocument(entry.uuid)));
}

function read(documents: readonly PlanDocument[], plan: Snapshot): Snapshot {
  return plan.map((entry, k) => snapshotEntry(entry.uuid, documents[k]!.toObject(), Object.keys(entry.changes)));
}

/**
 * Writes each entry in order. If one fails, the ones already written get their `restore`
 * values back, so a half-applied card never leaves the table in a state nobody chose.
 */
async function writeAll(documents: readonly PlanDocument[], values: Snapshot, restore: Snapshot): Promise<void> {
  let written = 0;
  try {
    for (const [k, entry] of values.entries()) {
      await documents[k]!.update(entry.changes);
      written++;
    }
  } catch (error) {
    for (let k = written - 1; k >= 0; k--) await documents[k]!.update(restore[k]!.changes).catch(() => undefined);
    const failed = documents[written];
    throw new RuleViolation(
      "Card.UpdateFailed",
      `Could not update ${failed ? documentLabel(failed) : "a document"}; nothing was changed.`,
      { name: failed ? documentLabel(failed) : "", reason: error instanceof Error ? error.message : String(error) },
    );
  }
}

async function apply(message: CardMessage, card: CardFlag): Promise<CardState> {
  const documents = await documentsOf(card.plan);
  const before = read(documents, card.plan);
  await writeAll(documents, card.plan, before);
  const after = read(documents, card.plan);
  await message.setFlag(SYSTEM_ID, "card", { ...card, state: "applied", undo: before, after } satisfies CardFlag);
  return "applied";
}

/**
 * Undo writes back exactly the values recorded before apply. If someone changed those values
 * since (a GM's manual fix, a later card), undo still restores them, since the GM asked for
 * it, and warns with the names of the documents whose later changes are overwritten.
 */
async function undo(message: CardMessage, card: CardFlag): Promise<CardState> {
  const before = card.undo;
  if (!before) throw new RuleViolation("Card.NothingToUndo", "That card has no recorded values to restore.", {});
  const documents = await documentsOf(before);
  const now = read(documents, before);
  const changedSince = documents.filter((_, k) => card.after && !sameJson(now[k]?.changes, card.after[k]?.changes));
  await writeAll(documents, before, now);
  await message.setFlag(SYSTEM_ID, "card", { ...card, state: "undone" } satisfies CardFlag);
  if (changedSince.length > 0) {
    ui.notifications?.warn(
      game.i18n!.format("SHELFWARS.Card.ChangedSince", { names: changedSince.map(documentLabel).join(", ") }),
    );
  }
  return "undone";
}
