import type { StandInPart } from "../index";
import { standInGrid, type StandInWall } from "./canvas";
import { isHexType } from "../hex-grid";
import { createRegions, deleteRegions } from "./regions";
import { StandInModelActor, StandInSyntheticActor } from "./am-documents";
import { currentUser, permissionRefusal, registerDocument, StandInCollection, StandInDocument, type StandInDocumentData } from "./documents";

/**
 * Scenes and their tokens as documents, whether or not the scene is on screen:
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.Scene.html: `tokens` (embedded
 *   TokenDocuments by id), `regions`, `grid` (a BaseGrid built from the scene's grid data:
 *   `type`, `size`, `distance`, `diagonals`, with `getOffset`, `getCenterPoint`, `sizeX`/`sizeY`),
 *   `walls` (embedded WallDocuments).
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html: `x`, `y` (top-left,
 *   pixels), `width`, `height` (grid spaces), `disposition`, `actorId`, `actorLink`, `actor`, and
 *   `object` (its placeable: null while the scene is not drawn on the canvas), `regions` (the
 *   Regions it stands in: none here), `hidden` (default false) and `shape` (CONST.TOKEN_SHAPES,
 *   default RECTANGLE_1 = 4: https://foundryvtt.com/api/v13/classes/foundry.documents.BaseToken.html).
 * An unlinked token's `actor` is its synthetic actor (see `StandInSyntheticActor` in am-documents.ts).
 */
export interface StandInGridData {
  type: number;
  size?: number;
  distance?: number;
  diagonals?: number;
}

export class StandInScene extends StandInDocument {
  readonly tokens = new StandInCollection<StandInSceneToken>();
  /** MeasuredTemplate documents (Scene#templates). */
  readonly templates = new StandInCollection<StandInDocument>();
  /** Scene#regions, an embedded collection: stored Region documents (see regions.ts) and test-built terrain regions. */
  readonly regions = new StandInCollection<{ id: string }>();
  /** WallDocuments (`c`, `sight`, `move`, `door`, `ds`, `dir`), as Scene#walls holds them. */
  readonly walls = new StandInCollection<StandInDocument>();

