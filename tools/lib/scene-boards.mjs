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
const GRID = { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3 };
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
function sceneDocument({ id, name, ruleset, svgPath, width, height, grid, walls, regions, scale, backgroundColor }) {
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
    flags: { [SYSTEM_ID]: { ruleset, readyScene: { background: src } } },
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
    `<path d="M240 880 q40 -20 80 0 t80 0 M330 980 q40 -20 80 0 t80 0 M260 1060 q40 -20 80 0" stroke="#8cc4ea" stroke-width="8" fill="none"/>`,
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
 * The centre Foundry v13 gives hex (i, j) of a row layout (HexagonalGrid#getCenterPoint,
 * https://foundryvtt.com/api/v13/classes/foundry.grid.HexagonalGrid.html): rows stride 0.75 of the
 * hex's height `size * 2/sqrt(3)`; along a row the centres sit at `j * size`, half a hex further
 * in the shifted rows, which are the odd rows of HEXODDR and the even rows of HEXEVENR. So
 * HEXODDR's hex (0, 0) is centred on the left edge (a half hex) and HEXEVENR's is whole.
 * test/build/kf-board-layout.test.ts checks the built board against the stand-in's core layout.
 */
export function rowHexCentre(gridType, i, j, size) {
  if (gridType !== GRID.HEXODDR && gridType !== GRID.HEXEVENR) throw new Error(`rowHexCentre: ${gridType} is not a row hex layout`);
  const shifted = (Math.abs(i) % 2 === 1) !== (gridType === GRID.HEXEVENR);
  const sizeY = (size * 2) / Math.sqrt(3);
  return { x: (j + (shifted ? 0.5 : 0)) * size, y: (0.75 * i + 0.5) * sizeY };
}

/** The six corners of a pointy-topped hex around its centre, clockwise from the top. */
export function hexCorners(centre, sizeX, sizeY) {
  const { x, y } = centre;
  return [
    { x, y: y - sizeY / 2 },
    { x: x + sizeX / 2, y: y - sizeY / 4 },
    { x: x + sizeX / 2, y: y + sizeY / 4 },
    { x, y: y + sizeY / 2 },
    { x: x - sizeX / 2, y: y + sizeY / 4 },
    { x: x - sizeX / 2, y: y - sizeY / 4 },
  ];
}

/**
 * The source's board: 5 rows of 7 hexes, each row after the first set half a hex right of the one
 * above. In a scene without padding that is Foundry's HEXEVENR layout: the even rows are whole
 * from the left edge (j 0..6), the odd rows start half a hex in (j 1..7, their j 0 being the half
 * hex on the edge). HEXODDR would put a half hex at the top-left instead, so the scene could not
 * show 7 whole hexes in its top row. `terrain` is in the scene's own (HEXEVENR) offsets.
 */
const KF_DATA = BOARDS["knight-fight"];
export const KF_BOARD = {
  columns: KF_DATA.columns,
  rows: KF_DATA.rows,
  size: KF_DATA.size,
  gridType: GRID.HEXEVENR,
  // src/data/scenes/ready-boards.json counts a row's hexes from its left end (the rules' board);
  // the scene's odd rows start at j 1 (their j 0 is the half hex on the edge).
  terrain: KF_DATA.terrain.map(({ i, j }) => ({ i, j: j + (i % 2) })),
};

/** Every hex of the board in the scene's offsets, row by row: `column` counts from the row's left end. */
export function kfBoardHexes() {
  const { columns, rows, size, gridType } = KF_BOARD;
  const hexes = [];
  for (let i = 0; i < rows; i++) {
    // The first whole hex of the row: its left side at x >= 0.
    const first = rowHexCentre(gridType, i, 0, size).x - size / 2 >= 0 ? 0 : 1;
    for (let column = 0; column < columns; column++) hexes.push({ i, j: first + column, column });
  }
  return hexes;
}

/**
 * Knight Fight: the source's 7 x 5 hex board. Foundry's hexagonal grid measures `size` across
 * the flats (a pointy-topped hex is `size` wide and 2/sqrt(3) of it tall), so the scene is the
 * board's bounding box. Foundry would draw partial hexes in the edge notches; the scene's own grid
 * lines are hidden and the background draws exactly the 35 hexes, each on Foundry's own hex.
 */
function knightFight() {
  const id = stableId("sc", "knight-fight-board");
  const { columns, rows, size, gridType, terrain } = KF_BOARD;
  const sizeX = size;
  const sizeY = (size * 2) / Math.sqrt(3);
  const width = columns * sizeX + sizeX / 2;
  const height = Math.ceil((rows - 1) * 0.75 * sizeY + sizeY);
  const isTerrain = (i, j) => terrain.some((t) => t.i === i && t.j === j);
  const cornersOf = (i, j) => hexCorners(rowHexCentre(gridType, i, j, size), sizeX, sizeY);
  const walls = terrain.flatMap(({ i, j }) => wallsAround(id, `terrain:${i},${j}`, cornersOf(i, j)));
  const hexes = [];
  for (const { i, j, column } of kfBoardHexes()) {
    const fill = isTerrain(i, j) ? "#6b6256" : column === 0 || column === columns - 1 ? "#d9c9a3" : "#e6d9b8";
    hexes.push(poly(cornersOf(i, j), `fill="${fill}" stroke="#4a3b28" stroke-width="3"`));
    if (isTerrain(i, j)) {
      const c = rowHexCentre(gridType, i, j, size);
      hexes.push(
        `<polygon points="${round(c.x - 50)},${round(c.y + 35)} ${round(c.x - 15)},${round(c.y - 45)} ${round(c.x + 20)},${round(c.y + 35)}" fill="#8f857a"/>`,
        `<polygon points="${round(c.x - 5)},${round(c.y + 35)} ${round(c.x + 25)},${round(c.y - 25)} ${round(c.x + 55)},${round(c.y + 35)}" fill="#a69c90"/>`,
      );
    }
  }
  const svg = [svgOpen(round(width), height), `<rect width="${round(width)}" height="${height}" fill="#3b2a1a"/>`, ...hexes, "</svg>", ""].join("\n");
  const svgPath = `${ASSET_DIR}/knight-fight-board.svg`;
  const scene = sceneDocument({
    id,
    name: "Knight Fight: The Seven-by-Five Board",
    ruleset: "knight-fight",
    svgPath,
    width: round(width),
    height,
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
