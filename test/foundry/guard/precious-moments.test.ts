import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { pmWorld, type PmWorld } from "../precious-moments/world";
import { plain, type ShelfWarsCombatView } from "../world";
import { guardReports, type Level } from "./reports";

/** A hostile Precious Moments player writes a figure's Value or a choir's roster straight onto the actors they own. */
describe("Precious Moments: a player's direct write of game state", () => {
  let t: PmWorld;
  let angel: StandInModelActor;
  let cherub: StandInModelActor;
  let seraphim: StandInModelActor;
  let combat: ShelfWarsCombatView;

  beforeEach(async () => {
    t = await pmWorld();
    angel = await t.figure("Angel", t.alice, { startingValue: 20 });
    cherub = await t.figure("Cherub", t.bob, { startingValue: 30 });
    seraphim = await t.choir("Seraphim", t.alice, [angel]);
    await t.choir("Carollers", t.bob, [cherub]);
    combat = await t.combat([t.place(angel, { x: 10, y: 3 }), t.place(cherub, { x: 10, y: 33 })]);
    t.dice(6, 6, 1, 1);
    await combat.startCombat();
    await t.settle();
  });
  afterEach(() => removeStandIn());

  async function level(value: Level): Promise<void> {
    await t.setting("automation.gameState", value);
  }
  async function asAlice(work: () => Promise<unknown>): Promise<void> {
    t.as(t.alice);
    await work();
    await t.settle();
    t.as(t.gm);
  }
  const value = (actor: StandInModelActor) => (actor._source.system as { value: number }).value;
  async function callTheGame(): Promise<string> {
    const { callTheGame: call } = await import("../../../src/foundry/precious-moments/combat/outcome");
    t.as(t.gm);
    const message = await call(combat as never);
    return plain((message as unknown as { content: string }).content);
  }

  it("enforce: a Value set to 1000 is put back at once, and the GM's called game is decided on the true Values", async () => {
    await level("enforce");
    await asAlice(() => angel.update({ "system.value": 1000 }));
    expect(value(angel)).toBe(20);
    const report = guardReports().at(-1);
    expect(report?.text).toContain("Alice changed the current Value of Angel from 20 to 1000");
    expect(report?.text).toContain("put back");
    expect(report?.whisper.sort()).toEqual([t.gm.id, t.alice.id].sort());
    expect(await callTheGame()).toContain("Winner: Carollers");
  });

  it("enforce: a figure in Heaven brought back by its owner stays in Heaven", async () => {
    await angel.update({ "system.value": 0 });
    await t.settle();
    expect(angel.statuses.has("dead")).toBe(true);
    await level("enforce");
    await asAlice(() => angel.update({ "system.value": 20 }));
    expect(value(angel)).toBe(0);
    expect(angel.statuses.has("dead")).toBe(true);
  });

  it("warn: the Value of 1000 is kept and told to the GM only, and the called game follows it", async () => {
    await level("warn");
    await asAlice(() => angel.update({ "system.value": 1000 }));
    expect(value(angel)).toBe(1000);
    expect(guardReports().at(-1)?.whisper).toEqual([t.gm.id]);
    expect(guardReports().at(-1)?.text).toContain("kept");
    expect(await callTheGame()).toContain("Winner: Seraphim");
  });

  it("off: the Value of 1000 is kept and nobody is told", async () => {
    await level("off");
    await asAlice(() => angel.update({ "system.value": 1000 }));
    expect(value(angel)).toBe(1000);
    expect(guardReports()).toEqual([]);
  });

  it("enforce: Bob's figure written into Alice's choir is taken out again", async () => {
    await level("enforce");
    await asAlice(() => seraphim.update({ "system.members": [angel.uuid, cherub.uuid] }));
    expect((seraphim._source.system as { members: string[] }).members).toEqual([angel.uuid]);
    expect(guardReports().at(-1)?.text).toContain("Alice added Cherub to the choir Seraphim");
  });
});

describe("Precious Moments: building a figure outside a game", () => {
  afterEach(() => removeStandIn());

  it("enforce: a new starting Value moves the current Value with it (the figure is built); a bare Value of 1000 is still put back", async () => {
    const t = await pmWorld();
    const spare = await t.figure("Spare", t.alice, { startingValue: 20 });
    await t.setting("automation.gameState", "enforce");
    const value = () => (spare._source.system as { value: number }).value;
    t.as(t.alice);
    await spare.update({ "system.startingValue": 25 });
    await t.settle();
    expect(value()).toBe(25);
    expect(guardReports()).toEqual([]);
    await spare.update({ "system.value": 1000 });
    await t.settle();
    expect(value()).toBe(25);
    expect(guardReports().at(-1)?.text).toContain("Alice changed the current Value of Spare from 25 to 1000");
  });
});
