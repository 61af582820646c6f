import { SYSTEM_ID } from "../shared/constants";

/** What is read of a rendered chat message. */
export interface EndCombatMessage {
  readonly author: { isGM?: boolean } | null;
  getFlag(scope: string, key: string): unknown;
}

/**
 * The combat an "End the combat" message names under `flags.shelf-wars.<flagKey>.combatId`, when
 * the message was posted by a GM's client and a GM is asking (a player can write any flags and
 * buttons on their own messages); null otherwise.
 */
function combatToEnd(message: EndCombatMessage, flagKey: string): string | null {
  const flag = message.getFlag(SYSTEM_ID, flagKey) as { combatId?: unknown } | undefined;
  if (!game.user?.isGM || !message.author?.isGM || typeof flag?.combatId !== "string") return null;
  return flag.combatId;
}

/** The button's work: the GM ends the combat through core's own control (which asks to confirm). */
export async function endCombatFrom(message: EndCombatMessage, flagKey: string): Promise<boolean> {
  const combatId = combatToEnd(message, flagKey);
  const combat = combatId ? game.combats?.get(combatId) : undefined;
  if (!combat) return false;
  await combat.endCombat();
  return true;
}

/** renderChatMessageHTML: wires the `action` button, or removes it where it may not work. */
export function decorateEndCombat(message: EndCombatMessage, html: HTMLElement, action: string, flagKey: string): void {
  const button = html.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
  if (!button) return;
  if (!combatToEnd(message, flagKey)) {
    button.remove();
    return;
  }
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void endCombatFrom(message, flagKey);
  });
}
