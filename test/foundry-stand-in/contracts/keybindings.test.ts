import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installStandIn, removeStandIn } from "../index";
import { controlTokens, pressKeybinding } from "../parts/keybindings";

type Keybindings = { register(namespace: string, action: string, data: Record<string, unknown>): void; actions: Map<string, { name: string }>; get(): unknown };
const keybindings = () => (globalThis as unknown as { game: { keybindings: Keybindings } }).game.keybindings;

/**
 * ClientKeybindings (https://foundryvtt.com/api/v13/classes/foundry.helpers.interaction.ClientKeybindings.html)
 * with KeybindingActionConfig (https://foundryvtt.com/api/v13/interfaces/foundry.types.KeybindingActionConfig.html),
 * and PlaceablesLayer#controlled (https://foundryvtt.com/api/v13/classes/foundry.canvas.layers.PlaceablesLayer.html).
 */
describe("stand-in game.keybindings and canvas.tokens.controlled", () => {
  beforeEach(() => void installStandIn());
  afterEach(() => removeStandIn());

  it("register records the action under 'namespace.action' and a key down runs its onDown", () => {
    let pressed = 0;
    keybindings().register("my-system", "doIt", { name: "Do it", onDown: () => { pressed += 1; return true; } });
    expect(keybindings().actions.get("my-system.doIt")?.name).toBe("Do it");
    expect(pressKeybinding("my-system", "doIt")).toBe(true);
    expect(pressed).toBe(1);
  });

  it("refuses loudly what it does not model: a nameless action, a second registration, get, an unknown action", () => {
    expect(() => keybindings().register("my-system", "nameless", {})).toThrow(/stand-in/);
    keybindings().register("my-system", "once", { name: "Once" });
    expect(() => keybindings().register("my-system", "once", { name: "Once" })).toThrow(/not modelled/);
    expect(() => keybindings().get()).toThrow(/not modelled/);
    expect(() => pressKeybinding("my-system", "missing")).toThrow(/stand-in/);
    expect(() => pressKeybinding("my-system", "once")).toThrow(/no onDown/);
  });

  it("controlled tokens are what the test controlled, each with its actor", () => {
    const actor = { uuid: "Actor.a" };
    controlTokens([{ actor }]);
    const controlled = (globalThis as unknown as { canvas: { tokens: { controlled: { actor: unknown }[] } } }).canvas.tokens.controlled;
    expect(controlled.map((token) => token.actor)).toEqual([actor]);
  });
});
