import { SYSTEM_ID } from "../../shared/constants";
import { gridDefaultsFor, isSceneFor } from "../../canvas/ruleset-scenes";

/** CONST.GRID_TYPES.HEXODDR: pointy-topped hexes in rows, the odd rows shifted. */
const HEX_ODD_ROWS = 2;
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
    grid: { type: HEX_ODD_ROWS, size: SAMPLE_BOARD.size, distance: 1, units: "hex" },
    flags: { [SYSTEM_ID]: { ruleset: "knight-fight" } },
  };
}

/** A scene flagged for Knight Fight with no grid of its own gets hexes, one a space. */
export const kfGridDefaults = (data: unknown) => gridDefaultsFor(data, "knight-fight", { type: HEX_ODD_ROWS, distance: 1, units: "hex" });
