import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn } from "../../foundry-stand-in";
import { GRID_TYPES, standInWall, WALL_DOOR_STATES, WALL_DOOR_TYPES } from "../../foundry-stand-in/parts/canvas";
import { registerDocument } from "../../foundry-stand-in/parts/documents";
import { addWall, createGridScene, StandInSceneToken, type StandInScene } from "../../foundry-stand-in/parts/scenes";

/** A token document on the scene, `width` x `height` spaces from its top-left corner. */
function token(scene: StandInScene, id: string, x: number, y: number, data: Record<string, unknown> = {}): StandInSceneToken {
  const document = new StandInSceneToken("Token", { _id: id, name: id, x, y, ...data }, scene);
  scene.tokens.add(document);
  return registerDocument(document);
}

describe("canvas service: sight past tokens, read from the scene's documents", () => {
  let canvasApi: typeof import("../api/canvas");
  beforeEach(async () => {
    vi.resetModules();
    installStandIn();
    canvasApi = await import("../api/canvas");
  });
  afterEach(() => removeStandIn());

  const all = () => true;

  it("a token's footprint is width x height grid spaces from its corner, gridless too; ellipses are the ellipse in that box", () => {
    const grid = { sizeX: 100, sizeY: 100 };
    expect(canvasApi.tokenFootprint({ x: 50, y: 20, width: 2, height: 1 }, grid)).toEqual({ kind: "rect", x: 50, y: 20, width: 200, height: 100 });
    expect(canvasApi.tokenFootprint({ x: 0, y: 0, width: 0.5, height: 0.5, shape: 0 }, grid)).toEqual({ kind: "circle", center: { x: 25, y: 25 }, radius: 25 });
    expect(canvasApi.tokenFootprint({ x: 0, y: 0, width: 2, height: 1, shape: 1 }, grid)).toEqual({ kind: "ellipse", center: { x: 100, y: 50 }, rx: 100, ry: 50 });
    // The hex trapezoid is left to its box.
    expect(canvasApi.tokenFootprint({ x: 0, y: 0, width: 1, height: 1, shape: 2 }, grid).kind).toBe("rect");
  });

  it("on a gridless scene another token on the centre line blocks, friend or foe; the two ends never block themselves", () => {
    const scene = createGridScene({ type: GRID_TYPES.GRIDLESS, size: 100, distance: 1 });
    token(scene, "singer", 0, 0);
    token(scene, "target", 800, 0, { width: 2, height: 2 });
    const between = token(scene, "between", 400, 20);
    expect(canvasApi.sceneLineOfSight(scene as never, "singer", "target", { blocks: all })).toEqual({ clear: false, blockedBy: "between", blockerId: "between" });
    // The caller decides which tokens count.
    expect(canvasApi.sceneLineOfSight(scene as never, "singer", "target", { blocks: (t) => t.id !== "between" })).toEqual({ clear: true });
    expect(canvasApi.sceneLineOfSight(scene as never, "singer", "target")).toEqual({ clear: true });
    // Moved clear of the line (singer centre y 50, target centre y 100): no longer in the way.
    between._source.y = 300;
    expect(canvasApi.sceneLineOfSight(scene as never, "singer", "target", { blocks: all })).toEqual({ clear: true });
  });

  it("a large token blocks by its whole area, a round one only by the circle in its box", () => {
    const scene = createGridScene({ type: GRID_TYPES.GRIDLESS, size: 100, distance: 1 });
    token(scene, "a", 0, 0);
    token(scene, "b", 900, 900);
    // A 3 x 3 token whose box (480..780, 200..500) has its lower-left corner across the diagonal y = x.
    const big = token(scene, "big", 480, 200, { width: 3, height: 3 });
    expect(canvasApi.sceneLineOfSight(scene as never, "a", "b", { blocks: all }).clear).toBe(false);
    // Round, the circle (centre 630,350, radius 150) lies 198 px off the diagonal.
    big._source.shape = 0;
    expect(canvasApi.sceneLineOfSight(scene as never, "a", "b", { blocks: all }).clear).toBe(true);
  });

  it("walls are read from the wall documents off screen: a closed door blocks, an open one does not", () => {
    const scene = createGridScene({ type: GRID_TYPES.GRIDLESS, size: 100, distance: 1 });
    token(scene, "a", 0, 0);
    token(scene, "b", 600, 0);
    const door = addWall(scene, standInWall({ a: { x: 300, y: -100 }, b: { x: 300, y: 200 } }, { door: WALL_DOOR_TYPES.DOOR, ds: WALL_DOOR_STATES.CLOSED }));
    expect(canvasApi.sceneLineOfSight(scene as never, "a", "b", { blocks: all })).toEqual({ clear: false, blockedBy: "a wall" });
    door._source.ds = WALL_DOOR_STATES.OPEN;
    expect(canvasApi.sceneLineOfSight(scene as never, "a", "b", { blocks: all })).toEqual({ clear: true });
  });

  it("on a square grid a 2 x 1 token beside the line does not block, one across it does", () => {
    const scene = createGridScene({ type: GRID_TYPES.SQUARE, size: 100, distance: 5 });
    token(scene, "a", 0, 0);
    token(scene, "b", 500, 0);
    const wide = token(scene, "wide", 200, 100, { width: 2, height: 1 });
    expect(canvasApi.sceneLineOfSight(scene as never, "a", "b", { blocks: all }).clear).toBe(true);
    wide._source.y = 0;
    expect(canvasApi.sceneLineOfSight(scene as never, "a", "b", { blocks: all }).clear).toBe(false);
  });

  it("a token no longer on the scene is refused by name, not called clear", () => {
    const scene = createGridScene({ type: GRID_TYPES.GRIDLESS, size: 100, distance: 1 });
    token(scene, "a", 0, 0);
    expect(() => canvasApi.sceneLineOfSight(scene as never, "a", "gone", { blocks: all })).toThrow(expect.objectContaining({ code: "Canvas.TokenMissing" }));
  });
});
