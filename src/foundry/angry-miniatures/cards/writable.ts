import { AM_STATUSES } from "../../../rules/angry-miniatures/crits";
import type { WritableField } from "../../chat";
import { HEALTH_PATH, markedByPath, statusPath } from "../table/plan";

/** The most stacks of one crit status a figure can carry; far beyond any game, never beyond JSON. */
export const MAX_STATUS_STACKS = 99;

function healthMax(system: unknown): number {
  const max = (system as { health?: { max?: unknown } } | null)?.health?.max;
  return typeof max === "number" && Number.isFinite(max) ? max : 0;
}

/**
 * Angry Miniatures cards change a figure's Health (0 to its maximum), its crit status stacks,
 * and how many of its Tactical Genius marks each figure placed (keyed by the placer's token id).
 */
export const AM_WRITABLE_FIELDS: readonly WritableField[] = [
  { path: HEALTH_PATH, bounds: (actor) => ({ min: 0, max: healthMax(actor.system) }) },
  ...AM_STATUSES.map((status) => ({ path: statusPath(status), bounds: () => ({ min: 0, max: MAX_STATUS_STACKS }) })),
  { path: markedByPath("*"), bounds: () => ({ min: 0, max: MAX_STATUS_STACKS }) },
];

