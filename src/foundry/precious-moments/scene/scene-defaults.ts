import { SYSTEM_ID } from "../../shared/constants";
import { gridDefaultsFor, isSceneFor } from "../../canvas/ruleset-scenes";

/** CONST.GRID_TYPES.GRIDLESS. */
const GRIDLESS = 0;
/** A kitchen table of 48 by 36 inches at 50 pixels an inch. */
export const PM_TABLE = { pixelsPerInch: 50, width: 48, height: 36 } as const;
export const PM_UNITS = "in";

/** The flag a scene made for Precious Moments carries. */
export const isPmSceneData = (data: unknown): boolean => isSceneFor(data, "precious-moments");

/** A new Precious Moments scene (DECISIONS "Units"): gridless, one unit an inch, a 48 x 36 inch table. */
export function pmSceneData(name: string) {
  return {
    name,
    width: PM_TABLE.width * PM_TABLE.pixelsPerInch,
    height: PM_TABLE.height * PM_TABLE.pixelsPerInch,
    grid: { type: GRIDLESS, size: PM_TABLE.pixelsPerInch, distance: 1, units: PM_UNITS },
    flags: { [SYSTEM_ID]: { ruleset: "precious-moments" } },
  };
}

/** A scene flagged for Precious Moments with no grid of its own is gridless, in inches. */
export const pmGridDefaults = (data: unknown) => gridDefaultsFor(data, "precious-moments", { type: GRIDLESS, distance: 1, units: PM_UNITS });
