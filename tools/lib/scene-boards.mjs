// The three ready boards: one geometry per ruleset gives both the background picture and the
// Scene document (grid, walls, Regions), so what is drawn is what blocks.
import crypto from "node:crypto";
import fs from "node:fs";
import { at, SYSTEM_ID } from "./paths.mjs";

/** The boards' geometry, shared with the command line's boards (src/data/scenes/ready-boards.ts). */
const BOARDS = JSON.parse(fs.readFileSync(at("src", "data", "scenes", "ready-boards.json"), "utf8"));

const PACK = "shelf-wars-scenes";
const ASSET_DIR = "assets/scenes";

/** CONST.GRID_TYPES, CONST.WALL_SENSE_TYPES, CONST.WALL_MOVEMENT_TYPES, CONST.REGION_VISIBILITY (v13). */
const GRID = { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 };
const SENSE = { NONE: 0, NORMAL: 20 };
const MOVE = { NONE: 0, NORMAL: 20 };
const REGION_LAYER = 0;

/** A stable 16-character id from a name, so regenerating keeps every id. */
export function stableId(prefix, seed) {
  const hex = crypto.createHash("sha256").update(`${SYSTEM_ID}:${seed}`).digest("hex");
  return `${prefix}${hex}`.slice(0, 16);
}

const round = (n) => Math.round(n);

function wall(sceneId, seed, [x0, y0, x1, y1]) {
  const _id = stableId("wl", `${sceneId}:${seed}`);
  return {
    _id,
    _key: `!scenes.walls!${sceneId}.${_id}`,
    c: [round(x0), round(y0), round(x1), round(y1)],
    light: SENSE.NORMAL,
    move: MOVE.NORMAL,
    sight: SENSE.NORMAL,
    sound: SENSE.NORMAL,
    dir: 0,
    door: 0,
    ds: 0,
    threshold: { light: null, sight: null, sound: null, attenuation: false },
    flags: {},
  };
}

/** Walls along a closed polygon's edges (points in order). */
function wallsAround(sceneId, seed, points) {
  return points.map((p, n) => {
    const q = points[(n + 1) % points.length];
    return wall(sceneId, `${seed}:${n}`, [p.x, p.y, q.x, q.y]);
  });
}

function rectPoints({ x, y, w, h }) {
  return [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ];
}

/**
 * A Region with Foundry's "Modify Movement Cost" behaviour (type `modifyMovementCost`, system
 * `{ difficulties: { <movement action>: multiplier } }`, foundry.data.regionBehaviors.
 * ModifyMovementCostRegionBehaviorType in the v13 API).
 */
function terrainRegion(sceneId, seed, name, color, rects, difficulties) {
  const _id = stableId("rg", `${sceneId}:${seed}`);
  const behaviorId = stableId("bh", `${sceneId}:${seed}`);
  return {
    _id,
    _key: `!scenes.regions!${sceneId}.${_id}`,
    name,
    color,
    shapes: rects.map(({ x, y, w, h }) => ({ type: "rectangle", x, y, width: w, height: h, rotation: 0, hole: false })),
    elevation: { bottom: null, top: null },
    behaviors: [
      {
        _id: behaviorId,
        _key: `!scenes.regions.behaviors!${sceneId}.${_id}.${behaviorId}`,
        name,
        type: "modifyMovementCost",
        system: { difficulties },
        disabled: false,
        flags: {},
      },
    ],
    visibility: REGION_LAYER,
    locked: false,
    flags: {},
  };
}

/**
 * A ready scene in v13's shape (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.SceneData.html:
 * a top-level `background`, no Level documents), as dnd5e 5.3.x left its pack data for both
 * generations; the build stamps `_stats.coreVersion` 13.x, so a v14 server migrates it as any v13
 * scene. (`levels: []` is how the LevelDB compiler, @foundryvtt/foundryvtt-cli, reads back a scene
 * without Level documents: the source says the same so the round trip is exact.) That migration
 * moves backgrounds onto Levels and was reported to lose them (core issue 13750), so the flag
 * `readyScene` names the background: the active GM's client puts it back on the scene's level
 * once if it is missing there (src/foundry/compat/ready-scenes.ts).
 */
