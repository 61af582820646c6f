import type { StandInPart } from "../index";
import { standInGrid, type StandInWall } from "./canvas";
import { isHexType } from "../hex-grid";
import { standInGeneration } from "../generation";
import { createRegions, deleteRegions, StandInRegionDocument } from "./regions";
import { documentHookOnEveryClient } from "../clients";
import { logCompatibilityWarning } from "../v14/compatibility";
import { createLevels, deprecatedSceneBackground, levelsOf, newLevel, type StandInLevel, type StandInLevelData, withoutSceneBackground } from "../v14/scene-levels";
import { currentUser, forgetDocument, mergeInto, newId, permissionRefusal, registerDocument, StandInCollection, StandInDocument, type StandInDocumentData } from "./documents";
import { announceMove, announcePlan, askInitiatingClient, isPlanned, movementOf, type StandInMovement } from "./token-movement";
import { StandInModelActor, StandInSyntheticActor } from "./data-models";

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
 * An unlinked token's `actor` is its synthetic actor (see `StandInSyntheticActor` in data-models.ts).
 */
export interface StandInGridData {
  type: number;
  size?: number;
  distance?: number;
  diagonals?: number;
}

export class StandInScene extends StandInDocument {
  readonly tokens = new StandInCollection<StandInSceneToken>();
  readonly #templates = new StandInCollection<StandInDocument>();
  /**
   * MeasuredTemplate documents (Scene#templates). On v14 the MeasuredTemplate document and
   * `Scene#templates` are deprecated, kept until v16 (templates merged into Regions: the v14
   * SceneData page has no `templates`; crucible issue 609; core issues 13270, 13508): each use logs
   * a compatibility warning (../v14/compatibility.ts; the wording is the stand-in's).
   */
  get templates(): StandInCollection<StandInDocument> {
    warnMeasuredTemplateDeprecated("Scene#templates");
    return this.#templates;
  }
  /**
   * The v13 → v14 world migration of this scene's MeasuredTemplates (v14 only): each becomes a
   * Region with the same `_id` and flags, marked `flags.core.MeasuredTemplate`, and the scene
   * keeps no template (daggerheart 1605, dnd4eBeta PR 609, dnd5e 6763 report the move to Regions;
   * that ids and flags are kept is inferred from third-party code: docs/research/v14-evidence-2026-12.md §10).
   * The regions' shapes are not modelled (left empty). `v13Templates` are the templates a v13
   * world stored, put in place as they were before the upgrade.
   */
  migrateTemplatesToRegions(v13Templates: readonly StandInDocumentData[]): void {
    if (standInGeneration() !== 14) throw new Error("stand-in: migrating templates into Regions is v14's");
    for (const template of v13Templates) {
      const flags = { ...structuredClone((template.flags as Record<string, unknown> | undefined) ?? {}), core: { MeasuredTemplate: true } };
      this.regions.add(registerDocument(new StandInRegionDocument({ _id: template._id, name: "Measured Template", shapes: [], flags }, { parent: this })));
    }
  }
  /** Scene#regions, an embedded collection of Region documents (regions.ts): stored ones, imported ones and test-built terrain. */
  readonly regions = new StandInCollection<StandInRegionDocument>();
  /** WallDocuments (`c`, `sight`, `move`, `door`, `ds`, `dir`), as Scene#walls holds them. */
  readonly walls = new StandInCollection<StandInDocument>();
  readonly #levels = new StandInCollection<StandInLevel>();

