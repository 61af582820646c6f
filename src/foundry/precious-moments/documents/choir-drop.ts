import { PM_ACTOR_TYPES } from "./actor-types";
import { pmDocKey } from "./violations";

/** What a drop needs of the dropped actor. */
interface DroppedActor {
  readonly type: string;
  readonly uuid: string;
  readonly name: string | null;
  readonly pack: string | null;
  readonly id: string | null;
}

/** What the drop needs of the world. */
export interface ChoirDropWorld {
  /** Imports a compendium actor into the world (Actors#importFromCompendium); null when refused. */
  importFromCompendium(pack: string, id: string): Promise<{ uuid: string } | null>;
  notify(level: "info" | "warn", message: string): void;
  localize(key: string, data?: Record<string, string>): string;
}

/**
 * The actor uuid a choir stores for a dropped figure. A figure dragged from a compendium onto a
 * world choir is imported into the world first (players play world actors); a choir that lives
 * in a pack keeps the compendium uuid. Anything that is not a figure is refused.
 */
export async function choirMemberUuidForDrop(actor: DroppedActor, world: ChoirDropWorld, choirInPack = false): Promise<string | null> {
  if (actor.type !== PM_ACTOR_TYPES.figure) {
    world.notify("warn", world.localize(pmDocKey("Choir.OnlyFigures")));
    return null;
  }
  if (!actor.pack || choirInPack) return actor.uuid;
  if (!actor.id) return null;
  const imported = await world.importFromCompendium(actor.pack, actor.id);
  if (!imported) {
    world.notify("warn", world.localize(pmDocKey("Choir.ImportRefused"), { name: actor.name ?? "" }));
    return null;
  }
  world.notify("info", world.localize(pmDocKey("Choir.Imported"), { name: actor.name ?? "" }));
  return imported.uuid;
}

/** The live world: core's import (https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Actors.html). */
export function foundryChoirDropWorld(): ChoirDropWorld {
  return {
    async importFromCompendium(pack, id) {
      const compendium = game.packs?.get(pack);
      if (!compendium || !game.actors) return null;
      const imported = await game.actors.importFromCompendium(compendium as never, id);
      return imported ? { uuid: imported.uuid } : null;
    },
    notify: (level, message) => void ui.notifications?.[level](message),
    localize: (key, data) => (data ? game.i18n!.format(key, data) : game.i18n!.localize(key)),
  };
}
