import { isSideColour, sideDisposition, type SideLook } from "../../data/side-colours";
import type { SideTypeRegistry } from "./side-types";

/** A side actor as the look reads it. */
export interface SideActorView {
  readonly uuid: string;
  readonly type: string;
  readonly system: unknown;
  readonly prototypeToken?: { readonly disposition?: unknown } | null;
}

/** The side's colour and the disposition its slot gives its figures; null when it has no valid colour. */
export function lookOfSide(side: SideActorView): SideLook | null {
  const colour = (side.system as { color?: unknown } | null)?.color;
  return isSideColour(colour) ? { colour, disposition: sideDisposition(side.prototypeToken?.disposition) } : null;
}

/** The stored roster of a side: world figures by id (`Actor.<id>`; compendium entries have no tokens). */
export function memberActorIds(side: SideActorView): string[] {
  const members = (side.system as { _source?: { members?: unknown }; members?: unknown } | null);
  const list = members?._source?.members ?? members?.members;
  if (!Array.isArray(list)) return [];
  return list.flatMap((uuid) => {
    const match = typeof uuid === "string" ? /^Actor\.([A-Za-z0-9]{16})$/.exec(uuid) : null;
    return match?.[1] ? [match[1]] : [];
  });
}

/** The world side (of any registered side type) whose roster names the figure; the first when several do. */
export function sideOfFigure(actorId: string, registry: SideTypeRegistry): Actor.Implementation | null {
  const actors = game.actors?.contents ?? [];
  return actors.find((actor) => {
    const entry = registry.of(actor.type);
    return entry !== undefined && memberActorIds(actor as unknown as SideActorView).includes(actorId);
  }) ?? null;
}
