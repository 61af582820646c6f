import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn } from "../../../foundry-stand-in";
import { scriptDice } from "../../../foundry-stand-in/parts/dice";
import { brawler, figure, grunt, table } from "./fixtures";

describe("Angry Miniatures attack with Foundry poker dice", () => {
  beforeEach(() => {
    vi.resetModules();
    installStandIn();
  });
  afterEach(() => removeStandIn());

  it("rolls each side as real poker-dice Rolls, attacker first, and the card shows those faces", async () => {
    const { registerDiceService } = await import("../../../../src/foundry/dice/register");
    registerDiceService({ addTemplates: () => undefined });
    const { resolveWithFoundryDice } = await import("../../../../src/foundry/dice/foundry-roller");
    const { AttackSession } = await import("../../../../src/foundry/angry-miniatures/table/attack-session");
    const figures = [figure("a", brawler, { i: 2, j: 2 }, "friendly"), figure("b", grunt, { i: 2, j: 3 }, "hostile")];
    const session = new AttackSession(table(figures), "a", "b");
    scriptDice([5, 5, 4, 3, 1, 1, 2, 1, 2, 3]);
    const result = await session.roll((compute) => resolveWithFoundryDice(compute, { denomination: "p" }));
    expect(result.rolls.map((r) => r.formula)).toEqual(["7dp", "3dp"]);
    expect(result.context.attack.faces.map((f) => f.face)).toEqual(["K", "K", "Q", "J", "9", "9", "10"]);
    expect(result.context.contests[0]?.defence.faces.map((f) => f.face)).toEqual(["9", "10", "J"]);
    expect(result.context.contests[0]?.damageToDefender).toBe(3);
  });
});
