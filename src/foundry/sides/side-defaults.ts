import { isSideColour, nextSideColour, nextSideDisposition, type SideColour, type TokenDisposition } from "../../data/side-colours";

/** The creation data of a side actor, as `_preCreate` receives it. */
interface SideCreationData {
  readonly system?: { readonly color?: unknown } | null;
  readonly prototypeToken?: { readonly disposition?: unknown } | null;
}

/** Another side of the same type, as the world holds it. */
export interface ExistingSide {
  readonly color: unknown;
  readonly disposition: unknown;
}

/**
 * What a new side takes when it is made without a colour or a token disposition of its own (made
 * in the world, not imported: a ready side carries both): the first palette colour and the first
 * free slot (friendly, then hostile) among the world's other sides of its type.
 */
export function newSideDefaults(data: SideCreationData, others: readonly ExistingSide[]): { system?: { color: SideColour }; prototypeToken?: { disposition: TokenDisposition } } {
  const defaults: { system?: { color: SideColour }; prototypeToken?: { disposition: TokenDisposition } } = {};
  if (!isSideColour(data.system?.color)) defaults.system = { color: nextSideColour(others.map((o) => o.color).filter(isSideColour)) };
  if (typeof data.prototypeToken?.disposition !== "number") {
    defaults.prototypeToken = { disposition: nextSideDisposition(others.map((o) => o.disposition).filter((d): d is number => typeof d === "number")) };
  }
  return defaults;
}

/** The world's other actors of `sideType`, as `newSideDefaults` reads them. */
export function worldSidesOf(sideType: string, except?: string | null): ExistingSide[] {
  const actors = (game.actors?.contents ?? []) as unknown as { id: string | null; type: string; system: unknown; prototypeToken?: { disposition?: unknown } }[];
  return actors
    .filter((actor) => actor.type === sideType && actor.id !== except)
    .map((actor) => ({ color: (actor.system as { color?: unknown } | null)?.color, disposition: actor.prototypeToken?.disposition }));
}

/** `_preCreate` of a side's data model: fills the colour and slot a new side was not given. */
export function applyNewSideDefaults(parent: Actor.Implementation | null | undefined, data: unknown, sideType: string): void {
  if (!parent) return;
  const defaults = newSideDefaults(data as SideCreationData, worldSidesOf(sideType, parent.id));
  if (defaults.system || defaults.prototypeToken) parent.updateSource(defaults as never);
}

/** The lang key a player's (refused) write of a side's colour is told with. */
export const SIDE_COLOUR_GM_ONLY = "SHELFWARS.SideColour.GmOnly";

/**
 * `_preUpdate` of a side's data model: only a GM recolours a side (the sheet shows the control to
 * GMs only). This stops an honest client's write; the GM's client does not carry a player's colour
 * to any token either (side-colour-hooks.ts), whatever a client skips.
 */
export function colourWriteRefused(changes: unknown, user: { isGM?: boolean } | null | undefined): boolean {
  const system = (changes as { system?: unknown } | null)?.system;
  if (typeof system !== "object" || system === null || !("color" in system) || user?.isGM === true) return false;
  ui.notifications?.warn(game.i18n!.localize(SIDE_COLOUR_GM_ONLY));
  return true;
}
