// Where a side drop puts the ready sides on each ruleset's ready scene: the first match the How to
// Play journal suggests (src/data/ready-pairings.ts), its first side dropped near the left edge and
// its second near the right, each through the drop's own code (placeSide over placementBoard on
// the scene's grid, walls and the tokens already placed). Read by tools/side-pictures.mjs to draw
// the pictures and by test/foundry/sides/side-pictures.test.ts, which drops the same sides in
// the stand-in and checks the tokens land here.
import fs from "node:fs";
import path from "node:path";
import { READY_PAIRINGS } from "../../../src/data/ready-pairings";
import { isSideColour, ringBackground, sideDisposition } from "../../../src/data/side-colours";
import type { Point } from "../../../src/rules/common/geometry";
import { placementBoard, type PlacedToken } from "../../../src/foundry/sides/placement-board";
import { placeSide, type FigureActorRef, type SideActorRef, type SideDropWorld } from "../../../src/foundry/sides/side-drop";
// The project's model of core's grids (square, hex, gridless), checked by the stand-in's contract tests.
import { standInGrid } from "../../../test/foundry-stand-in/parts/canvas";

export const PICTURE_RULESETS = ["angry-miniatures", "knight-fight", "precious-moments"] as const;
export type PictureRuleset = (typeof PICTURE_RULESETS)[number];

const SOURCE = path.join("packs", "_source");
const SCENE_FILE: Record<PictureRuleset, string> = {
  "angry-miniatures": "angry-miniatures-field",
  "knight-fight": "knight-fight-board",
  "precious-moments": "precious-moments-table",
};
const SIDE_PACK: Record<PictureRuleset, string> = {
  "angry-miniatures": "angry-miniatures-teams",
  "knight-fight": "knight-fight-figures",
  "precious-moments": "precious-moments-figures",
};
/** Where the two sides are dropped, as fractions of the scene's width and height. */
export const DROP_AT = [
  { x: 0.08, y: 0.5 },
  { x: 0.92, y: 0.5 },
] as const;

interface PackDoc {
  _id: string;
  name: string;
  type: string;
  img?: string;
  system?: { members?: string[]; color?: string };
  prototypeToken?: { disposition?: number; texture?: { src?: string }; width?: number; height?: number };
}

export interface SceneSource {
  name: string;
  width: number;
  height: number;
  grid: { type: number; size: number };
  background: { src: string };
  walls: { c: number[]; move?: number; door?: number; ds?: number }[];
}

export interface PlacedFigure {
  readonly name: string;
  /** The token image as the pack names it (systems/shelf-wars/...). */
  readonly texture: string;
  /** The token's top-left, scene pixels. */
  readonly x: number;
  readonly y: number;
}

export interface PlacedSide {
  readonly name: string;
  readonly colour: string;
  /** The ring's ground (ringBackground of the colour). */
  readonly background: string;
  readonly disposition: number;
  readonly drop: Point;
  readonly figures: readonly PlacedFigure[];
}

export interface ReadyTable {
  readonly ruleset: PictureRuleset;
  readonly scene: { readonly name: string; readonly width: number; readonly height: number; readonly grid: { readonly type: number; readonly size: number; readonly sizeX: number; readonly sizeY: number }; readonly background: string };
  readonly sides: readonly PlacedSide[];
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, "utf8")) as T;
}

function packDocs(pack: string): PackDoc[] {
  const dir = path.join(SOURCE, pack);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => readJson<PackDoc>(path.join(dir, f)));
}

export function readySceneSource(ruleset: PictureRuleset): SceneSource {
  return readJson<SceneSource>(path.join(SOURCE, "shelf-wars-scenes", `${SCENE_FILE[ruleset]}.json`));
}

/** The pair of ready sides the picture shows: the first match the journal suggests. */
export function readySideDocs(ruleset: PictureRuleset): { side: PackDoc; figures: PackDoc[] }[] {
  const pairing = READY_PAIRINGS.find((p) => p.ruleset === ruleset);
  if (!pairing) throw new Error(`side pictures: no ready pairing for ${ruleset}`);
  const sides = packDocs(SIDE_PACK[ruleset]).filter((d) => Array.isArray(d.system?.members));
  const figures = new Map(packDocs(`${ruleset}-figures`).map((d) => [d._id, d]));
  return [pairing.blue, pairing.red].map((name) => {
    const side = sides.find((s) => s.name === name);
    if (!side) throw new Error(`side pictures: ${ruleset} has no side named ${name}`);
    const members = (side.system?.members ?? []).map((uuid) => {
      const figure = figures.get(uuid.split(".").at(-1) ?? "");
      if (!figure) throw new Error(`side pictures: ${side.name} names ${uuid}, which its pack does not hold`);
      return figure;
    });
    return { side, figures: members };
  });
}

