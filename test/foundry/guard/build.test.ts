import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInActor, StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { createCombat, type StandInCombat, type StandInToken } from "../../foundry-stand-in/parts/combat";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import type { PokerFace } from "../../../src/rules/common/poker";
import { asUser } from "../boot-world";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../angry-miniatures/world";
import { kfWorld, type KfWorld } from "../knight-fight/world";
import { guardReports, type Level } from "./reports";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

async function settle(t: { settle(): Promise<void> }): Promise<void> {
  for (let n = 0; n < 5; n++) {
    await t.settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * A figure's build (stats, perk, class...) is its owner's to build, until the game starts: a card
 * rolled in the game derives its outcome from the figures as they stand, so a build changed after
 * the roll would void the card (an attacker dodging the damage back) or re-word it. During a
 * started combat the game state check judges a player's build change like any game state.
 */
describe("Angry Miniatures: a player's build change during a game", () => {
  let t: AmWorld;
  let hero: Figure;
  let villain: Figure;
  /** Attack 9s against the Grunt's K K K: the Hero loses and takes 3 back. */
  const LOSES: PokerFace[] = ["9", "9", "9", "9", "9", "9", "9", "K", "K", "K"];

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
  });
  afterEach(() => removeStandIn());

  async function level(value: Level): Promise<void> {
    await asUser(t.gm, () => t.standIn.settings.set("shelf-wars", "angry-miniatures.automation.gameState", value));
  }
  async function startCombat(): Promise<void> {
    const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
    const entries = [hero, villain].map((f) => ({ actor: f.actor as unknown as StandInActor, token: f.token as unknown as StandInToken }));
    const combat = (await asUser(t.gm, () => createCombat(entries, CombatClass))) as unknown as StandInCombat & { startCombat(): Promise<unknown>; activateCombatant(id: string): Promise<unknown> };
    await asUser(t.gm, () => combat.startCombat());
    await asUser(t.gm, () => combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === hero.actor.id)?.id ?? ""));
    await settle(t);
  }
  const perk = () => (hero.actor.system as unknown as { perk: string }).perk;

  it("no game running: the owner rebuilds the figure freely, and nobody is told", async () => {
    await level("enforce");
    t.as(t.alice);
    await hero.actor.update({ "system.flaw": "unlucky", "system.presentation": "female" });
    await settle(t);
    expect(hero.actor.system).toMatchObject({ flaw: "unlucky", presentation: "female" });
    expect(guardReports()).toEqual([]);
  });

  it("no game running: a rebuild that lowers maximum Health (Brutish taken away) clamps Health, and that is not reported as play", async () => {
    await level("enforce");
    t.as(t.alice);
    await hero.actor.update({ "system.perk": "swift" });
    await settle(t);
    expect((hero.actor.system as unknown as { health: { value: number; max: number } }).health).toEqual({ value: 4, max: 4 });
    expect(guardReports()).toEqual([]);
    // A hostile client writing Health down outside a game, with no rebuild behind it, is still caught.
    t.as(t.alice);
    await hero.actor.update({ "system.health.value": 1 });
    await settle(t);
    expect(t.health(hero.actor)).toBe(4);
    expect(guardReports().at(-1)?.text).toContain("Alice changed Health of Hero from 4 to 1");
  });

  it("enforce, in a game: the attacker who lost cannot dodge the damage back by changing its perk after the roll; the card still applies", async () => {
    await level("enforce");
    await startCombat();
    t.as(t.alice);
    const card = await t.attack(hero.token, villain.token, LOSES);
    await t.settle();
    // Berzerk: no damage back in melee. Written straight from Alice's client after she saw the dice.
    await hero.actor.update({ "system.perk": "berzerk" });
    await settle(t);
    expect(perk()).toBe("brutish");
    const report = guardReports().at(-1);
    expect(report?.text).toContain("Alice changed the perk of Hero from brutish to berzerk");
    expect(report?.whisper.sort()).toEqual([t.gm.id, t.alice.id].sort());
    await t.answerCover(card.id, villain.token, false, t.bob);
    t.as(t.alice);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    expect(t.health(hero.actor)).toBe(2);
  });

  it("the figure's name is its identity in play: renamed freely before the game, put back at enforce once it has started", async () => {
    await level("enforce");
    t.as(t.alice);
    await hero.actor.update({ name: "Sir Hero" });
    await settle(t);
    expect(hero.actor.name).toBe("Sir Hero");
    expect(guardReports()).toEqual([]);
    await startCombat();
    t.as(t.alice);
    await hero.actor.update({ name: "Villain" });
    await settle(t);
    expect(hero.actor.name).toBe("Sir Hero");
    expect(guardReports().at(-1)?.text).toContain("Alice changed the name of");
    expect(guardReports().at(-1)?.text).toContain("from Sir Hero to Villain");
  });

  it("warn, in a game: the change is kept and the GMs are told", async () => {
    await level("warn");
    await startCombat();
    t.as(t.alice);
    await hero.actor.update({ "system.attackTypes": ["melee", "range"], "system.perk": "multi-class" });
    await settle(t);
    expect(perk()).toBe("multi-class");
    const texts = guardReports().map((r) => r.text).join(" | ");
    expect(texts).toContain("Alice changed the attack types of Hero from melee to melee, range");
    expect(guardReports().at(-1)?.whisper).toEqual([t.gm.id]);
  });

  it("the sheets lock a player's build while a game runs, never a GM's", async () => {
    const { buildLockedFor } = await import("../../../src/foundry/sheets/build-lock");
    expect([buildLockedFor(false), buildLockedFor(true)]).toEqual([false, false]);
    await startCombat();
    expect([buildLockedFor(false), buildLockedFor(true)]).toEqual([true, false]);
  });

  it("a GM's build change in a game is the GM's to make", async () => {
    await level("enforce");
    await startCombat();
    await asUser(t.gm, () => hero.actor.update({ "system.perk": "swift" }));
    await settle(t);
    expect(perk()).toBe("swift");
  });
});

describe("Knight Fight: a player's build change during a game", () => {
  let t: KfWorld;
  let ash: StandInModelActor;

  beforeEach(async () => {
    t = await kfWorld();
    ash = await t.figure("Ser Ash", t.alice, { speed: 5, combat: 5, defence: 4 });
    const brute = await t.figure("Brute", t.bob, { speed: 2, combat: 4, defence: 4 });
    await t.force("Reds", t.alice, [ash]);
    await t.force("Blues", t.bob, [brute]);
    await asUser(t.gm, () => t.standIn.settings.set("shelf-wars", "knight-fight.automation.gameState", "enforce"));
  });
  afterEach(() => removeStandIn());

  it("before the game the owner sets Combat; once it has started, raising it is put back", async () => {
    t.as(t.alice);
    await ash.update({ "system.combat": 4, "system.defence": 5 });
    await settle(t);
    expect(t.system(ash)).toMatchObject({ combat: 4, defence: 5 });
    const combat = await t.combat([t.place(ash, { i: 2, j: 2 })]);
    await asUser(t.gm, () => combat.startCombat());
    await settle(t);
    t.as(t.alice);
    await ash.update({ "system.combat": 5, "system.defence": 4 });
    await settle(t);
    expect(t.system(ash)).toMatchObject({ combat: 4, defence: 5 });
    expect(guardReports().at(-1)?.text).toContain("Alice changed Combat of Ser Ash from 4 to 5");
  });
});
