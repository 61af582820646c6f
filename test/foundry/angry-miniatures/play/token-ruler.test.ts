import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../../../foundry-stand-in";
import type { StandInRulerData, StandInTokenRuler } from "../../../foundry-stand-in/parts/token-ruler";
import { setCanvas, standInGrid, standInWall, WALL_DOOR_STATES, WALL_DOOR_TYPES, type StandInWall } from "../../../foundry-stand-in/parts/canvas";

const OVER = 0x9b2226;
const SPACE = 100;

/** An embedded collection: documents by id, iterating the documents as foundry.utils.Collection does. */
class Documents<T> {
  readonly #byId = new Map<string, T>();
  get(id: string): T | undefined {
    return this.#byId.get(id);
  }
  set(id: string, document: T): void {
    this.#byId.set(id, document);
  }
  [Symbol.iterator](): Iterator<T> {
    return this.#byId.values();
  }
}

/** Spirit 3 (Speed 5), Fat (-1): Speed 4. */
const walkerSource = {
  mind: 3, body: 3, spirit: 3, attackTypes: ["melee"], perk: "brutish", flaw: "fat", crit: "regenerate",
  critTrigger: [], presentation: "androgynous", health: { value: 5 }, notes: "",
};

/** Top-left corners of the squares (0, j) for j = from..to, each a step costing 1. */
const row = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => ({ x: (from + k) * SPACE, y: 0, cost: k === 0 ? 0 : 1 }));

function table(options: { history: number; regions?: unknown[]; walls?: StandInWall[] }) {
  // A core Scene always carries its walls (Scene#walls, an embedded collection of WallDocuments).
  const scene = { id: "scene0000000000r", grid: standInGrid(1, { size: SPACE, diagonals: 0 }), regions: options.regions ?? [], walls: options.walls ?? [], tokens: new Documents<unknown>() };
  const actor = { id: "walker", uuid: "Actor.walker", name: "Walker", type: "angry-miniatures-figure", system: walkerSource, flags: {} };
  const history = options.history > 0 ? row(0, options.history) : [];
  const token = { id: "walker", name: "Walker", parent: scene, actor, disposition: 1, x: options.history * SPACE, y: 0, width: 1, height: 1, movementHistory: history };
  scene.tokens.set(token.id, token);
  // The token fights in a started combat (movementChecked looks through game.combats), in its own activation.
  const activation = { style: "alternate-sides", phases: [{ order: [] }], phase: 0, up: null, active: "walkerCombatant" };
  (globalThis as unknown as { game: { combats: unknown } }).game.combats = {
    contents: [{ started: true, flags: { "shelf-wars": { activation } }, combatants: [{ id: "walkerCombatant", tokenId: token.id, sceneId: scene.id }] }],
  };
  return { scene, token, history };
}

/** A drag planned from the token's square to `to` (square index), on top of the history. */
function planned(history: StandInRulerData["passedWaypoints"], from: number, to: number): StandInRulerData {
  return {
    passedWaypoints: history,
    pendingWaypoints: [],
    plannedMovement: { user00000000000a: { history, foundPath: row(from, to), unreachableWaypoints: [], hidden: false, searching: false } },
  };
}

