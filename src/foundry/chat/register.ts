import type { RegistrationContext } from "../ruleset";
import { registerRelay } from "../relay";
import { registerCardRelay } from "./card-relay";
import { decorateCard } from "./card-render";
import { CARD_CONTROLS_TEMPLATE } from "./cards";

/** Registers the shared chat service at init: the GM relay, card requests and card controls. */
export function registerChatService(context: RegistrationContext): void {
  context.addTemplates(CARD_CONTROLS_TEMPLATE);
  registerRelay();
  registerCardRelay();
  // The one cast: fvtt-types' flag typing of ChatMessage.getFlag differs from the narrow view decorateCard reads through.
  Hooks.on("renderChatMessageHTML", (message, html) => decorateCard(message as unknown as Parameters<typeof decorateCard>[0], html));
}
