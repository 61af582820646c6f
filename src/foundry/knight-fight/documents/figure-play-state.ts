import { activationOf } from "../play/activation";
import type { FigurePlayState } from "./figure-sheet-context";
import { forceOfFigure } from "./force-of";

/** The figure's force and whether it is activating now, for its sheet. */
export function figurePlayState(actor: Actor.Implementation): FigurePlayState {
  return { forceName: forceOfFigure(actor.uuid)?.name ?? null, activating: activationOf(actor.uuid) !== null };
}