  /** Scene#levels: v14's Level documents (../v14/scene-levels.ts); undefined on v13, which has none. */
  get levels(): StandInCollection<StandInLevel> | undefined {
    return levelsOf(this.#levels);
  }
  /**
   * v14 Scene#initialLevel, the Level a scene opens on: the one its `initialLevel` field names,
   * else the first created, not the lowest by `sort` (inferred from third-party v14 notes:
   * docs/research/v14-evidence-2026-12.md §9). Undefined on v13.
   */
  get initialLevel(): StandInLevel | undefined {
    const levels = this.levels;
    if (!levels) return undefined;
    const named = typeof this._source.initialLevel === "string" ? levels.get(this._source.initialLevel) : undefined;
    return named ?? levels.contents[0];
  }
  /**
   * Scene#background: v13's TextureData (`src`, https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.SceneData.html);
   * on v14 deprecated (a warning, then refused: ../v14/scene-levels.ts).
   */
  get background(): { src: string | null } {
    if (standInGeneration() === 14) return deprecatedSceneBackground();
    const background = this._source.background as { src?: string | null } | undefined;
    return { src: background?.src ?? null };
  }
  /** Document#update; on v14 a change to the top-level background is dropped (../v14/scene-levels.ts). */
  override async update(changes: Record<string, unknown>): Promise<this | undefined> {
    return super.update(withoutSceneBackground(changes));
  }

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
    if (type === "Level") return createLevels(this, this.#levels, data);
    if (type !== "MeasuredTemplate") throw new Error(`stand-in Scene: creating ${type} is not modelled`);
    warnMeasuredTemplateDeprecated("The MeasuredTemplate document");
    const user = sceneUser();
    return data.map((d) => {
      const template = new StandInDocument("MeasuredTemplate", { ...d, author: user.id, ownership: { [user.id]: 3 } }, this);
      this.#templates.add(template);
      return registerDocument(template);
    });
  }
  /**
   * Scene#updateEmbeddedDocuments("Token", updates) (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#updateembeddeddocuments):
   * one operation for many tokens of the scene. Each entry is the token's own update: entries
   * that change nothing are dropped by the client and missing from the result; a user who does
   * not own a token (its ownership follows its actor's) is refused by the server and the promise
   * rejects. How the server treats a batch refused part-way is not documented publicly: modelled
   * as all-or-nothing (every entry is checked before any is written), as Combat's batches here.
   * `updateToken` then runs on every connected client for each changed token. Other embedded
   * types are not modelled.
   */
  async updateEmbeddedDocuments(type: string, updates: ({ _id: string } & Record<string, unknown>)[]): Promise<StandInDocument[]> {
    if (type !== "Token") throw new Error(`stand-in Scene: updating ${type} is not modelled`);
    const user = currentUser();
    const entries = updates.map(({ _id, ...changes }) => {
      const token = this.tokens.get(_id);
      if (!token) throw new Error(`stand-in Scene: no Token ${_id}`);
      return { token, diff: token.diffOf(changes) };
    });
    const refused = entries.find(({ token, diff }) => diff && !token.testUserPermission(user, "OWNER"));
    if (refused) throw permissionRefusal(user, "update", refused.token);
    const done: StandInDocument[] = [];
    for (const { token, diff } of entries) {
      if (!diff || !(await token.update(diff))) continue;
      documentHookOnEveryClient("updateToken", token, [diff, {}], user.id);
      done.push(token);
    }
    return done;
  }
  async deleteEmbeddedDocuments(type: string, ids: string[]): Promise<StandInDocument[]> {
    if (type === "Region") return deleteRegions(this, ids);
    if (type !== "MeasuredTemplate") throw new Error(`stand-in Scene: deleting ${type} is not modelled`);
    warnMeasuredTemplateDeprecated("The MeasuredTemplate document");
    const user = sceneUser();
    const deleted: StandInDocument[] = [];
    for (const id of ids) {
      const template = this.#templates.get(id);
      if (!template) throw new Error(`stand-in Scene: no MeasuredTemplate ${id}`);
      if (!user.isGM && template._source.author !== user.id) throw permissionRefusal(user, "delete", template);
      this.#templates.delete(id);
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
   * permission to create Token [id] in parent Scene [id]", see `permissionRefusal`). `createToken`
   * (https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html) then runs on every
   * connected client with each new token, the options and the creator's id. A player with
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
    // createToken runs on every connected client after the creation (hookEvents.createDocument).
    for (const token of tokens) documentHookOnEveryClient("createToken", token, [{}], user.id);
    return tokens;
  }
}

export class StandInSceneToken extends StandInDocument {
  /** The Regions the token stands in (TokenDocument#regions); the stand-in's scenes have none. */
  readonly regions = new Set<never>();
  /**
   * TokenDocument#delete (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#delete):
   * an owner of the token (its ownership follows its actor's) or a GM deletes it; anyone else is
   * refused by the server. `deleteToken` runs on every connected client with the writer's id.
   */
  async delete(): Promise<this> {
    const user = currentUser();
    if (!this.testUserPermission(user, "OWNER")) throw permissionRefusal(user, "delete", this);
    (this.parent as unknown as { tokens: StandInCollection<StandInSceneToken> }).tokens.delete(this.id);
    forgetDocument(this);
    documentHookOnEveryClient("deleteToken", this, [{}], user.id);
    return this;
  }
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
  /**
   * TokenDocument#ring (https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenRingData.html):
   * `enabled`, `colors.ring`, `colors.background`, `effects` (default 0x01), `subject`. The other
   * defaults (off, no colours: core's own ring colours apply) are not stated on the page; modelled
   * as a new token's stored ring data shows them. Only the stored source is read: what the ring
   * draws is not modelled.
   */
  get ring(): { enabled: boolean; colors: { ring: string | null; background: string | null }; effects: number; subject: { scale: number; texture: string | null } } {
    const ring = (this._source.ring ?? {}) as { enabled?: boolean; colors?: { ring?: string | null; background?: string | null }; effects?: number; subject?: { scale?: number; texture?: string | null } };
    return {
      enabled: ring.enabled === true,
      colors: { ring: ring.colors?.ring ?? null, background: ring.colors?.background ?? null },
      effects: ring.effects ?? 1,
      subject: { scale: ring.subject?.scale ?? 1, texture: ring.subject?.texture ?? null },
    };
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
  /**
   * Core records a movement into the history when `_shouldRecordMovementHistory()` holds: by
   * default while the token has a combatant in a started combat (foundryvtt#11730;
   * docs/research/v14-evidence-2026-12.md §11). Every movement counts, a GM's plain
   * `update({x, y})` putting a token back included: no per-update option keeps one out. The
   * history starts at where the token stood, then each movement's passed waypoints.
   */
  #recordMovement(movement: { origin: { x: number; y: number }; passed: { waypoints: readonly { x: number; y: number }[] } }): void {
    const combats = (globalThis as unknown as { game: { combats?: Iterable<{ started: boolean; combatants: { contents: { tokenId?: string | null }[] } }> } }).game.combats ?? [];
    const fighting = [...combats].some((combat) => combat.started && combat.combatants.contents.some((c) => c.tokenId === this.id));
    if (!fighting) return;
    const history = (this._source._movementHistory as { x: number; y: number }[] | undefined) ?? [];
    const start = history.length === 0 ? [{ x: movement.origin.x, y: movement.origin.y }] : [];
    this._source._movementHistory = [...history, ...start, ...movement.passed.waypoints.map((w) => ({ x: w.x, y: w.y }))];
  }

  get movementHistory(): { x: number; y: number }[] {
    return structuredClone((this._source._movementHistory as { x: number; y: number }[] | undefined) ?? []);
  }
  async clearMovementHistory(): Promise<void> {
    await this.update({ _movementHistory: [] });
  }
  /** The v14 planned movement waiting for `startMovement` (see token-movement.ts). */
  #planned: { diff: Record<string, unknown>; options: Record<string, unknown>; movement: StandInMovement } | null = null;
  /**
   * TokenDocument#update: as Document#update (documents.ts), and a change of `x` / `y` is a
   * movement (token-movement.ts): `preMoveToken` on the writer's client first (false drops the
   * update), then `updateToken` and `moveToken` on every client; a v14 planned movement waits.
   */
  override async update(changes: Record<string, unknown>, options: Record<string, unknown> = {}): Promise<this | undefined> {
    const user = currentUser();
    const diff = this.diffOf(changes);
    if (!diff) return undefined;
    if (!this.testUserPermission(user, "OWNER")) throw permissionRefusal(user, "update", this);
    const movement = movementOf(this, diff, options);
    if (movement && isPlanned(options)) {
      if (Object.keys(diff).some((key) => key !== "x" && key !== "y")) throw new Error("stand-in: a planned movement that changes more than x and y is not modelled");
      this.#planned = { diff, options, movement };
      announcePlan(this, movement);
      return this;
    }
    if (movement && !askInitiatingClient(user, this, movement, options)) return undefined;
    mergeInto(this._source as Record<string, unknown>, diff);
    if (movement) this.#recordMovement(movement);
    this.updates.push({ userId: user.id, changes: structuredClone(diff) });
    announceMove(this, diff, options, user, movement);
    return this;
  }
  /**
   * TokenDocument#move(waypoints, options) (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#move):
   * moves the token through the waypoints (token top-lefts) as one movement, the update carrying
   * them in `options.movement[id].waypoints` with the method asked (default "api"), so
   * `preMoveToken` on this client and then `updateToken` / `moveToken` everywhere follow as for any
   * movement (token-movement.ts). It resolves true when the token moved and false when the movement
   * was rejected (a `preMoveToken` handler returning false). Not modelled, refused loudly: core
   * constrains a path at walls that stop movement, and splits it at checkpoints; a path that
   * touches such a wall throws here rather than passing through it.
   */
  async move(waypoints: readonly { x: number; y: number }[], options: { method?: string } & Record<string, unknown> = {}): Promise<boolean> {
    const last = waypoints.at(-1);
    if (!last) return false;
    const scene = this.parent as unknown as { walls?: { contents?: { c: number[]; move?: number; door?: number; ds?: number }[] } } | null;
    const walls = scene?.walls?.contents ?? [];
    const size = (this.parent as unknown as { grid?: { size?: number } } | null)?.grid?.size ?? 100;
    const centre = (p: { x: number; y: number }) => ({ x: p.x + ((this._source.width as number | undefined) ?? 1) * size / 2, y: p.y + ((this._source.height as number | undefined) ?? 1) * size / 2 });
    let from = centre({ x: this._source.x as number, y: this._source.y as number });
    for (const waypoint of waypoints) {
      const to = centre(waypoint);
      for (const wall of walls) {
        const blocks = (wall.move ?? 20) !== 0 && !((wall.door ?? 0) !== 0 && wall.ds === 1);
        const [x0, y0, x1, y1] = wall.c as [number, number, number, number];
        if (blocks && segmentsTouch(from, to, { x: x0, y: y0 }, { x: x1, y: y1 })) throw new Error("stand-in: TokenDocument#move through a wall that stops movement (core constrains the path there) is not modelled");
      }
      from = to;
    }
    const movement = { [this.id]: { waypoints: waypoints.map((w) => ({ x: w.x, y: w.y })), method: options.method ?? "api" } };
    const moved = await this.update({ x: last.x, y: last.y }, { ...options, movement });
    return moved !== undefined;
  }
  /** v14 TokenDocument#startMovement (foundryvtt#13639): an owner starts the planned movement; no movement hook runs. */
  async startMovement(): Promise<void> {
    if (!isPlanned({ planned: true })) throw new Error("stand-in: TokenDocument#startMovement is v14 (foundryvtt#13639), not modelled on v13");
    const user = currentUser();
    if (!this.testUserPermission(user, "OWNER")) throw permissionRefusal(user, "update", this);
    const planned = this.#planned;
    if (!planned) return;
    this.#planned = null;
    mergeInto(this._source as Record<string, unknown>, planned.diff);
    this.updates.push({ userId: user.id, changes: structuredClone(planned.diff) });
    announceMove(this, planned.diff, planned.options, user, null);
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

function warnMeasuredTemplateDeprecated(what: string): void {
  if (standInGeneration() !== 14) return;
  logCompatibilityWarning(`${what} is deprecated: Measured Templates are Regions in v14.`, { since: 14, until: 16 });
}

function sceneUser(): { id: string; name: string; isGM: boolean } {
  return (globalThis as unknown as { game: { user: { id: string; name: string; isGM: boolean } } }).game.user;
}

/**
 * A GM imports a scene from a compendium pack (CompendiumCollection#importDocument →
 * Scene.create: https://foundryvtt.com/api/v13/classes/foundry.documents.collections.CompendiumCollection.html#importdocument),
 * keeping the pack's ids: the scene with its walls and regions is created, and `createScene`
 * runs on every connected client with the creator's id
 * (https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html). On v14 the source,
 * stamped with a v13 core version, goes through core's v13 → v14 migration first, which moves the
 * background onto Levels in a way no public page documents (core issue 13750 reports it lost):
 * the test says which Levels the migration left (`migratedLevels`); without them it is refused.
 * Not modelled: a player importing (throws), tokens, tiles, lights or other placeables in the pack scene.
 */
export function importPackScene(source: StandInDocumentData & { walls?: StandInDocumentData[]; regions?: StandInDocumentData[] }, migratedLevels?: StandInLevelData[]): StandInScene {
  const user = currentUser();
  if (!user.isGM) throw new Error("stand-in: a player importing a compendium scene is not modelled");
  for (const field of ["tokens", "tiles", "lights", "sounds", "notes", "drawings", "templates"] as const) {
    if (((source[field] as unknown[] | undefined) ?? []).length > 0) throw new Error(`stand-in: importing a pack scene with ${field} is not modelled`);
  }
  if (standInGeneration() === 14 && migratedLevels === undefined) {
    throw new Error("stand-in: how v14 migrates a v13-shaped pack scene into Levels is not modelled (core issue 13750): say which Levels it left");
  }
  if (standInGeneration() === 13 && migratedLevels !== undefined) throw new Error("stand-in: v13 has no Levels to migrate into");
  const { walls = [], regions = [], _key: _ignored, ...data } = structuredClone(source);
  const scene = new StandInScene({ ...data, grid: data.grid as StandInGridData, ownership: { default: 0, ...(data.ownership as object) } });
  for (const wall of walls) scene.walls.add(registerDocument(new StandInWallDocument("Wall", wall, scene)));
  for (const region of regions) scene.regions.add(registerDocument(new StandInRegionDocument({ ...region, _id: region._id ?? newId() }, { parent: scene })));
  for (const level of migratedLevels ?? []) scene.levels!.add(newLevel(scene, level));
  (globalThis as unknown as { game: { scenes: StandInCollection<StandInDocument> } }).game.scenes.add(registerDocument(scene));
  documentHookOnEveryClient("createScene", scene, [{}], user.id);
  return scene;
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

/** Do two segments share a point (touching counts), as core's wall collision treats a path touching a wall. */
function segmentsTouch(p1: { x: number; y: number }, p2: { x: number; y: number }, q1: { x: number; y: number }, q2: { x: number; y: number }): boolean {
  const cross = (o: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const within = (a: { x: number; y: number }, b: { x: number; y: number }, p: { x: number; y: number }) => p.x >= Math.min(a.x, b.x) && p.x <= Math.max(a.x, b.x) && p.y >= Math.min(a.y, b.y) && p.y <= Math.max(a.y, b.y);
  const d1 = Math.sign(cross(q1, q2, p1));
  const d2 = Math.sign(cross(q1, q2, p2));
  const d3 = Math.sign(cross(p1, p2, q1));
  const d4 = Math.sign(cross(p1, p2, q2));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (d1 === 0 && within(q1, q2, p1)) || (d2 === 0 && within(q1, q2, p2)) || (d3 === 0 && within(p1, p2, q1)) || (d4 === 0 && within(p1, p2, q2));
}
