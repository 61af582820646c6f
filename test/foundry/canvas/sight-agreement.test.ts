import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { installStandIn, removeStandIn } from "../../foundry-stand-in";
import { GRID_TYPES, standInTestCollision, standInWall, WALL_SENSE_TYPES, type StandInWall } from "../../foundry-stand-in/parts/canvas";
import { registerDocument } from "../../foundry-stand-in/parts/documents";
import { addWall, createGridScene, StandInSceneToken, type StandInScene } from "../../foundry-stand-in/parts/scenes";

/**
 * Sight between two tokens is judged by Foundry's sight backend while their scene is on screen
 * and by the scene's wall documents otherwise (`sceneLineOfSight`). Both must give the same
 * answer, or a card derived on the GM's client (often viewing another scene) disagrees with what
 * the table saw. These are the cases where a plain "does the wall touch the line" test differs
 * from core's sweep: walls whose line runs through the looker's centre, and walls touching an end.
 */
describe("line of sight: the scene on screen and the same scene off screen agree", () => {
  let canvasApi: typeof import("../api/canvas");
  beforeEach(async () => {
    vi.resetModules();
    installStandIn();
    canvasApi = await import("../api/canvas");
  });
  afterEach(() => removeStandIn());

  function token(scene: StandInScene, id: string, x: number, y: number): void {
    scene.tokens.add(registerDocument(new StandInSceneToken("Token", { _id: id, name: id, x, y }, scene)));
  }

  /**
   * A square scene (100 px spaces) with "a" centred at (50, 50), "b" at (450, 50) and "c" at
   * (350, 350), and the given walls; the answer from a to the target, on screen and off screen.
   */
  function bothWays(walls: StandInWall[], from = "a", to = "b"): { onScreen: boolean; offScreen: boolean } {
    const scene = createGridScene({ type: GRID_TYPES.SQUARE, size: 100, distance: 5 });
    token(scene, "a", 0, 0);
    token(scene, "b", 400, 0);
    token(scene, "c", 300, 300);
    for (const wall of walls) addWall(scene, wall);
    const view = canvas as unknown as { scene: unknown };
    view.scene = scene;
    const onScreen = canvasApi.sceneLineOfSight(scene as never, from, to).clear;
    view.scene = createGridScene({ type: GRID_TYPES.SQUARE, size: 100, distance: 5 });
    const offScreen = canvasApi.sceneLineOfSight(scene as never, from, to).clear;
    return { onScreen, offScreen };
  }

  const wall = (ax: number, ay: number, bx: number, by: number, data: Parameters<typeof standInWall>[1] = {}) => standInWall({ a: { x: ax, y: ay }, b: { x: bx, y: by } }, data);
  const limited = { sight: WALL_SENSE_TYPES.LIMITED };

  const cases: { name: string; walls: StandInWall[]; from?: string; to?: string; clear: boolean }[] = [
    { name: "a wall along the line of sight, between the two", walls: [wall(150, 50, 350, 50)], clear: true },
    { name: "a wall along the line of sight, past the target", walls: [wall(450, 50, 600, 50)], clear: true },
    { name: "a wall along a diagonal line of sight", walls: [wall(150, 150, 250, 250)], to: "c", clear: true },
    { name: "a wall across the line ending at the looker's centre", walls: [wall(50, 50, 50, 300)], clear: true },
    { name: "a wall across the line through the looker's centre", walls: [wall(50, 0, 50, 100)], clear: true },
    { name: "a slanting wall from the looker's centre", walls: [wall(50, 50, 150, 150)], clear: true },
    { name: "a wall across the line ending at the target's centre", walls: [wall(450, 50, 450, 300)], clear: false },
    { name: "the same wall, looked at from the target", walls: [wall(450, 50, 450, 300)], from: "b", to: "a", clear: true },
    { name: "a wall whose end touches the line midway", walls: [wall(250, 50, 250, 300)], clear: false },
    { name: "a wall crossing the line", walls: [wall(250, 0, 250, 100)], clear: false },
    { name: "a wall beside the line, parallel to it", walls: [wall(100, 60, 400, 60)], clear: true },
    { name: "two limited walls, one edge-on from the looker", walls: [wall(50, 50, 50, 300, limited), wall(250, 0, 250, 100, limited)], clear: true },
    { name: "two limited walls, one touching the target", walls: [wall(450, 50, 450, 300, limited), wall(250, 0, 250, 100, limited)], clear: false },
  ];

  for (const { name, walls, from, to, clear } of cases) {
    it(`${name}: ${clear ? "clear" : "blocked"} both ways`, () => {
      expect(bothWays(walls, from, to)).toEqual({ onScreen: clear, offScreen: clear });
    });
  }

  it("wallsBlockSight (the off-screen path) reads the same edge cases from plain wall data", () => {
    const a = { x: 50, y: 50 };
    const b = { x: 450, y: 50 };
    expect(canvasApi.sceneWallsLineOfSight({ walls: [wall(150, 50, 350, 50)] }, a, b)).toEqual({ clear: true });
    expect(canvasApi.sceneWallsLineOfSight({ walls: [wall(450, 50, 450, 300)] }, a, b)).toEqual({ clear: false, blockedBy: "a wall" });
  });

  it("wallsBlockSight and the sight backend agree on any wall of a small grid of points, where lines often meet at ends and run in line (property)", () => {
    // Coordinates from -3 to 3: ends meeting ends, walls along the look and through its ends are common.
    const coord = fc.integer({ min: -3, max: 3 });
    const point = fc.record({ x: coord, y: coord });
    fc.assert(
      fc.property(point, point, point, point, (from, to, a, b) => {
        const walls = [wall(a.x, a.y, b.x, b.y)];
        expect(canvasApi.wallsBlockSight(from, to, walls)).toBe(standInTestCollision(walls, from, to, { type: "sight", mode: "any" }));
      }),
      { numRuns: 3000 },
    );
  });
});
