import { AM_STATUSES, type AmStatus } from "../../../rules/angry-miniatures/crits";
import type { AmState, AmStatuses, MarkedBy } from "../../../rules/angry-miniatures/game-types";
import { SYSTEM_ID } from "../../constants";
import type { TableFigure } from "./table-figure";

/** Where a figure's Health and crit statuses live on its actor (flat update paths). */
export const HEALTH_PATH = "system.health.value";
export const statusPath = (status: AmStatus): string => `flags.${SYSTEM_ID}.statuses.${status}`;
/** Marks a placer's Tactical Genius put on the figure; 0 once they are used (keys are never deleted). */
export const markedByPath = (placerId: string): string => `flags.${SYSTEM_ID}.markedBy.${placerId}`;

/** A figure's Health and status stacks, as the rules hold them. */
export interface HealthAndStatuses {
  readonly health: number;
  readonly statuses: AmStatuses;
  readonly markedBy?: MarkedBy;
}

/** The flat actor update paths that take a figure from one Health and statuses to another. */
export function healthAndStatusChanges(before: HealthAndStatuses, after: HealthAndStatuses): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (after.health !== before.health) changes[HEALTH_PATH] = after.health;
  for (const status of AM_STATUSES) {
    const value = after.statuses[status] ?? 0;
    if ((before.statuses[status] ?? 0) !== value) changes[statusPath(status)] = value;
  }
  for (const placerId of new Set([...Object.keys(before.markedBy ?? {}), ...Object.keys(after.markedBy ?? {})])) {
    const value = after.markedBy?.[placerId] ?? 0;
    if ((before.markedBy?.[placerId] ?? 0) !== value) changes[markedByPath(placerId)] = value;
  }
  return changes;
}

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
    const changes = healthAndStatusChanges(was, now);
    if (Object.keys(changes).length > 0) byActor.set(figure.actorUuid, { ...byActor.get(figure.actorUuid), ...changes });
  }
  return [...byActor].map(([uuid, changes]) => ({ uuid, changes }));
}
