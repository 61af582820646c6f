import { isSideColour, SIDE_PALETTE } from "../../data/side-colours";

/** The side sheets' colour partial, shared by every ruleset's side sheet. */
export const SIDE_COLOUR_PARTIAL = "shared/side-colour.hbs";

export interface SideColourContext {
  /** The input's id (unique per sheet). */
  readonly id: string;
  /** "#rrggbb". */
  readonly colour: string;
  /** The colour input shows: the sheet is editable and the user a GM. */
  readonly editable: boolean;
}

/** What the partial reads: the side's stored colour; its input only for a GM on an editable sheet. */
export function sideColourContext(side: { uuid: string; system: unknown }, options: { editable: boolean; isGM: boolean }): SideColourContext {
  const stored = (side.system as { color?: unknown } | null)?.color;
  return { id: `${side.uuid}-color`, colour: isSideColour(stored) ? stored : SIDE_PALETTE[0], editable: options.editable && options.isGM };
}
