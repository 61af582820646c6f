import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { terrainOfDifficulties } from "../../src/foundry/angry-miniatures/table/movement-check";
import { GRID_TYPES, standInGrid } from "../foundry-stand-in/parts/canvas";
import { KF_BOARD, kfBoardHexes, sceneBoards } from "../../tools/lib/scene-boards.mjs";
import { allSourceDocs, type PackValue } from "./pack-docs";

interface Wall {
  _id: string;
  c: number[];
  move: number;
  sight: number;
  dir: number;
  door: number;
}
interface Region {
  _id: string;
  name: string;
  shapes: { type: string; x: number; y: number; width: number; height: number; rotation: number; hole: boolean }[];
  behaviors: { _id: string; type: string; disabled: boolean; system: { difficulties: Record<string, number> } }[];
}
interface SceneSource {
  _id: string;
  name: string;
  width: number;
  height: number;
  padding: number;
  initial: { x: number; y: number; scale: number };
  background: { src: string };
  thumb: string;
  grid: { type: number; size: number; distance: number; units: string; alpha: number };
  walls: Wall[];
  regions: Region[];
  flags: { "shelf-wars": { ruleset: string; readyScene?: { background?: string } } };
}

const scenes = allSourceDocs()
  .filter(({ doc }) => doc._key.startsWith("!scenes!"))
  .map(({ doc }) => doc as unknown as SceneSource & { [key: string]: PackValue });
const sceneOf = (ruleset: string): SceneSource => {
  const found = scenes.filter((s) => s.flags["shelf-wars"].ruleset === ruleset);
  if (found.length !== 1) throw new Error(`expected one ${ruleset} scene, found ${found.length}`);
  return found[0] as SceneSource;
};

/** The v13 Scene fields a GM's import needs, with their documented constraints. */
function sceneShapeProblems(scene: SceneSource): string[] {
  const problems: string[] = [];
  const positiveInt = (n: unknown) => Number.isInteger(n) && (n as number) > 0;
  if (!positiveInt(scene.width) || !positiveInt(scene.height)) problems.push("width and height must be positive whole pixels");
  if (!(scene.padding >= 0 && scene.padding <= 0.5)) problems.push("padding must be between 0 and 0.5");
  if (!(Number.isInteger(scene.grid.size) && scene.grid.size >= 50)) problems.push("grid.size must be a whole number of at least 50 pixels");
  if (!(scene.grid.distance > 0) || !scene.grid.units) problems.push("grid distance and units are required");
  const { x, y, scale } = scene.initial;
  if (!(x >= 0 && x <= scene.width && y >= 0 && y <= scene.height && scale > 0)) problems.push("the initial view must look at the scene");
  if (!scene.background.src.endsWith(".svg")) problems.push("the background is the project's own SVG");
  // v13's shape on both generations: v14 migrates it onto Levels; the flag lets the GM's client put a lost background back.
  if (((scene as { levels?: unknown[] }).levels ?? []).length > 0) problems.push("a ready scene ships in v13's shape, without Level documents");
  if (scene.flags["shelf-wars"].readyScene?.background !== scene.background.src) problems.push("the readyScene flag names the scene's own background");
  for (const wall of scene.walls) {
    if (wall.c.length !== 4 || !wall.c.every(Number.isInteger)) problems.push(`wall ${wall._id}: c must be four whole numbers`);
    const inside = wall.c.every((v, n) => v >= 0 && v <= (n % 2 === 0 ? scene.width : scene.height));
    if (!inside) problems.push(`wall ${wall._id} leaves the scene`);
    if (wall.sight !== 20 || wall.move !== 20 || wall.dir !== 0 || wall.door !== 0) problems.push(`wall ${wall._id} must block sight and movement both ways`);
  }
  return problems;
}

