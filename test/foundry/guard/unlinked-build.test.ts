// An unlinked token's build, changed in a started combat, is put back in its delta.
import { afterEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInActor, StandInSyntheticActor } from "../../foundry-stand-in/parts/data-models";
import { createCombat, type StandInCombat, type StandInToken } from "../../foundry-stand-in/parts/combat";
import { placeToken } from "../../foundry-stand-in/parts/scenes";
import { asUser } from "../boot-world";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../angry-miniatures/world";
import type { ShelfWarsCombatView } from "../world";

describe("an unlinked token's build in a started combat", () => {
  let t: AmWorld;
  afterEach(() => removeStandIn());

  it("enforce: the perk changed on the unlinked token's actor is put back in its delta", async () => {
    t = await amWorld();
    const base = (await t.figure("Minion", t.alice, { i: 2, j: 2 }, BRAWLER)).actor;
    const villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
    const token = placeToken(t.scene, base, { i: 4, j: 4 }, { actorLink: false, name: "Minion 2" });
    const minion = token.actor as unknown as StandInSyntheticActor;
    t.as(t.gm);
    t.standIn.hooks.callAll("ready");
    await t.standIn.settings.set("shelf-wars", "angry-miniatures.automation.gameState", "enforce");
    const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
    const entries = [{ actor: minion as unknown as StandInActor, token: token as unknown as StandInToken }, { actor: villain.actor as unknown as StandInActor, token: villain.token as unknown as StandInToken }];
    const combat = (await asUser(t.gm, () => createCombat(entries, CombatClass))) as unknown as ShelfWarsCombatView;
    await asUser(t.gm, () => combat.startCombat());
    await t.settle();
    t.as(t.alice);
    await minion.update({ "system.perk": "berzerk" });
    for (let n = 0; n < 5; n++) {
      await t.settle();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect((minion._source.system as { perk: string }).perk).toBe("brutish");
    expect((base._source.system as { perk: string }).perk).toBe("brutish");
  });
});
