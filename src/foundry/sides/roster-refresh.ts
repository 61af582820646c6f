import type { SideTypeRegistry } from "./side-types";

interface RenderedActor {
  readonly uuid: string;
  readonly type: string;
  readonly system: unknown;
  readonly sheet?: { readonly rendered: boolean; render(): unknown } | null;
}

function rosterOf(actor: RenderedActor): readonly string[] {
  const members = (actor.system as { memberUuids?: unknown } | null)?.memberUuids;
  return Array.isArray(members) ? (members as string[]) : [];
}

/**
 * Open side sheets show their members' values, and open figure sheets their side's name: each
 * follows updates of the other (on every client, as each draws its own sheets).
 */
export function registerRosterRefresh(sides: SideTypeRegistry): void {
  Hooks.on("updateActor", (updated) => {
    const actor = updated as unknown as RenderedActor;
    for (const other of (game.actors ?? []) as Iterable<RenderedActor>) {
      if (other === actor || !other.sheet?.rendered) continue;
      const otherSide = sides.of(other.type);
      const listsIt = otherSide?.figureType === actor.type && rosterOf(other).includes(actor.uuid);
      const itsSide = sides.of(actor.type)?.figureType === other.type;
      if (listsIt || itsSide) void other.sheet.render();
    }
  });
}
