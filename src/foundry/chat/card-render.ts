import { SYSTEM_ID } from "../constants";
import { parseCard } from "./plan";
import { applyCard, undoCard } from "./cards";
import type { CardState } from "./card-types";

export const APPLY_ACTION = "shelf-wars-apply";
export const UNDO_ACTION = "shelf-wars-undo";

/** What the hook needs of the rendered message. */
interface RenderedMessage {
  readonly id: string | null;
  readonly author: { id: string | null } | null;
  getFlag(scope: string, key: string): unknown;
}

/**
 * `renderChatMessageHTML` handler: shows the card's current state, lets only the GM and the
 * author see the buttons, enables the one action the state allows and wires the clicks.
 */
export function decorateCard(message: RenderedMessage, html: HTMLElement): void {
  const controls = html.querySelector<HTMLElement>(".shelf-wars-card-controls");
  if (!controls || !message.id) return;
  const card = readCardQuietly(message);
  if (!card) return;
  controls.dataset.state = card.state;
  const stateText = controls.querySelector<HTMLElement>("[data-card-state-text]");
  if (stateText) stateText.textContent = game.i18n!.localize(`SHELFWARS.Card.State.${card.state}`);
  const buttons = controls.querySelector<HTMLElement>(".shelf-wars-card-buttons");
  if (!buttons) return;
  const user = game.user!;
  if (!user.isGM && message.author?.id !== user.id) {
    buttons.remove();
    return;
  }
  wire(buttons, APPLY_ACTION, card.state === "pending", () => applyCard(message.id!));
  wire(buttons, UNDO_ACTION, card.state === "applied", () => undoCard(message.id!));
}

function readCardQuietly(message: RenderedMessage): { state: CardState } | undefined {
  try {
    return parseCard(message.getFlag(SYSTEM_ID, "card"));
  } catch {
    return undefined;
  }
}

function wire(buttons: HTMLElement, action: string, enabled: boolean, run: () => Promise<boolean>): void {
  const button = buttons.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
  if (!button) return;
  button.disabled = !enabled;
  button.addEventListener("click", async (event) => {
    event.preventDefault();
    button.disabled = true;
    const done = await run();
    // On success the message re-renders with the new state; on refusal the button comes back.
    if (!done) button.disabled = false;
  });
}
