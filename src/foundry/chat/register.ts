import type { RegistrationContext } from "../ruleset";
import { registerRelay } from "../relay";
import { registerCardRelay } from "./card-relay";
import { decorateCard, rerenderCards } from "./card-render";
import { CARD_CONTROLS_TEMPLATE } from "./cards";
import { forgetCards, registerLedger } from "./ledger";
import { registerUndoSetting } from "./undo-permission";

/** Registers the shared chat service at init: the GM relay, the card ledger, card requests and controls. */
export function registerChatService(context: RegistrationContext): void {
  context.addTemplates(CARD_CONTROLS_TEMPLATE);
  registerRelay();
  registerLedger(rerenderCards);
  registerUndoSetting();
  registerCardRelay();
  // The one cast: fvtt-types' flag typing of ChatMessage.getFlag differs from the narrow view decorateCard reads through.
  Hooks.on("deleteChatMessage", (message) => {
    if (message.id && game.users?.activeGM?.id === game.user?.id) void forgetCards([message.id]);
  });
  Hooks.on("renderChatMessageHTML", (message, html) => decorateCard(message as unknown as Parameters<typeof decorateCard>[0], html));
}
