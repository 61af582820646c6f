import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installStandIn, removeStandIn } from "../index";
import { controlTokens, KEYBINDING_PRECEDENCE, pressKey, pressKeybinding } from "../parts/keybindings";

type Keybindings = { register(namespace: string, action: string, data: Record<string, unknown>): void; actions: Map<string, { name: string }>; get(): unknown; coreKeyPresses: string[] };
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
    keybindings().register("my-system", "doIt", { name: "Do it", editable: [{ key: "KeyK" }], onDown: () => { pressed += 1; return true; } });
    expect(keybindings().actions.get("my-system.doIt")?.name).toBe("Do it");
    expect(pressKeybinding("my-system", "doIt")).toBe(true);
    expect(pressKey("KeyK")).toBe("my-system.doIt");
    expect(pressed).toBe(2);
  });

  it("matches a press as core does: its modifiers held, any other held modifier reserved by the action", () => {
    const ran: string[] = [];
    keybindings().register("my-system", "plain", { name: "Plain", editable: [{ key: "KeyK" }], onDown: () => { ran.push("plain"); return true; } });
    keybindings().register("my-system", "withAlt", { name: "With Alt", editable: [{ key: "KeyJ", modifiers: ["Alt"] }], reservedModifiers: ["Shift"], onDown: () => { ran.push("withAlt"); return true; } });
    expect(pressKey("KeyK", ["Shift"])).toBeNull();
    expect(pressKey("KeyJ")).toBeNull();
    expect(pressKey("KeyJ", ["Alt", "Shift"])).toBe("my-system.withAlt");
    expect(pressKey("KeyJ", ["Alt", "Control"])).toBeNull();
    expect(ran).toEqual(["withAlt"]);
  });

  it("runs the matching actions by precedence, then registration order, until one consumes the press; core's come after init's", () => {
    const ran: string[] = [];
    const action = (name: string, precedence: number, consume: boolean) =>
      keybindings().register("my-system", name, { name, editable: [{ key: "KeyE" }], precedence, onDown: () => { ran.push(name); return consume; } });
    action("deferred", KEYBINDING_PRECEDENCE.DEFERRED, true);
    action("normalPasses", KEYBINDING_PRECEDENCE.NORMAL, false);
    action("priority", KEYBINDING_PRECEDENCE.PRIORITY, false);
    // Core's E (raise elevation) is NORMAL and registered after setup: it follows the system's NORMAL action and consumes the press.
    expect(pressKey("KeyE")).toBe("core.zoomIn");
    expect(ran).toEqual(["priority", "normalPasses"]);
    expect(keybindings().coreKeyPresses).toEqual(["core.zoomIn"]);
  });

  it("core's E and Q take Shift (a fine elevation step while dragging): a system's Shift+E registered at init takes it from core", () => {
    keybindings().register("my-system", "greedy", { name: "Greedy", editable: [{ key: "KeyE", modifiers: ["Shift"] }], onDown: () => true });
    expect(pressKey("KeyQ", ["Shift"])).toBe("core.zoomOut");
    expect(pressKey("KeyE", ["Shift"])).toBe("my-system.greedy");
    expect(keybindings().coreKeyPresses).toEqual(["core.zoomOut"]);
    expect(() => pressKeybinding("my-system", "greedy")).not.toThrow();
    keybindings().register("my-system", "late", { name: "Late", editable: [{ key: "KeyE" }], precedence: KEYBINDING_PRECEDENCE.DEFERRED, onDown: () => true });
    expect(() => pressKeybinding("my-system", "late")).toThrow(/taken by core.zoomIn/);
  });

  it("refuses loudly what it does not model: a nameless action, a second registration, get, an unknown action", () => {
    expect(() => keybindings().register("my-system", "nameless", {})).toThrow(/stand-in/);
    keybindings().register("my-system", "once", { name: "Once", editable: [{ key: "KeyK" }] });
    expect(() => keybindings().register("my-system", "once", { name: "Once" })).toThrow(/not modelled/);
    expect(() => keybindings().register("my-system", "meta", { name: "Meta", editable: [{ key: "KeyK", modifiers: ["Meta"] }] })).toThrow(/not modelled/);
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
