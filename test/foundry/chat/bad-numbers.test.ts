import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { BRAWLER, amWorld, type AmWorld } from "../angry-miniatures/world";

/**
 * Stored figures no rule can work with (a Health of 1e308 written from a console, a status stack
 * of 2.5, a Health above its maximum) are named to the GM at load, and an apply that meets one
 * says what is wrong with the figure, not who may save the card's record.
 */
describe("bad stored numbers", () => {
  let t: AmWorld;
  let hero: { actor: StandInModelActor; token: StandInSceneToken };
  let villain: { actor: StandInModelActor; token: StandInSceneToken };

  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 });
  });
  afterEach(() => removeStandIn());

  const source = (actor: StandInModelActor) => actor._source as unknown as { system: { health: { value: number; max: number } }; flags: Record<string, Record<string, unknown>> };
  /**
   * A value stored before the GM's client loaded the world: written into the source here, behind
   * the guard's back, so the guard's record of the figure (which the change writer reads) is
   * dropped too, as on a client that has not yet taken its record.
   */
  async function storedBeforeLoad(): Promise<void> {
    const { forget } = await import("../../../src/foundry/guard/last-known");
    t.as(t.gm);
    forget(hero.actor.uuid);
  }
  const warnings = (): string[] => t.standIn.notifications.filter((n) => n.level === "warn").map((n) => n.message);

  it("an apply that meets Health 1e308 names the figure and the figure's problem, and changes nothing", async () => {
    source(hero.actor).system.health.value = 1e308;
    await storedBeforeLoad();
    t.as(t.bob);
    const message = await t.attack(villain.token, hero.token, ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"]);
    t.as(t.gm);
    expect(await t.chat.applyCard(message.id)).toBe(false);
    expect(warnings().at(-1)).toBe("Card: Hero's health is 1e+308, which is not a safe whole number; a GM should correct it on the sheet. Nothing was changed.");
    expect(warnings().join(" ")).not.toMatch(/only a GM/);
    expect(source(hero.actor).system.health.value).toBe(1e308);
    expect(t.chat.cardState(message.id)).toBe("pending");
  });

  it("a Health above the figure's maximum (an imported figure) is counted clamped, as the rules saw it: the card lands and the GM is told", async () => {
    source(hero.actor).system.health.value = 40;
    await storedBeforeLoad();
    t.as(t.bob);
    const message = await t.attack(villain.token, hero.token, ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9"]);
    t.as(t.gm);
    expect(await t.chat.applyCard(message.id)).toBe(true);
    expect(warnings().some((w) => /Hero's health was 40, outside the rules' bounds \(0 to 5\): the card counted it as 5/.test(w))).toBe(true);
    expect(t.chat.cardState(message.id)).toBe("applied");
    expect(source(hero.actor).system.health.value).toBeLessThan(5);
  });

  it("at the active GM's ready, every absurd stored figure is named in one report", async () => {
    source(hero.actor).system.health.value = 1e308;
    source(villain.actor).system.health.value = 99;
    source(villain.actor).flags["shelf-wars"] = { ...source(villain.actor).flags["shelf-wars"], statuses: { burning: 2.5 } };
    (source(villain.actor).system as unknown as Record<string, unknown>).mind = 1e300;
    t.as(t.gm);
    t.standIn.hooks.callAll("ready");
    await new Promise((resolve) => setTimeout(resolve, 20)); // the records' ready work finishes too
    expect(t.standIn.notifications.filter((n) => n.level === "error")).toEqual([]);
    const report = warnings().find((w) => w.startsWith("Stored figures no rule can use"));
    expect(report).toBeDefined();
    expect(report).toContain("Hero: health 1e+308 is not a safe whole number");
    expect(report).toContain("Villain: health 99 is outside the rules' bounds");
    expect(report).toContain("Villain: statuses.burning 2.5 is not a safe whole number");
    expect(report).toContain("Villain: mind 1e+300 is too large to be a figure");
  });

  it("a player's client reports nothing (only the active GM's does)", async () => {
    source(hero.actor).system.health.value = 1e308;
    t.as(t.alice);
    const { reportBadStoredNumbers } = await import("../../../src/foundry/chat/stored-numbers");
    expect(reportBadStoredNumbers()).toEqual([]);
  });
});
