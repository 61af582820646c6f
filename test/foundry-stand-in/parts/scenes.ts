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
  /** WallDocuments (`c`, `sight`, `move`, `door`, `ds`, `dir`), as Scene#walls holds them. */
  readonly walls = new StandInCollection<StandInDocument>();

  constructor(data: StandInDocumentData & { grid: StandInGridData }) {
    super("Scene", data);
  }
  get grid() {
    const data = this._source.grid as StandInGridData;
    return standInGrid(data.type, data);
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

/** A WallDocument on a scene (https://foundryvtt.com/api/v13/classes/foundry.documents.BaseWall.html): `c`, `sight`, `move`, `door`, `ds`, `dir`. */
export class StandInWallDocument extends StandInDocument {
  get c(): number[] {
    return [...(this._source.c as number[])];
  }
  get sight(): number {
    return Number(this._source.sight);
  }
  get move(): number {
    return Number(this._source.move);
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
