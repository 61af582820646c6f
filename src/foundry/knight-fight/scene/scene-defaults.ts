import { SYSTEM_ID } from "../../shared/constants";

/** CONST.GRID_TYPES.HEXODDR: pointy-topped hexes in rows, the odd rows shifted. */
const HEX_ODD_ROWS = 2;
/** Room for the source's sample board of 7 by 5 hexes at 100 pixels a hex. */
const SAMPLE_BOARD = { size: 100, width: 800, height: 600 } as const;

/** The flag a scene made for Knight Fight carries. */
export function isKfSceneData(data: unknown): boolean {
  const flags = (data as { flags?: Record<string, { ruleset?: unknown } | undefined> } | null)?.flags;
  return flags?.[SYSTEM_ID]?.ruleset === "knight-fight";
}

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

/**
 * The grid a Knight Fight scene defaults to when its creator gave none: the system's default
 * grid (system.json) is square, for Angry Miniatures; a scene flagged for Knight Fight gets hexes.
 */
export function kfGridDefaults(data: unknown): { grid: { type: number; distance: number; units: string } } | null {
  if (!isKfSceneData(data)) return null;
  const grid = (data as { grid?: { type?: unknown } }).grid;
  if (grid?.type !== undefined) return null;
  return { grid: { type: HEX_ODD_ROWS, distance: 1, units: "hex" } };
}
