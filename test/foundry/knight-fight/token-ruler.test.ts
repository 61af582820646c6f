import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { MovementWaypoint, StandInRulerData, StandInTokenRuler } from "../../foundry-stand-in/parts/token-ruler";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { kfWorld, type KfWorld } from "./world";
import type { ShelfWarsCombatView } from "../world";
import { walledHex } from "./terrain";

vi.mock("../../../src/foundry/knight-fight/play/wager-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../src/foundry/knight-fight/play/wager-dialog")>()),
  openWagerDialog: vi.fn(async () => undefined),
}));

/** The rules' move checks made, counted (each is one leg of a path judged). */
const legChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../src/rules/knight-fight/movement", async (importOriginal) => {
  const rules = await importOriginal<typeof import("../../../src/rules/knight-fight/movement")>();
  return {
    ...rules,
    checkMovePath: (input: Parameters<typeof rules.checkMovePath>[0]) => {
      legChecks.count += 1;
      return rules.checkMovePath(input);
    },
  };
});

const OVER = 0x9b2226;

describe("Knight Fight's token ruler on a hex scene", () => {
  let t: KfWorld;
  let ash: { actor: StandInModelActor; token: StandInSceneToken };
  let combat: ShelfWarsCombatView;
  let ruler: StandInTokenRuler;

  async function rulerFor(document: unknown): Promise<StandInTokenRuler> {
    const { knightFightTokenRuler } = await import("../../../src/foundry/knight-fight/play/token-ruler");
    const Ruler = knightFightTokenRuler(foundry.canvas.placeables.tokens.TokenRuler) as unknown as new (token: unknown) => StandInTokenRuler;
    return new Ruler({ document });
  }

  beforeEach(async () => {
    t = await kfWorld();
    const a = await t.figure("Ser Ash", t.alice, { speed: 5 });
    const b = await t.figure("Brute", t.bob, { speed: 2 });
    ash = { actor: a, token: t.place(a, { i: 2, j: 0 }) };
    const brute = t.place(b, { i: 0, j: 6 });
    await t.force("Reds", t.alice, [a]);
    await t.force("Blues", t.bob, [b]);
    combat = await t.combat([ash.token, brute]);
    await combat.startCombat();
    await combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === a.id)?.id ?? "");
    await t.settle();
    await a.update({ system: { actionPoints: 2, wagered: 1 } });
    ruler = await rulerFor(ash.token);
  });
  afterEach(() => removeStandIn());

  /** A token's top-left on the hex, in whole pixels as core's movement waypoints are. */
  const corner = (i: number, j: number) => {
    const { x, y } = t.scene.grid.getTopLeftPoint({ i, j });
    return { x: Math.round(x), y: Math.round(y) };
  };
  /** Hexes (2, from..to) as movement waypoints, a step costing 1 each; `explicit` marks the user's own, the rest are intermediate. */
  const along = (from: number, to: number, explicit: (j: number) => boolean = () => true): MovementWaypoint[] =>
    Array.from({ length: to - from + 1 }, (_, k) => ({ ...corner(2, from + k), cost: k === 0 ? 0 : 1, explicit: explicit(from + k), intermediate: !explicit(from + k) }));
  /** A drag from the token's hex along row 2 to column `to`, after the hexes walked this activation (`history`). */
  function planned(to: number, options: { walked?: number; explicit?: (j: number) => boolean } = {}): StandInRulerData {
    const walked = options.walked ?? 0;
    const history = walked > 0 ? along(0, walked) : [];
    return {
      passedWaypoints: [],
      pendingWaypoints: [],
      plannedMovement: { alice00000000000: { history, foundPath: along(walked, to, options.explicit), unreachableWaypoints: [], hidden: false, searching: false } },
    };
  }
  async function draw(data: StandInRulerData, on: StandInTokenRuler = ruler): Promise<void> {
    on.refresh(data);
    await on.labelsRendered();
  }
  const labels = (on: StandInTokenRuler = ruler) => on.drawn.labels.filter((l) => l.context).map((l) => (l.context as { cost: { total: string; units: string } }).cost);
  const segments = () => ruler.drawn.segments.map((s) => s.style.color === OVER);
  /** Over or not, for each highlighted hex of row 2 in column order. */
  const highlights = () => [...ruler.drawn.highlights].sort((a, b) => a.offset.j - b.offset.j).map((h) => h.style.color === OVER);

  it("labels each waypoint with the action points the path costs and those left", async () => {
    await draw(planned(2));
    expect(labels()).toEqual([
      { total: "1 AP · 1 left", units: "" },
      { total: "2 AP · 0 left", units: "" },
    ]);
    expect(segments()).toEqual([false, false]);
    // With nothing walked yet, the token's own hex is highlighted too (core dims it only after a history).
    expect(highlights()).toEqual([false, false, false]);
  });

  it("colours the path past the points left", async () => {
    await draw(planned(3));
    expect(labels().at(-1)).toEqual({ total: "3 AP · 0 left", units: "over" });
    expect(segments()).toEqual([false, false, true]);
    expect(highlights()).toEqual([false, false, false, true]);
  });

  it("colours a path into terrain and names it, within the points left; a path short of it is not", async () => {
    walledHex(t.scene, { i: 2, j: 2 });
    await draw(planned(2));
    expect(labels()).toEqual([
      { total: "1 AP · 1 left", units: "" },
      { total: "2 AP · 0 left", units: "terrain" },
    ]);
    expect(segments()).toEqual([false, true]);
    expect(highlights()).toEqual([false, false, true]);
  });

  it("names a hex another figure holds", async () => {
    const other = await t.figure("Squire", t.alice, { speed: 1 });
    t.place(other, { i: 2, j: 1 });
    await draw(planned(1));
    expect(labels()).toEqual([{ total: "1 AP · 1 left", units: "occupied" }]);
    expect(highlights()).toEqual([false, true]);
  });

  it("leaves other tokens to the ruler below it", async () => {
    const stranger = await rulerFor({ id: "x", parent: t.scene, actor: null, width: 1, height: 1 });
    await draw(planned(3), stranger);
    expect(labels(stranger).map((l) => l.total)).toEqual(["1", "2", "3"]);
    expect(stranger.drawn.highlights.map((h) => h.style.color === OVER)).toEqual([false, false, false, false]);
  });

  it("colours each hex of a drag from what core gives the grid highlight: intermediate waypoints with no center", async () => {
    await draw(planned(3, { explicit: (j) => j === 0 || j === 3 }));
    expect(labels()).toEqual([{ total: "3 AP · 0 left", units: "over" }]);
    expect(segments()).toEqual([true]);
    expect(highlights()).toEqual([false, false, false, true]);
  });

  it("counts only the hexes still to walk: the history the path reaches through previous was paid for", async () => {
    // One hex walked and paid (2 → 1 point); core's running cost says 2 at the next hex, the figure has 1 left for it.
    await ash.actor.update({ system: { actionPoints: 1 } });
    await draw(planned(2, { walked: 1 }));
    expect(ruler.drawn.labels.at(-1)?.waypoint.measurement.cost).toBe(2);
    expect(labels()).toEqual([{ total: "1 AP · 0 left", units: "" }]);
    expect(highlights()).toEqual([false]);
    await draw(planned(3, { walked: 1 }));
    expect(labels().at(-1)).toEqual({ total: "2 AP · 0 left", units: "over" });
    expect(highlights()).toEqual([false, true]);
  });

  describe("work per redraw", () => {
    /** Counts how often the scene's figures and walls are read while `work` runs. */
    async function reads(work: () => Promise<void>): Promise<{ figures: number; walls: number; legs: number }> {
      const counts = { figures: 0, walls: 0, legs: 0 };
      legChecks.count = 0;
      const iterateTokens = t.scene.tokens[Symbol.iterator].bind(t.scene.tokens);
      const iterateWalls = t.scene.walls[Symbol.iterator].bind(t.scene.walls);
      t.scene.tokens[Symbol.iterator] = () => {
        counts.figures += 1;
        return iterateTokens();
      };
      t.scene.walls[Symbol.iterator] = () => {
        counts.walls += 1;
        return iterateWalls();
      };
      try {
        await work();
        counts.legs = legChecks.count;
      } finally {
        delete (t.scene.tokens as unknown as Record<symbol, unknown>)[Symbol.iterator];
        delete (t.scene.walls as unknown as Record<symbol, unknown>)[Symbol.iterator];
      }
      return counts;
    }

    it("reads the table once per redraw however many hexes and labels ask, and again on the next", async () => {
      walledHex(t.scene, { i: 4, j: 4 });
      const short = await reads(() => draw(planned(2, { explicit: (j) => j % 2 === 0 })));
      const long = await reads(() => draw(planned(9, { explicit: (j) => j % 2 === 0 || j === 9 })));
      expect(ruler.drawn.highlights.length + ruler.drawn.labels.length + ruler.drawn.segments.length).toBeGreaterThan(15);
      // Each leg is judged once: the highlight path's steps, plus the label path's legs between
      // explicit waypoints (other positions, so other legs): 2 + 1 and 9 + 5, not one whole-path
      // assessment per space, segment and label asked.
      expect(short).toEqual({ figures: 1, walls: 1, legs: 2 + 1 });
      expect(long).toEqual({ figures: 1, walls: 1, legs: 9 + 5 });
      const twice = await reads(async () => {
        await draw(planned(4));
        await draw(planned(4));
      });
      // All explicit: the label path and the highlight path share every leg.
      expect(twice).toEqual({ figures: 2, walls: 2, legs: 2 * 4 });
    });

    it("sees a figure that moved into the path on the next redraw", async () => {
      await draw(planned(2));
      expect(highlights()).toEqual([false, false, false]);
      const other = await t.figure("Squire", t.alice, { speed: 1 });
      t.place(other, { i: 2, j: 2 });
      await draw(planned(2));
      expect(highlights()).toEqual([false, false, true]);
    });
  });

  describe("a failure while drawing", () => {
    it("never escapes into the render loop: the plain style is drawn, one notification, the error logged once", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      // A broken table: reading the scene's figures throws (an injected failing dependency).
      t.scene.tokens[Symbol.iterator] = () => {
        throw new TypeError("figures unreadable");
      };
      const before = t.standIn.notifications.length;
      for (let n = 0; n < 3; n++) await draw(planned(3));
      const notices = t.standIn.notifications.slice(before);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toEqual({ level: "error", message: expect.stringContaining("the Knight Fight movement ruler") as string });
      expect(logged.mock.calls.filter((call) => call.some((a) => a instanceof TypeError))).toHaveLength(1);
      // Plain: core's own labels and styles, nothing coloured.
      expect(labels().map((l) => l.total)).toEqual(["1", "2", "3"]);
      expect([...segments(), ...highlights()].some(Boolean)).toBe(false);
      logged.mockRestore();
    });
  });
});
