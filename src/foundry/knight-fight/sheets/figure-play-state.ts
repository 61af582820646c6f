import { activationOf } from "../table/activation";
import type { FigurePlayState } from "./figure-sheet-context";
import { forceOfFigure } from "../documents/force-of";

/** The figure's force and whether it is activating now, for its sheet. */
export function figurePlayState(actor: Actor.Implementation): FigurePlayState {
  const force = forceOfFigure(actor.uuid);
  return { forceName: force?.name ?? null, forceUuid: force?.uuid ?? null, activating: activationOf(actor.uuid) !== null };
}
