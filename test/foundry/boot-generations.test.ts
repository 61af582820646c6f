import { afterEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../foundry-stand-in";
import { standInGeneration } from "../foundry-stand-in/generation";
import { bootShelfWars, seatPlayers } from "./boot-world";

/**
 * The bundle boots on the generation this project runs as (v13 and v14: vitest.config.ts): init,
 * setup and ready on the GM's client register every ruleset with no error and no warning (a v14
 * deprecation warning would mean a v13-only call slipped past src/foundry/compat).
 */
describe(`boot on Foundry v${standInGeneration()}`, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    removeStandIn();
  });

  it("registers every ruleset and Angry Miniatures' statuses, with nothing on the console but the start-up line", async () => {
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    const standIn = await bootShelfWars({ setup: true });
    seatPlayers();
    standIn.hooks.callAll("ready");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(game.release?.generation).toBe(standInGeneration());
    expect(Object.keys(CONFIG.SHELFWARS.rulesets)).toEqual(["precious-moments", "knight-fight", "angry-miniatures"]);
    const statuses = Object.values(CONFIG.statusEffects as unknown as Record<string, { id: string }>).map((effect) => effect.id);
    expect(statuses).toEqual(expect.arrayContaining(["dead", "shelf-wars-activated", "shelf-wars-prone"]));
    expect(warn.mock.calls).toEqual([]);
    expect(error.mock.calls).toEqual([]);
  });
});
