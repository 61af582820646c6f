import type { StandInPart } from "../index";
import { deepAssign } from "../deep-assign";

/**
 * `game.keybindings` as ClientKeybindings
 * (https://foundryvtt.com/api/v13/classes/foundry.helpers.interaction.ClientKeybindings.html):
 * `register(namespace, action, data)` records a KeybindingActionConfig
 * (https://foundryvtt.com/api/v13/interfaces/foundry.types.KeybindingActionConfig.html: `name`
 * required, `onDown(context)` run on key down) in `actions`, keyed "namespace.action".
 * What core does when the same action is registered twice is stated on no public page: the
 * stand-in refuses it loudly. Key handling (matching a KeyboardEvent to bindings,
 * precedence, modifiers) is not modelled: tests invoke an action's onDown with `pressKeybinding`.
 */
export interface StandInKeybindingAction {
  readonly name: string;
  readonly hint?: string;
  readonly editable?: readonly { key: string; modifiers?: readonly string[] }[];
  readonly onDown?: (context: unknown) => boolean | void;
}

class StandInKeybindings {
  readonly actions = new Map<string, StandInKeybindingAction & { namespace: string; action: string }>();

  register(namespace: string, action: string, data: StandInKeybindingAction): void {
    const key = `${namespace}.${action}`;
    if (typeof data?.name !== "string" || data.name.length === 0) throw new Error(`stand-in: keybinding ${key} has no name (KeybindingActionConfig.name is required)`);
    if (this.actions.has(key)) throw new Error(`stand-in: registering keybinding ${key} twice is not modelled`);
    this.actions.set(key, { ...data, namespace, action });
  }

  get(): never {
    throw new Error("stand-in: ClientKeybindings#get is not modelled");
  }
}

/** Runs the onDown of a registered action, as core does when its key goes down (returns what onDown returned). */
export function pressKeybinding(namespace: string, action: string): boolean | void {
  const keybindings = (globalThis as unknown as { game: { keybindings: StandInKeybindings } }).game.keybindings;
  const registered = keybindings.actions.get(`${namespace}.${action}`);
  if (!registered) throw new Error(`stand-in: no keybinding ${namespace}.${action} is registered`);
  if (!registered.onDown) throw new Error(`stand-in: keybinding ${namespace}.${action} has no onDown`);
  return registered.onDown({ key: registered.editable?.[0]?.key ?? "", isShift: true, up: false, repeat: false });
}

/**
 * The tokens the user controls: `canvas.tokens.controlled`, PlaceablesLayer#controlled
 * (https://foundryvtt.com/api/v13/classes/foundry.canvas.layers.PlaceablesLayer.html: the placeables
 * this user has controlled), each a Token whose `actor` is its actor and `document` its TokenDocument
 * (https://foundryvtt.com/api/v13/classes/foundry.canvas.placeables.Token.html). Tests set it, as a click would.
 */
export function controlTokens(tokens: readonly { actor: unknown; document?: unknown }[]): void {
  const state = (globalThis as unknown as { canvas: { tokens: Record<string, unknown> } }).canvas;
  state.tokens.controlled = [...tokens];
}

export const installPart: StandInPart = (globals) => {
  deepAssign(globals, { game: { keybindings: new StandInKeybindings() } });
};
