import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInChatMessage } from "../../foundry-stand-in/parts/chat";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { controlTokens, pressKeybinding } from "../../foundry-stand-in/parts/keybindings";
import { clickHud, StandInTokenHUD } from "../../foundry-stand-in/parts/token-hud";
import { kfWorld, type KfWorld } from "../knight-fight/world";
import { plain, type ShelfWarsCombatView } from "../world";
import { allowed, byId, forgeEnabled, showHud } from "./hud-controls";

vi.mock("../../../src/foundry/knight-fight/play/wager-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../src/foundry/knight-fight/play/wager-dialog")>()),
  openWagerDialog: vi.fn(async () => undefined),
}));
vi.mock("../../../src/foundry/knight-fight/play/attack-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../src/foundry/knight-fight/play/attack-dialog")>()),
  openAttackDialog: vi.fn(async () => null),
}));

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

/** The Knight Fight token HUD: Wager, Attack, moves left, Protect, End activation, by the figure's state. */
describe("Knight Fight token HUD", () => {
  let t: KfWorld;
  let ash: Figure;
  let archer: Figure;
  let brute: Figure;
  let combat: ShelfWarsCombatView;

  beforeEach(async () => {
    // The mocked dialogs outlive the module reset each boot makes: their calls start afresh here.
    vi.clearAllMocks();
    t = await kfWorld();
    const make = async (name: string, owner: typeof t.alice, at: { i: number; j: number }): Promise<Figure> => {
      const actor = await t.figure(name, owner);
      return { actor, token: t.place(actor, at) };
    };
    ash = await make("Ser Ash", t.alice, { i: 2, j: 2 });
    archer = await make("Archer", t.alice, { i: 0, j: 0 });
    brute = await make("Brute", t.bob, { i: 2, j: 4 });
    await t.force("Reds", t.alice, [ash.actor, archer.actor]);
    await t.force("Blues", t.bob, [brute.actor]);
    combat = await t.combat([ash, archer, brute].map((f) => f.token));
    await combat.startCombat();
  });
  afterEach(() => removeStandIn());

  const combatantId = (f: Figure): string => combat.combatants.contents.find((c) => c.actorId === f.actor.id)?.id ?? "";
  /** The GM activates the figure; it has wagered for `points` (or not, with `points` null). */
  async function activate(f: Figure, points: number | null, danger = 0): Promise<void> {
    t.as(t.gm);
    await combat.activateCombatant(combatantId(f));
    await t.settle();
    if (points !== null) await f.actor.update({ system: { actionPoints: points, wagered: 1, danger: { value: danger } } });
    else await f.actor.update({ system: { danger: { value: danger } } });
  }
  const hud = () => (globalThis as unknown as { canvas: { tokens: { hud: StandInTokenHUD } } }).canvas.tokens.hud;
  const danger = (f: Figure) => (t.system(f.actor).danger as { value: number }).value;

  it("activating, not yet wagered: Wager and End activation; the rest greyed with the reason", async () => {
    await activate(ash, null);
    t.as(t.alice);
    const controls = await showHud(ash.token, t.settle);
    expect(controls.map((c) => c.id)).toEqual(["wager", "attack", "move", "protect", "endActivation"]);
    expect(allowed(controls)).toEqual(["wager", "endActivation"]);
    expect(byId(controls).attack!.tooltip).toBe("Attack: wager dice first");
    expect(byId(controls).move).toMatchObject({ blocked: true, budget: "0" });
  });

  it("activating with points and danger: Attack, the moves left, Protect and End; Wager greyed as already used", async () => {
    await activate(ash, 3, 1);
    t.as(t.alice);
    const controls = await showHud(ash.token, t.settle);
    expect(allowed(controls)).toEqual(["attack", "move", "protect", "endActivation"]);
    expect(byId(controls).wager!.tooltip).toBe("Wager dice: already wagered this activation");
    expect(byId(controls).move).toMatchObject({ budget: "3", tooltip: "3 action points left for moves" });
  });

  it("no danger: Protect greyed for that, Attack allowed", async () => {
    await activate(ash, 2, 0);
    t.as(t.alice);
    const controls = byId(await showHud(ash.token, t.settle));
    expect(controls.protect!.tooltip).toBe("Protect: no danger tokens to take off");
    expect(controls.attack!.blocked).toBe(false);
  });

  it("a figure not activating: every action greyed, naming it", async () => {
    await activate(ash, 3);
    t.as(t.alice);
    const controls = await showHud(archer.token, t.settle);
    expect(allowed(controls)).toEqual([]);
    expect(byId(controls).endActivation!.tooltip).toBe("End activation: it is not this figure's activation");
  });

  it("a killed figure: every action greyed as out of the game", async () => {
    await activate(ash, 3, 1);
    await ash.actor.update({ system: { killed: 1 } });
    t.as(t.alice);
    const controls = await showHud(ash.token, t.settle);
    expect(allowed(controls)).toEqual([]);
    expect(byId(controls).attack!.tooltip).toBe("Attack: the figure is out of the game");
  });

  it("the other side's figure, for a player: every action greyed, the player does not own it; the GM may act", async () => {
    await activate(ash, 3, 1);
    t.as(t.bob);
    const controls = await showHud(ash.token, t.settle);
    expect(allowed(controls)).toEqual([]);
    expect(byId(controls).protect!.tooltip).toBe("Protect: you do not own this figure");
    t.as(t.gm);
    expect(allowed(await showHud(ash.token, t.settle))).toEqual(["attack", "move", "protect", "endActivation"]);
  });

  it("Protect posts its card through the usual path and the GM's client applies it; the HUD shows it", async () => {
    await activate(ash, 3, 2);
    t.as(t.alice);
    await showHud(ash.token, t.settle);
    const before = t.messages().length;
    await clickHud(`button[data-sw-hud="protect"]`);
    await t.settle();
    const card = t.messages().at(-1) as StandInChatMessage;
    expect(t.messages()).toHaveLength(before + 1);
    expect(plain(card.content)).toContain("Ser Ash protects itself");
    expect([danger(ash), t.system(ash.actor).actionPoints]).toEqual([1, 2]);
    // The figure changed: the open HUD is rendered again (core would not, foundryvtt#8683).
    const move = hud().element!.querySelector(`[data-sw-hud="move"]`)!;
    expect(move.querySelector(".sw-hud__count")?.textContent).toBe("2");
  });

  it("Wager and Attack open the sheet's dialogs for the figure; End activation ends it through the GM", async () => {
    const { openWagerDialog } = await import("../../../src/foundry/knight-fight/play/wager-dialog");
    const { openAttackDialog } = await import("../../../src/foundry/knight-fight/play/attack-dialog");
    await activate(ash, null);
    // Activating opens the owner's wager dialog by itself: the HUD's call is counted from here.
    vi.mocked(openWagerDialog).mockClear();
    t.as(t.alice);
    await showHud(ash.token, t.settle);
    await clickHud(`button[data-sw-hud="wager"]`);
    expect(vi.mocked(openWagerDialog)).toHaveBeenCalledWith(ash.actor, undefined);
    await activate(ash, 2);
    t.as(t.alice);
    await showHud(ash.token, t.settle);
    await clickHud(`button[data-sw-hud="attack"]`);
    expect(vi.mocked(openAttackDialog)).toHaveBeenCalledWith(ash.actor, undefined);
    await clickHud(`button[data-sw-hud="endActivation"]`);
    await t.settle();
    expect(combat.activationState?.active).toBeNull();
  });

  it("a greyed button does nothing when clicked", async () => {
    await activate(ash, 3, 2);
    t.as(t.alice);
    await showHud(archer.token, t.settle);
    const before = t.messages().length;
    await clickHud(`button[data-sw-hud="endActivation"]`);
    await t.settle();
    expect([t.messages().length, combat.activationState?.active]).toEqual([before, combatantId(ash)]);
  });

  it("a hostile player who forges the buttons on another's token acts for nobody: the GM's client refuses", async () => {
    await activate(ash, 3, 2);
    t.as(t.bob);
    await showHud(ash.token, t.settle);
    forgeEnabled(hud().element, "protect");
    forgeEnabled(hud().element, "endActivation");
    const before = t.messages().length;
    await clickHud(`button[data-sw-hud="protect"]`);
    await t.settle();
    // The forged click did ask: Bob's client posted a Protect card, which the GM's client did not apply.
    const card = t.messages().at(-1) as StandInChatMessage;
    expect([t.messages().length, plain(card.content)]).toEqual([before + 1, expect.stringContaining("Ser Ash protects itself")]);
    await clickHud(`button[data-sw-hud="endActivation"]`);
    await t.settle();
    expect([danger(ash), t.system(ash.actor).actionPoints]).toEqual([2, 3]);
    expect(combat.activationState?.active).toBe(combatantId(ash));
  });

  describe("the Open action dialog keybinding (Shift+Q)", () => {
    const registered = () => (game as unknown as { keybindings: { actions: Map<string, { name: string; editable?: unknown[] }> } }).keybindings.actions;
    const press = async () => {
      expect(pressKeybinding("shelf-wars", "openActionDialog")).toBe(true);
      await t.settle();
    };

    it("is registered through core's API with a localised name, beside End activation", () => {
      const action = registered().get("shelf-wars.openActionDialog");
      expect(game.i18n!.localize(action!.name)).toBe("Open the action dialog of the controlled figure");
      expect(action?.editable).toEqual([{ key: "KeyQ", modifiers: ["Alt"] }]);
      expect(registered().has("shelf-wars.endActivation")).toBe(true);
    });

    it("opens the wager dialog of the controlled figure, then the attack dialog once it has wagered", async () => {
      const { openWagerDialog } = await import("../../../src/foundry/knight-fight/play/wager-dialog");
      const { openAttackDialog } = await import("../../../src/foundry/knight-fight/play/attack-dialog");
      await activate(ash, null);
      vi.mocked(openWagerDialog).mockClear();
      t.as(t.alice);
      controlTokens([{ actor: ash.actor, document: ash.token }]);
      await press();
      expect(vi.mocked(openWagerDialog)).toHaveBeenCalledWith(ash.actor, undefined);
      await activate(ash, 2);
      t.as(t.alice);
      await press();
      expect(vi.mocked(openAttackDialog)).toHaveBeenCalledWith(ash.actor, undefined);
    });

    it("names why not, and opens nothing, for a figure not activating or with no token controlled", async () => {
      const { openWagerDialog } = await import("../../../src/foundry/knight-fight/play/wager-dialog");
      await activate(ash, null);
      // (Activating opens the owner's wager dialog by itself: counted from here.)
      const opened = vi.mocked(openWagerDialog).mock.calls.length;
      t.as(t.alice);
      controlTokens([{ actor: archer.actor, document: archer.token }]);
      await press();
      expect(t.lastWarning()).toBe("Archer: it is not this figure's activation");
      controlTokens([]);
      await press();
      expect(t.lastWarning()).toBe("Control one token of a figure with an action to open.");
      expect(vi.mocked(openWagerDialog).mock.calls.length).toBe(opened);
    });
  });
});
