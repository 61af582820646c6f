import type { StandInPart } from "../index";
import { deepAssign } from "../deep-assign";

/**
 * `game.keybindings` as ClientKeybindings
 * (https://foundryvtt.com/api/v13/classes/foundry.helpers.interaction.ClientKeybindings.html):
 * `register(namespace, action, data)` records a KeybindingActionConfig
 * (https://foundryvtt.com/api/v13/interfaces/foundry.types.KeybindingActionConfig.html: `name`
 * required; `editable` bindings of a key `code` and required `modifiers`; `reservedModifiers`
 * that may also be held; `precedence`; `onDown(context)`) in `actions`, keyed "namespace.action".
 * What core does when the same action is registered twice is stated on no public page: the
 * stand-in refuses it loudly.
 *
 * A key press (`pressKey`) is matched as core's keyboard manager matches it (docs/research/v14-evidence-2026-12.md §1):
 * - a binding matches when its key is the pressed key's code, all its modifiers are held, and
 *   every other held modifier is one of the action's `reservedModifiers`;
 * - the matching actions run by `precedence` (CONST.KEYBINDING_PRECEDENCE: PRIORITY 0, NORMAL 1,
 *   DEFERRED 2), then by registration order; an `onDown` returning true consumes the press and
 *   no later action runs ("If True is returned, the event is consumed and no further keybinds
 *   execute", KeybindingActionConfig#onDown, v14 page);
 * - core registers its own actions after `init` and `setup` (`Game#initializeKeyboard`), so a
 *   system's action of the same precedence on the same key runs first. Core's defaults modelled
 *   here (CORE_KEYBINDINGS) are the v13 ones that take letters and modifiers: E / Q raise and
 *   lower elevation (`core.zoomIn` / `core.zoomOut`, foundryvtt#11887; Control and Shift reserved,
 *   Shift for fine steps while a token is dragged, foundryvtt#12233), T targets, W A S D move,
 *   F adds a waypoint, C opens the character sheet; they consume the press and log it in `coreKeyPresses`.
 */
export interface StandInKeybindingAction {
  readonly name: string;
  readonly hint?: string;
  readonly editable?: readonly { key: string; modifiers?: readonly string[] }[];
  readonly reservedModifiers?: readonly string[];
  readonly precedence?: number;
  readonly onDown?: (context: KeyContext) => boolean | void;
}

export const KEYBINDING_PRECEDENCE = { PRIORITY: 0, NORMAL: 1, DEFERRED: 2 } as const;
const MODIFIERS = ["Shift", "Control", "Alt"] as const;
type Modifier = (typeof MODIFIERS)[number];

export interface KeyContext {
  readonly key: string;
  readonly isShift: boolean;
  readonly isControl: boolean;
  readonly isAlt: boolean;
  readonly up: false;
  readonly repeat: false;
}

type RegisteredAction = StandInKeybindingAction & { namespace: string; action: string; order: number };

/** Core's own v13 letter bindings (see above); each consumes the press. */
const CORE_KEYBINDINGS: readonly (Omit<StandInKeybindingAction, "onDown"> & { action: string })[] = [
  { action: "zoomIn", name: "Ascend", editable: [{ key: "KeyE" }], reservedModifiers: ["Control", "Shift"] },
  { action: "zoomOut", name: "Descend", editable: [{ key: "KeyQ" }], reservedModifiers: ["Control", "Shift"] },
  { action: "target", name: "Target", editable: [{ key: "KeyT" }], reservedModifiers: ["Shift"] },
  { action: "panUp", name: "Up", editable: [{ key: "KeyW" }], reservedModifiers: ["Control", "Shift"] },
  { action: "panLeft", name: "Left", editable: [{ key: "KeyA" }], reservedModifiers: ["Control", "Shift"] },
  { action: "panDown", name: "Down", editable: [{ key: "KeyS" }], reservedModifiers: ["Control", "Shift"] },
  { action: "panRight", name: "Right", editable: [{ key: "KeyD" }], reservedModifiers: ["Control", "Shift"] },
  { action: "placeWaypoint", name: "Waypoint", editable: [{ key: "KeyF" }], reservedModifiers: ["Shift"] },
  { action: "toggleCharacterSheet", name: "Character sheet", editable: [{ key: "KeyC" }], precedence: KEYBINDING_PRECEDENCE.PRIORITY },
];

