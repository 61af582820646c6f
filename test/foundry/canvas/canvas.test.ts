import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../../foundry-stand-in";
import { setCanvas, standInGrid, standInToken, standInWall, WALL_DIRECTIONS, WALL_DOOR_STATES, WALL_DOOR_TYPES, WALL_SENSE_TYPES } from "../../foundry-stand-in/parts/canvas";

describe("canvas service", () => {
  let standIn: StandIn;
  let canvasApi: typeof import("../api/canvas");
  beforeEach(async () => {
    vi.resetModules();
    standIn = installStandIn();
    canvasApi = await import("../api/canvas");
  });
  afterEach(() => removeStandIn());

  describe("distance", () => {
    it("tells the grid kind from the scene", () => {
      expect([0, 1, 2, 3, 4, 5].map((type) => canvasApi.gridKind({ grid: { type } }))).toEqual(["gridless", "square", "hex", "hex", "hex", "hex"]);
    });

    it("counts squares between token centres under the scene's diagonal rule", () => {
      const a = standInToken("A", 0, 0);
      const b = standInToken("B", 300, 300);
      setCanvas({ grid: standInGrid(1, { diagonals: 0 }) });
      expect(canvasApi.tokenOffset(b)).toEqual({ i: 3, j: 3 });
      expect(canvasApi.tokenDistance(a, b)).toBe(3);
      setCanvas({ grid: standInGrid(1, { diagonals: 4 }) }); // ALTERNATING_1: 1-2-1
      expect(canvasApi.tokenDistance(a, b)).toBe(4);
      setCanvas({ grid: standInGrid(1, { diagonals: 3 }) }); // RECTILINEAR
      expect(canvasApi.tokenDistance(a, b)).toBe(6);
    });

    it("counts hexes with the orientation of the grid type", () => {
      const odd = { type: 2, size: 100, distance: 1 };
      const columns = { type: 4, size: 100, distance: 1 };
      expect(canvasApi.offsetDistance(odd, { i: 0, j: 0 }, { i: 2, j: 1 })).toBe(2);
      expect(canvasApi.offsetDistance(columns, { i: 0, j: 0 }, { i: 2, j: 1 })).toBe(3);
      expect(canvasApi.offsetsAdjacent({ i: 0, j: 0 }, { i: 1, j: 0 }, odd)).toBe(true);
      expect(canvasApi.offsetsAdjacent({ i: 0, j: 0 }, { i: 1, j: 1 }, odd)).toBe(false);
    });

    it("measures gridless distance between centres in scene units (inches)", () => {
      setCanvas({ grid: standInGrid(0, { size: 100, distance: 1 }) });
      expect(canvasApi.tokenDistance(standInToken("A", 0, 0), standInToken("B", 300, 400))).toBe(5);
      expect(canvasApi.offsetsAdjacent({ i: 0, j: 0 }, { i: 0, j: 1 })).toBe(false);
    });

    it("refuses to measure with no scene on the canvas", () => {
      expect(() => canvasApi.tokenDistance(standInToken("A", 0, 0), standInToken("B", 0, 0))).toThrow(expect.objectContaining({ code: "Canvas.NoScene" }));
    });
  });

  describe("line of sight", () => {
    const shooter = standInToken("Shooter", 0, 0);
    const target = standInToken("Target", 400, 0);

    it("is blocked by a sight wall, named as a wall", () => {
      setCanvas({ grid: standInGrid(1), walls: [{ a: { x: 250, y: -100 }, b: { x: 250, y: 200 } }], tokens: [shooter, target] });
      expect(canvasApi.tokensHaveLineOfSight(shooter, target, { figuresBlock: true })).toEqual({
        clear: false,
        blockedBy: standIn.i18n.translations.get("SHELFWARS.Canvas.Wall"),
      });
    });

    it("is blocked by another figure's footprint when figures block, with its name", () => {
      const ogre = standInToken("Ogre", 200, 0);
      setCanvas({ grid: standInGrid(1), tokens: [shooter, ogre, target] });
      expect(canvasApi.tokensHaveLineOfSight(shooter, target, { figuresBlock: true })).toEqual({ clear: false, blockedBy: "Ogre" });
      expect(canvasApi.tokensHaveLineOfSight(shooter, target, { figuresBlock: false })).toEqual({ clear: true });
    });

    describe("wall types and doors, on screen (Foundry's backend) and from the scene's wall documents alike", () => {
      const across = { a: { x: 250, y: -100 }, b: { x: 250, y: 200 } };
      const behind = { a: { x: 350, y: -100 }, b: { x: 350, y: 200 } };
      const door = (ds: number) => standInWall(across, { door: WALL_DOOR_TYPES.DOOR, ds });
      const cases = [
        { name: "a closed door blocks", walls: [door(WALL_DOOR_STATES.CLOSED)], clear: false },
        { name: "a locked door blocks", walls: [door(WALL_DOOR_STATES.LOCKED)], clear: false },
        { name: "an open door does not block", walls: [door(WALL_DOOR_STATES.OPEN)], clear: true },
        { name: "an open secret door does not block", walls: [standInWall(across, { door: WALL_DOOR_TYPES.SECRET, ds: WALL_DOOR_STATES.OPEN })], clear: true },
        { name: "a wall that does not restrict sight does not block", walls: [standInWall(across, { sight: WALL_SENSE_TYPES.NONE })], clear: true },
        { name: "one limited wall is seen through", walls: [standInWall(across, { sight: WALL_SENSE_TYPES.LIMITED })], clear: true },
        {
          name: "a second limited wall behind it blocks",
          walls: [standInWall(across, { sight: WALL_SENSE_TYPES.LIMITED }), standInWall(behind, { sight: WALL_SENSE_TYPES.LIMITED })],
          clear: false,
        },
      ];
      for (const { name, walls, clear } of cases) {
        it(name, () => {
          setCanvas({ grid: standInGrid(1), walls, tokens: [shooter, target] });
          const onScreen = canvasApi.tokensHaveLineOfSight(shooter, target, { figuresBlock: false });
          const fromDocuments = canvasApi.sceneWallsLineOfSight({ walls }, shooter.center, target.center);
          expect(onScreen.clear).toBe(clear);
          expect(fromDocuments).toEqual(onScreen);
        });
      }

      it("from documents, refuses a one-way or proximity wall on the line, naming why, and ignores one elsewhere", () => {
        const oneWay = standInWall(across, { dir: WALL_DIRECTIONS.LEFT });
        const proximity = standInWall(across, { sight: WALL_SENSE_TYPES.PROXIMITY });
        for (const wall of [oneWay, proximity]) {
          expect(() => canvasApi.sceneWallsLineOfSight({ walls: [wall] }, shooter.center, target.center)).toThrow(expect.objectContaining({ code: "Canvas.SightNeedsView" }));
        }
        const aside = standInWall({ a: { x: 250, y: 300 }, b: { x: 250, y: 600 } }, { dir: WALL_DIRECTIONS.LEFT });
        expect(canvasApi.sceneWallsLineOfSight({ walls: [aside] }, shooter.center, target.center)).toEqual({ clear: true });
        expect(standIn.i18n.translations.get("SHELFWARS.Canvas.SightNeedsView")).toMatch(/view/);
      });
    });

    it("is clear past figures off the line, hidden tokens and round bases the line misses", () => {
      const aside = standInToken("Aside", 200, 200);
      const hidden = standInToken("Hidden", 200, 0, 100, { hidden: true });
      // A round base in the corner cell: the line along y = 50 misses its circle.
      const round = standInToken("Round", 200, 60, 100, { shape: 0 });
      setCanvas({ grid: standInGrid(1), tokens: [shooter, aside, hidden, round, target] });
      expect(canvasApi.tokensHaveLineOfSight(shooter, target, { figuresBlock: true })).toEqual({ clear: true });
      expect(canvasApi.footprintOf(round)).toEqual({ kind: "circle", center: { x: 250, y: 110 }, radius: 50 });
    });
  });

  describe("areas", () => {
    const square = standInGrid(1, { size: 100, distance: 1 });

    it("draws a circle in scene units around a point", () => {
      expect(canvasApi.areaTemplateData({ kind: "circle", center: { x: 250, y: 350 }, radius: 3 }, square, "area1", "user1")).toEqual([
        { t: "circle", x: 250, y: 350, distance: 3, direction: 0, author: "user1", flags: { "shelf-wars": { area: "area1" } } },
      ]);
    });

    it("draws square cells as rect templates from their top-left corner", () => {
      const data = canvasApi.areaTemplateData({ kind: "cells", offsets: [{ i: 1, j: 2 }, { i: 0, j: 0 }] }, square, "a", "u");
      expect(data.map(({ t, x, y, direction }) => ({ t, x, y, direction }))).toEqual([
        { t: "rect", x: 200, y: 100, direction: 45 },
        { t: "rect", x: 0, y: 0, direction: 45 },
      ]);
      expect(data[0]!.distance).toBeCloseTo(Math.SQRT2);
    });

    it("draws hex cells as half-space circles around their centres", () => {
      const hex = { ...square, type: 2 };
      expect(canvasApi.areaTemplateData({ kind: "cells", offsets: [{ i: 1, j: 1 }] }, hex, "a", "u")[0]).toMatchObject({ t: "circle", x: 150, y: 150, distance: 0.5 });
    });

    it("refuses a non-positive radius", () => {
      expect(() => canvasApi.areaTemplateData({ kind: "circle", center: { x: 0, y: 0 }, radius: 0 }, square, "a", "u")).toThrow(/positive/);
    });

    it("picks previews and stored areas by the Foundry generation: grid highlights and templates on v13, preview Regions and Region documents on v14", () => {
      const release = game.release as { generation: number };
      release.generation = 13;
      expect(canvasApi.areaService().constructor.name).toBe("GridHighlightAreas");
      release.generation = 14;
      expect(canvasApi.areaService().constructor.name).toBe("PreviewRegionAreas");
    });
  });
});
