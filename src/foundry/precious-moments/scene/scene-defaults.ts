import { SYSTEM_ID } from "../../shared/constants";

/** CONST.GRID_TYPES.GRIDLESS. */
const GRIDLESS = 0;
/** A kitchen table of 48 by 36 inches at 50 pixels an inch. */
export const PM_TABLE = { pixelsPerInch: 50, width: 48, height: 36 } as const;
export const PM_UNITS = "in";

/** The flag a scene made for Precious Moments carries. */
export function isPmSceneData(data: unknown): boolean {
  const flags = (data as { flags?: Record<string, { ruleset?: unknown } | undefined> } | null)?.flags;
  return flags?.[SYSTEM_ID]?.ruleset === "precious-moments";
}

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

/**
 * The grid a Precious Moments scene defaults to when its creator gave none: the system's
 * default grid (system.json) is square, for Angry Miniatures; a scene flagged for Precious
 * Moments is gridless, in inches.
 */
export function pmGridDefaults(data: unknown): { grid: { type: number; distance: number; units: string } } | null {
  if (!isPmSceneData(data)) return null;
  const grid = (data as { grid?: { type?: unknown } }).grid;
  if (grid?.type !== undefined) return null;
  return { grid: { type: GRIDLESS, distance: 1, units: PM_UNITS } };
}
