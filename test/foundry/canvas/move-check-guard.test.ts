import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn, type StandIn } from "../../foundry-stand-in";
import { bootShelfWars, seatPlayers } from "../boot-world";

/**
 * Core calls `preMoveToken` through `Hooks.call`; a handler that throws would be logged and the
 * move let through unchecked. Each ruleset's move check is guarded: an error refuses the move.
 */
describe("preMoveToken checks that fail refuse the move, with one notification", () => {
  let standIn: StandIn;
  beforeEach(async () => {
    standIn = await bootShelfWars();
    seatPlayers();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    removeStandIn();
  });

  /** A token whose every read fails, as a check meeting a broken document would. */
  function brokenToken(): object {
    return new Proxy({}, { get: () => { throw new Error("broken token"); } });
  }

  it("a throwing check answers false (refused), and the table hears of it once", () => {
    const before = standIn.notifications.length;
    // preMoveToken is v13 movement API that fvtt-types 13.345.1 does not list.
    const call = (Hooks.call as unknown as (hook: string, ...args: unknown[]) => boolean).bind(Hooks);
    const answer = call("preMoveToken", brokenToken(), { pending: { waypoints: [{ x: 0, y: 0 }] } }, {});
    expect(answer).toBe(false);
    const said = standIn.notifications.slice(before);
    expect(said).toHaveLength(1);
    expect(said[0]?.level).toBe("error");
    expect(said[0]?.message).toMatch(/^Move refused: Shelf Wars could not check it against the rules \(the .* check\)/);
  });

  it("each ruleset's check is guarded on its own", async () => {
    const { guardMoveCheck, MOVE_CHECKS } = await import("../../../src/foundry/canvas/canvas-guard");
    for (const check of Object.keys(MOVE_CHECKS) as (keyof typeof MOVE_CHECKS)[]) {
      const before = standIn.notifications.length;
      expect(guardMoveCheck(check, () => { throw new Error("boom"); })()).toBe(false);
      expect(standIn.notifications.slice(before)).toHaveLength(1);
      expect(standIn.notifications.at(-1)?.message).not.toContain("SHELFWARS.");
    }
    expect(guardMoveCheck("knightFightMove", () => undefined)()).toBeUndefined();
  });
});
