import { PM_EDGES, type PmEdge } from "../../../rules/precious-moments/types";
import { SYSTEM_ID } from "../../shared/constants";

/**
 * The home edges a scene offers Player 1 (`flags.shelf-wars.homeEdges`: the ready parlour table
 * paints its home zones on the left and right edges), or every edge when the scene names none or
 * names something that is not an edge (a flag is world data a GM can edit by macro).
 */
export function sceneHomeEdges(scene: { flags: unknown }): readonly PmEdge[] {
  const stored = (scene.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID]?.homeEdges;
  if (!Array.isArray(stored) || stored.length === 0 || !stored.every((edge) => (PM_EDGES as readonly unknown[]).includes(edge))) return PM_EDGES;
  return [...new Set(stored as PmEdge[])];
}
