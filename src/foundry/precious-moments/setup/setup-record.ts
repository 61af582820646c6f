import { PM_EDGES, PM_SIDES, type PmEdge, type PmSide } from "../../../rules/precious-moments/types";
import type { AreaHandle } from "../../canvas/area";
import { SYSTEM_ID } from "../../shared/constants";

/**
 * The set-up of a Precious Moments game on a scene: the two choirs (rules sides a and b), the
 * coin toss's Player 1, the home edges once chosen, and the deployment zones drawn. It lives in
 * the scene's flags, which only a GM writes; flags are world data a macro can edit, so every
 * read is validated.
 */
export interface PmSetupRecord {
  readonly choirs: Readonly<Record<PmSide, string>>;
  readonly names: Readonly<Record<PmSide, string>>;
  readonly player1: PmSide;
  readonly edges: Readonly<Record<PmSide, PmEdge>> | null;
  readonly zones: readonly AreaHandle[];
}

export const PM_SETUP_FLAG = "pmSetup";

const isSide = (value: unknown): value is PmSide => (PM_SIDES as readonly unknown[]).includes(value);
const isEdge = (value: unknown): value is PmEdge => (PM_EDGES as readonly unknown[]).includes(value);
const isStringPair = (value: unknown): value is Record<PmSide, string> =>
  typeof value === "object" && value !== null && PM_SIDES.every((side) => typeof (value as Record<string, unknown>)[side] === "string");

function isHandle(value: unknown): value is AreaHandle {
  const h = value as Record<string, unknown> | null;
  const documentName = h?.documentName;
  const named = documentName === undefined || documentName === "MeasuredTemplate" || documentName === "Region";
  return typeof h === "object" && h !== null && typeof h.id === "string" && typeof h.sceneId === "string" && named && Array.isArray(h.documentIds) && h.documentIds.every((d) => typeof d === "string");
}

/** The scene's set-up record, or null when it has none (or it is malformed). */
export function readSetup(scene: { getFlag(scope: string, key: string): unknown } | null | undefined): PmSetupRecord | null {
  const raw = scene?.getFlag(SYSTEM_ID, PM_SETUP_FLAG) as Record<string, unknown> | null | undefined;
  if (typeof raw !== "object" || raw === null) return null;
  const { choirs, names, player1, edges, zones } = raw;
  if (!isStringPair(choirs) || !isStringPair(names) || !isSide(player1)) return null;
  const edgePair = typeof edges === "object" && edges !== null && PM_SIDES.every((side) => isEdge((edges as Record<string, unknown>)[side])) ? (edges as Record<PmSide, PmEdge>) : null;
  return {
    choirs: { a: choirs.a, b: choirs.b },
    names: { a: names.a, b: names.b },
    player1,
    edges: edgePair ? { a: edgePair.a, b: edgePair.b } : null,
    zones: Array.isArray(zones) ? zones.filter(isHandle) : [],
  };
}

/**
 * Writes the record; true once the scene holds it. A record the scene already holds is a write
 * Foundry drops (it resolves undefined): that is success. A write the server refuses (only a GM
 * updates a scene) rejects, and core has shown its error: false.
 */
export async function writeSetup(scene: Scene.Implementation, record: PmSetupRecord): Promise<boolean> {
  try {
    await scene.update({ [`flags.${SYSTEM_ID}.${PM_SETUP_FLAG}`]: structuredClone(record) } as Scene.UpdateData);
    return true;
  } catch {
    return false;
  }
}
