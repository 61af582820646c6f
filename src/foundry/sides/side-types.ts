import type { RosterDropKeys } from "./roster-drop";

/** A ruleset's side actor type (team, choir, force), the figure type its roster holds, and the roster's messages. */
export interface SideTypeEntry {
  readonly sideType: string;
  readonly figureType: string;
  readonly keys: RosterDropKeys;
}

/** A side type whose roster messages live under one lang prefix (`<prefix>.OnlyFigures`, `.Imported`, `.ImportRefused`). */
export function rosterSide(sideType: string, figureType: string, keyPrefix: string): SideTypeEntry {
  return { sideType, figureType, keys: { onlyFigures: `${keyPrefix}.OnlyFigures`, imported: `${keyPrefix}.Imported`, importRefused: `${keyPrefix}.ImportRefused` } };
}

/** The side types of every registered ruleset, by side actor type. */
export class SideTypeRegistry {
  readonly #entries = new Map<string, SideTypeEntry>();

  constructor(entries: readonly SideTypeEntry[] = []) {
    for (const entry of entries) this.add(entry);
  }

  add(entry: SideTypeEntry): void {
    const known = this.#entries.get(entry.sideType);
    if (known && known !== entry) throw new Error(`Shelf Wars: the side type ${entry.sideType} is registered twice`);
    this.#entries.set(entry.sideType, entry);
  }

  /** The entry for an actor type, or undefined when the type is not a side. */
  of(type: unknown): SideTypeEntry | undefined {
    return typeof type === "string" ? this.#entries.get(type) : undefined;
  }
}
