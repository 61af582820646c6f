import { AM_STATUSES, type AmStatus } from "../../../rules/angry-miniatures/crits";
import type { AmState } from "../../../rules/angry-miniatures/game-types";
import { SYSTEM_ID } from "../../constants";
import type { TableFigure } from "./table-figure";

/** Where a figure's Health and crit statuses live on its actor (flat update paths). */
export const HEALTH_PATH = "system.health.value";
export const statusPath = (status: AmStatus): string => `flags.${SYSTEM_ID}.statuses.${status}`;

export interface PlannedChange {
  readonly uuid: string;
  readonly changes: Record<string, unknown>;
}

/**
 * The document updates an attack asks for: the rules' Health after damage and healing (they
 * already clamp at 0 and at maximum) and the status stacks the crits set. Only what changed.
 */
export function planFromStates(before: AmState, after: AmState, figures: readonly TableFigure[]): PlannedChange[] {
  const byActor = new Map<string, Record<string, unknown>>();
  for (const figure of figures) {
    const was = before.figures[figure.id];
    const now = after.figures[figure.id];
    if (!was || !now) continue;
    const changes: Record<string, unknown> = {};
    if (now.health !== was.health) changes[HEALTH_PATH] = now.health;
    for (const status of AM_STATUSES) {
      const old = was.statuses[status] ?? 0;
      const value = now.statuses[status] ?? 0;
      if (old !== value) changes[statusPath(status)] = value;
    }
    if (Object.keys(changes).length > 0) byActor.set(figure.actorUuid, { ...byActor.get(figure.actorUuid), ...changes });
  }
  return [...byActor].map(([uuid, changes]) => ({ uuid, changes }));
}
