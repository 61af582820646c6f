import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { setCurrentUser } from "../../foundry-stand-in/parts/documents";
import { BRAWLER, amWorld, type AmWorld } from "../angry-miniatures/world";
import { guardReports, setGameStateLevel, settleGuard, type Level } from "./reports";

/** A hostile Angry Miniatures player writes Health, crit statuses or a team's roster straight onto the actors they own. */
describe("Angry Miniatures: a player's direct write of game state", () => {
  let t: AmWorld;
  let hero: StandInModelActor;
  let villain: StandInModelActor;

  beforeEach(async () => {
    t = await amWorld();
    hero = (await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER)).actor;
    villain = (await t.figure("Villain", t.bob, { i: 2, j: 3 })).actor;
  });
  afterEach(() => removeStandIn());

  const level = (value: Level) => setGameStateLevel(t, "angry-miniatures", value);
  const settle = () => settleGuard(t);
  async function asAlice(work: () => Promise<unknown>): Promise<void> {
    t.as(t.alice);
    await work();
    await settle();
    t.as(t.gm);
  }
  const statuses = (actor: StandInModelActor) => (actor.flags["shelf-wars"]?.statuses ?? {}) as Record<string, number>;

  it("enforce: Health raised past a hit is put back, and the GM and the player are told", async () => {
    await hero.update({ "system.health.value": 2 });
    await settle();
    await level("enforce");
    await asAlice(() => hero.update({ "system.health.value": 5 }));
    expect(t.health(hero)).toBe(2);
    const report = guardReports().at(-1);
    expect(report?.text).toContain("Alice changed Health of Hero from 2 to 5");
    expect(report?.text).toContain("game state check");
    expect(report?.whisper.sort()).toEqual([t.gm.id, t.alice.id].sort());
  });

  it("enforce: a defeated figure revived by its owner is put back at 0 and stays defeated", async () => {
    await hero.update({ "system.health.value": 0 });
    await settle();
    expect(hero.statuses.has("dead")).toBe(true);
    await level("enforce");
    await asAlice(() => hero.update({ "system.health.value": 5 }));
    expect(t.health(hero)).toBe(0);
    expect(hero.statuses.has("dead")).toBe(true);
  });

  it("warn: the revival is kept, told to the GM only, and the figure is no longer defeated", async () => {
    await hero.update({ "system.health.value": 0 });
    await settle();
    await level("warn");
    await asAlice(() => hero.update({ "system.health.value": 5 }));
    expect(t.health(hero)).toBe(5);
    expect(hero.statuses.has("dead")).toBe(false);
    expect(guardReports().at(-1)?.whisper).toEqual([t.gm.id]);
  });

  it("off: the revival is kept and nobody is told", async () => {
    await hero.update({ "system.health.value": 0 });
    await settle();
    await level("off");
    await asAlice(() => hero.update({ "system.health.value": 5 }));
    expect(t.health(hero)).toBe(5);
    expect(guardReports().filter((r) => !r.text.startsWith("GM edit"))).toEqual([]);
  });

  it("enforce: crit statuses wiped or added by the owner are put back", async () => {
    await hero.update({ "flags.shelf-wars.statuses.burning": 2 });
    await settle();
    await level("enforce");
    await asAlice(() => hero.update({ "flags.shelf-wars.statuses.burning": 0, "flags.shelf-wars.statuses.buffed": 1 }));
    expect(statuses(hero)).toMatchObject({ burning: 2, buffed: 0 });
    expect(guardReports().at(-1)?.text).toContain("Alice changed crit statuses of Hero from burning 2 to buffed 1");
  });

  it("enforce: Bob's figure written into Alice's team is taken out again", async () => {
    setCurrentUser(t.gm);
    const team = (await createActor({ name: "Reds", type: "angry-miniatures-team", system: { members: [hero.uuid] }, ownership: { [t.alice.id]: 3 } }, { via: "Actor.create" }))!;
    await level("enforce");
    await asAlice(() => team.update({ "system.members": [hero.uuid, villain.uuid] }));
    expect((team._source.system as { members: string[] }).members).toEqual([hero.uuid]);
    expect(guardReports().at(-1)?.text).toContain("Alice added Villain to the team Reds");
  });

  it("a player dropping someone else's figure on their team is refused, naming the rule; their own figure joins", async () => {
    const { memberUuidForDrop } = await import("../../../src/foundry/angry-miniatures/documents/team-drop");
    const { foundryRosterDropWorld } = await import("../../../src/foundry/sides/roster-drop");
    t.as(t.alice);
    expect(await memberUuidForDrop(villain as never, foundryRosterDropWorld())).toBeNull();
    expect(t.standIn.notifications.at(-1)?.message).toBe("Villain is not yours: a side gains only figures its owner owns.");
    expect(await memberUuidForDrop(hero as never, foundryRosterDropWorld())).toBe(hero.uuid);
    t.as(t.gm);
    expect(await memberUuidForDrop(villain as never, foundryRosterDropWorld())).toBe(villain.uuid);
  });
});
