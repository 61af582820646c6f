import { SYSTEM_ID } from "../constants";
import { ShelfWarsCombat } from "../combat/combat-document";
import { requestEndActivation } from "../combat/request-client";

/** The system's keybinding actions (Configure Controls lists them under the system's name). */
export const KEYBINDING_ACTIONS = {
  endActivation: { name: "SHELFWARS.Keybindings.EndActivation.Name", hint: "SHELFWARS.Keybindings.EndActivation.Hint", key: "KeyE" },
} as const;

export type KeybindingActionId = keyof typeof KEYBINDING_ACTIONS;

interface ControlledToken {
  readonly actor?: { readonly uuid?: string } | null;
}

function controlledActorUuids(): string[] {
  const controlled = (canvas as unknown as { tokens?: { controlled?: readonly ControlledToken[] } } | undefined)?.tokens?.controlled ?? [];
  return controlled.map((token) => token.actor?.uuid).filter((uuid): uuid is string => typeof uuid === "string");
}

/** The running activations of the controlled tokens' figures, as (combat, combatant) pairs. */
export function runningActivationsOfControlled(): { combatId: string; combatantId: string }[] {
  const actors = new Set(controlledActorUuids());
  const running: { combatId: string; combatantId: string }[] = [];
  for (const combat of game.combats ?? []) {
    if (!(combat instanceof ShelfWarsCombat) || !combat.id) continue;
    const active = combat.activationState?.active;
    const combatant = active ? combat.combatants.get(active) : undefined;
    if (combatant?.id && combatant.actor && actors.has(combatant.actor.uuid)) running.push({ combatId: combat.id, combatantId: combatant.id });
  }
  return running;
}

/**
 * End activation: asks the GM to end the running activation of the controlled token's figure.
 * The GM's client judges the request as it judges the tracker's button (owner or GM only).
 */
export async function endControlledActivation(): Promise<boolean> {
  const running = runningActivationsOfControlled();
  if (running.length === 0) {
    ui.notifications?.warn(game.i18n!.localize("SHELFWARS.Keybindings.EndActivation.NoneRunning"));
    return false;
  }
  for (const { combatId, combatantId } of running) await requestEndActivation(combatId, combatantId);
  return true;
}

type LooseKeybindings = { register(namespace: string, action: string, data: Record<string, unknown>): void };

/** Registers the system's keybindings (core allows this during init only). */
export function registerKeybindings(): void {
  const keybindings = (game as unknown as { keybindings: LooseKeybindings }).keybindings;
  const end = KEYBINDING_ACTIONS.endActivation;
  keybindings.register(SYSTEM_ID, "endActivation", {
    name: end.name,
    hint: end.hint,
    editable: [{ key: end.key, modifiers: ["Shift"] }],
    onDown: () => {
      void endControlledActivation();
      return true;
    },
  });
}