describe("ready scenes", () => {
  it("holds one scene per ruleset", () => {
    expect(scenes.map((s) => s.flags["shelf-wars"].ruleset).sort()).toEqual(["angry-miniatures", "knight-fight", "precious-moments"]);
  });

  it.each(scenes.map((s) => [s.name, s] as const))("%s is a complete v13 Scene source with blocking walls", (_name, scene) => {
    expect(sceneShapeProblems(scene)).toEqual([]);
    expect(scene.walls.length).toBeGreaterThan(0);
  });

  it("catches a wall off the scene and a scene without size (the shape check can fail)", () => {
    const scene = sceneOf("angry-miniatures");
    const broken = { ...scene, width: 0, walls: [{ ...scene.walls[0], c: [0, 0, 99999, 0] } as Wall] };
    expect(sceneShapeProblems(broken).join(" | ")).toMatch(/width and height.*leaves the scene/);
    const unflagged = { ...scene, levels: [{ name: "Ground" }], flags: { "shelf-wars": { ruleset: "angry-miniatures" } } };
    expect(sceneShapeProblems(unflagged).join(" | ")).toMatch(/without Level documents.*readyScene flag/);
  });

  it("Precious Moments: gridless, measured in inches", () => {
    const { grid } = sceneOf("precious-moments");
    expect(grid.type).toBe(GRID_TYPES.GRIDLESS);
    expect([grid.distance, grid.units]).toEqual([1, "in"]);
  });

  it("Angry Miniatures: a square grid counted in squares", () => {
    const { grid } = sceneOf("angry-miniatures");
    expect(grid.type).toBe(GRID_TYPES.SQUARE);
    expect([grid.distance, grid.units]).toEqual([1, "sq"]);
  });

  it("Angry Miniatures: the woods read as difficult terrain and the pond as water (Modify Movement Cost regions)", () => {
    const { regions } = sceneOf("angry-miniatures");
    const terrains = regions.map((region) => {
      expect(region.behaviors).toHaveLength(1);
      const [behavior] = region.behaviors;
      expect(behavior?.type).toBe("modifyMovementCost");
      expect(behavior?.disabled).toBe(false);
      // DECISIONS: difficult terrain and water cost 2 a square to walk.
      expect(behavior?.system.difficulties.walk).toBe(2);
      return terrainOfDifficulties(behavior?.system.difficulties ?? {});
    });
    expect(terrains.sort()).toEqual(["difficult", "water"]);
  });

  /* The board's hexes and walls against Foundry's own hex layout: kf-board-layout.test.ts. */
  describe("Knight Fight: the 7 x 5 hex board", () => {
    const scene = sceneOf("knight-fight");
    const grid = standInGrid(scene.grid.type, { size: scene.grid.size });
    const whole: { i: number; j: number }[] = [];
    for (let i = -2; i < 10; i++) {
      for (let j = -2; j < 12; j++) {
        const corner = grid.getTopLeftPoint({ i, j });
        const fits = corner.x >= -0.5 && corner.y >= -0.5 && corner.x + grid.sizeX <= scene.width + 0.5 && corner.y + grid.sizeY <= scene.height + 0.5;
        if (fits) whole.push({ i, j });
      }
    }

    it("is a HEXEVENQ grid (flat-topped hexes in columns, the top-left hex whole) counted in hexes, with no padding", () => {
      expect(scene.grid.type).toBe(GRID_TYPES.HEXEVENQ);
      expect("isHexagonal" in grid && grid.isHexagonal).toBe(true);
      expect([scene.grid.distance, scene.grid.units, scene.padding]).toEqual([1, "hex", 0]);
    });

    it("holds exactly 7 columns of 5 whole Foundry hexes: the board's own hexes", () => {
      expect(whole).toHaveLength(35);
      for (let j = 0; j < 7; j++) expect(whole.filter((o) => o.j === j), `column ${j}`).toHaveLength(5);
      const byColumn = (a: { i: number; j: number }, b: { i: number; j: number }) => a.j - b.j || a.i - b.i;
      expect(whole.map(({ i, j }) => ({ i, j })).sort(byColumn)).toEqual(kfBoardHexes().map(({ i, j }: { i: number; j: number }) => ({ i, j })));
    });

    it("is its own mirror image end to end: column j and column 6 - j hold hexes at the same heights, terrain too", () => {
      const heights = (j: number) => whole.filter((o) => o.j === j).map((o) => grid.getCenterPoint(o).y);
      for (let j = 0; j < 7; j++) expect(heights(6 - j), `column ${j}`).toEqual(heights(j));
      const mirrored = KF_BOARD.terrain.map(({ i, j }: { i: number; j: number }) => `${i},${6 - j}`).sort();
      expect(mirrored).toEqual(KF_BOARD.terrain.map(({ i, j }: { i: number; j: number }) => `${i},${j}`).sort());
    });

    it("shows exactly those 35 hexes: the grid lines are hidden and the background draws each on the grid's own geometry", () => {
      expect(scene.grid.alpha).toBe(0);
      const svg = fs.readFileSync(`assets/scenes/knight-fight-board.svg`, "utf8");
      const drawn = [...svg.matchAll(/<polygon points="([^"]+)" fill="#(?:e6d9b8|d9c9a3|6b6256)"/g)].map((m) => m[1]);
      expect(drawn).toHaveLength(35);
      for (const { i, j } of whole) {
        const corner = grid.getTopLeftPoint({ i, j });
        const points = [
          [corner.x, corner.y + grid.sizeY / 2],
          [corner.x + grid.sizeX / 4, corner.y],
          [corner.x + (3 * grid.sizeX) / 4, corner.y],
          [corner.x + grid.sizeX, corner.y + grid.sizeY / 2],
          [corner.x + (3 * grid.sizeX) / 4, corner.y + grid.sizeY],
          [corner.x + grid.sizeX / 4, corner.y + grid.sizeY],
        ].map(([x, y]) => `${Math.round(x ?? 0)},${Math.round(y ?? 0)}`);
        expect(drawn, `hex (${i}, ${j})`).toContain(points.join(" "));
      }
    });

    it("its terrain hexes are board hexes, each ringed by six walls", () => {
      expect(scene.walls).toHaveLength(6 * KF_BOARD.terrain.length);
      for (const { i, j } of KF_BOARD.terrain) expect(whole).toContainEqual({ i, j });
    });
  });

  it("are what tools/scene-sources.mjs draws (backgrounds and documents regenerate unchanged)", () => {
    for (const board of sceneBoards()) {
      expect(fs.readFileSync(board.svgFile, "utf8"), board.svgFile).toBe(board.svg);
      expect(JSON.parse(fs.readFileSync(board.sourceFile, "utf8")), board.sourceFile).toEqual(board.scene);
    }
  });

  it.each(sceneBoards().map((b: { svgFile: string }) => b.svgFile))("%s is a self-contained SVG drawn by the project", (file) => {
    const text = fs.readFileSync(file, "utf8");
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="[^"]+"/);
    expect(text.trim().endsWith("</svg>")).toBe(true);
    expect(text).not.toMatch(/<image\b|href=|url\(|data:/i);
  });
});