function sceneDocument({ id, name, ruleset, svgPath, width, height, grid, walls, regions, scale, backgroundColor, flags = {} }) {
  const src = `systems/${SYSTEM_ID}/${svgPath}`;
  return {
    _id: id,
    _key: `!scenes!${id}`,
    name,
    active: false,
    navigation: true,
    navOrder: 0,
    navName: "",
    background: { src, anchorX: 0, anchorY: 0, offsetX: 0, offsetY: 0, fit: "fill", scaleX: 1, scaleY: 1, rotation: 0, tint: "#ffffff", alphaThreshold: 0 },
    foreground: null,
    thumb: src,
    width,
    height,
    padding: 0,
    initial: { x: Math.round(width / 2), y: Math.round(height / 2), scale },
    backgroundColor,
    grid,
    tokenVision: false,
    drawings: [],
    tokens: [],
    levels: [],
    lights: [],
    notes: [],
    regions,
    sounds: [],
    templates: [],
    tiles: [],
    walls,
    playlist: null,
    playlistSound: null,
    journal: null,
    journalEntryPage: null,
    weather: "",
    folder: null,
    sort: 0,
    ownership: { default: 0 },
    flags: { [SYSTEM_ID]: { ruleset, readyScene: { background: src }, ...flags } },
  };
}

const svgOpen = (w, h) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
const poly = (points, attrs) => `<polygon points="${points.map((p) => `${round(p.x)},${round(p.y)}`).join(" ")}" ${attrs}/>`;

