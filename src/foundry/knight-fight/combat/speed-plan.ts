import type { PhasePlan } from "../../../rules/common/activation";

export interface SpeedEntry {
  readonly id: string;
  readonly name: string;
  readonly speed: number;
}

/**
 * A turn's order (DECISIONS "Turn order"): fastest Speed first. Figures of equal Speed stand
 * together in a provisional order (by name) and form a tie group, drawn only when reached.
 */
export function speedPlan(entries: readonly SpeedEntry[]): PhasePlan {
  const sorted = [...entries].sort((a, b) => b.speed - a.speed || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const bySpeed = new Map<number, string[]>();
  for (const entry of sorted) bySpeed.set(entry.speed, [...(bySpeed.get(entry.speed) ?? []), entry.id]);
  const ties = [...bySpeed.values()].filter((group) => group.length > 1);
  return { order: sorted.map((entry) => entry.id), ties };
}
