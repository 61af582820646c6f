import { afterEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import { bootShelfWars } from "../boot-world";

// One naming style for the requests a player's client sends the GM's: `<area>.<action>`, the area
// being the adapter folder (or ruleset) that answers it.
describe("GM requests", () => {
  afterEach(() => removeStandIn());

  it("every request the booted system answers is named <area>.<action>", async () => {
    await bootShelfWars();
    const { gmRequestNames } = await import("../../../src/foundry/relay/relay");
    const names = gmRequestNames();
    expect(names).toEqual(expect.arrayContaining(["chat.card", "dice.roll", "combat.activate", "combat.endActivation", "combat.control", "angry-miniatures.cover"]));
    expect(names.filter((name) => !/^(chat|dice|combat|canvas|guard|sides|angry-miniatures|knight-fight|precious-moments)\.[a-z][A-Za-z]*$/.test(name))).toEqual([]);
  });
});
