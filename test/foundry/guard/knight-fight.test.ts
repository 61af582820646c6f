import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { kfWorld, type KfWorld } from "../knight-fight/world";
import type { ShelfWarsCombatView } from "../world";
import { guardReports, setGameStateLevel, type Level } from "./reports";

vi.mock("../../../src/foundry/knight-fight/play/wager-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../src/foundry/knight-fight/play/wager-dialog")>()),
  openWagerDialog: vi.fn(async () => undefined),
}));

/**
 * A hostile Knight Fight player with their own client's console writes game state straight onto
 * the actors they own (no card). The active GM's client answers per the game state check.
 */
describe("Knight Fight: a player's direct write of game state", () => {
  let t: KfWorld;
  let ash: StandInModelActor;
  let brute: StandInModelActor;
  let stranger: StandInModelActor;
  let reds: StandInModelActor;
  let blues: StandInModelActor;
  let combat: ShelfWarsCombatView;

  beforeEach(async () => {
    t = await kfWorld();
    ash = await t.figure("Ser Ash", t.alice, { speed: 5, combat: 5, defence: 4 });
    brute = await t.figure("Brute", t.bob, { speed: 2, combat: 4, defence: 4 });
    stranger = await t.figure("Bob's Spare", t.bob);
    reds = await t.force("Reds", t.alice, [ash]);
    blues = await t.force("Blues", t.bob, [brute]);
    combat = await t.combat([t.place(ash, { i: 2, j: 2 }), t.place(brute, { i: 2, j: 3 })]);
    await combat.startCombat();
    await t.settle();
  });
  afterEach(() => removeStandIn());

  const level = (value: Level) => setGameStateLevel(t, "knight-fight", value);
  async function asAlice(work: () => Promise<unknown>): Promise<void> {
    t.as(t.alice);
    await work();
    await t.settle();
    t.as(t.gm);
  }

  const abuses = [
    { what: "a force's pool set to 9999", actor: () => reds, change: { "system.pool": 9999 }, path: "pool", field: "the dice pool" },
    { what: "action points set to a fresh wager's 3", actor: () => ash, change: { "system.actionPoints": 3 }, path: "actionPoints", field: "action points" },
    { what: "the wager mark cleared for a second wager", actor: () => ash, change: { "system.wagered": 1 }, path: "wagered", field: "the wager mark" },
    { what: "danger tokens wiped", actor: () => ash, change: { "system.danger.value": 0 }, path: "danger", field: "danger tokens", before: { "system.danger.value": 3 } },
  ] as const;

  for (const abuse of abuses) {
    it(`enforce: ${abuse.what} is put back at once, and the GM and the player are told, naming the field and the rule`, async () => {
      if ("before" in abuse) await abuse.actor().update(abuse.before);
      await t.settle();
      const before = structuredClone(t.system(abuse.actor()));
      await level("enforce");
      await asAlice(() => abuse.actor().update(abuse.change));
      expect(t.system(abuse.actor())).toEqual(before);
      const report = guardReports().at(-1);
      expect(report?.text).toContain(`Alice changed ${abuse.field} of ${abuse.actor().name}`);
      expect(report?.text).toContain("game state check");
      expect(report?.text).toContain("put back");
      expect(report?.whisper.sort()).toEqual([t.gm.id, t.alice.id].sort());
    });
  }

  it("warn: the pool set to 9999 is kept and told to the GM only", async () => {
    await level("warn");
    await asAlice(() => reds.update({ "system.pool": 9999 }));
    expect(t.pool(reds)).toBe(9999);
    const [report] = guardReports();
    expect(report?.text).toContain("Alice changed the dice pool of Reds from 30 to 9999");
    expect(report?.text).toContain("kept");
    expect(report?.whisper).toEqual([t.gm.id]);
  });

  it("off: the pool set to 9999 is kept and nobody is told", async () => {
    await level("off");
    await asAlice(() => reds.update({ "system.pool": 9999 }));
    expect(t.pool(reds)).toBe(9999);
    expect(guardReports()).toEqual([]);
  });

  it("enforce: a killed knight un-killed by its owner stays killed and defeated, and the announced game result stands", async () => {
    await ash.update({ "system.killed": 1 });
    await t.settle();
    const result = combat.getFlag("shelf-wars", "result");
    expect(result).not.toBeNull();
    expect(ash.statuses.has("dead")).toBe(true);
    await level("enforce");
    await asAlice(() => ash.update({ "system.killed": 0 }));
    expect(t.system(ash).killed).toBe(1);
    expect(ash.statuses.has("dead")).toBe(true);
    expect(combat.getFlag("shelf-wars", "result")).toBe(result);
    expect(guardReports().at(-1)?.text).toContain("the kill mark of Ser Ash");
  });

  it("warn: the un-kill is kept (the GM is told), and the GM's hooks follow it", async () => {
    await ash.update({ "system.killed": 1 });
    await t.settle();
    await level("warn");
    await asAlice(() => ash.update({ "system.killed": 0 }));
    expect(t.system(ash).killed).toBe(0);
    expect(ash.statuses.has("dead")).toBe(false);
    expect(combat.getFlag("shelf-wars", "result")).toBeNull();
    expect(guardReports().at(-1)?.whisper).toEqual([t.gm.id]);
  });

  /** The combat is gone: no game runs. */
  function noGame(): void {
    (game as unknown as { combats: { delete(id: string): boolean } }).combats.delete(combat.id);
  }

  it("enforce, no game running: someone else's figure written into one's own force is taken out again; one's own figure stays", async () => {
    noGame();
    const spare = await t.figure("Alice's Spare", t.alice);
    await level("enforce");
    await asAlice(() => reds.update({ "system.members": [ash.uuid, spare.uuid, stranger.uuid] }));
    expect(t.system(reds).members).toEqual([ash.uuid, spare.uuid]);
    const [report] = guardReports();
    expect(report?.text).toContain("Alice added Bob's Spare to the force Reds");
    expect(report?.whisper.sort()).toEqual([t.gm.id, t.alice.id].sort());
  });

  it("enforce: during a game a player cannot take their own figure off their own force (it would stop being a target and cost its force nothing)", async () => {
    await level("enforce");
    await asAlice(() => reds.update({ "system.members": [] }));
    expect(t.system(reds).members).toEqual([ash.uuid]);
    const report = guardReports().at(-1);
    expect(report?.text).toContain("Alice changed the force of Reds from Ser Ash to -");
    expect(report?.text).toContain("put back");
  });

  it("warn: a roster change during a game is kept and told to the GM; with no game running the owner rosters freely", async () => {
    await level("warn");
    const spare = await t.figure("Alice's Spare", t.alice);
    await asAlice(() => reds.update({ "system.members": [ash.uuid, spare.uuid] }));
    expect(t.system(reds).members).toEqual([ash.uuid, spare.uuid]);
    expect(guardReports().at(-1)?.text).toContain("Alice changed the force of Reds from Ser Ash to Ser Ash, Alice's Spare");
    expect(guardReports().at(-1)?.whisper).toEqual([t.gm.id]);
    noGame();
    const before = guardReports().length;
    await level("enforce");
    await asAlice(() => reds.update({ "system.members": [ash.uuid] }));
    expect(t.system(reds).members).toEqual([ash.uuid]);
    expect(guardReports()).toHaveLength(before);
  });

  it("the GM edits the pool freely, and the edit is logged to the GMs; a card's change is not logged", async () => {
    await level("enforce");
    t.as(t.gm);
    await blues.update({ "system.pool": 12 });
    await t.settle();
    expect(t.pool(blues)).toBe(12);
    const [log] = guardReports();
    expect(log?.text).toContain("GM edit: Gamemaster set the dice pool of Blues from 30 to 12");
    expect(log?.whisper).toEqual([t.gm.id]);
  });
});
