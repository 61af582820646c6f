import { isKfFigureType } from "./actor-types";
import { forceOfFigure } from "./force-of";
import { kfKey } from "../labels";

/** What a drop needs of the dropped actor. */
interface DroppedActor {
  readonly type: string;
  readonly uuid: string;
  readonly name: string | null;
  readonly pack: string | null;
  readonly id: string | null;
}

/** What the drop needs of the world. */
export interface ForceDropWorld {
  /** Imports a compendium actor into the world (Actors#importFromCompendium); null when refused. */
  importFromCompendium(pack: string, id: string): Promise<{ uuid: string } | null>;
  /** The force a world figure already fights for. */
  forceOf(figureUuid: string): { readonly uuid: string; readonly name: string | null } | null;
  notify(level: "info" | "warn", message: string): void;
  localize(key: string, data?: Record<string, string>): string;
}

/**
 * The actor uuid a force stores for a dropped figure. A figure dragged from a compendium is
 * imported into the world first (forces list world actors); a figure already fighting for
 * another force is refused (its pool would be ambiguous); anything not a figure is refused.
 */
export async function memberUuidForDrop(actor: DroppedActor, forceUuid: string, world: ForceDropWorld): Promise<string | null> {
  if (!isKfFigureType(actor.type)) {
    world.notify("warn", world.localize(kfKey("Force.OnlyFigures")));
    return null;
  }
  let uuid = actor.uuid;
  if (actor.pack) {
    if (!actor.id) return null;
    const imported = await world.importFromCompendium(actor.pack, actor.id);
    if (!imported) {
      world.notify("warn", world.localize(kfKey("Force.ImportRefused"), { name: actor.name ?? "" }));
      return null;
    }
    world.notify("info", world.localize(kfKey("Force.Imported"), { name: actor.name ?? "" }));
    uuid = imported.uuid;
  }
  const other = world.forceOf(uuid);
  if (other && other.uuid !== forceUuid) {
    world.notify("warn", world.localize(kfKey("Force.InAnotherForce"), { name: actor.name ?? "", force: other.name ?? "" }));
    return null;
  }
  return uuid;
}

/** The live world: core's import (https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Actors.html). */
export function foundryForceDropWorld(): ForceDropWorld {
  return {
    async importFromCompendium(pack, id) {
      const compendium = game.packs?.get(pack);
      if (!compendium || !game.actors) return null;
      const imported = await game.actors.importFromCompendium(compendium as never, id);
      return imported ? { uuid: imported.uuid } : null;
    },
    forceOf: (figureUuid) => forceOfFigure(figureUuid),
    notify: (level, message) => void ui.notifications?.[level](message),
    localize: (key, data) => (data ? game.i18n!.format(key, data) : game.i18n!.localize(key)),
  };
}
