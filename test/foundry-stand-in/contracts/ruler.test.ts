import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installStandIn, removeStandIn } from "..";
import { GRID_TYPES, setCanvas, standInGrid } from "../parts/canvas";
import { StandInTokenRuler, type MovementWaypoint, type StandInHighlightWaypoint, type StandInRulerData, type StandInRulerWaypoint } from "../parts/token-ruler";

// https://foundryvtt.com/api/v13/classes/foundry.canvas.placeables.tokens.TokenRuler.html (refresh and its hooks)
// https://foundryvtt.com/api/v13/interfaces/foundry.types.TokenRulerData.html
// https://foundryvtt.com/api/v13/interfaces/foundry.types.TokenPlannedMovement.html (history, foundPath)
// https://foundryvtt.com/api/v13/interfaces/foundry.types.TokenRulerWaypointData.html (stage, index, center, size, ray, previous, measurement)
// https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.TokenMeasuredMovementWaypoint.html (cost from the previous waypoint, intermediate)
// _getGridHighlightStyle's waypoint is Omit<TokenRulerWaypoint, "index"|"center"|"size"|"ray"> (its JSDoc; pf2e's
// TokenRulerPF2e declares the same and reads `intermediate`, `cost` and `measurement` of it).

/** Top-left corners of squares (0, from..to), each a step of cost 1; `explicit` marks the user's own waypoints, the rest are intermediate. */
function row(from: number, to: number, explicit: (j: number) => boolean = () => true): MovementWaypoint[] {
  return Array.from({ length: to - from + 1 }, (_, k) => {
    const j = from + k;
    return { x: j * 100, y: 0, cost: k === 0 ? 0 : 1, explicit: explicit(j), intermediate: !explicit(j) };
  });
}

function plannedOnly(history: MovementWaypoint[], foundPath: MovementWaypoint[], unreachableWaypoints: MovementWaypoint[] = []): StandInRulerData {
  return { passedWaypoints: [], pendingWaypoints: [], plannedMovement: { user00000000000a: { history, foundPath, unreachableWaypoints, hidden: false, searching: false } } };
}

class Recording extends StandInTokenRuler {
  readonly asked: { hook: string; waypoint: StandInRulerWaypoint | StandInHighlightWaypoint }[] = [];
  protected override _getWaypointLabelContext(waypoint: StandInRulerWaypoint, state: object) {
    this.asked.push({ hook: "label", waypoint });
    return super._getWaypointLabelContext(waypoint, state);
  }
  protected override _getSegmentStyle(waypoint: StandInRulerWaypoint) {
    this.asked.push({ hook: "segment", waypoint });
    return super._getSegmentStyle(waypoint);
  }
  protected override _getGridHighlightStyle(waypoint: StandInHighlightWaypoint, offset: { i: number; j: number }) {
    this.asked.push({ hook: "highlight", waypoint });
    return super._getGridHighlightStyle(waypoint, offset);
  }
}

const chain = (waypoint: StandInRulerWaypoint | StandInHighlightWaypoint) => {
  const seen: [string, number, number][] = [];
  for (let at: StandInRulerWaypoint | StandInHighlightWaypoint | null = waypoint; at; at = at.previous) seen.unshift([at.stage, at.x, at.measurement.cost]);
  return seen;
};

