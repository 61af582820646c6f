/// <reference types="vite/client" />
import { matchChoice } from "../shared/choice";
import { UsageError } from "../shared/args";

/** One actor document as the pack sources store it (packs/_source/<pack>/<entry>.json). */
export interface PackActor {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly system: Record<string, unknown>;
}

export interface PackEntry {
  readonly pack: string;
  readonly actor: PackActor;
}

// Bundled at build time, so the CLI and its workers read the same sources wherever they run.
const FILES = import.meta.glob<PackActor>("../../../packs/_source/*/*.json", { eager: true, import: "default" });

/** Every actor in the pack sources, with the pack it belongs to, in file order. */
export const PACK_ENTRIES: readonly PackEntry[] = Object.entries(FILES)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([file, actor]) => ({ pack: file.split("/").at(-2) ?? "", actor }));

/** The compendium UUID Foundry gives a pack actor: what team, force and choir members list. */
export const packActorUuid = (entry: PackEntry): string => `Compendium.shelf-wars.${entry.pack}.Actor.${entry.actor._id}`;

const byUuid = new Map(PACK_ENTRIES.map((entry) => [packActorUuid(entry), entry]));

/** The actor a member UUID names, or a usage error naming the side that lists it. */
export function memberAt(uuid: string, sideName: string): PackEntry {
  const found = byUuid.get(uuid);
  if (!found) throw new UsageError(`${sideName} lists a member that is in no pack source: ${uuid}`);
  return found;
}

export const actorsOfType = (type: string): PackEntry[] => PACK_ENTRIES.filter((entry) => entry.actor.type === type);

/**
 * The actor of `type` called `name`: by its whole name (no case, extra spaces or leading "The"), or
 * by the start of it when no other actor shares that start (a first name: "Gorla"); otherwise a
 * usage error naming what was asked for, with the names it most likely meant, or every name.
 */
export function actorNamed(type: string, name: string, what: string, flag: string): PackEntry {
  const candidates = actorsOfType(type);
  const names = candidates.map((entry) => entry.actor.name).sort((a, b) => a.localeCompare(b));
  const chosen = matchChoice(name, names, what, (typed, hint) =>
    `--${flag}: no ${what} named "${typed}" in the compendium (${hint.startsWith("did") ? hint : `available: ${names.join(", ")}`})`,
  );
  return candidates.find((entry) => entry.actor.name === chosen)!;
}
