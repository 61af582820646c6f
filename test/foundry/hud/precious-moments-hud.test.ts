import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { StandInApplicationV2 } from "../../foundry-stand-in/parts/applications";
import { controlTokens, pressKeybinding } from "../../foundry-stand-in/parts/keybindings";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { clickHud, type StandInTokenHUD } from "../../foundry-stand-in/parts/token-hud";
import { PIXELS_PER_INCH, pmWorld, type PmWorld } from "../precious-moments/world";
import type { ShelfWarsCombatView } from "../world";
import { allowed, byId, forgeEnabled, showHud } from "./hud-controls";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

/** The Precious Moments token HUD: Sing, inches left to move, End activation, by phase and state. */
describe("Precious Moments token HUD", () => {
  let t: PmWorld;
  let angel: Figure;
  let cherub: Figure;
  let combat: ShelfWarsCombatView;
  let renders: MockInstance<StandInApplicationV2["render"]>;

  beforeEach(async () => {
    renders = vi.spyOn(StandInApplicationV2.prototype, "render");
    t = await pmWorld();
    const a = await t.figure("Angel", t.alice, { brightness: 5 });
    const c = await t.figure("Cherub", t.bob, { brightness: 5 });
    angel = { actor: a, token: t.place(a, { x: 10, y: 3 }) };
    cherub = { actor: c, token: t.place(c, { x: 10, y: 9 }) };
    await t.choir("Seraphim", t.alice, [a]);
    await t.choir("Carollers", t.bob, [c]);
    combat = await t.combat([angel.token, cherub.token]);
    // Seraphim win the initiative: Carollers move first, Seraphim sing first.
    t.dice(6, 6, 1, 1);
    t.as(t.gm);
    await combat.startCombat();
    await t.settle();
    controlTokens([]);
  });
  afterEach(() => {
    renders.mockRestore();
    removeStandIn();
  });

  const id = (f: Figure): string => combat.combatants.contents.find((c) => c.actorId === f.actor.id)?.id ?? "";
  const activate = async (f: Figure) => {
    t.as(t.gm);
    await combat.activateCombatant(id(f));
    await t.settle();
  };
  const endActivation = async () => {
    t.as(t.gm);
    await combat.endActivation();
    await t.settle();
  };
  /** Cherub and Angel each move (Cherub first), so the round reaches its singing phase with Angel activating. */
  const toSinging = async () => {
    for (const f of [cherub, angel]) {
      await activate(f);
      await endActivation();
    }
    await activate(angel);
  };
  const hud = () => (globalThis as unknown as { canvas: { tokens: { hud: StandInTokenHUD } } }).canvas.tokens.hud;
  const value = (f: Figure) => (f.actor._source.system as { value: number }).value;
  const singDialog = () => {
    const dialogs = [...new Set(renders.mock.contexts)].filter((app) => ((app as StandInApplicationV2).options.classes as string[] | undefined)?.includes("pm-sing-dialog"));
    expect(dialogs).toHaveLength(1);
    return dialogs[0] as StandInApplicationV2;
  };

  it("movement phase, the figure moving: the inches left to move and End; Sing greyed for the phase", async () => {
    await activate(cherub);
    t.as(t.bob);
    const controls = await showHud(cherub.token, t.settle);
    expect(controls.map((c) => c.id)).toEqual(["sing", "move", "endActivation"]);
    expect(allowed(controls)).toEqual(["move", "endActivation"]);
    expect(byId(controls).sing!.tooltip).toBe("Sing: not in this phase");
    expect(byId(controls).move).toMatchObject({ budget: "5", tooltip: "5 of 5 inches left to move" });
    // It walks 2 inches: the token's history holds where it started.
    t.as(t.gm);
    await cherub.token.update({ _movementHistory: [{ x: cherub.token.x, y: cherub.token.y }], y: cherub.token.y + 2 * PIXELS_PER_INCH });
    t.as(t.bob);
    expect(byId(await showHud(cherub.token, t.settle)).move).toMatchObject({ budget: "3", tooltip: "3 of 5 inches left to move" });
  });

  it("a figure not activating: every action greyed, naming why; the other side's figure greyed for a player", async () => {
    await activate(cherub);
    t.as(t.alice);
    const controls = byId(await showHud(angel.token, t.settle));
    expect(controls.move!.tooltip).toBe("5 of 5 inches left to move: it is not this figure's activation");
    expect(controls.endActivation!.blocked).toBe(true);
    t.as(t.alice);
    const theirs = await showHud(cherub.token, t.settle);
    expect(allowed(theirs)).toEqual([]);
    expect(byId(theirs).endActivation!.tooltip).toBe("End activation: you do not own this figure");
  });

  it("singing phase, the figure singing: Sing and End; the moves greyed for the phase", async () => {
    await toSinging();
    t.as(t.alice);
    const controls = await showHud(angel.token, t.settle);
    expect(allowed(controls)).toEqual(["sing", "endActivation"]);
    expect(byId(controls).move!.tooltip).toContain(": not in this phase");
  });

  it("a figure in Heaven: every action greyed as out of the game", async () => {
    await toSinging();
    t.as(t.gm);
    await angel.actor.update({ system: { value: 0 } });
    await t.settle();
    t.as(t.alice);
    const controls = await showHud(angel.token, t.settle);
    expect(allowed(controls)).toEqual([]);
    expect(byId(controls).sing!.tooltip).toBe("Sing: the figure is out of the game");
  });

  it("Sing opens the sheet's sing dialog; its song posts the card the GM's client applies, and ends the activation", async () => {
    await toSinging();
    t.as(t.alice);
    controlTokens([{ actor: angel.actor, document: angel.token }]);
    await showHud(angel.token, t.settle);
    await clickHud(`button[data-sw-hud="sing"]`);
    const dialog = singDialog();
    await dialog.changeField("targetId", cherub.token.id!);
    const before = t.messages().length;
    t.dice(1, 1, 6, 6, 3, 3);
    await dialog.clickOn(`[data-action="sing"]`);
    await t.settle();
    expect(t.messages().length).toBe(before + 1);
    expect(value(cherub)).toBeLessThan(20);
    expect(combat.activationState?.active).toBeNull();
  });

  it("a hostile player who forges Sing and End on another's token sings for nobody: the GM's client refuses", async () => {
    await toSinging();
    t.as(t.bob);
    controlTokens([{ actor: angel.actor, document: angel.token }]);
    await showHud(angel.token, t.settle);
    forgeEnabled(hud().element, "sing");
    forgeEnabled(hud().element, "endActivation");
    await clickHud(`button[data-sw-hud="sing"]`);
    const dialog = singDialog();
    await dialog.changeField("targetId", cherub.token.id!);
    const before = t.messages().length;
    t.dice(1, 1, 6, 6, 3, 3);
    await dialog.clickOn(`[data-action="sing"]`);
    await t.settle();
    await clickHud(`button[data-sw-hud="endActivation"]`);
    await t.settle();
    expect([t.messages().length, value(cherub)]).toEqual([before, 20]);
    expect(combat.activationState?.active).toBe(id(angel));
    // Both forged requests reached the GM's client, which refused them.
    const warnings = t.standIn.notifications.filter((n) => n.level === "warn").map((n) => n.message);
    expect(warnings).toContainEqual(expect.stringMatching(/owner or a GM/));
    expect(warnings.at(-1)).toMatch(/you do not own/);
  });

  it("Shift+Q opens the sing dialog of the controlled figure in the singing phase; in the movement phase it names why not", async () => {
    await activate(cherub);
    t.as(t.bob);
    controlTokens([{ actor: cherub.actor, document: cherub.token }]);
    pressKeybinding("shelf-wars", "openActionDialog");
    await t.settle();
    expect(t.lastWarning()).toBe("Cherub: not in this phase");
    await endActivation();
    await toSinging();
    t.as(t.alice);
    controlTokens([{ actor: angel.actor, document: angel.token }]);
    expect(pressKeybinding("shelf-wars", "openActionDialog")).toBe(true);
    await t.settle();
    expect(singDialog().rendered).toBe(true);
  });
});
