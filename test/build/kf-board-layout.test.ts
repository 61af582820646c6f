import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Offset, Point } from "../../src/rules/common/geometry";
import { hexGeometry } from "../foundry-stand-in/hex-grid";
import { SYSTEM_ID } from "../../tools/lib/paths.mjs";
import { builtManifest, distPath, extractBuiltPack } from "./dist";

/**
 * The built Knight Fight board (dist: the compiled scene pack and the background it names) against
 * the hex layout Foundry itself uses for the scene's declared grid type: the stand-in's
 * HexagonalGrid, which follows core v13 (test/foundry-stand-in/contracts/hex-grid.test.ts). Every
 * drawn hex must sit on a core hex, within a pixel, and the terrain walls on core hex edges: a
 * board drawn to another layout puts tokens (which snap to core centres) astride the drawing, and
 * walls through the middle of hexes.
 */
interface BuiltScene {
  name: string;
  width: number;
  height: number;
  padding: number;
  grid: { type: number; size: number };
  background: { src: string };
  walls: { c: number[] }[];
  flags: Record<string, { ruleset?: string } | undefined>;
}

const TOLERANCE = 1;
const FILLS = { open: ["e6d9b8", "d9c9a3"], terrain: ["6b6256"] } as const;

function drawnHexes(svg: string, fills: readonly string[]): Point[][] {
  const pattern = new RegExp(`<polygon points="([^"]+)" fill="#(?:${fills.join("|")})"`, "g");
  return [...svg.matchAll(pattern)].map((m) => (m[1] ?? "").split(" ").map((pair) => {
    const [x, y] = pair.split(",").map(Number);
    return { x: x ?? NaN, y: y ?? NaN };
  }));
}

const mean = (points: readonly Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});
const apart = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return apart(p, { x: a.x + t * dx, y: a.y + t * dy });
}

/** The six corners of a pointy- or flat-topped hex around its centre (HexagonalGrid#getVertices' shape). */
function coreCorners(centre: Point, grid: { columns: boolean; sizeX: number; sizeY: number }): Point[] {
  const [hx, hy] = [grid.sizeX / 2, grid.sizeY / 2];
  if (grid.columns) return [[-hx, 0], [-hx / 2, -hy], [hx / 2, -hy], [hx, 0], [hx / 2, hy], [-hx / 2, hy]].map(([dx, dy]) => ({ x: centre.x + (dx ?? 0), y: centre.y + (dy ?? 0) }));
  return [[0, -hy], [hx, -hy / 2], [hx, hy / 2], [0, hy], [-hx, hy / 2], [-hx, -hy / 2]].map(([dx, dy]) => ({ x: centre.x + (dx ?? 0), y: centre.y + (dy ?? 0) }));
}

describe("the built Knight Fight board lies on Foundry's own hex layout", () => {
  let scene: BuiltScene;
  let svg: string;
  let grid: ReturnType<typeof hexGeometry>;

  beforeAll(async () => {
    const pack = builtManifest().packs.find((p) => p.name === "shelf-wars-scenes");
    const out = await extractBuiltPack(pack?.path ?? "packs/shelf-wars-scenes", "sw-kf-board");
    const scenes = fs.readdirSync(out).map((f) => JSON.parse(fs.readFileSync(path.join(out, f), "utf8")) as BuiltScene);
    const found = scenes.filter((s) => s.flags[SYSTEM_ID]?.ruleset === "knight-fight");
    expect(found).toHaveLength(1);
    scene = found[0] as BuiltScene;
    svg = fs.readFileSync(distPath(scene.background.src.replace(`systems/${SYSTEM_ID}/`, "")), "utf8");
    grid = hexGeometry(scene.grid.type, scene.grid.size);
  });

  it("has no padding, so the scene's pixels are the canvas's and the grid starts at the scene's corner", () => {
    expect(scene.padding).toBe(0);
  });

  it("draws 35 hexes, 5 in each of 7 columns, each centred within a pixel of the centre Foundry gives its hex, corners on Foundry's corners", () => {
    const hexes = drawnHexes(svg, [...FILLS.open, ...FILLS.terrain]);
    expect(hexes).toHaveLength(35);
    const offsets: Offset[] = [];
    hexes.forEach((corners, n) => {
      const drawn = mean(corners);
      const offset = grid.getOffset(drawn);
      const core = grid.getCenterPoint(offset);
      const where = `drawn hex ${n} centred at (${drawn.x.toFixed(1)}, ${drawn.y.toFixed(1)}): Foundry's hex (${offset.i}, ${offset.j}) is centred at (${core.x.toFixed(1)}, ${core.y.toFixed(1)})`;
      expect(apart(drawn, core), where).toBeLessThanOrEqual(TOLERANCE);
      for (const corner of coreCorners(core, grid)) {
        expect(Math.min(...corners.map((c) => apart(c, corner))), `${where}, corner (${corner.x.toFixed(1)}, ${corner.y.toFixed(1)})`).toBeLessThanOrEqual(TOLERANCE);
      }
      offsets.push(offset);
    });
    expect(new Set(offsets.map(({ i, j }) => `${i},${j}`)).size).toBe(35);
    const columns = new Map<number, number>();
    for (const { j } of offsets) columns.set(j, (columns.get(j) ?? 0) + 1);
    expect([...columns.entries()].sort(([a], [b]) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6].map((j) => [j, 5]));
  });

  it("every drawn hex lies wholly inside the scene (no half hexes at the edges)", () => {
    for (const corners of drawnHexes(svg, [...FILLS.open, ...FILLS.terrain])) {
      for (const c of corners) {
        expect(c.x >= 0 && c.x <= scene.width && c.y >= 0 && c.y <= scene.height, `(${c.x}, ${c.y})`).toBe(true);
      }
    }
  });

  it("walls each terrain hex on the six edges of the Foundry hex it is drawn on, and has no other walls", () => {
    const terrain = drawnHexes(svg, FILLS.terrain);
    expect(terrain.length).toBeGreaterThan(0);
    expect(scene.walls).toHaveLength(6 * terrain.length);
    const used = new Set<number>();
    for (const drawn of terrain) {
      const offset = grid.getOffset(mean(drawn));
      const corners = coreCorners(grid.getCenterPoint(offset), grid);
      corners.forEach((a, n) => {
        const b = corners[(n + 1) % corners.length] as Point;
        const index = scene.walls.findIndex(({ c: [x0 = NaN, y0 = NaN, x1 = NaN, y1 = NaN] }) =>
          (apart({ x: x0, y: y0 }, a) <= TOLERANCE && apart({ x: x1, y: y1 }, b) <= TOLERANCE) ||
          (apart({ x: x0, y: y0 }, b) <= TOLERANCE && apart({ x: x1, y: y1 }, a) <= TOLERANCE));
        expect(index, `edge ${n} of terrain hex (${offset.i}, ${offset.j})`).toBeGreaterThanOrEqual(0);
        used.add(index);
      });
    }
    expect(used.size).toBe(scene.walls.length);
  });

  it("no Foundry hex centre on or around the scene lies on a terrain wall", () => {
    const onWalls: string[] = [];
    for (let i = -2; i <= 8; i++) {
      for (let j = -2; j <= 10; j++) {
        const centre = grid.getCenterPoint({ i, j });
        for (const { c: [x0 = NaN, y0 = NaN, x1 = NaN, y1 = NaN] } of scene.walls) {
          if (distanceToSegment(centre, { x: x0, y: y0 }, { x: x1, y: y1 }) <= TOLERANCE) onWalls.push(`(${i}, ${j})`);
        }
      }
    }
    expect(onWalls).toEqual([]);
  });
});
