import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { BRAWLER, amWorld, type AmWorld } from "../angry-miniatures/world";
import { guardReports, setGameStateLevel, settleGuard, type Level } from "./reports";

/**
 * A hostile Angry Miniatures player toggles the statuses the rules own on their own figure
 * (`Actor#toggleStatusEffect`, an ActiveEffect created or deleted on the actor they own): core's
 * defeated mark (a "revived" or "killed" figure on the table) and a crit status.
 */
describe("Angry Miniatures: a player's toggle of a status the rules own", () => {
  let t: AmWorld;
  let hero: StandInModelActor;

  beforeEach(async () => {
    t = await amWorld();
    hero = (await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER)).actor;
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
  async function defeated(): Promise<void> {
    t.as(t.gm);
    await hero.update({ "system.health.value": 0 });
    await settle();
    expect(hero.statuses.has("dead")).toBe(true);
  }

  it("enforce: the defeated mark taken off by the owner is put back, and the GM and the player are told", async () => {
    await defeated();
    await level("enforce");
    await asAlice(() => hero.toggleStatusEffect("dead", { active: false }));
    expect(hero.statuses.has("dead")).toBe(true);
    const report = guardReports().at(-1);
    expect(report?.text).toMatch(/Alice took the status .* off Hero outside a card\..*The change was put back\./);
    expect(report?.whisper.sort()).toEqual([t.gm.id, t.alice.id].sort());
  });

  it("enforce: the defeated mark put on by the owner (a figure taken out of the activations) is taken off again", async () => {
    await level("enforce");
    await asAlice(() => hero.toggleStatusEffect("dead", { active: true, overlay: true }));
    expect(hero.statuses.has("dead")).toBe(false);
    expect(guardReports().at(-1)?.text).toMatch(/Alice put the status .* on Hero outside a card\./);
  });

  it("warn: a crit status added by the owner is kept and told to the GM only", async () => {
    await level("warn");
    await asAlice(() => hero.toggleStatusEffect("shelf-wars-buffed", { active: true }));
    expect(hero.statuses.has("shelf-wars-buffed")).toBe(true);
    const report = guardReports().at(-1);
    expect(report?.text).toContain("Alice put the status");
    expect(report?.text).toContain("The change was kept");
    expect(report?.whisper).toEqual([t.gm.id]);
  });

  it("off: the toggle is kept and nobody is told", async () => {
    await defeated();
    await level("off");
    await asAlice(() => hero.toggleStatusEffect("dead", { active: false }));
    expect(hero.statuses.has("dead")).toBe(false);
    expect(guardReports().filter((r) => r.text.includes("status"))).toEqual([]);
  });

  it("a status no rule sets (core's own prone, not the ruleset's shelf-wars-prone) stays as the player set it", async () => {
    await level("enforce");
    await asAlice(() => hero.toggleStatusEffect("prone", { active: true }));
    expect(hero.statuses.has("prone")).toBe(true);
    expect(guardReports().filter((r) => r.text.includes("status"))).toEqual([]);
  });
});
