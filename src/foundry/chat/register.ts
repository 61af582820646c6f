import type { RegistrationContext } from "../shared/registration";
import { isActiveGm } from "../shared/active-gm";
import { SYSTEM_ID } from "../shared/constants";
import { registerRelay } from "../relay/relay";
import { registerCardRelay } from "./card-relay";
import { decorateCard, rerenderCards } from "./card-render";
import { decorateNotice } from "../shared/notices";
import { CARD_CONTROLS_TEMPLATE } from "./cards";
import { closeGame, markCardsDeleted, migrateLedgerSetting, registerLedger, tidyRecords, type DeletedMessage } from "./ledger";
import { openFreePlayBook } from "./record-store";
import { hasRolled, rolledIdsOf, rollRecordsWritten } from "./roll-record";
import { completeDeletedCards } from "./card-authority";
import { registerRecordBookGuard } from "./record-book-guard";
import { reportBadStoredNumbers } from "./stored-numbers";
import { registerUndoSetting } from "./undo-permission";

/** Messages deleted in one go (a cleared chat log runs the hook once per message), recorded in one write. */
let deleted: DeletedMessage[] = [];

function recordDeletion(message: { id: string | null; author?: { id: string | null } | null; getFlag(scope: string, key: string): unknown }): void {
  if (!message.id || !isActiveGm()) return;
  if (deleted.length === 0) {
    queueMicrotask(() => {
      const batch = deleted;
      deleted = [];
      // A card deleted as it arrives: its dice's record is written first, so it counts.
      rollRecordsWritten()
        .then(() => completeDeletedCards(batch))
        .then(() => markCardsDeleted(batch, hasRolled))
        .catch((error: unknown) => console.error(`${SYSTEM_ID} | could not record deleted cards`, error));
    });
  }
  deleted.push({ id: message.id, authorId: message.author?.id ?? null, card: message.getFlag(SYSTEM_ID, "card"), document: message });
}

/**
 * The active GM's client opens (creates) free play's record book, moves the old ledger setting
 * into it once, closes games whose combat went while no GM was connected and drops records no
 * card in the chat log needs.
 */
async function prepareRecords(): Promise<void> {
  if (!isActiveGm()) return;
  try {
    await openFreePlayBook();
    await migrateLedgerSetting();
    await tidyRecords();
  } catch (error) {
    console.error(`${SYSTEM_ID} | card records`, error);
    ui.notifications?.error(game.i18n!.localize("SHELFWARS.Card.RecordStoreProblem"), { permanent: true });
  }
}

/** Registers the shared chat service at init: the GM relay, the card ledger, card requests and controls. */
export function registerChatService(context: RegistrationContext): void {
  context.addTemplates(CARD_CONTROLS_TEMPLATE);
  registerRelay();
  registerLedger(rerenderCards);
  registerUndoSetting();
  registerCardRelay();
  Hooks.on("deleteChatMessage", (message) => recordDeletion(message as unknown as Parameters<typeof recordDeletion>[0]));
  Hooks.once("ready", () => void prepareRecords());
  registerRecordBookGuard();
  // A game is over when its combat goes: its cards are closed and its record books compacted.
  Hooks.on("deleteCombat", (combat) => {
    const ended = combat as unknown as { id: string | null; flags: unknown; combatants: { contents: { actor?: { uuid: string } | null }[] } };
    if (!isActiveGm() || !ended.id) return;
    const figures = ended.combatants.contents.flatMap((combatant) => (combatant.actor ? [combatant.actor.uuid] : []));
    closeGame(ended.id, rolledIdsOf(ended), figures).catch((error: unknown) => console.error(`${SYSTEM_ID} | could not close the game's records`, error));
  });
  Hooks.once("ready", () => void reportBadStoredNumbers());
  // The one render hook of every Shelf Wars message: cards (their controls, then each ruleset's own) and notices.
  // The one cast: fvtt-types' flag typing of ChatMessage.getFlag differs from the narrow view read here.
  Hooks.on("renderChatMessageHTML", (message, html) => {
    const rendered = message as unknown as Parameters<typeof decorateCard>[0];
    decorateCard(rendered, html);
    decorateNotice(rendered, html);
  });
}