  constructor(data: StandInDocumentData & { grid: StandInGridData }) {
    super("Scene", data);
  }
  /**
   * Scene#grid: core shrinks a `flags.core.legacyHex` hex scene's grid by sqrt(3)/2 and lays it
   * out the pre-v10 way (core issues 8769, 13324); that layout is not modelled: it throws.
   */
  get grid() {
    const data = this._source.grid as StandInGridData;
    const legacyHex = (this._source.flags as { core?: { legacyHex?: boolean } } | undefined)?.core?.legacyHex === true;
    if (legacyHex && isHexType(data.type)) throw new Error("stand-in Scene#grid: the legacyHex (pre-v10) hex layout is not modelled");
    return standInGrid(data.type, data);
  }
  /**
   * Scene#createEmbeddedDocuments / deleteEmbeddedDocuments for MeasuredTemplates
   * (https://foundryvtt.com/api/v13/classes/foundry.documents.Scene.html, BaseMeasuredTemplate):
   * a user with the template-creation permission (players by default) creates templates they
   * author; only a GM or a template's author deletes it: anyone else is refused by the server and
   * the promise rejects (see `permissionRefusal`). Tokens: see `#createTokens`. Other embedded
   * types are not modelled.
   */
  async createEmbeddedDocuments(type: string, data: StandInDocumentData[]): Promise<StandInDocument[]> {
    if (type === "Token") return this.#createTokens(data);
    if (type === "Region") return createRegions(this, data);
    if (type !== "MeasuredTemplate") throw new Error(`stand-in Scene: creating ${type} is not modelled`);
    const user = sceneUser();
    return data.map((d) => {
      const template = new StandInDocument("MeasuredTemplate", { ...d, author: user.id, ownership: { [user.id]: 3 } }, this);
      this.templates.add(template);
      return registerDocument(template);
    });
  }
  async deleteEmbeddedDocuments(type: string, ids: string[]): Promise<StandInDocument[]> {
    if (type === "Region") return deleteRegions(this, ids);
    if (type !== "MeasuredTemplate") throw new Error(`stand-in Scene: deleting ${type} is not modelled`);
    const user = sceneUser();
    const deleted: StandInDocument[] = [];
    for (const id of ids) {
      const template = this.templates.get(id);
      if (!template) throw new Error(`stand-in Scene: no MeasuredTemplate ${id}`);
      if (!user.isGM && template._source.author !== user.id) throw permissionRefusal(user, "delete", template);
      this.templates.delete(id);
      deleted.push(template);
    }
    return deleted;
  }
  /**
   * Scene#dimensions (SceneDimensions, https://foundryvtt.com/api/v13/interfaces/foundry.types.SceneDimensions.html):
   * the canvas (`width`, `height`) and the scene's own rectangle inside it (`sceneX`, `sceneY`,
   * `sceneWidth`, `sceneHeight`, `sceneRect`), `rows` and `columns`, `size` pixels a grid space,
   * `distance` units a space and `distancePixels` pixels a unit. Scene#getDimensions takes the
   * canvas and the rectangle's corner from the grid's `calculateDimensions(width, height, padding)`
   * (padding defaults to 0.25; see the stand-in grids for square, gridless and hex rounding) and
   * moves the corner back by the background's `offsetX` / `offsetY`; foundryvtt/crucible's
   * module/documents/scene.mjs overrides getDimensions with the same steps. (A legacyHex scene
   * throws in `grid`.)
   */
  get dimensions() {
    const grid = this.grid;
    const width = Number(this._source.width ?? 4000);
    const height = Number(this._source.height ?? 3000);
    const padding = Number(this._source.padding ?? 0.25);
    const background = this._source.background as { offsetX?: number; offsetY?: number } | undefined;
    const canvas = grid.calculateDimensions(width, height, padding);
    const sceneX = canvas.x - (background?.offsetX ?? 0);
    const sceneY = canvas.y - (background?.offsetY ?? 0);
    return {
      width: canvas.width,
      height: canvas.height,
      size: grid.size,
      distance: grid.distance,
      distancePixels: grid.size / grid.distance,
      sceneX,
      sceneY,
      sceneWidth: width,
      sceneHeight: height,
      sceneRect: { x: sceneX, y: sceneY, width, height },
      rows: canvas.rows,
      columns: canvas.columns,
    };
  }

  /**
   * Scene#createEmbeddedDocuments("Token", data)
   * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#createembeddeddocuments):
   * the tokens are created and returned, owned as their actor is unless the data says. Creating
   * tokens needs the TOKEN_CREATE permission (default: Assistant, CONST.USER_PERMISSIONS), "which
   * allows players to place tokens for actors they own" (foundryvtt/dnd5e#534). Without it the
   * server refuses the operation, nothing is created and the promise rejects ("User X lacks
   * permission to create Token [id] in parent Scene [id]", see `permissionRefusal`). A player with
   * the permission placing a token of an actor they do not own is not modelled: it throws.
   */
  #createTokens(data: StandInDocumentData[]): StandInSceneToken[] {
    const user = currentUser();
    const actors = (globalThis as unknown as { game: { actors: Map<string, StandInDocument> } }).game.actors;
    const tokens = data.map((source) => {
      const actor = typeof source.actorId === "string" ? actors.get(source.actorId) : undefined;
      return new StandInSceneToken("Token", { ownership: actor?._source.ownership ?? {}, ...structuredClone(source) }, this);
    });
    const refused = tokens.find(() => !user.can("TOKEN_CREATE"));
    if (refused) throw permissionRefusal(user, "create", refused);
    const unowned = tokens.find((token) => !user.isGM && !actors.get(token.actorId ?? "")?.testUserPermission(user, "OWNER"));
    if (unowned) throw new Error("stand-in Scene#createEmbeddedDocuments: a player's token of an actor they do not own is not modelled");
    for (const token of tokens) this.tokens.add(registerDocument(token));
    return tokens;
  }
}

