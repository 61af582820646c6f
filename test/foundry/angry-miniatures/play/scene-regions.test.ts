import fs from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkMove, squareKey, type Terrain } from "../../../../src/rules/angry-miniatures/movement";
import { sceneTerrain } from "../../../../src/foundry/angry-miniatures/table/table-reading";
import { installStandIn, removeStandIn } from "../../../foundry-stand-in";
import { setCanvas, standInGrid } from "../../../foundry-stand-in/parts/canvas";
import { StandInRegionDocument, type StandInRegionSource } from "../../../foundry-stand-in/parts/regions";

interface SceneSource {
  width: number;
  height: number;
  grid: { type: number; size: number };
  regions: (StandInRegionSource & { name: string; shapes: { x: number; y: number; width: number; height: number }[] })[];
}

const source = JSON.parse(fs.readFileSync("packs/_source/shelf-wars-scenes/angry-miniatures-field.json", "utf8")) as SceneSource;

describe("the ready Angry Miniatures scene's terrain, as the movement check reads it", () => {
  const size = source.grid.size;
  const grid = standInGrid(source.grid.type, { size });
  const squares = Array.from({ length: (source.width / size) * (source.height / size) }, (_, n) => ({ i: Math.floor(n / (source.width / size)), j: n % (source.width / size) }));
  /** The squares each region's rectangles cover, by the region's name. */
  const covered = (name: string) =>
    source.regions
      .filter((r) => r.name.startsWith(name))
      .flatMap((r) => r.shapes)
      .reduce((sum, s) => sum + (s.width / size) * (s.height / size), 0);

  beforeEach(() => {
    installStandIn();
    // The scene on screen has another grid: the terrain is read on the scene's own.
    setCanvas({ grid: standInGrid(source.grid.type, { size: size / 2 }) });
  });
  afterEach(() => removeStandIn());

  function terrain() {
    const scene = { grid, regions: source.regions.map((region) => new StandInRegionDocument(region)) } as unknown as Scene.Implementation;
    return sceneTerrain(scene, squares);
  }

  it("reads the pond's squares as water, the woods' as difficult terrain, and nothing else", () => {
    const map = terrain();
    const counts: Partial<Record<Terrain, number>> = {};
    for (const kind of Object.values(map)) counts[kind] = (counts[kind] ?? 0) + 1;
    expect(counts).toEqual({ water: covered("Pond"), difficult: covered("Woods") });
    expect(map[squareKey({ i: 12, j: 1 })]).toBe("water");
    expect(map[squareKey({ i: 13, j: 18 })]).toBe("water");
    expect(map[squareKey({ i: 10, j: 9 })]).toBe("difficult");
    expect(map[squareKey({ i: 0, j: 0 })]).toBeUndefined();
  });

  it("makes a walk through the pond cost 2 a square (DECISIONS), and into the woods too", () => {
    const map = terrain();
    const walk = (from: { i: number; j: number }, path: { i: number; j: number }[]) =>
      checkMove({ from, path, speed: 10, frozen: false, perk: "swift", flaw: "fat", terrain: map, occupied: [], diagonalRule: "equidistant" }).cost;
    expect(walk({ i: 12, j: 3 }, [{ i: 12, j: 2 }, { i: 12, j: 1 }])).toBe(4);
    expect(walk({ i: 10, j: 8 }, [{ i: 10, j: 9 }])).toBe(2);
    expect(walk({ i: 0, j: 0 }, [{ i: 0, j: 1 }, { i: 0, j: 2 }])).toBe(2);
  });

  it("stand-in: refuses a region shape it does not model", () => {
    const ellipse = new StandInRegionDocument({ shapes: [{ type: "ellipse", x: 0, y: 0, width: 1, height: 1 }], behaviors: [] });
    expect(() => ellipse.testPoint({ x: 0, y: 0, elevation: 0 })).toThrow(/only unrotated rectangles/);
  });
});
