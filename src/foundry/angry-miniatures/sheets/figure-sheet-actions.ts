import { isPokerFace, type PokerFace } from "../../../rules/common/poker";
import type { FigureSource } from "../../../data/angry-miniatures/figure-source";
import { storedTriggerFaces } from "./figure-sheet-context";

/** The figure actor the sheet's buttons change. */
interface FigureActor {
  readonly system: unknown;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

function sourceOf(actor: FigureActor): FigureSource {
  return (actor.system as { _source: FigureSource })._source;
}

/** Adds a face to the trigger the sheet shows (the stored one, or the crit's default). */
export async function addTriggerFace(actor: FigureActor, face: string): Promise<void> {
  if (!isPokerFace(face)) return;
  await actor.update({ system: { critTrigger: [...storedTriggerFaces(sourceOf(actor)), face satisfies PokerFace] } });
}

/**
 * Removes the face at `index` of the trigger the sheet shows, unknown faces included (a stored
 * "Joker" can be taken out). An empty stored trigger means the crit's default, so removing the
 * last face resets it.
 */
export async function removeTriggerFace(actor: FigureActor, index: number): Promise<void> {
  const trigger = storedTriggerFaces(sourceOf(actor));
  if (!Number.isInteger(index) || index < 0 || index >= trigger.length) return;
  trigger.splice(index, 1);
  await actor.update({ system: { critTrigger: trigger } });
}
