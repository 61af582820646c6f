/** What a roster drop needs of the dropped actor. */
export interface DroppedActor {
  readonly type: string;
  readonly uuid: string;
  readonly name: string | null;
  readonly pack: string | null;
  readonly id: string | null;
  /** Does the dropping user own it (Document#isOwner)? */
  readonly isOwner?: boolean;
}

/** What a roster drop needs of the world. */
export interface RosterDropWorld {
  /** Is the dropping user a GM (who may put any figure on any side)? */
  readonly isGM?: boolean;
  /** Imports a compendium actor into the world (Actors#importFromCompendium); null when refused. */
  importFromCompendium(pack: string, id: string): Promise<{ uuid: string } | null>;
  notify(level: "info" | "warn", message: string): void;
  localize(key: string, data?: Record<string, string>): string;
}

/** A side gains only figures its owner owns (the game state check puts back any other written directly). */
export const NOT_YOUR_FIGURE_KEY = "SHELFWARS.Guard.NotYourFigure";

/** The lang keys a ruleset's roster speaks with. */
export interface RosterDropKeys {
  readonly onlyFigures: string;
  readonly imported: string;
  readonly importRefused: string;
}

/**
 * The actor uuid a side's roster (team, choir, force) stores for a dropped figure. A figure
 * dragged from a compendium is imported into the world first (players play world actors),
 * unless the roster itself lives in a pack; anything that is not the ruleset's figure is refused,
 * and so is a world figure a player drops without owning it.
 */
export async function rosterMemberUuid(
  actor: DroppedActor,
  world: RosterDropWorld,
  rules: { readonly figureType: string; readonly keys: RosterDropKeys; readonly keepCompendiumUuid?: boolean },
): Promise<string | null> {
  if (actor.type !== rules.figureType) {
    world.notify("warn", world.localize(rules.keys.onlyFigures));
    return null;
  }
  if (!actor.pack && world.isGM === false && actor.isOwner === false) {
    world.notify("warn", world.localize(NOT_YOUR_FIGURE_KEY, { name: actor.name ?? "" }));
    return null;
  }
  if (!actor.pack || rules.keepCompendiumUuid) return actor.uuid;
  if (!actor.id) return null;
  const imported = await world.importFromCompendium(actor.pack, actor.id);
  const name = { name: actor.name ?? "" };
  if (!imported) {
    world.notify("warn", world.localize(rules.keys.importRefused, name));
    return null;
  }
  world.notify("info", world.localize(rules.keys.imported, name));
  return imported.uuid;
}

/**
 * Core's import (https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Actors.html):
 * it creates a world actor, which needs the ACTOR_CREATE permission (Assistant and up unless the
 * world's permission configuration says otherwise). A user without it is not sent to the server;
 * a refusal the server still makes rejects (core shows its error) and counts as refused here, as
 * does a creation the actor's data model vetoes. Null when refused, so the caller's own message shows.
 */
export async function importWorldActor(pack: string, id: string): Promise<Actor.Implementation | null> {
  const compendium = game.packs?.get(pack);
  if (!compendium || !game.actors || !game.user?.can("ACTOR_CREATE")) return null;
  try {
    return (await game.actors.importFromCompendium(compendium as never, id)) ?? null;
  } catch (error) {
    console.warn(`Shelf Wars | importing ${pack}.${id} was refused`, error);
    return null;
  }
}

/** The live world. */
export function foundryRosterDropWorld(): RosterDropWorld {
  return {
    isGM: game.user?.isGM === true,
    async importFromCompendium(pack, id) {
      const imported = await importWorldActor(pack, id);
      return imported ? { uuid: imported.uuid } : null;
    },
    notify: (level, message) => void ui.notifications?.[level](message),
    localize: (key, data) => (data ? game.i18n!.format(key, data) : game.i18n!.localize(key)),
  };
}
