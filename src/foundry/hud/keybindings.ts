import { SYSTEM_ID } from "../shared/constants";
import { ShelfWarsCombat } from "../combat/combat-document";
import { requestEndActivation } from "../combat/request-client";
import { hudRulesetOf } from "./hud-registry";
import type { HudFigure } from "./hud-ruleset";
import { runHudAction } from "./token-hud";

/**
 * The system's keybinding actions (Configure Controls lists them under the system's name). Alt,
 * because core takes E and Q alone and with Shift or Control (raise and lower elevation, finer
 * with Shift while a token is dragged) and runs after a system's action on the same key: Alt is
 * the modifier core's E and Q do not reserve (docs/research/v14-evidence-2026-12.md §1).
 */
export const KEYBINDING_ACTIONS = {
  endActivation: { name: "SHELFWARS.Keybindings.EndActivation.Name", hint: "SHELFWARS.Keybindings.EndActivation.Hint", key: "KeyE", modifiers: ["Alt"] },
  openActionDialog: { name: "SHELFWARS.Hud.Keybindings.OpenAction.Name", hint: "SHELFWARS.Hud.Keybindings.OpenAction.Hint", key: "KeyQ", modifiers: ["Alt"] },
} as const;

export type KeybindingActionId = keyof typeof KEYBINDING_ACTIONS;

interface ControlledToken {
  readonly actor?: { readonly uuid?: string } | null;
  readonly document?: unknown;
}

function controlledTokens(): readonly ControlledToken[] {
  return (canvas as unknown as { tokens?: { controlled?: readonly ControlledToken[] } } | undefined)?.tokens?.controlled ?? [];
}

function controlledActorUuids(): string[] {
  return controlledTokens().map((token) => token.actor?.uuid).filter((uuid): uuid is string => typeof uuid === "string");
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

/** The first controlled token whose actor is a Shelf Wars figure. */
function controlledFigure(): HudFigure | null {
  for (const token of controlledTokens()) {
    const actor = token.actor as Actor.Implementation | null | undefined;
    const document = token.document as TokenDocument.Implementation | null | undefined;
    if (actor && document && hudRulesetOf(actor)) return { actor, token: document };
  }
  return null;
}

/**
 * Open the action dialog: for the controlled token's figure, the dialog its HUD would open now
 * (Knight Fight: wager, or attack once wagered; Angry Miniatures: attack; Precious Moments: sing),
 * or a warning naming why not. What the dialog then asks is judged on the GM's client.
 */
export async function openControlledActionDialog(): Promise<boolean> {
  const figure = controlledFigure();
  const ruleset = figure ? hudRulesetOf(figure.actor) : null;
  if (!figure || !ruleset) {
    ui.notifications?.warn(game.i18n!.localize("SHELFWARS.Hud.Keybindings.OpenAction.None"));
    return false;
  }
  const decisions = ruleset.decisions(figure);
  const id = ruleset.dialogAction(decisions);
  const reason = decisions.find((d) => d.id === id)?.reason;
  if (reason) {
    const why = game.i18n!.localize(`SHELFWARS.Hud.Reason.${reason}`);
    ui.notifications?.warn(game.i18n!.format("SHELFWARS.Hud.Keybindings.OpenAction.Blocked", { name: figure.actor.name ?? "", reason: why }));
    return false;
  }
  await runHudAction(figure, id);
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
    editable: [{ key: end.key, modifiers: [...end.modifiers] }],
    onDown: () => {
      void endControlledActivation();
      return true;
    },
  });
  const open = KEYBINDING_ACTIONS.openActionDialog;
  keybindings.register(SYSTEM_ID, "openActionDialog", {
    name: open.name,
    hint: open.hint,
    editable: [{ key: open.key, modifiers: [...open.modifiers] }],
    onDown: () => {
      void openControlledActionDialog();
      return true;
    },
  });
}
