import { forcePool } from "../documents/force-of";
import { kfFormat } from "../documents/labels";
import { figureSourceOf, forcesInCombat } from "./figures";

/** The tracker's banner lines: each force's dice pool. */
export function kfTrackerNotes(combat: Combat.Implementation): string[] {
  return forcesInCombat(combat).map((force) => kfFormat("Tracker.Pool", { force: force.name ?? "", pool: forcePool(force as never) }));
}

/** A figure's row: its action points while it has any, its danger tokens while it carries any. */
export function kfCombatantNotes(combatant: Combatant.Implementation): string[] {
  const source = figureSourceOf(combatant);
  if (!source || source.killed > 0) return [];
  const notes: string[] = [];
  if (source.wagered > 0 || source.actionPoints > 0) notes.push(kfFormat("Tracker.ActionPoints", { count: source.actionPoints }));
  if (source.danger.value > 0) notes.push(kfFormat("Tracker.Danger", { count: source.danger.value }));
  return notes;
}
