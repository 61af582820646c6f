// A Magic attack's card names its target square as players do ("C4"), counted from the scene's
// own top-left square: core's grid offsets count from the padded canvas.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import { squareLabel } from "../../../../src/foundry/angry-miniatures/table/card-context";
import { amWorld, type AmWorld } from "../world";

describe("the square an Angry Miniatures card names", () => {
  let world: AmWorld;
  beforeEach(async () => {
    world = await amWorld();
  });
  afterEach(() => removeStandIn());

  it("counts from the scene's own top-left square (A1), and says so when a square lies in the padding", () => {
    expect(squareLabel({ i: 3, j: 4 }, { i: 3, j: 4 })).toBe("A1");
    expect(squareLabel({ i: 8, j: 6 }, { i: 3, j: 4 })).toBe("C6");
    expect(squareLabel({ i: 2, j: 6 }, { i: 3, j: 4 })).toBe("row 0, column 3 off the scene's edge");
  });

  it("finds the scene's top-left square from its dimensions, as core pads the canvas (a quarter by default)", async () => {
    const { sceneFirstSquare } = await import("../../../../src/foundry/angry-miniatures/table/table-reading");
    const { tableOf } = await import("../../../../src/foundry/angry-miniatures/table/attack-table");
    const scene = world.scene as unknown as Scene.Implementation;
    const first = sceneFirstSquare(scene);
    const { sceneX, sceneY } = scene.dimensions;
    expect(first.i).toBeGreaterThan(0);
    expect(scene.grid.getTopLeftPoint(first)).toEqual({ x: sceneX, y: sceneY });
    expect(tableOf(scene).firstSquare).toEqual(first);
  });
});