describe("Angry Miniatures token ruler", () => {
  let ruler: StandInTokenRuler;
  let standIn: StandIn;
  async function rulerFor(token: unknown): Promise<StandInTokenRuler> {
    const { angryMiniaturesTokenRuler } = await import("../../../../src/foundry/angry-miniatures/play/token-ruler");
    const Ruler = angryMiniaturesTokenRuler() as unknown as new (token: unknown) => StandInTokenRuler;
    return new Ruler({ document: token });
  }

  beforeEach(async () => {
    vi.resetModules();
    standIn = installStandIn();
    setCanvas({ grid: standInGrid(1, { size: SPACE }) });
    const { registerAutomationSetting } = await import("../../../../src/foundry/settings/registry");
    registerAutomationSetting("angry-miniatures", "movementAllowance");
  });
  afterEach(() => removeStandIn());

  const plannedStyles = (r: StandInTokenRuler) => ({
    // Core walks the highlight path from its end; read in path order.
    highlights: r.drawn.highlights
      .filter((h) => h.waypoint.stage === "planned")
      .sort((a, b) => a.offset.j - b.offset.j)
      .map((h) => h.style.color === OVER),
    segments: r.drawn.segments.filter((s) => s.waypoint.stage === "planned").map((s) => s.style.color === OVER),
  });
  const lastLabel = (r: StandInTokenRuler) => r.drawn.labels.filter((l) => l.context).at(-1)?.context as { cost: { total: string; units: string } };

  it("counts the movement history once: 2 squares walked and 2 planned fit Speed 4", async () => {
    const { token, history } = table({ history: 2 });
    ruler = await rulerFor(token);
    ruler.refresh(planned(history, 2, 4));
    await ruler.labelsRendered();
    // The planned waypoints reach the history through `previous`, and core's running cost says 4.
    expect(ruler.drawn.labels.at(-1)?.waypoint.measurement.cost).toBe(4);
    // The first planned waypoint is the token's own square (no segment, not highlighted after a history): two squares entered.
    expect(plannedStyles(ruler)).toEqual({ highlights: [false, false], segments: [false, false] });
    expect(lastLabel(ruler).cost).toEqual({ total: "4 / 4 Speed", units: "" });
  });

  it("turns red only from the square past Speed", async () => {
    const { token, history } = table({ history: 2 });
    ruler = await rulerFor(token);
    ruler.refresh(planned(history, 2, 5));
    await ruler.labelsRendered();
    expect(plannedStyles(ruler).highlights).toEqual([false, false, true]);
    expect(lastLabel(ruler).cost).toEqual({ total: "5 / 4 Speed", units: "over Speed" });
  });

  it("colours the walked history too, and a fresh activation (no history) starts at the token", async () => {
    const { token } = table({ history: 0 });
    ruler = await rulerFor(token);
    ruler.refresh(planned([], 0, 4));
    await ruler.labelsRendered();
    expect(plannedStyles(ruler).highlights).toEqual([false, false, false, false, false]);
  });

  it("colours each square of a drag from what core gives the grid highlight: intermediate waypoints with no center", async () => {
    const { token } = table({ history: 0 });
    ruler = await rulerFor(token);
    const drag = row(0, 5).map((w, k) => ({ ...w, explicit: k === 0 || k === 5, intermediate: k !== 0 && k !== 5 }));
    ruler.refresh({ passedWaypoints: [], pendingWaypoints: [], plannedMovement: { user00000000000a: { history: [], foundPath: drag, unreachableWaypoints: [], hidden: false, searching: false } } });
    await ruler.labelsRendered();
    expect(plannedStyles(ruler)).toEqual({ highlights: [false, false, false, false, false, true], segments: [true] });
    expect(lastLabel(ruler).cost).toEqual({ total: "5 / 4 Speed", units: "over Speed" });
  });

  it("turns red from the square past a wall between squares 2 and 3, though within Speed; an open door there stops nothing", async () => {
    const wall = { a: { x: 3 * SPACE, y: 0 }, b: { x: 3 * SPACE, y: SPACE } };
    const walled = table({ history: 0, walls: [standInWall(wall)] });
    ruler = await rulerFor(walled.token);
    ruler.refresh(planned([], 0, 4));
    await ruler.labelsRendered();
    expect(plannedStyles(ruler).highlights).toEqual([false, false, false, true, true]);
    const open = table({ history: 0, walls: [standInWall(wall, { door: WALL_DOOR_TYPES.DOOR, ds: WALL_DOOR_STATES.OPEN })] });
    ruler = await rulerFor(open.token);
    ruler.refresh(planned([], 0, 4));
    await ruler.labelsRendered();
    expect(plannedStyles(ruler).highlights).toEqual([false, false, false, false, false]);
  });

  it("never throws into the render loop: plain styles, one notification, the error logged once", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { token, scene } = table({ history: 0 });
    // An injected failing dependency: the scene's figures cannot be read.
    scene.tokens[Symbol.iterator] = () => {
      throw new TypeError("figures unreadable");
    };
    ruler = await rulerFor(token);
    for (let n = 0; n < 3; n++) {
      ruler.refresh(planned([], 0, 5));
      await ruler.labelsRendered();
    }
    expect(standIn.notifications).toEqual([{ level: "error", message: expect.stringContaining("the Angry Miniatures movement ruler") as string }]);
    expect(logged.mock.calls.filter((call) => call.some((a) => a instanceof TypeError))).toHaveLength(1);
    expect(plannedStyles(ruler)).toEqual({ highlights: [false, false, false, false, false, false], segments: [false, false, false, false, false] });
    expect(lastLabel(ruler).cost).toEqual({ total: "5", units: "" });
    logged.mockRestore();
  });

  describe("work per redraw", () => {
    /** One region covering nothing the walk enters, counting how often its area is tested. */
    function countingRegion() {
      const region = {
        behaviors: [{ type: "modifyMovementCost", disabled: false, system: { difficulties: { walk: 2 } } }],
        elevation: { bottom: 0 },
        tests: 0,
        testPoint: () => {
          region.tests += 1;
          return false;
        },
      };
      return region;
    }

    async function redraw(length: number) {
      const region = countingRegion();
      const { token, scene } = table({ history: 0, regions: [region] });
      let tokenReads = 0;
      const iterate = scene.tokens[Symbol.iterator].bind(scene.tokens);
      scene.tokens[Symbol.iterator] = () => {
        tokenReads += 1;
        return iterate();
      };
      const canvasGrid = (globalThis as unknown as { canvas: { grid: { getDirectPath(w: unknown[]): unknown[] } } }).canvas.grid;
      const rulerPaths = vi.spyOn(canvasGrid, "getDirectPath");
      const assessorPaths = vi.spyOn(scene.grid, "getDirectPath");
      const r = await rulerFor(token);
      r.refresh(planned([], 0, length));
      await r.labelsRendered();
      const paths = { ruler: rulerPaths.mock.calls.length, assessor: assessorPaths.mock.calls.length };
      rulerPaths.mockRestore();
      assessorPaths.mockRestore();
      return { highlights: r.drawn.highlights.length, regionTests: region.tests, tokenReads, paths };
    }

    it("reads the figures once, tests each entered square's terrain once and walks each segment once, however many spaces ask", async () => {
      const short = await redraw(10);
      const long = await redraw(40);
      expect(long.highlights).toBe(4 * short.highlights - 3);
      expect(short.tokenReads).toBe(1);
      expect(long.tokenReads).toBe(1);
      expect(short.regionTests).toBe(10);
      expect(long.regionTests).toBe(40);
      // Only the assessor walks, on the token's own scene's grid (the stand-in highlights the
      // path's own waypoints): once per step.
      expect(long.paths).toEqual({ ruler: 0, assessor: 40 });
    });

    it("answers a highlight asked with a copy of a waypoint without walking the path again", async () => {
      const { token, history } = table({ history: 2 });
      const r = await rulerFor(token);
      r.refresh(planned(history, 2, 6));
      await r.labelsRendered();
      const grid = (globalThis as unknown as { canvas: { grid: { getDirectPath(w: unknown[]): unknown[] } } }).canvas.grid;
      const paths = vi.spyOn(grid, "getDirectPath");
      const highlight = (r as unknown as { _getGridHighlightStyle(w: unknown, o: unknown): { color?: number } })._getGridHighlightStyle.bind(r);
      const again = r.drawn.highlights.map(({ waypoint, offset }) => highlight({ ...waypoint }, offset).color === OVER);
      expect(again).toEqual(r.drawn.highlights.map((h) => h.style.color === OVER));
      expect(again.filter(Boolean)).toHaveLength(2);
      expect(paths).not.toHaveBeenCalled();
    });

    it("starts afresh on the next redraw: a figure that moved into the path is seen", async () => {
      const { token, history, scene } = table({ history: 0 });
      const r = await rulerFor(token);
      r.refresh(planned(history, 0, 3));
      await r.labelsRendered();
      expect(plannedStyles(r).highlights).toEqual([false, false, false, false]);
      const blocker = { ...token, id: "blocker", name: "Blocker", x: 2 * SPACE, disposition: -1, actor: { ...token.actor, id: "blocker", uuid: "Actor.blocker" } };
      scene.tokens.set(blocker.id, blocker);
      r.refresh(planned(history, 0, 3));
      await r.labelsRendered();
      expect(plannedStyles(r).highlights).toEqual([false, false, true, true]);
    });
  });
});
