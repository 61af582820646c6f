import type { RegistrationContext } from "../shared/registration";
import { isActiveGm } from "../shared/active-gm";
import { SYSTEM_ID } from "../shared/constants";
import { registerRelay } from "../relay/relay";
import { registerCardRelay } from "./card-relay";
import { decorateCard, rerenderCards } from "./card-render";
import { decorateNotice } from "../shared/notices";
import { CARD_CONTROLS_TEMPLATE } from "./cards";
import { markCardsDeleted, migrateLedgerSetting, registerLedger, type DeletedMessage } from "./ledger";
import { openRecordStore } from "./record-store";
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
      markCardsDeleted(batch).catch((error: unknown) => console.error(`${SYSTEM_ID} | could not record deleted cards`, error));
    });
  }
  deleted.push({ id: message.id, authorId: message.author?.id ?? null, card: message.getFlag(SYSTEM_ID, "card") });
}

/** The active GM's client opens (creates) the record store and moves the old ledger setting into it, once. */
async function prepareRecords(): Promise<void> {
  if (!isActiveGm()) return;
  try {
    await openRecordStore();
    await migrateLedgerSetting();
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
  Hooks.once("ready", () => void reportBadStoredNumbers());
  // The one render hook of every Shelf Wars message: cards (their controls, then each ruleset's own) and notices.
  // The one cast: fvtt-types' flag typing of ChatMessage.getFlag differs from the narrow view read here.
  Hooks.on("renderChatMessageHTML", (message, html) => {
    const rendered = message as unknown as Parameters<typeof decorateCard>[0];
    decorateCard(rendered, html);
    decorateNotice(rendered, html);
  });
}
