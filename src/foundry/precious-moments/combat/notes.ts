import { currentValue, figuresInPlay } from "../../../rules/precious-moments/state-queries";
import { PM_SIDES } from "../../../rules/precious-moments/types";
import { pmCombatGame } from "./combat-game";
import { pmFormat } from "../documents/labels";

/** The tracker's banner: each choir's figures in play and their total current Value (what a called game compares). */
export function pmTrackerNotes(combat: Combat.Implementation): string[] {
  const game = pmCombatGame(combat);
  if (!game) return [];
  const { state } = game;
  return PM_SIDES.map((side) =>
    pmFormat("Round", "ChoirNote", { choir: state.sides[side].name, figures: figuresInPlay(state, side).length, value: currentValue(state, side) }),
  );
}
