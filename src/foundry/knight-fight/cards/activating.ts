import { activationOf } from "../table/activation";
import type { KfFigureRef } from "../table/actors";
import { refused } from "./inputs";

/** Every action card needs its figure mid-activation in a running combat, and still in play. */
export function requireActivating(figure: KfFigureRef): void {
  if (figure.source.killed > 0) throw refused("Killed", `${figure.name} has been killed.`, { name: figure.name });
  if (!activationOf(figure.uuid)) throw refused("NotActivating", `${figure.name} is not activating.`, { name: figure.name });
}

/** Moving, attacking and protecting come after the wager and cost an action point each. */
export function requireActionPoint(figure: KfFigureRef): void {
  requireActivating(figure);
  if (figure.source.wagered < 1) throw refused("NoWager", `${figure.name} has not wagered yet.`, { name: figure.name });
  if (figure.source.actionPoints < 1) throw refused("NoActionPoints", `${figure.name} has no action points left.`, { name: figure.name });
}