/** The drop's world for a side whose figures are (as after a GM's import) world actors not yet on the scene. */
function pictureWorld(scene: SceneSource, placed: readonly PlacedToken[], record: (placements: readonly { figure: FigureActorRef; at: Point }[]) => void): SideDropWorld {
  const grid = standInGrid(scene.grid.type, { size: scene.grid.size });
  const walls = scene.walls.filter((w) => (w.move ?? 20) !== 0 && !(w.door && w.ds === 1)).map((w) => w.c);
  return {
    isGM: true,
    mayCreateTokens: true,
    importFromCompendium: () => Promise.reject(new Error("side pictures: nothing is imported")),
    importSide: () => Promise.reject(new Error("side pictures: nothing is imported")),
    compendiumName: (uuid) => uuid,
    figure: () => Promise.reject(new Error("side pictures: figures are given")),
    setMembers: () => Promise.resolve(true),
    onScene: () => false,
    board: placementBoard(grid, { x: 0, y: 0, width: scene.width, height: scene.height }, placed, walls),
    async placeTokens(placements) {
      record(placements);
      return placements.length;
    },
    notify: () => undefined,
    localize: (key) => key,
  };
}

/** The ready table of a ruleset: its scene and its two ready sides where a drop at DROP_AT puts them. */
export async function readyTable(ruleset: PictureRuleset): Promise<ReadyTable> {
  const scene = readySceneSource(ruleset);
  const grid = standInGrid(scene.grid.type, { size: scene.grid.size });
  const placed: PlacedToken[] = [];
  const sides: PlacedSide[] = [];
  for (const [n, { side, figures }] of readySideDocs(ruleset).entries()) {
    const colour = side.system?.color;
    if (!isSideColour(colour)) throw new Error(`side pictures: ${side.name} has no colour`);
    const at = DROP_AT[n] ?? DROP_AT[0];
    const drop = { x: Math.round(scene.width * at.x), y: Math.round(scene.height * at.y) };
    const refs = figures.map((f) => ({ uuid: `Actor.${f._id}`, id: f._id, type: f.type, name: f.name, isOwner: true }));
    const sideRef: SideActorRef = { uuid: `Actor.${side._id}`, type: side.type, name: side.name, pack: null, id: side._id, isOwner: true, members: refs.map((r) => r.uuid) };
    let placements: readonly { figure: FigureActorRef; at: Point }[] = [];
    const world = pictureWorld(scene, placed, (p) => (placements = p));
    world.figure = async (uuid) => refs.find((r) => r.uuid === uuid) ?? null;
    const entry = { sideType: side.type, figureType: figures[0]?.type ?? "", keys: { onlyFigures: "", imported: "", importRefused: "" } };
    await placeSide(sideRef, drop, entry, world);
    const byId = new Map(figures.map((f) => [f._id, f]));
    sides.push({
      name: side.name,
      colour,
      background: ringBackground(colour),
      disposition: sideDisposition(side.prototypeToken?.disposition),
      drop,
      figures: placements.map(({ figure, at: topLeft }) => ({ name: figure.name, texture: byId.get(figure.id)?.prototypeToken?.texture?.src ?? "", x: topLeft.x, y: topLeft.y })),
    });
    for (const { at: topLeft } of placements) placed.push({ x: topLeft.x, y: topLeft.y, width: 1, height: 1 });
  }
  return {
    ruleset,
    scene: { name: scene.name, width: scene.width, height: scene.height, grid: { type: scene.grid.type, size: scene.grid.size, sizeX: grid.sizeX, sizeY: grid.sizeY }, background: scene.background.src },
    sides,
  };
}

export async function readyTables(): Promise<ReadyTable[]> {
  const tables: ReadyTable[] = [];
  for (const ruleset of PICTURE_RULESETS) tables.push(await readyTable(ruleset));
  return tables;
}
