import type { Offset, Point } from "../../rules/common/geometry";
import { freeSpacesAround } from "./free-spaces";
import type { PlacementBoard } from "./placement-board";
import type { SideTypeEntry } from "./side-types";

/** The lang keys the canvas drop of a side speaks with (lang/en/packs.json). */
export const SIDE_DROP_KEYS = {
  placed: "SHELFWARS.SideDrop.Placed",
  nothingToPlace: "SHELFWARS.SideDrop.NothingToPlace",
  noRoom: "SHELFWARS.SideDrop.NoRoom",
  notOwner: "SHELFWARS.SideDrop.NotOwner",
  compendiumGmOnly: "SHELFWARS.SideDrop.CompendiumGmOnly",
  notYours: "SHELFWARS.SideDrop.NotYours",
  sideImportRefused: "SHELFWARS.SideDrop.SideImportRefused",
  rosterNotUpdated: "SHELFWARS.SideDrop.RosterNotUpdated",
  tokensRefused: "SHELFWARS.SideDrop.TokensRefused",
  tokensNotAllowed: "SHELFWARS.SideDrop.TokensNotAllowed",
} as const;

/** What the drop reads of a side actor. */
export interface SideActorRef {
  readonly uuid: string;
  readonly type: string;
  readonly name: string;
  /** The compendium it lives in, or null for a world actor. */
  readonly pack: string | null;
  readonly id: string;
  readonly isOwner: boolean;
  /** Roster entries as stored: world `Actor.<id>` or `Compendium.<scope>.<pack>.Actor.<id>` uuids. */
  readonly members: readonly string[];
}

/** What the drop reads of a member figure (a world actor). */
export interface FigureActorRef {
  readonly uuid: string;
  readonly id: string;
  readonly type: string;
  readonly name: string;
  readonly isOwner: boolean;
}

export interface SideDropWorld {
  readonly isGM: boolean;
  /** May this user create tokens (the TOKEN_CREATE permission)? */
  readonly mayCreateTokens: boolean;
  /** Imports a compendium actor into the world (Actors#importFromCompendium); null when refused. */
  importFromCompendium(pack: string, id: string): Promise<{ uuid: string } | null>;
  /** The world side after importing a compendium side; null when refused. */
  importSide(pack: string, id: string): Promise<SideActorRef | null>;
  /** A compendium entry's name (its index), for messages; the uuid when unknown. */
  compendiumName(uuid: string): string;
  /** A world actor by uuid, or null when it no longer exists. */
  figure(uuid: string): Promise<FigureActorRef | null>;
  /** Writes the side's roster; false when refused. */
  setMembers(side: SideActorRef, members: readonly string[]): Promise<boolean>;
  /** Does the actor already have a token on the drop's scene? */
  onScene(actorId: string): boolean;
  readonly board: PlacementBoard;
  /** Creates one token per figure of the (world) side, its top-left at the given point, in the side's look; how many were created. */
  placeTokens(placements: readonly { figure: FigureActorRef; at: Point }[], side: SideActorRef): Promise<number>;
  notify(level: "info" | "warn", message: string): void;
  localize(key: string, data?: Record<string, string>): string;
}

/** `Compendium.<scope>.<pack>.Actor.<id>`: the pack's collection id and the document id, or null. */
export function compendiumActor(uuid: string): { pack: string; id: string } | null {
  const match = /^Compendium\.([^.]+\.[^.]+)\.Actor\.([A-Za-z0-9]{16})$/.exec(uuid);
  return match?.[1] && match[2] ? { pack: match[1], id: match[2] } : null;
}

/**
 * The side's roster as world actors, compendium entries imported first (as the roster drop does).
 * An entry whose import is refused stays as it is, so the roster loses nothing.
 */
async function worldRoster(side: SideActorRef, world: SideDropWorld, entry: SideTypeEntry): Promise<{ members: string[]; changed: boolean }> {
  const members: string[] = [];
  let changed = false;
  for (const uuid of side.members) {
    const ref = compendiumActor(uuid);
    const imported = ref ? await world.importFromCompendium(ref.pack, ref.id) : null;
    if (ref && !imported) world.notify("warn", world.localize(entry.keys.importRefused, { name: world.compendiumName(uuid) }));
    changed ||= imported !== null;
    members.push(imported?.uuid ?? uuid);
  }
  return { members, changed };
}

/**
 * A side actor dropped on the scene: its figures' tokens on the free spaces nearest the drop
 * point, instead of one token of the side. A compendium side is imported first (a GM's drop
 * only: players cannot create world actors), with its compendium figures, and the world side's
 * roster then names the imported figures. A player places only a side they own, and of it only
 * the figures they own; Foundry's own permissions still decide whether their tokens are created.
 * Figures already on the scene, and roster entries that are not the ruleset's figures, are left out.
 */
export async function placeSide(dropped: SideActorRef, point: Point, entry: SideTypeEntry, world: SideDropWorld): Promise<number> {
  const say = (level: "info" | "warn", key: string, data: Record<string, string> = {}) =>
    world.notify(level, world.localize(key, { side: dropped.name, ...data }));
  const refuse = (key: string): number => {
    say("warn", key);
    return 0;
  };
  // Without tokens there is nothing to place: refused before anything is imported.
  if (!world.mayCreateTokens) return refuse(SIDE_DROP_KEYS.tokensNotAllowed);
  let side = dropped;
  if (side.pack) {
    if (!world.isGM) return refuse(SIDE_DROP_KEYS.compendiumGmOnly);
    const imported = await world.importSide(side.pack, side.id);
    if (!imported) return refuse(SIDE_DROP_KEYS.sideImportRefused);
    side = imported;
  } else if (!world.isGM && !side.isOwner) {
    return refuse(SIDE_DROP_KEYS.notOwner);
  }

  const roster = await worldRoster(side, world, entry);
  if (roster.changed && !(await world.setMembers(side, roster.members))) say("warn", SIDE_DROP_KEYS.rosterNotUpdated);

  // Entries still naming the compendium (their import was refused) have no world actor to place.
  const worldMembers = roster.members.filter((uuid) => compendiumActor(uuid) === null);
  const figures = (await Promise.all(worldMembers.map((uuid) => world.figure(uuid)))).filter(
    (figure): figure is FigureActorRef => figure !== null && figure.type === entry.figureType && !world.onScene(figure.id),
  );
  const allowed = world.isGM ? figures : figures.filter((f) => f.isOwner);
  const refused = figures.filter((f) => !allowed.includes(f));
  if (refused.length > 0) say("warn", SIDE_DROP_KEYS.notYours, { names: refused.map((f) => f.name).join(", ") });
  if (allowed.length === 0) return refuse(SIDE_DROP_KEYS.nothingToPlace);

  const spaces: Offset[] = freeSpacesAround(world.board.spaceAt(point), allowed.length, world.board);
  const placements = spaces.map((space, n) => ({ figure: allowed[n] as FigureActorRef, at: world.board.topLeft(space) }));
  const homeless = allowed.slice(spaces.length);
  if (homeless.length > 0) say("warn", SIDE_DROP_KEYS.noRoom, { names: homeless.map((f) => f.name).join(", ") });
  if (placements.length === 0) return 0;

  const created = await world.placeTokens(placements, side);
  if (created < placements.length) say("warn", SIDE_DROP_KEYS.tokensRefused, { count: String(placements.length - created) });
  if (created > 0) say("info", SIDE_DROP_KEYS.placed, { count: String(created) });
  return created;
}