class StandInKeybindings {
  readonly actions = new Map<string, RegisteredAction>();
  /** Core's actions that took a key press, in order ("core.zoomIn", ...). */
  readonly coreKeyPresses: string[] = [];
  #order = 0;

  register(namespace: string, action: string, data: StandInKeybindingAction): void {
    const key = `${namespace}.${action}`;
    if (typeof data?.name !== "string" || data.name.length === 0) throw new Error(`stand-in: keybinding ${key} has no name (KeybindingActionConfig.name is required)`);
    if (this.actions.has(key)) throw new Error(`stand-in: registering keybinding ${key} twice is not modelled`);
    for (const binding of data.editable ?? []) {
      const unknown = (binding.modifiers ?? []).filter((m) => !MODIFIERS.includes(m as Modifier));
      if (unknown.length > 0) throw new Error(`stand-in: keybinding ${key} modifier ${unknown.join(", ")} is not modelled`);
    }
    this.actions.set(key, { ...data, namespace, action, order: this.#order++ });
  }

  get(): never {
    throw new Error("stand-in: ClientKeybindings#get is not modelled");
  }

  /** Every action, core's after the system's (core registers after init and setup), in the order a press tries them. */
  ordered(): RegisteredAction[] {
    const core = CORE_KEYBINDINGS.map((binding, i) => ({
      ...binding,
      namespace: "core",
      order: 1_000_000 + i,
      onDown: () => {
        this.coreKeyPresses.push(`core.${binding.action}`);
        return true;
      },
    }));
    return [...this.actions.values(), ...core].sort((a, b) => (a.precedence ?? KEYBINDING_PRECEDENCE.NORMAL) - (b.precedence ?? KEYBINDING_PRECEDENCE.NORMAL) || a.order - b.order);
  }
}

function matches(action: StandInKeybindingAction, code: string, held: ReadonlySet<Modifier>): boolean {
  const reserved = new Set(action.reservedModifiers ?? []);
  return (action.editable ?? []).some((binding) => {
    if (binding.key !== code) return false;
    const required = new Set(binding.modifiers ?? []);
    if ([...required].some((m) => !held.has(m as Modifier))) return false;
    return [...held].every((m) => required.has(m) || reserved.has(m));
  });
}

function keybindings(): StandInKeybindings {
  return (globalThis as unknown as { game: { keybindings: StandInKeybindings } }).game.keybindings;
}

/**
 * A key going down (its `code`, the modifiers held), as core's keyboard manager handles it: the
 * matching actions in order until one consumes it. Returns the id of the action that consumed
 * it ("namespace.action"), or null when none did.
 */
export function pressKey(code: string, modifiers: readonly Modifier[] = []): string | null {
  const held = new Set(modifiers);
  const context: KeyContext = { key: code, isShift: held.has("Shift"), isControl: held.has("Control"), isAlt: held.has("Alt"), up: false, repeat: false };
  for (const action of keybindings().ordered()) {
    if (!matches(action, code, held)) continue;
    if (action.onDown?.(context) === true) return `${action.namespace}.${action.action}`;
  }
  return null;
}

/**
 * Presses the first default binding of a registered action, through the key matching above;
 * throws when another action consumed it first (a clash), so a test never calls a handler core
 * would not reach. Returns whether the action consumed the press.
 */
export function pressKeybinding(namespace: string, action: string): boolean {
  const registered = keybindings().actions.get(`${namespace}.${action}`);
  if (!registered) throw new Error(`stand-in: no keybinding ${namespace}.${action} is registered`);
  if (!registered.onDown) throw new Error(`stand-in: keybinding ${namespace}.${action} has no onDown`);
  const binding = registered.editable?.[0];
  if (!binding) throw new Error(`stand-in: keybinding ${namespace}.${action} has no default binding to press`);
  const took = pressKey(binding.key, (binding.modifiers ?? []) as Modifier[]);
  if (took !== null && took !== `${namespace}.${action}`) throw new Error(`stand-in: pressing ${namespace}.${action}'s key was taken by ${took}`);
  return took === `${namespace}.${action}`;
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
