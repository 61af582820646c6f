import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInActor, StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { StandInApplicationV2 } from "../../foundry-stand-in/parts/applications";
import { createCombat, type StandInCombat, type StandInToken } from "../../foundry-stand-in/parts/combat";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { controlTokens, pressKeybinding } from "../../foundry-stand-in/parts/keybindings";
import { clickHud, type StandInTokenHUD } from "../../foundry-stand-in/parts/token-hud";
import { asUser } from "../boot-world";
import { amWorld, BRAWLER, type AmWorld } from "../angry-miniatures/world";
import { scriptPoker } from "../combat/world";
import { allowed, byId, forgeEnabled, showHud } from "./hud-controls";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };
type ShelfWarsCombat = StandInCombat & { startCombat(): Promise<unknown>; activateCombatant(id: string): Promise<unknown>; activationState: { active: string | null } | null };

/** The Angry Miniatures token HUD: Attack and End activation, by the figure's state. */
describe("Angry Miniatures token HUD", () => {
  let t: AmWorld;
  let brawler: Figure;
  let grunt: Figure;
  let combat: ShelfWarsCombat;
  /** Every application rendered: the attack dialog the HUD opens is found among them. */
  let renders: MockInstance<StandInApplicationV2["render"]>;
  const attackDialog = () => {
    const dialogs = renders.mock.contexts.filter((app) => (app as StandInApplicationV2).options.classes instanceof Array && ((app as StandInApplicationV2).options.classes as string[]).includes("am-attack-dialog"));
    expect(new Set(dialogs).size).toBe(1);
    return dialogs[0] as StandInApplicationV2;
  };

  beforeEach(async () => {
    renders = vi.spyOn(StandInApplicationV2.prototype, "render");
    t = await amWorld();
    brawler = await t.figure("Brawler", t.alice, { i: 2, j: 2 }, BRAWLER);
    grunt = await t.figure("Grunt", t.bob, { i: 2, j: 3 });
    const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
    const entries = [brawler, grunt].map((f) => ({ actor: f.actor as unknown as StandInActor, token: f.token as unknown as StandInToken }));
    combat = (await asUser(t.gm, () => createCombat(entries, CombatClass))) as ShelfWarsCombat;
    scriptPoker("A", "K");
    await asUser(t.gm, () => combat.startCombat());
    await asUser(t.gm, () => combat.activateCombatant(combatantId(brawler)));
    await settle();
    controlTokens([]);
  });
  afterEach(() => {
    renders.mockRestore();
    removeStandIn();
  });

  const combatantId = (f: Figure): string => combat.combatants.contents.find((c) => c.actorId === f.actor.id)?.id ?? "";
  const settle = async () => {
    for (let n = 0; n < 4; n++) {
      await t.settle();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  const hud = () => (globalThis as unknown as { canvas: { tokens: { hud: StandInTokenHUD } } }).canvas.tokens.hud;
  const lastMessage = () => (game as unknown as { messages: { contents: { id: string; getFlag(scope: string, key: string): unknown }[] } }).messages.contents.at(-1)!;
  const messages = () => (game as unknown as { messages: { contents: unknown[] } }).messages.contents.length;

  it("the activating figure's owner: Attack and End activation", async () => {
    t.as(t.alice);
    const controls = await showHud(brawler.token, settle);
    expect(controls.map((c) => c.id)).toEqual(["attack", "endActivation"]);
    expect(allowed(controls)).toEqual(["attack", "endActivation"]);
    expect(byId(controls).attack!.tooltip).toBe("Attack");
  });

  it("a HUD drawn without v13's left column (v14's layout is not public) still shows the actions, at its end, and the console says so once", async () => {
    const { hudLayout, openTokenHud } = await import("../../foundry-stand-in/parts/token-hud");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    hudLayout.columns = false;
    try {
      t.as(t.alice);
      for (let n = 0; n < 2; n++) {
        const shownHud = await openTokenHud(brawler.token);
        await settle();
        expect(shownHud.element!.querySelectorAll("[data-sw-hud]").map((b) => b.dataset.swHud)).toEqual(["attack", "endActivation"]);
      }
      expect(warn.mock.calls.filter(([m]) => String(m).includes(".col.left"))).toHaveLength(1);
    } finally {
      hudLayout.columns = true;
      warn.mockRestore();
    }
  });

  it("once the figure has attacked in this activation (its card applied), Attack is greyed, naming why; End activation stays", async () => {
    t.as(t.alice);
    const card = await t.attack(brawler.token, grunt.token, ["K", "9", "9", "9", "9", "9", "9", "9", "9", "9"]);
    await t.answerCover(card.id, grunt.token, false, t.bob);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    const controls = await showHud(brawler.token, settle);
    expect(allowed(controls)).toEqual(["endActivation"]);
    expect(byId(controls).attack!.tooltip).toBe("Attack: already attacked this activation");
  });

  it("a figure in the combat, not activating: greyed, naming it; out of any combat it may attack as on its sheet", async () => {
    t.as(t.bob);
    const controls = await showHud(grunt.token, settle);
    expect(allowed(controls)).toEqual([]);
    expect(byId(controls).attack!.tooltip).toBe("Attack: it is not this figure's activation");
    const scout = await t.figure("Scout", t.bob, { i: 6, j: 6 });
    t.as(t.bob);
    expect(allowed(await showHud(scout.token, settle))).toEqual(["attack"]);
  });

  it("a figure with no Health left: greyed as out of the game", async () => {
    await asUser(t.gm, () => brawler.actor.update({ system: { health: { value: 0 } } }));
    t.as(t.alice);
    const controls = await showHud(brawler.token, settle);
    expect(allowed(controls)).toEqual([]);
    expect(byId(controls).endActivation!.tooltip).toBe("End activation: the figure is out of the game");
  });

  it("the other side's figure, for a player: greyed, the player does not own it", async () => {
    t.as(t.bob);
    const controls = await showHud(brawler.token, settle);
    expect(allowed(controls)).toEqual([]);
    expect(byId(controls).attack!.tooltip).toBe("Attack: you do not own this figure");
  });

  it("Attack opens the sheet's attack dialog; its roll posts the card through the GM; End activation ends it", async () => {
    t.as(t.alice);
    controlTokens([{ actor: brawler.actor, document: brawler.token }]);
    await showHud(brawler.token, settle);
    const before = messages();
    await clickHud(`button[data-sw-hud="attack"]`);
    const dialog = attackDialog();
    await dialog.changeField("targetId", grunt.token.id!);
    scriptPoker("A", "A", "A", "A", "A", "A", "A", "9", "9", "9");
    await dialog.clickOn(`[data-action="roll"]`);
    await settle();
    expect(messages()).toBe(before + 1);
    // The GM's client rolled and posted the attack card for Alice's figure; the GM applies it as any other.
    const card = lastMessage();
    expect(card.getFlag("shelf-wars", "card")).toMatchObject({ ruleset: "angry-miniatures", inputs: { attackerId: brawler.token.id, targetId: grunt.token.id } });
    expect(t.chat.cardState(card.id)).toBe("pending");
    t.as(t.alice);
    await showHud(brawler.token, settle);
    await clickHud(`button[data-sw-hud="endActivation"]`);
    await settle();
    expect(combat.activationState?.active).toBeNull();
  });

  it("a hostile player who forges Attack and End activation on another's token acts for nobody: the GM's client refuses", async () => {
    t.as(t.bob);
    // A hostile client can claim control of any token, and open the HUD of one it does not own.
    controlTokens([{ actor: brawler.actor, document: brawler.token }]);
    await showHud(brawler.token, settle);
    forgeEnabled(hud().element, "attack");
    forgeEnabled(hud().element, "endActivation");
    const before = messages();
    await clickHud(`button[data-sw-hud="attack"]`);
    const dialog = attackDialog();
    await dialog.changeField("targetId", grunt.token.id!);
    scriptPoker("A", "A", "A", "A", "A", "A", "A", "9", "9", "9");
    await dialog.clickOn(`[data-action="roll"]`);
    await settle();
    await clickHud(`button[data-sw-hud="endActivation"]`);
    await settle();
    expect([messages(), t.health(grunt.actor)]).toEqual([before, 5]);
    // The forged roll did reach the GM's client, which refused it: only the figure's owner or a GM.
    expect(t.standIn.notifications.filter((n) => n.level === "warn").map((n) => n.message)).toContainEqual(expect.stringMatching(/owner or a GM/));
    expect(combat.activationState?.active).toBe(combatantId(brawler));
  });

  it("Shift+Q opens the attack dialog of the controlled figure; for another's figure it names why not", async () => {
    t.as(t.alice);
    controlTokens([{ actor: brawler.actor, document: brawler.token }]);
    expect(pressKeybinding("shelf-wars", "openActionDialog")).toBe(true);
    await settle();
    expect(attackDialog().rendered).toBe(true);
    t.as(t.bob);
    controlTokens([{ actor: brawler.actor, document: brawler.token }]);
    pressKeybinding("shelf-wars", "openActionDialog");
    await settle();
    expect(t.standIn.notifications.at(-1)?.message).toBe("Brawler: you do not own this figure");
  });
});
