import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn } from "../../foundry-stand-in";
import { standInWall, WALL_DIRECTIONS, WALL_DOOR_STATES, WALL_DOOR_TYPES, WALL_MOVEMENT_TYPES, WALL_SENSE_TYPES } from "../../foundry-stand-in/parts/canvas";

/** Walls around the box (100,100)-(200,200), as a terrain outline is drawn: four walls corner to corner. */
function box(data: Parameters<typeof standInWall>[1] = {}) {
  const corners = [{ x: 100, y: 100 }, { x: 200, y: 100 }, { x: 200, y: 200 }, { x: 100, y: 200 }];
  return corners.map((a, n) => standInWall({ a, b: corners[(n + 1) % 4]! }, data));
}

describe("movement through walls (the canvas service)", () => {
  let walls: typeof import("../../../src/foundry/canvas/wall-movement");
  beforeEach(async () => {
    vi.resetModules();
    installStandIn();
    walls = await import("../../../src/foundry/canvas/wall-movement");
  });
  afterEach(() => removeStandIn());

  const inside = { x: 150, y: 150 };
  const outside = { x: 50, y: 150 };

  it("stops a step across a wall that restricts movement, whatever its sight", () => {
    expect(walls.wallsBlockMovement(outside, inside, box())).toBe(true);
    expect(walls.wallsBlockMovement(outside, inside, box({ sight: WALL_SENSE_TYPES.NONE }))).toBe(true);
    expect(walls.wallsBlockMovement(outside, { x: 50, y: 250 }, box())).toBe(false);
  });

  it("lets a step through a wall that does not restrict movement, and through an open door", () => {
    expect(walls.wallsBlockMovement(outside, inside, box({ move: WALL_MOVEMENT_TYPES.NONE }))).toBe(false);
    expect(walls.wallsBlockMovement(outside, inside, box({ door: WALL_DOOR_TYPES.DOOR, ds: WALL_DOOR_STATES.OPEN }))).toBe(false);
    expect(walls.wallsBlockMovement(outside, inside, box({ door: WALL_DOOR_TYPES.DOOR, ds: WALL_DOOR_STATES.LOCKED }))).toBe(true);
  });

  it("refuses, naming the rule, to judge a step across a one-way wall", () => {
    expect(() => walls.wallsBlockMovement(outside, inside, box({ dir: WALL_DIRECTIONS.LEFT }))).toThrow(expect.objectContaining({ code: "Canvas.MoveOneWay" }));
  });

  it("finds a point inside a closed ring of movement walls, but not in an open one or a ring movement passes", () => {
    expect(walls.wallsEnclose(inside, box())).toBe(true);
    expect(walls.wallsEnclose(outside, box())).toBe(false);
    expect(walls.wallsEnclose(inside, box().slice(1))).toBe(false);
    expect(walls.wallsEnclose(inside, box({ move: WALL_MOVEMENT_TYPES.NONE }))).toBe(false);
    expect(walls.wallsEnclose(inside, [...box().slice(1), standInWall({ a: { x: 100, y: 100 }, b: { x: 200, y: 100 } }, { dir: WALL_DIRECTIONS.RIGHT })])).toBe(false);
  });

  it("blocks a step between two points of a scene that ends inside a ring, even when the step crosses none of it", () => {
    const scene = { walls: box() };
    expect(walls.sceneStepBlocked(scene, { x: 120, y: 150 }, { x: 180, y: 150 })).toBe(true);
    expect(walls.sceneStepBlocked(scene, outside, { x: 50, y: 50 })).toBe(false);
    expect(walls.sceneStepBlocked(scene, inside, outside)).toBe(true);
  });
});