export class StandInSceneToken extends StandInDocument {
  /** The Regions the token stands in (TokenDocument#regions); the stand-in's scenes have none. */
  readonly regions = new Set<never>();
  get x(): number {
    return Number(this._source.x ?? 0);
  }
  get y(): number {
    return Number(this._source.y ?? 0);
  }
  get width(): number {
    return Number(this._source.width ?? 1);
  }
  get height(): number {
    return Number(this._source.height ?? 1);
  }
  get disposition(): number {
    return Number(this._source.disposition ?? 0);
  }
  get hidden(): boolean {
    return this._source.hidden === true;
  }
  get shape(): number {
    return Number(this._source.shape ?? 4);
  }
  get actorId(): string | null {
    return (this._source.actorId as string | null | undefined) ?? null;
  }
  /** TokenDocument#actorLink (BaseToken's field, default false): whether `actor` is the world actor itself. */
  get actorLink(): boolean {
    return this._source.actorLink === true;
  }
  /**
   * TokenDocument#movementHistory (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html):
   * the waypoints of the moves recorded since the history was last cleared, oldest first (kept in
   * the source's `_movementHistory`); `clearMovementHistory()` empties it, as an update of the token
   * (an empty history stays as it is; a user who may not update the token is refused: it rejects).
   */
  get movementHistory(): { x: number; y: number }[] {
    return structuredClone((this._source._movementHistory as { x: number; y: number }[] | undefined) ?? []);
  }
  async clearMovementHistory(): Promise<void> {
    await this.update({ _movementHistory: [] });
  }
  /** No placeables are drawn in the stand-in: every scene is off screen. */
  get object(): null {
    return null;
  }
  get actor(): StandInDocument | null {
    const actors = (globalThis as unknown as { game: { actors: Map<string, StandInDocument> } }).game.actors;
    const base = (this.actorId ? actors.get(this.actorId) : undefined) ?? null;
    if (this._source.actorLink === true || !base) return base;
    return syntheticActorOf(this, base);
  }
}

/** A WallDocument on a scene (https://foundryvtt.com/api/v13/classes/foundry.documents.BaseWall.html): `c`, `sight`, `move`, `door`, `ds`, `dir`. */
export class StandInWallDocument extends StandInDocument {
  get c(): number[] {
    return [...(this._source.c as number[])];
  }
  get sight(): number {
    return Number(this._source.sight);
  }
  get door(): number {
    return Number(this._source.door);
  }
  get ds(): number {
    return Number(this._source.ds);
  }
  get dir(): number {
    return Number(this._source.dir);
  }
  /** CONST.WALL_MOVEMENT_TYPES: NONE (0) or NORMAL (20); core's default is NORMAL. */
  get move(): number {
    return Number(this._source.move ?? 20);
  }
}

/** Adds a wall document to the scene (see `standInWall` for its data). */
export function addWall(scene: StandInScene, wall: StandInWall): StandInWallDocument {
  const document = new StandInWallDocument("Wall", { ...wall, c: [...wall.c] }, scene);
  scene.walls.add(document);
  return registerDocument(document);
}

function sceneUser(): { id: string; name: string; isGM: boolean } {
  return (globalThis as unknown as { game: { user: { id: string; name: string; isGM: boolean } } }).game.user;
}

export function createGridScene(grid: StandInGridData, data: StandInDocumentData = {}): StandInScene {
  const scene = new StandInScene({ name: "Scene", ...data, grid });
  const game = (globalThis as unknown as { game: { scenes: StandInCollection<StandInDocument> } }).game;
  game.scenes.add(scene);
  return registerDocument(scene);
}

