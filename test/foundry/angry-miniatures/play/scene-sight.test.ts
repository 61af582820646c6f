import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../../../foundry-stand-in";
import { setCanvas, standInGrid, standInWall, WALL_DOOR_STATES, WALL_DOOR_TYPES, type StandInWall } from "../../../foundry-stand-in/parts/canvas";

type SceneSight = typeof import("../../../../src/foundry/angry-miniatures/table/scene-sight");

/** A square scene's documents: 1x1 tokens by top-left corner, walls as wall documents. */
function sceneOf(walls: StandInWall[], placed: boolean) {
  const token = (id: string, x: number, y: number) => ({
    id,
    x,
    y,
    width: 1,
    height: 1,
    // A scene that is not on screen has no placeables: `TokenDocument#object` is null.
    object: placed ? { center: { x: x + 50, y: y + 50 }, name: id, bounds: { x, y, width: 100, height: 100 }, document: {} } : null,
  });
  return {
    id: "scene0000000000b",
    grid: { type: 1, size: 100, sizeX: 100, sizeY: 100 },
    tokens: new Map([
      ["archer", token("archer", 0, 0)],
      ["target", token("target", 400, 0)],
    ]),
    walls,
  };
}

describe("Angry Miniatures line of sight between tokens", () => {
  let standIn: StandIn;
  let sight: SceneSight;
  beforeEach(async () => {
    vi.resetModules();
    standIn = installStandIn();
    sight = await import("../../../../src/foundry/angry-miniatures/table/scene-sight");
  });
  afterEach(() => removeStandIn());

  const wall = standInWall({ a: { x: 250, y: -100 }, b: { x: 250, y: 200 } });
  const between = (scene: ReturnType<typeof sceneOf>) => sight.wallsBetweenTokens(scene as never, "archer", "target");

  it("on a scene that is not on screen, reads the scene's walls instead of calling the line clear", () => {
    setCanvas({ grid: standInGrid(1) }); // another scene is viewed
    expect(between(sceneOf([wall], false))).toEqual({ clear: false, blockedBy: standIn.i18n.translations.get("SHELFWARS.Canvas.Wall") });
    expect(between(sceneOf([], false))).toEqual({ clear: true });
    const openDoor = standInWall({ a: { x: 250, y: -100 }, b: { x: 250, y: 200 } }, { door: WALL_DOOR_TYPES.DOOR, ds: WALL_DOOR_STATES.OPEN });
    expect(between(sceneOf([openDoor], false))).toEqual({ clear: true });
  });

  it("with no scene viewed at all, still answers from the documents", () => {
    expect(between(sceneOf([wall], false)).clear).toBe(false);
  });

  it("on the scene being viewed, asks Foundry's vision backend with the placeables' centres", () => {
    const scene = sceneOf([wall], true);
    setCanvas({ grid: standInGrid(1) });
    (globalThis as unknown as { canvas: { scene: unknown } }).canvas.scene = scene;
    const testCollision = vi.spyOn(CONFIG.Canvas.polygonBackends.sight, "testCollision");
    // The backend tests the walls of the scene being viewed.
    expect(between(scene).clear).toBe(false);
    expect(testCollision).toHaveBeenCalledWith({ x: 50, y: 50 }, { x: 450, y: 50 }, { type: "sight", mode: "any" });
  });

  it("refuses, naming why, when a token has left the scene", () => {
    const scene = sceneOf([], false);
    scene.tokens.delete("target");
    expect(() => between(scene)).toThrow(expect.objectContaining({ code: "Canvas.TokenMissing" }));
  });
});
