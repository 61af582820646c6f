import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { setUserActive } from "../../foundry-stand-in/clients";
import { createUser, type StandInUser } from "../../foundry-stand-in/parts/documents";
import { BRAWLER, amWorld, type AmWorld } from "../angry-miniatures/world";
import { guardReports, settleGuard } from "./reports";

/**
 * The guard's record lives on the active GM's client. When that GM leaves, the next GM's client
 * becomes the active GM (Users#activeGM, https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Users.html)
 * and, told by `userConnected`, takes the world as it stands: a player's write after the hand-over
 * is judged, and put back at enforce, by the new active GM.
 */
describe("the guard across a GM hand-over", () => {
  let t: AmWorld;
  let hero: StandInModelActor;
  let second: StandInUser;

  beforeEach(async () => {
    t = await amWorld();
    hero = (await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER)).actor;
    // Sorts after the first GM's id, so it is not the active GM while the first is connected.
    second = createUser("Second GM", { isGM: true, id: "gm0000000000000b" });
    t.as(t.gm);
    await t.standIn.settings.set("shelf-wars", "angry-miniatures.automation.gameState", "enforce");
    await hero.update({ "system.health.value": 2 });
    await settle();
  });
  afterEach(() => removeStandIn());

  const settle = () => settleGuard(t);
  async function asAlice(work: () => Promise<unknown>): Promise<void> {
    t.as(t.alice);
    await work();
    await settle();
  }

  it("the first GM leaves: the second GM's client puts back Alice's raised Health and tells the GM there and Alice", async () => {
    expect(game.users!.activeGM?.id).toBe(t.gm.id);
    setUserActive(t.gm, false);
    expect(game.users!.activeGM?.id).toBe(second.id);
    await asAlice(() => hero.update({ "system.health.value": 5 }));
    expect(t.health(hero)).toBe(2);
    const report = guardReports().at(-1);
    expect(report?.text).toContain("Alice changed Health of Hero from 2 to 5");
    // Every GM is told (the one who left reads it on return), and Alice.
    expect(report?.whisper.sort()).toEqual([t.gm.id, second.id, t.alice.id].sort());
  });

  it("a change the first GM accepted just before leaving is the second GM's starting point, not a write to put back", async () => {
    t.as(t.gm);
    await hero.update({ "system.health.value": 1 });
    await settle();
    setUserActive(t.gm, false);
    await asAlice(() => hero.update({ "system.health.value": 4 }));
    expect(t.health(hero)).toBe(1);
    expect(guardReports().at(-1)?.text).toContain("from 1 to 4");
  });

  it("Alice's write put back by the first GM stays put back, and her second try after the hand-over is put back by the second GM", async () => {
    // Alice writes while the first GM is active: put back at once (the second GM's client, not the active GM, judges nothing).
    await asAlice(() => hero.update({ "system.health.value": 5 }));
    expect(t.health(hero)).toBe(2);
    setUserActive(t.gm, false);
    await asAlice(() => hero.update({ "system.health.value": 5 }));
    expect(t.health(hero)).toBe(2);
  });
});
