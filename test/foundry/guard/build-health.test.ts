// The build guard and the Health that follows a figure's build.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { type StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { asUser } from "../boot-world";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../angry-miniatures/world";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

describe("the build guard and the Health that follows a build", () => {
  let t: AmWorld;
  let hero: Figure;
  beforeEach(async () => {
    t = await amWorld();
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    await asUser(t.gm, () => t.standIn.settings.set("shelf-wars", "angry-miniatures.automation.gameState", "enforce"));
  });
  afterEach(() => removeStandIn());
  const settle = async () => {
    for (let n = 0; n < 5; n++) {
      await t.settle();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };

  it("no game running: the owner trades Brutish for another perk and Health follows the new maximum; nothing is put back", async () => {
    expect(t.health(hero.actor)).toBe(5);
    t.as(t.alice);
    await hero.actor.update({ "system.perk": "swift" });
    await settle();
    expect((hero.actor.system as unknown as { perk: string }).perk).toBe("swift");
    const max = t.health(hero.actor);
    expect(max).toBeLessThan(5);
    expect(t.standIn.notifications.filter((n) => n.level === "warn").map((n) => n.message).join(" | ")).not.toMatch(/Health/);
  });
});
