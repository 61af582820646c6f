import { SYSTEM_ID } from "../../shared/constants";
import { gridDefaultsFor, isSceneFor } from "../../canvas/ruleset-scenes";

/**
 * CONST.GRID_TYPES.HEXEVENQ: flat-topped hexes in columns, the even ones whole from the top edge.
 * A board of an odd number of columns is then the same from either end (see KF_SAMPLE_BOARD).
 */
const HEX_EVEN_COLUMNS = 5;
/** Room for the source's sample board of 7 by 5 hexes at 100 pixels a hex. */
const SAMPLE_BOARD = { size: 100, width: 800, height: 600 } as const;

/** The flag a scene made for Knight Fight carries. */
export const isKfSceneData = (data: unknown): boolean => isSceneFor(data, "knight-fight");

/** A new Knight Fight scene: a hex grid (one hex a space, counted in hexes) sized for the sample board. */
export function kfSceneData(name: string) {
  return {
    name,
    width: SAMPLE_BOARD.width,
    height: SAMPLE_BOARD.height,
    grid: { type: HEX_EVEN_COLUMNS, size: SAMPLE_BOARD.size, distance: 1, units: "hex" },
    flags: { [SYSTEM_ID]: { ruleset: "knight-fight" } },
  };
}

/** A scene flagged for Knight Fight with no grid of its own gets hexes, one a space. */
export const kfGridDefaults = (data: unknown) => gridDefaultsFor(data, "knight-fight", { type: HEX_EVEN_COLUMNS, distance: 1, units: "hex" });
