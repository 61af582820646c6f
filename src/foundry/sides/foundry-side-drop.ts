import type { Point } from "../../rules/common/geometry";
import { foundryRosterDropWorld, importWorldActor } from "./roster-drop";
import { placementBoard, type PlacementGrid } from "./placement-board";
import { placeSide, type FigureActorRef, type SideActorRef, type SideDropWorld } from "./side-drop";
import type { SideTypeEntry, SideTypeRegistry } from "./side-types";
import { withSideLook } from "../../data/side-colours";
import { lookOfSide, type SideActorView } from "./side-look";

// Hooks fvtt-types 13.345.1 types from older pages; typed at this door.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

/** The drop data of https://foundryvtt.com/api/v13/functions/hookEvents.dropCanvasData.html: the dragged data plus canvas x, y. */
export interface CanvasDropData {
  readonly type?: unknown;
  readonly uuid?: unknown;
  readonly x?: unknown;
  readonly y?: unknown;
}

export type PlaceSide = (uuid: string, point: Point, entry: SideTypeEntry) => Promise<number>;

/**
 * dropCanvasData: an actor of a registered side type is taken over (the handler returns false,
 * so core does not make one token of the side) and its figures are placed instead; anything else
 * is left to core. The side's type is read synchronously (a compendium actor's index entry
 * carries it) because returning false must happen before the hook returns.
 */
export function sideDropHandler(registry: SideTypeRegistry, place: PlaceSide): (canvas: unknown, data: CanvasDropData) => false | void {
  return (_canvas, data) => {
    if (data?.type !== "Actor" || typeof data.uuid !== "string") return;
    const x = Number(data.x);
    const y = Number(data.y);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    const dropped = fromUuidSync(data.uuid as Parameters<typeof fromUuidSync>[0]) as unknown as { type?: unknown } | null;
    const entry = registry.of(dropped?.type);
    if (!entry) return;
    place(data.uuid, { x, y }, entry).catch((error: unknown) => {
      console.error("Shelf Wars | placing a side failed", error);
      ui.notifications?.error(game.i18n!.format("SHELFWARS.SideDrop.Failed", { reason: error instanceof Error ? error.message : String(error) }));
    });
    return false;
  };
}

function rosterOf(actor: Actor.Implementation): string[] {
  const system = actor.system as unknown as { _source?: { members?: unknown }; members?: unknown };
  const members = system._source?.members ?? system.members;
  return Array.isArray(members) ? members.filter((m): m is string => typeof m === "string") : [];
}

function sideRef(actor: Actor.Implementation): SideActorRef {
  return { uuid: actor.uuid, type: actor.type, name: actor.name ?? "", pack: actor.pack ?? null, id: actor.id ?? "", isOwner: actor.isOwner, members: rosterOf(actor) };
}

function figureRef(actor: Actor.Implementation): FigureActorRef {
  return { uuid: actor.uuid, id: actor.id ?? "", type: actor.type, name: actor.name ?? "", isOwner: actor.isOwner };
}

function isActor(document: unknown): document is Actor.Implementation {
  return (document as { documentName?: unknown } | null)?.documentName === "Actor";
}

/** Walls that stop a token (BaseWall `move`; an open door lets it through). */
export function blocksMovement(wall: { move?: number | null; door?: number | null; ds?: number | null }): boolean {
  if ((wall.move ?? CONST.WALL_MOVEMENT_TYPES.NORMAL) === CONST.WALL_MOVEMENT_TYPES.NONE) return false;
  const isDoor = (wall.door ?? CONST.WALL_DOOR_TYPES.NONE) !== CONST.WALL_DOOR_TYPES.NONE;
  return !(isDoor && wall.ds === CONST.WALL_DOOR_STATES.OPEN);
}

/** The viewed scene and the world, as the side drop needs them. */
function foundrySideDropWorld(scene: Scene.Implementation, grid: NonNullable<NonNullable<typeof canvas>["grid"]>, rect: { x: number; y: number; width: number; height: number }): SideDropWorld {
  const view: PlacementGrid = {
    type: grid.type,
    size: grid.size,
    sizeX: grid.sizeX,
    sizeY: grid.sizeY,
    getOffset: (point) => grid.getOffset(point),
    getCenterPoint: (offset) => grid.getCenterPoint(offset),
    getTopLeftPoint: (offset) => grid.getTopLeftPoint(offset),
    getAdjacentOffsets: (offset) => grid.getAdjacentOffsets(offset),
  };
  const tokens = scene.tokens.map((t) => ({ x: t.x, y: t.y, width: t.width ?? 1, height: t.height ?? 1 }));
  const walls = scene.walls.filter((w) => blocksMovement(w)).map((w) => [...w.c]);
  const roster = foundryRosterDropWorld();
  return {
    isGM: game.user?.isGM ?? false,
    // Creating tokens needs TOKEN_CREATE (Assistant and up unless the world's configuration says otherwise).
    mayCreateTokens: game.user?.can("TOKEN_CREATE") ?? false,
    importFromCompendium: roster.importFromCompendium,
    async importSide(pack, id) {
      const imported = await importWorldActor(pack, id);
      return imported ? sideRef(imported) : null;
    },
    compendiumName: (uuid) => (fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) as unknown as { name?: string } | null)?.name ?? uuid,
    async figure(uuid) {
      const document = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
      return isActor(document) ? figureRef(document) : null;
    },
    async setMembers(side, members) {
      const actor = game.actors?.get(side.id);
      if (!actor) return false;
      try {
        // The roster differs from the stored one, so resolving undefined means the model vetoed it.
        return (await actor.update({ "system.members": [...members] } as never)) !== undefined;
      } catch (error) {
        console.warn(`Shelf Wars | the roster of ${side.name} was not updated`, error);
        return false;
      }
    },
    onScene: (actorId) => scene.tokens.some((t) => t.actorId === actorId),
    board: placementBoard(view, rect, tokens, walls),
    async placeTokens(placements, side) {
      const sideActor = game.actors?.get(side.id);
      const look = sideActor ? lookOfSide(sideActor as unknown as SideActorView) : null;
      const data = [];
      for (const { figure, at } of placements) {
        const actor = game.actors?.get(figure.id);
        if (!actor) continue;
        const token = await actor.getTokenDocument({ x: at.x, y: at.y });
        const source = token.toObject() as unknown as Record<string, unknown>;
        data.push(look ? withSideLook(source, look) : source);
      }
      if (data.length === 0) return 0;
      try {
        const created = await scene.createEmbeddedDocuments("Token", data as never);
        return created?.length ?? 0;
      } catch (error) {
        // The server refused the tokens (core has shown its error): none was created.
        console.warn(`Shelf Wars | the server refused ${data.length} tokens`, error);
        return 0;
      }
    },
    notify: roster.notify,
    localize: roster.localize,
  };
}

/** Places a dropped side on the scene being viewed. */
export const placeSideOnCanvas: PlaceSide = async (uuid, point, entry) => {
  const scene = canvas?.scene;
  const grid = canvas?.grid;
  const rect = canvas?.dimensions?.sceneRect;
  if (!scene || !grid || !rect) return 0;
  const document = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
  if (!isActor(document)) return 0;
  return placeSide(sideRef(document), point, entry, foundrySideDropWorld(scene, grid, rect));
};

/** Dropping a team, choir or force on the canvas places its figures (one hook for every ruleset's side types). */
export function registerSideDrop(registry: SideTypeRegistry, place: PlaceSide = placeSideOnCanvas): void {
  (Hooks.on as unknown as LooseHookOn).call(Hooks, "dropCanvasData", sideDropHandler(registry, place));
}
