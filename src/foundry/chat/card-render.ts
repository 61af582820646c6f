import { SYSTEM_ID } from "../shared/constants";
import { ownsSync } from "../shared/ownership";
import { shownDocuments } from "../compat/windows";
import { parseCardFlag } from "./card-parse";
import { applyCard, undoCard } from "./cards";
import { cardStatus } from "./ledger";
import { changesNothing } from "./roll-record";
import { mayUndo } from "./undo-permission";

export const APPLY_ACTION = "shelf-wars-apply";
export const UNDO_ACTION = "shelf-wars-undo";

/** What the hook needs of the rendered message. */
interface RenderedMessage {
  readonly id: string | null;
  readonly author: { id: string | null } | null;
  readonly rolls?: readonly unknown[];
  getFlag(scope: string, key: string): unknown;
}

/**
 * `renderChatMessageHTML` handler: shows the card's state as the GM's ledger records it (not as
 * the message says), lets only the GM, the author and the acting figure's owner see the buttons (Undo only to those who may
 * undo), enables the one action the state allows and wires the clicks. A message that is not a well-formed card is left alone.
 */
/**
 * A card the GM's client rolled for a player is the GM's message: the acting figure's owner gets
 * its buttons (a display only; the GM's client checks ownership again on every request).
 */
function ownsActingFigure(user: User.Implementation, message: RenderedMessage): boolean {
  const card = parseCardFlag(message.getFlag(SYSTEM_ID, "card"));
  return !!card && ownsSync(user, card.claim.actingUuid);
}

const decorations: ((message: RenderedMessage, html: HTMLElement) => void)[] = [];

/** A ruleset's own controls on its cards (Angry Miniatures' cover questions and follow-ups), run after the shared ones. */
export function registerCardDecoration(decorate: (message: RenderedMessage, html: HTMLElement) => void): void {
  decorations.push(decorate);
}

export function decorateCard(message: RenderedMessage, html: HTMLElement): void {
  decorateControls(message, html);
  for (const decorate of decorations) decorate(message, html);
}

function decorateControls(message: RenderedMessage, html: HTMLElement): void {
  const controls = html.querySelector<HTMLElement>(".shelf-wars-card-controls");
  if (!controls || !message.id || !parseCardFlag(message.getFlag(SYSTEM_ID, "card"))) {
    controls?.remove();
    return;
  }
  const card = parseCardFlag(message.getFlag(SYSTEM_ID, "card"))!;
  const { state, closed } = cardStatus(message.id);
  const nothing = state === "pending" && (message.rolls?.length ?? 0) === 0 && changesNothing(card.claim);
  controls.dataset.state = nothing ? "nothing" : state;
  const stateText = controls.querySelector<HTMLElement>("[data-card-state-text]");
  const stateLabel = game.i18n!.localize(`SHELFWARS.Card.State.${nothing ? "nothing" : state}`);
  if (stateText) stateText.textContent = closed ? game.i18n!.format("SHELFWARS.Card.State.closed", { state: stateLabel }) : stateLabel;
  const buttons = controls.querySelector<HTMLElement>(".shelf-wars-card-buttons");
  if (!buttons) return;
  if (closed || nothing) {
    if (closed) controls.dataset.closed = "true";
    buttons.remove();
    return;
  }
  const user = game.user!;
  if (!user.isGM && message.author?.id !== user.id && !ownsActingFigure(user, message)) {
    buttons.remove();
    return;
  }
  if (!mayUndo(user)) buttons.querySelector(`[data-action="${UNDO_ACTION}"]`)?.remove();
  wire(buttons, APPLY_ACTION, state === "pending", () => applyCard(message.id!));
  wire(buttons, UNDO_ACTION, state === "applied", () => undoCard(message.id!));
}

function wire(buttons: HTMLElement, action: string, enabled: boolean, run: () => Promise<boolean>): void {
  const button = buttons.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
  if (!button) return;
  button.disabled = !enabled;
  // Only what can be done in this state is offered (Apply on a pending card, Undo on an applied one).
  button.hidden = !enabled;
  button.addEventListener("click", async (event) => {
    event.preventDefault();
    button.disabled = true;
    const done = await run();
    // On success the ledger changes and the message re-renders; on refusal the button comes back.
    if (!done) button.disabled = false;
  });
}

/**
 * Re-renders, in place, the chat messages whose ledger entries changed, on every client: the
 * message's fresh HTML (ChatMessage#renderHTML, which runs the renderChatMessageHTML hooks)
 * replaces each copy shown (the chat log, its pop-out, notifications; on v14 also in detached
 * windows, src/foundry/compat/windows.ts).
 */
export function rerenderCards(messageIds: readonly string[]): void {
  for (const id of messageIds) {
    const message = game.messages?.get(id);
    if (message) void rerenderMessage(message);
  }
}

async function rerenderMessage(message: ChatMessage.Implementation): Promise<void> {
  const selector = `li[data-message-id="${message.id}"]`;
  const shown = shownDocuments().flatMap((shownIn) => [...shownIn.querySelectorAll<HTMLElement>(selector)]);
  for (const element of shown) element.replaceWith(await message.renderHTML());
}
