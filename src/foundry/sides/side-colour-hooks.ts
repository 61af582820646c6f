import { showsSideLook, sideTokenFields } from "../../data/side-colours";
import { isActiveGm } from "../shared/active-gm";
import { lookOfSide, sideOfFigure, type SideActorView } from "./side-look";
import { paintSide } from "./side-tokens";
import type { SideTypeRegistry } from "./side-types";

// Hooks fvtt-types 13.345.1 types from older pages; typed at this door.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

function touches(changed: unknown, path: string): boolean {
  let at: unknown = changed;
  for (const key of path.split(".")) {
    if (typeof at !== "object" || at === null || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

function writer(userId: string): User.Implementation | null {
  return game.users?.get(userId) ?? null;
}

/**
 * updateActor of a side, on the active GM's client: when its roster, colour or slot (its own
 * token's disposition) changed, its figures' tokens follow. A colour or slot written by a player
 * (who may own the side, but whose sheet has no colour control) is not carried to any token; a
 * roster a player wrote dresses only the figures that player owns.
 */
export function onSideUpdated(registry: SideTypeRegistry, side: SideActorView, changed: unknown, userId: string): Promise<number> | null {
  if (!isActiveGm() || !registry.of(side.type)) return null;
  const user = writer(userId);
  if (!user) return null;
  const recoloured = touches(changed, "system.color") || touches(changed, "prototypeToken.disposition");
  if (recoloured && !user.isGM) return null;
  if (!recoloured && !touches(changed, "system.members")) return null;
  return paintSide(side, user.isGM ? null : user);
}

interface CreatedToken {
  readonly actorId: string | null;
  readonly disposition?: unknown;
  readonly ring?: unknown;
  update(changes: object): Promise<unknown>;
}

/**
 * createToken on the active GM's client: a token of a side's figure, whoever placed it, shows
 * the side's look (the GM's client writes it when the token came without it).
 */
export async function onTokenCreated(registry: SideTypeRegistry, token: CreatedToken): Promise<boolean> {
  if (!isActiveGm() || !token.actorId) return false;
  const side = sideOfFigure(token.actorId, registry);
  const look = side ? lookOfSide(side as unknown as SideActorView) : null;
  if (!look || showsSideLook(token as never, look)) return false;
  await token.update(sideTokenFields(look));
  return true;
}

const report = (error: unknown) => console.error("Shelf Wars | recolouring a side's tokens failed", error);

/** Side colours on the board: the active GM's client keeps every side's figures' tokens in its look. */
export function registerSideColours(registry: SideTypeRegistry): void {
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  on("updateActor", ((actor: SideActorView, changed: unknown, _options: unknown, userId: string) => void onSideUpdated(registry, actor, changed, userId)?.catch(report)) as never);
  on("createToken", ((token: CreatedToken) => void onTokenCreated(registry, token).catch(report)) as never);
}