/* Angry Miniatures: a square-grid field with a pond, two woods, a ruined cottage and stone walls. */
function angryMiniatures() {
  const id = stableId("sc", "angry-miniatures-field");
  const { square: size, columns, rows, pond, woods, cottage, cottageWalls, stoneWalls } = BOARDS["angry-miniatures"];
  const width = columns * size;
  const height = rows * size;
  const walls = [
    // The cottage, its door a gap in the south wall.
    ...cottageWalls.map((c, n) => wall(id, `cottage:${n}`, c)),
    ...stoneWalls.map((c, n) => wall(id, `stone:${n}`, c)),
  ];
  // DECISIONS: difficult terrain and water cost 2 a square to walk. Water is cheaper to swim
  // than to walk, which is how the Angry Miniatures adapter tells water from difficult ground.
  const regions = [
    terrainRegion(id, "pond", "Pond (water)", "#2f6f9f", pond, { walk: 2, swim: 1, fly: 1, climb: 2, burrow: 2 }),
    terrainRegion(id, "woods", "Woods (difficult terrain)", "#3d6b2a", woods, { walk: 2, swim: 2, fly: 1, climb: 2, burrow: 2 }),
  ];
  const trees = woods.flatMap(({ x, y, w, h }) => {
    const out = [];
    for (let tx = x + 50; tx < x + w; tx += 100) for (let ty = y + 50; ty < y + h; ty += 100) {
      out.push(`<circle cx="${tx - 12}" cy="${ty - 10}" r="34" fill="#2e5a20"/><circle cx="${tx + 16}" cy="${ty + 14}" r="28" fill="#3f7a2c"/>`);
    }
    return out;
  });
  const svg = [
    svgOpen(width, height),
    `<rect width="${width}" height="${height}" fill="#7fa65a"/>`,
    ...Array.from({ length: 60 }, (_, n) => `<circle cx="${(n * 337) % width}" cy="${(n * 211) % height}" r="${18 + (n % 5) * 6}" fill="#86ad61"/>`),
    ...woods.map(({ x, y, w, h }) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#54803a"/>`),
    ...trees,
    ...pond.map(({ x, y, w, h }) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#3b7fb5"/>`),
    ...pond.map(({ x, y }) => `<path d="M${x + 40} ${y + 80} q40 -20 80 0 t80 0 M${x + 70} ${y + 180} q40 -20 80 0 t80 0 M${x + 60} ${y + 260} q40 -20 80 0" stroke="#8cc4ea" stroke-width="8" fill="none"/>`),
    `<rect x="${cottage.x}" y="${cottage.y}" width="${cottage.w}" height="${cottage.h}" fill="#a88a62"/>`,
    ...walls.map(({ c }) => `<line x1="${c[0]}" y1="${c[1]}" x2="${c[2]}" y2="${c[3]}" stroke="#5d5a55" stroke-width="22" stroke-linecap="square"/>`),
    ...walls.map(({ c }) => `<line x1="${c[0]}" y1="${c[1]}" x2="${c[2]}" y2="${c[3]}" stroke="#8d8982" stroke-width="10" stroke-dasharray="24 8"/>`),
    "</svg>",
    "",
  ].join("\n");
  const svgPath = `${ASSET_DIR}/angry-miniatures-field.svg`;
  const scene = sceneDocument({
    id,
    name: "Angry Miniatures: The Crossing Field",
    ruleset: "angry-miniatures",
    svgPath,
    width,
    height,
    grid: { type: GRID.SQUARE, size, style: "solidLines", thickness: 1, color: "#000000", alpha: 0.25, distance: 1, units: "sq" },
    walls,
    regions,
    scale: 0.5,
    backgroundColor: "#3a4a2a",
  });
  return { svgPath, svg, scene, file: "angry-miniatures-field.json" };
}

/**
 * The centre Foundry v13 gives hex (i, j) of a column layout (HexagonalGrid#getCenterPoint,
 * https://foundryvtt.com/api/v13/classes/foundry.grid.HexagonalGrid.html): columns stride 0.75 of
 * the hex's width `size * 2/sqrt(3)`; down a column the centres sit at `i * size`, half a hex
 * lower in the shifted columns, which are the odd columns of HEXODDQ and the even columns of
 * HEXEVENQ. So HEXODDQ's hex (0, 0) is centred on the top edge (a half hex) and HEXEVENQ's is whole.
 * test/build/kf-board-layout.test.ts checks the built board against the stand-in's core layout.
 */
export function columnHexCentre(gridType, i, j, size) {
  if (gridType !== GRID.HEXODDQ && gridType !== GRID.HEXEVENQ) throw new Error(`columnHexCentre: ${gridType} is not a column hex layout`);
  const shifted = (Math.abs(j) % 2 === 1) !== (gridType === GRID.HEXEVENQ);
  const sizeX = (size * 2) / Math.sqrt(3);
  return { x: (0.75 * j + 0.5) * sizeX, y: (i + (shifted ? 0.5 : 0)) * size };
}

/** The six corners of a flat-topped hex around its centre, clockwise from the left. */
export function hexCorners(centre, sizeX, sizeY) {
  const { x, y } = centre;
  return [
    { x: x - sizeX / 2, y },
    { x: x - sizeX / 4, y: y - sizeY / 2 },
    { x: x + sizeX / 4, y: y - sizeY / 2 },
    { x: x + sizeX / 2, y },
    { x: x + sizeX / 4, y: y + sizeY / 2 },
    { x: x - sizeX / 4, y: y + sizeY / 2 },
  ];
}

/**
 * The source's board: 7 x 5 hexes (it names no layout). Shelf Wars lays it in 7 columns of 5
 * flat-topped hexes, every other column half a hex lower, so the 7 columns read the same from
 * either end: with rows of pointy-topped hexes the shifted rows reach half a hex further towards
 * one end, and the force starting there won 57.6% of the ready match against 50.5% on this
 * layout (docs/playing.md). In a scene without padding that is Foundry's HEXEVENQ layout: the
 * even columns (both ends among them) are whole from the top edge (i 0..4), the odd columns start
 * half a hex down (i 1..5, their i 0 being the half hex on the edge). `terrain` is in the scene's
 * own (HEXEVENQ) offsets.
 */
const KF_DATA = BOARDS["knight-fight"];
export const KF_BOARD = {
  columns: KF_DATA.columns,
  rows: KF_DATA.rows,
  size: KF_DATA.size,
  gridType: GRID.HEXEVENQ,
  // src/data/scenes/ready-boards.json counts a column's hexes from its top end (the rules' board);
  // the scene's odd columns start at i 1 (their i 0 is the half hex on the edge).
  terrain: KF_DATA.terrain.map(({ i, j }) => ({ i: i + (j % 2), j })),
};

/** Every hex of the board in the scene's offsets, column by column: `row` counts from the column's top end. */
export function kfBoardHexes() {
  const { columns, rows, size, gridType } = KF_BOARD;
  const hexes = [];
  for (let j = 0; j < columns; j++) {
    // The first whole hex of the column: its top side at y >= 0.
    const first = columnHexCentre(gridType, 0, j, size).y - size / 2 >= 0 ? 0 : 1;
    for (let row = 0; row < rows; row++) hexes.push({ i: first + row, j, row });
  }
  return hexes;
}

/**
 * Knight Fight: the source's 7 x 5 hex board. Foundry's hexagonal grid measures `size` across
 * the flats (a flat-topped hex is `size` tall and 2/sqrt(3) of it wide), so the scene is the
 * board's bounding box. Foundry would draw partial hexes in the edge notches; the scene's own grid
 * lines are hidden and the background draws exactly the 35 hexes, each on Foundry's own hex.
 */
function knightFight() {
  const id = stableId("sc", "knight-fight-board");
  const { columns, rows, size, gridType, terrain } = KF_BOARD;
  const sizeX = (size * 2) / Math.sqrt(3);
  const sizeY = size;
  const width = Math.ceil((columns - 1) * 0.75 * sizeX + sizeX);
  const height = rows * sizeY + sizeY / 2;
  const isTerrain = (i, j) => terrain.some((t) => t.i === i && t.j === j);
  const cornersOf = (i, j) => hexCorners(columnHexCentre(gridType, i, j, size), sizeX, sizeY);
  const walls = terrain.flatMap(({ i, j }) => wallsAround(id, `terrain:${i},${j}`, cornersOf(i, j)));
  const hexes = [];
  for (const { i, j } of kfBoardHexes()) {
    const fill = isTerrain(i, j) ? "#6b6256" : j === 0 || j === columns - 1 ? "#d9c9a3" : "#e6d9b8";
    hexes.push(poly(cornersOf(i, j), `fill="${fill}" stroke="#4a3b28" stroke-width="3"`));
    if (isTerrain(i, j)) {
      const c = columnHexCentre(gridType, i, j, size);
      hexes.push(
        `<polygon points="${round(c.x - 50)},${round(c.y + 35)} ${round(c.x - 15)},${round(c.y - 45)} ${round(c.x + 20)},${round(c.y + 35)}" fill="#8f857a"/>`,
        `<polygon points="${round(c.x - 5)},${round(c.y + 35)} ${round(c.x + 25)},${round(c.y - 25)} ${round(c.x + 55)},${round(c.y + 35)}" fill="#a69c90"/>`,
      );
    }
  }
  const svg = [svgOpen(width, round(height)), `<rect width="${width}" height="${round(height)}" fill="#3b2a1a"/>`, ...hexes, "</svg>", ""].join("\n");
  const svgPath = `${ASSET_DIR}/knight-fight-board.svg`;
  const scene = sceneDocument({
    id,
    name: "Knight Fight: The Seven-by-Five Board",
    ruleset: "knight-fight",
    svgPath,
    width,
    height: round(height),
    grid: { type: gridType, size, style: "solidLines", thickness: 1, color: "#000000", alpha: 0, distance: 1, units: "hex" },
    walls,
    regions: [],
    scale: 1,
    backgroundColor: "#3b2a1a",
  });
  return { svgPath, svg, scene, file: "knight-fight-board.json" };
}

/** Precious Moments: a 36 x 24 inch tabletop (100 pixels an inch), gridless, with four obstacles. */
function preciousMoments() {
  const id = stableId("sc", "precious-moments-table");
  const { inch, books, musicBox, teacup, vase } = BOARDS["precious-moments"];
  const width = BOARDS["precious-moments"].width * inch;
  const height = BOARDS["precious-moments"].height * inch;
  // The round obstacles' walls are the octagons the data lists (the pictures draw circles).
  const walls = [
    ...wallsAround(id, "books", rectPoints(books)),
    ...wallsAround(id, "music-box", rectPoints(musicBox)),
    ...wallsAround(id, "teacup", teacup.outline),
    ...wallsAround(id, "vase", vase.outline),
  ];
  const zone = 6 * inch;
  const svg = [
    svgOpen(width, height),
    `<rect width="${width}" height="${height}" fill="#c79a68"/>`,
    ...Array.from({ length: 12 }, (_, n) => `<path d="M0 ${100 + n * 200} C ${width / 3} ${60 + n * 200}, ${(2 * width) / 3} ${150 + n * 200}, ${width} ${100 + n * 200}" stroke="#b78a59" stroke-width="10" fill="none"/>`),
    `<rect x="0" y="0" width="${zone}" height="${height}" fill="#8fb3d9" fill-opacity="0.35"/>`,
    `<rect x="${width - zone}" y="0" width="${zone}" height="${height}" fill="#e0a3b8" fill-opacity="0.35"/>`,
    `<line x1="${zone}" y1="0" x2="${zone}" y2="${height}" stroke="#4f6f91" stroke-width="8" stroke-dasharray="40 20"/>`,
    `<line x1="${width - zone}" y1="0" x2="${width - zone}" y2="${height}" stroke="#9c5470" stroke-width="8" stroke-dasharray="40 20"/>`,
    `<rect x="${books.x}" y="${books.y}" width="${books.w}" height="${books.h}" fill="#7a2f2f"/>`,
    `<rect x="${books.x + 20}" y="${books.y + 100}" width="${books.w - 40}" height="100" fill="#2f4f7a"/>`,
    `<rect x="${books.x + 40}" y="${books.y + 200}" width="${books.w - 80}" height="80" fill="#3f6a3a"/>`,
    `<rect x="${musicBox.x}" y="${musicBox.y}" width="${musicBox.w}" height="${musicBox.h}" rx="20" fill="#f2e6cf" stroke="#9a7b4f" stroke-width="14"/>`,
    `<circle cx="${musicBox.x + musicBox.w / 2}" cy="${musicBox.y + musicBox.h / 2}" r="60" fill="#d6b36a"/>`,
    `<circle cx="${teacup.cx}" cy="${teacup.cy}" r="${teacup.r}" fill="#f7f3ee" stroke="#6f8fb0" stroke-width="16"/>`,
    `<circle cx="${teacup.cx}" cy="${teacup.cy}" r="${teacup.r - 60}" fill="#8a5a3a"/>`,
    `<circle cx="${vase.cx}" cy="${vase.cy}" r="${vase.r}" fill="#5f8f8a" stroke="#3d5f5b" stroke-width="14"/>`,
    `<circle cx="${vase.cx}" cy="${vase.cy}" r="${vase.r / 2}" fill="#2f4744"/>`,
    "</svg>",
    "",
  ].join("\n");
  const svgPath = `${ASSET_DIR}/precious-moments-table.svg`;
  const scene = sceneDocument({
    id,
    name: "Precious Moments: The Parlour Table",
    ruleset: "precious-moments",
    svgPath,
    width,
    height,
    grid: { type: GRID.GRIDLESS, size: inch, style: "solidLines", thickness: 1, color: "#000000", alpha: 0.2, distance: 1, units: "in" },
    walls,
    regions: [],
    scale: 0.3,
    backgroundColor: "#6b4a2b",
    // The home zones painted on the left and right edges: the coin toss offers Player 1 those two.
    flags: { homeEdges: BOARDS["precious-moments"].homeEdges },
  });
  return { svgPath, svg, scene, file: "precious-moments-table.json" };
}

/** Every board: its picture, its Scene source, and where each is written. */
export function sceneBoards() {
  return [angryMiniatures(), knightFight(), preciousMoments()].map((board) => ({
    ...board,
    svgFile: board.svgPath,
    sourceFile: `packs/_source/${PACK}/${board.file}`,
  }));
}
