import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { amReadyBoard, kfReadyBoard, pmReadyTable } from "../../src/data/scenes/ready-boards";
import { assertBoard } from "../../src/rules/knight-fight/board";

interface SceneSource {
  width: number;
  height: number;
  grid: { size: number };
  walls: { c: number[] }[];
  regions: { name: string; shapes: { x: number; y: number; width: number; height: number }[]; behaviors: { system: { difficulties: Record<string, number> } }[] }[];
}

const scene = (file: string): SceneSource => JSON.parse(fs.readFileSync(`packs/_source/shelf-wars-scenes/${file}`, "utf8")) as SceneSource;
/** A wall's two ends in board units, the same whichever way round it is drawn. */
const key = (a: { x: number; y: number }, b: { x: number; y: number }): string => [`${a.x},${a.y}`, `${b.x},${b.y}`].sort().join(" ");

describe("the command line's boards are the ready scenes' boards", () => {
  it("Angry Miniatures: the field's size, its walls (sight) and its terrain, square by square", () => {
    const field = scene("angry-miniatures-field.json");
    const board = amReadyBoard();
    const size = field.grid.size;
    expect(board.size).toEqual({ rows: field.height / size, columns: field.width / size });
    expect(board.walls.map((w) => key(w.a, w.b)).sort()).toEqual(field.walls.map(({ c: [x0 = 0, y0 = 0, x1 = 0, y1 = 0] }) => key({ x: x0 / size, y: y0 / size }, { x: x1 / size, y: y1 / size })).sort());
    // As the adapter reads a Region: walking costs more and swimming less is water, otherwise difficult.
    const terrain: Record<string, string> = {};
    for (const region of field.regions) {
      const { walk = 1, swim } = region.behaviors[0]?.system.difficulties ?? {};
      const kind = walk > 1 && swim !== undefined && swim < walk ? "water" : "difficult";
      for (const s of region.shapes) for (let i = s.y / size; i < (s.y + s.height) / size; i++) for (let j = s.x / size; j < (s.x + s.width) / size; j++) terrain[`${i},${j}`] = kind;
    }
    expect(board.terrain).toEqual(terrain);
    expect(Object.values(board.terrain)).toContain("water");
  });

  it("Knight Fight: the seven-by-five board with its rocky hexes, walled on the scene", () => {
    const board = kfReadyBoard();
    expect(() => assertBoard(board)).not.toThrow();
    expect([board.columns, board.rows]).toEqual([7, 5]);
    expect(board.blocked.length).toBeGreaterThan(0);
    // Six walls around each rocky hex, nothing else.
    expect(scene("knight-fight-board.json").walls).toHaveLength(6 * board.blocked.length);
  });

  it("Precious Moments: the table in inches and every obstacle's wall", () => {
    const parlour = scene("precious-moments-table.json");
    const { table, walls } = pmReadyTable();
    const inch = parlour.grid.size;
    expect(table).toEqual({ width: parlour.width / inch, height: parlour.height / inch });
    expect(walls.map((w) => key(w.a, w.b)).sort()).toEqual(parlour.walls.map(({ c: [x0 = 0, y0 = 0, x1 = 0, y1 = 0] }) => key({ x: x0 / inch, y: y0 / inch }, { x: x1 / inch, y: y1 / inch })).sort());
  });
});
