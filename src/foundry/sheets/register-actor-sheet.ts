import { SYSTEM_ID } from "../shared/constants";
import type { ShelfWarsActorSheetClass } from "./actor-sheet";

type SheetRegistration = NonNullable<Parameters<typeof foundry.documents.collections.Actors.registerSheet>[2]>;

/** Registers a Shelf Wars actor sheet as the default sheet of its actor types. */
export function registerActorSheet(sheetClass: ShelfWarsActorSheetClass, options: { types: NonNullable<SheetRegistration["types"]>; label: string }): void {
  foundry.documents.collections.Actors.registerSheet(SYSTEM_ID, sheetClass, { ...options, makeDefault: true });
}
