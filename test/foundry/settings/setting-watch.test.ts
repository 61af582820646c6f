import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import { setWorldPermission, USER_ROLES } from "../../foundry-stand-in/parts/documents";
import { amWorld, type AmWorld } from "../angry-miniatures/world";
import { guardReports } from "../guard/reports";

/**
 * A GM may grant players Modify Settings (Permission Configuration). Core then lets them change
 * any world setting, the checks of the rules included, and no system code runs on the server to
 * stop it: the active GM's client tells the GMs at once, whoever's client it is.
 */
describe("Shelf Wars settings changed by someone who is not a GM", () => {
  let t: AmWorld;

  beforeEach(async () => {
    t = await amWorld();
    setWorldPermission("SETTINGS_MODIFY", [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT]);
  });
  afterEach(() => removeStandIn());

  it("a player switching the game state check off is told to the GMs at once, naming the setting and the value", async () => {
    t.as(t.alice);
    await game.settings!.set("shelf-wars" as never, "angry-miniatures.automation.gameState" as never, "off" as never);
    await t.settle();
    t.as(t.gm);
    const report = guardReports().at(-1);
    expect(report?.text).toContain("Alice (not a GM) changed the world setting");
    expect(report?.text).toContain("to off");
    expect(report?.whisper).toEqual([t.gm.id]);
  });

  it("a GM's own change is the GM's to make: nobody is told", async () => {
    t.as(t.gm);
    await game.settings!.set("shelf-wars" as never, "angry-miniatures.automation.gameState" as never, "enforce" as never);
    await t.settle();
    expect(guardReports()).toEqual([]);
  });
});