describe("stand-in contract: token ruler", () => {
  beforeEach(() => {
    installStandIn();
    setCanvas({ grid: standInGrid(GRID_TYPES.SQUARE) });
  });
  afterEach(() => removeStandIn());

  it("chains planned waypoints onto the movement history, with a running cost from its first waypoint; labels and segments see no history", async () => {
    const ruler = new Recording({ document: { width: 1, height: 1 } });
    ruler.refresh(plannedOnly(row(0, 1), [{ x: 100, y: 0, cost: 0 }, { x: 200, y: 0, cost: 1 }, { x: 300, y: 0, cost: 1 }]));
    await ruler.labelsRendered();
    const labelled = ruler.asked.filter((a) => a.hook === "label").map((a) => a.waypoint as StandInRulerWaypoint);
    expect(labelled.map((w) => [w.stage, w.x])).toEqual([
      ["planned", 100],
      ["planned", 200],
      ["planned", 300],
    ]);
    const last = labelled.at(-1)!;
    expect(chain(last)).toEqual([
      ["passed", 0, 0],
      ["passed", 100, 1],
      ["planned", 100, 1],
      ["planned", 200, 2],
      ["planned", 300, 3],
    ]);
    expect(last.index).toBe(5);
    expect(last.center).toEqual({ x: 350, y: 50 });
    expect(last.ray).toEqual({ A: { x: 250, y: 50 }, B: { x: 350, y: 50 }, distance: 100 });
    // A segment for every waypoint of the sliced path but its first; no label where the path goes nowhere.
    expect(ruler.drawn.segments.map((s) => s.waypoint.x)).toEqual([200, 300]);
    expect(ruler.drawn.labels.filter((l) => l.context).map((l) => l.waypoint.x)).toEqual([200, 300]);
  });

  it("gives the grid highlight the snapped intermediate waypoints, without index, center, size or ray, history sliced off", () => {
    const ruler = new Recording({ document: { width: 1, height: 1 } });
    const explicitEnds = (j: number) => j === 1 || j === 4;
    ruler.refresh(plannedOnly(row(0, 1), row(1, 4, explicitEnds)));
    const highlighted = ruler.asked.filter((a) => a.hook === "highlight").map((a) => a.waypoint as StandInHighlightWaypoint);
    // Walked from the path's end; the first planned space (where the token stands) asks too but is not drawn.
    expect(highlighted.map((w) => w.x)).toEqual([400, 300, 200, 100]);
    expect(ruler.drawn.highlights.map((h) => h.offset)).toEqual([
      { i: 0, j: 4 },
      { i: 0, j: 3 },
      { i: 0, j: 2 },
    ]);
    for (const waypoint of highlighted) {
      for (const key of ["index", "center", "size", "ray"]) expect(key in waypoint, key).toBe(false);
    }
    const [end, , second] = highlighted;
    expect(second!.intermediate).toBe(true);
    expect({ x: end!.x, y: end!.y, elevation: end!.elevation, action: end!.action, cost: end!.measurement.cost }).toEqual({ x: 400, y: 0, elevation: 0, action: "walk", cost: 4 });
    expect(chain(end!)).toEqual([
      ["passed", 0, 0],
      ["passed", 100, 1],
      ["planned", 100, 1],
      ["planned", 200, 2],
      ["planned", 300, 3],
      ["planned", 400, 4],
    ]);
  });

  it("leaves intermediate waypoints out of the ruler path, their cost carried by the next; index counts explicit waypoints", async () => {
    const ruler = new Recording({ document: { width: 1, height: 1 } });
    ruler.refresh(plannedOnly([], row(0, 3, (j) => j === 0 || j === 3)));
    await ruler.labelsRendered();
    const path = ruler.drawn.labels.map((l) => l.waypoint);
    expect(path.map((w) => [w.x, w.cost, w.index, w.measurement.cost])).toEqual([
      [0, 0, 1, 0],
      [300, 3, 2, 3],
    ]);
  });

  it("asks the first label within refresh and the rest as each is rendered", async () => {
    const ruler = new Recording({ document: {} });
    ruler.refresh(plannedOnly([], row(0, 3)));
    // The first waypoint has no label (no previous); the second's is rendered before the third is asked.
    expect(ruler.asked.filter((a) => a.hook === "label").map((a) => a.waypoint.x)).toEqual([0, 100]);
    await ruler.labelsRendered();
    expect(ruler.asked.filter((a) => a.hook === "label").map((a) => a.waypoint.x)).toEqual([0, 100, 200, 300]);
  });

  it("draws the token's own passed and pending path, and each space once whichever path reaches it last", () => {
    const ruler = new Recording({ document: {} });
    ruler.refresh({ passedWaypoints: row(0, 1), pendingWaypoints: row(2, 2), plannedMovement: {} });
    expect(ruler.drawn.segments.map((s) => [s.waypoint.stage, s.waypoint.x])).toEqual([
      ["passed", 100],
      ["pending", 200],
    ]);
    expect(ruler.drawn.highlights.map((h) => [h.waypoint.stage, h.offset.j])).toEqual([
      ["pending", 2],
      ["passed", 1],
      ["passed", 0],
    ]);
  });

  it("asks no highlight on a gridless scene", () => {
    setCanvas({ grid: standInGrid(GRID_TYPES.GRIDLESS) });
    const ruler = new Recording({ document: {} });
    ruler.refresh(plannedOnly([], [{ x: 0, y: 0 }, { x: 333, y: 41, cost: 3.4 }]));
    expect(ruler.asked.map((a) => a.hook)).toEqual(["segment", "label", "label"]);
  });

  it("refuses what it does not model or core never sends: gaps in a gridded path, larger tokens, other actions, other measurements, fractional pixels", async () => {
    const ruler = new Recording({ document: {} });
    expect(() => ruler.refresh(plannedOnly([], [{ x: 0, y: 0 }, { x: 300, y: 0, cost: 3 }]))).toThrow(/not adjacent/);
    expect(() => ruler.refresh(plannedOnly([], [{ x: 0, y: 0, width: 2, height: 2 }]))).toThrow(/larger than one space/);
    expect(() => ruler.refresh(plannedOnly([], [{ x: 0, y: 0, action: "fly" }]))).toThrow(/"fly" is not modelled/);
    expect(() => ruler.refresh(plannedOnly([], [{ x: 0, y: 173.2 }]))).toThrow(/not in whole pixels/);
    ruler.refresh(plannedOnly([], row(0, 1)));
    await ruler.labelsRendered();
    expect(() => (ruler.drawn.labels[0]!.waypoint.measurement as unknown as { distance: number }).distance).toThrow(/not modelled/);
    // A teleport may jump: its waypoints need no intermediate ones.
    expect(() => ruler.refresh(plannedOnly([], [{ x: 0, y: 0 }, { x: 300, y: 0, action: "displace" }]))).not.toThrow();
  });
});
