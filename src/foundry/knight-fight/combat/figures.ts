import { isKfFigureType } from "../documents/actor-types";
import type { KfFigureSource } from "../../../data/knight-fight/figure-source";
import { forceOfFigure } from "../documents/force-of";

/** A combatant's Knight Fight figure data, when its actor is a Knight Fight figure. */
export function figureSourceOf(combatant: Combatant.Implementation): KfFigureSource | null {
  const actor = combatant.actor;
  if (!actor || !isKfFigureType(actor.type)) return null;
  const system = actor.system as unknown as { _source?: KfFigureSource };
  return (system._source ?? actor.system) as unknown as KfFigureSource;
}

/** The distinct forces the combat's figures fight for, in combatant order. */
export function forcesInCombat(combat: Combat.Implementation): Actor.Implementation[] {
  const forces: Actor.Implementation[] = [];
  for (const combatant of combat.combatants.contents) {
    const uuid = combatant.actor?.uuid;
    const force = uuid ? forceOfFigure(uuid) : null;
    if (force && !forces.includes(force)) forces.push(force);
  }
  return forces;
}
