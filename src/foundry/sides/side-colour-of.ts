import { isSideColour } from "../../data/side-colours";

/** A side actor's (team's, choir's, force's) colour, by its uuid; undefined when it has none. */
export function sideColourOfActor(uuid: string): string | undefined {
  if (!uuid.startsWith("Actor.")) return undefined;
  const colour = (fromUuidSync(uuid as never) as { system?: { color?: unknown } } | null)?.system?.color;
  return isSideColour(colour) ? colour : undefined;
}
