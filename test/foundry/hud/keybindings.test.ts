import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import { standInSocket } from "../../foundry-stand-in/parts/chat";
import { controlTokens, pressKeybinding } from "../../foundry-stand-in/parts/keybindings";
import type { StandInCombat } from "../../foundry-stand-in/parts/combat";
import type { StandInActor } from "../../foundry-stand-in/parts/data-models";
import { asShelfWars, combatantOf, combatWorld, DISPOSITION, scriptPoker, type CombatWorld } from "../combat/world";

/** The End activation keybinding, pressed by each user with a token controlled. */
describe("the End activation keybinding", () => {
  let world: CombatWorld;
  let combat: StandInCombat;
  let alicesActor: StandInActor;
  let alices: string;

  beforeEach(async () => {
    world = await combatWorld();
    (await import("../api/relay")).registerRelay();
    const a = world.figure("Alice's knight", world.alice, DISPOSITION.friendly);
    const b = world.figure("Bob's troll", world.bob, DISPOSITION.hostile);
    combat = await world.combat([a, b]);
    scriptPoker("Q", "J");
    await asShelfWars(world, combat).startCombat();
    alicesActor = a.actor;
    alices = combatantOf(combat, a.actor).id;
    (await import("../../../src/foundry/hud/keybindings")).registerKeybindings();
    world.as(world.alice);
    const { requestActivation } = await import("../../../src/foundry/combat/request-client");
    await requestActivation(combat.id, alices);
    await standInSocket.settled();
  });
  afterEach(() => removeStandIn());

  const activeId = () => asShelfWars(world, combat).activationState?.active ?? null;
  const registered = () => (globalThis as unknown as { game: { keybindings: { actions: Map<string, { name: string; editable?: unknown[] }> } } }).game.keybindings.actions;

  it("is registered under the system with a localised name and a default key", () => {
    const action = registered().get("shelf-wars.endActivation");
    expect(action?.name).toBe("SHELFWARS.Keybindings.EndActivation.Name");
    expect(game.i18n!.localize(action!.name)).toBe("End activation of the controlled figure");
    expect(action?.editable).toEqual([{ key: "KeyE", modifiers: ["Alt"] }]);
  });

  it("never takes a key press core needs: E and Q, alone or with Shift or Control, still raise and lower elevation", async () => {
    const { pressKey } = await import("../../foundry-stand-in/parts/keybindings");
    world.as(world.alice);
    controlTokens([{ actor: alicesActor }]);
    for (const modifiers of [[], ["Shift"], ["Control"]] as const) {
      expect(pressKey("KeyE", modifiers)).toBe("core.zoomIn");
      expect(pressKey("KeyQ", modifiers)).toBe("core.zoomOut");
    }
    await standInSocket.settled();
    expect(activeId()).toBe(alices);
    expect(pressKey("KeyE", ["Alt"])).toBe("shelf-wars.endActivation");
    expect(pressKey("KeyQ", ["Alt"])).toBe("shelf-wars.openActionDialog");
  });

  it("ends the running activation of the owner's controlled figure, through the GM", async () => {
    expect(activeId()).toBe(alices);
    world.as(world.alice);
    controlTokens([{ actor: alicesActor }]);
    expect(pressKeybinding("shelf-wars", "endActivation")).toBe(true);
    await standInSocket.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await standInSocket.settled();
    expect(activeId()).toBeNull();
  });

  it("a hostile player controlling another's token (a forged client) is refused by the GM", async () => {
    world.as(world.bob);
    controlTokens([{ actor: alicesActor }]);
    pressKeybinding("shelf-wars", "endActivation");
    await standInSocket.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await standInSocket.settled();
    expect(activeId()).toBe(alices);
  });

  it("with no controlled figure activating, it warns and asks nothing", async () => {
    world.as(world.alice);
    controlTokens([]);
    const { endControlledActivation } = await import("../../../src/foundry/hud/keybindings");
    expect(await endControlledActivation()).toBe(false);
    expect(activeId()).toBe(alices);
  });
});
