import type { StandInPart } from "../index";
import { standInGrid, type StandInWall } from "./canvas";
import { registerDocument, StandInCollection, StandInDocument, type StandInDocumentData } from "./documents";

/**
 * Scenes and their tokens as documents, whether or not the scene is on screen:
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.Scene.html: `tokens` (embedded
 *   TokenDocuments by id), `regions`, `grid` (a BaseGrid built from the scene's grid data:
 *   `type`, `size`, `distance`, `diagonals`, with `getOffset`, `getCenterPoint`, `sizeX`/`sizeY`),
 *   `walls` (embedded WallDocuments).
 * - https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html: `x`, `y` (top-left,
 *   pixels), `width`, `height` (grid spaces), `disposition`, `actorId`, `actorLink`, `actor`, and
 *   `object` (its placeable: null while the scene is not drawn on the canvas), `regions` (the
 *   Regions it stands in: none here).
 * Unlinked tokens' synthetic actors are not modelled: asking for one throws.
 */
export interface StandInGridData {
  type: number;
  size?: number;
  distance?: number;
  diagonals?: number;
}

export class StandInScene extends StandInDocument {
  readonly tokens = new StandInCollection<StandInSceneToken>();
  readonly regions: unknown[] = [];
  /** WallDocuments (`c`, `sight`, `door`, `ds`, `dir`), as Scene#walls holds them. */
  readonly walls = new StandInCollection<StandInDocument>();

  constructor(data: StandInDocumentData & { grid: StandInGridData }) {
    super("Scene", data);
  }
  get grid() {
    const data = this._source.grid as StandInGridData;
    return standInGrid(data.type, data);
  }

  /**
   * Scene#createEmbeddedDocuments("Token", data)
   * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#createembeddeddocuments):
   * the tokens are created and returned. A GM may always; whether a player may (the TOKEN_CREATE
   * permission, the actor's ownership) is not modelled: a player's request throws.
   */
  async createEmbeddedDocuments(type: string, data: StandInDocumentData[]): Promise<StandInSceneToken[]> {
    if (type !== "Token") throw new Error(`stand-in Scene#createEmbeddedDocuments: only Tokens are modelled, not ${type}`);
    const user = (globalThis as unknown as { game: { user: { isGM: boolean } | null } }).game.user;
    if (!user?.isGM) throw new Error("stand-in Scene#createEmbeddedDocuments: a player's token creation is not modelled");
    return data.map((source) => {
      const token = new StandInSceneToken("Token", structuredClone(source), this);
      this.tokens.add(token);
      return registerDocument(token);
    });
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
  get actorId(): string | null {
    return (this._source.actorId as string | null | undefined) ?? null;
  }
  /** No placeables are drawn in the stand-in: every scene is off screen. */
  get object(): null {
    return null;
  }
  get actor(): StandInDocument | null {
    if (this._source.actorLink !== true) throw new Error("stand-in: unlinked tokens' synthetic actors are not modelled");
    const actors = (globalThis as unknown as { game: { actors: Map<string, StandInDocument> } }).game.actors;
    return (this.actorId ? actors.get(this.actorId) : undefined) ?? null;
  }
}

/** A WallDocument on a scene (https://foundryvtt.com/api/v13/classes/foundry.documents.BaseWall.html): `c`, `sight`, `door`, `ds`, `dir`. */
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
}

/** Adds a wall document to the scene (see `standInWall` for its data). */
export function addWall(scene: StandInScene, wall: StandInWall): StandInWallDocument {
  const document = new StandInWallDocument("Wall", { ...wall, c: [...wall.c] }, scene);
  scene.walls.add(document);
  return registerDocument(document);
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
  data: { disposition?: number; name?: string; _id?: string } = {},
): StandInSceneToken {
  const { x, y } = scene.grid.getTopLeftPoint(at);
  const token = new StandInSceneToken(
    "Token",
    { name: actor.name, ...data, x, y, actorId: actor.id, actorLink: true, ownership: actor._source.ownership ?? {} },
    scene,
  );
  scene.tokens.add(token);
  return registerDocument(token);
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