/** A linked token of `actor` on the space (row i, column j) of the scene's grid, square or hex. */
export function placeToken(
  scene: StandInScene,
  actor: StandInDocument,
  at: { i: number; j: number },
  data: { disposition?: number; name?: string; _id?: string; actorLink?: boolean } = {},
): StandInSceneToken {
  const { x, y } = scene.grid.getTopLeftPoint(at);
  const token = new StandInSceneToken(
    "Token",
    { name: actor.name, actorLink: true, ...data, x, y, actorId: actor.id, ownership: actor._source.ownership ?? {} },
    scene,
  );
  scene.tokens.add(token);
  return registerDocument(token);
}

const synthetic = new WeakMap<StandInSceneToken, StandInSyntheticActor>();

/** The token's synthetic actor, made once and kept (as core keeps `TokenDocument#actor`); found by `fromUuid`. */
function syntheticActorOf(token: StandInSceneToken, base: StandInDocument): StandInSyntheticActor {
  if (!(base instanceof StandInModelActor)) throw new Error("stand-in: a synthetic actor of an actor without a data model is not modelled");
  const known = synthetic.get(token);
  if (known && !known.current) throw new Error("stand-in: a base actor changed under an unlinked token's synthetic actor is not modelled");
  if (known) return known;
  const made = registerDocument(new StandInSyntheticActor(token, base));
  synthetic.set(token, made);
  return made;
}

export const installPart: StandInPart = () => undefined;

/** A Region's shape as RegionDocument source holds it (foundry.data.BaseShapeData subclasses). */
export interface StandInRegionShape {
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation?: number;
  hole?: boolean;
}

export interface StandInRegionSource {
  shapes: StandInRegionShape[];
  elevation?: { bottom: number | null; top: number | null };
  behaviors: { type: string; disabled?: boolean; system: Record<string, unknown> }[];
}

/**
 * A RegionDocument built from its source (https://foundryvtt.com/api/v13/classes/foundry.documents.RegionDocument.html):
 * `behaviors` (RegionBehavior documents with `type`, `disabled`, `system`), `elevation`
 * ({bottom, top}, null meaning unbounded) and `testPoint({x, y, elevation})`: inside when the
 * elevation lies within bottom..top and the point lies in the union of the non-hole shapes and
 * in none of the holes. Only unrotated rectangles
 * (https://foundryvtt.com/api/v13/classes/foundry.data.RectangleShapeData.html) are modelled,
 * and a point on a shape's edge, where core's polygon tests decide, is refused.
 */
export function standInRegion(source: StandInRegionSource) {
  for (const shape of source.shapes) {
    if (shape.type !== "rectangle" || (shape.rotation ?? 0) !== 0) {
      throw new Error(`stand-in Region: only unrotated rectangles are modelled, not ${shape.type} rotated ${shape.rotation ?? 0}`);
    }
  }
  const elevation = { bottom: source.elevation?.bottom ?? null, top: source.elevation?.top ?? null };
  const inShape = (shape: StandInRegionShape, x: number, y: number): boolean => {
    const onEdge =
      ((x === shape.x || x === shape.x + shape.width) && y >= shape.y && y <= shape.y + shape.height) ||
      ((y === shape.y || y === shape.y + shape.height) && x >= shape.x && x <= shape.x + shape.width);
    if (onEdge) throw new Error("stand-in Region: a point on a shape's edge is not modelled");
    return x > shape.x && x < shape.x + shape.width && y > shape.y && y < shape.y + shape.height;
  };
  return {
    elevation,
    behaviors: source.behaviors.map((b) => ({ type: b.type, disabled: b.disabled ?? false, system: structuredClone(b.system) })),
    testPoint({ x, y, elevation: z }: { x: number; y: number; elevation: number }): boolean {
      if (elevation.bottom !== null && z < elevation.bottom) return false;
      if (elevation.top !== null && z > elevation.top) return false;
      const solid = source.shapes.filter((s) => !s.hole);
      const holes = source.shapes.filter((s) => s.hole);
      return solid.some((s) => inShape(s, x, y)) && !holes.some((s) => inShape(s, x, y));
    },
  };
}
