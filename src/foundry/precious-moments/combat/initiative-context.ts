import { sum } from "../../../rules/common/dice";
import type { PmInitiativeResult } from "../../../rules/precious-moments/initiative";
import { dieChips, type DieChip } from "../../dice/die-chip";
import { pmFormat, pmLocalize } from "../documents/labels";

export const PM_INITIATIVE_CARD_TEMPLATE = "precious-moments/round/initiative-card.hbs";

/**
 * One choir's 2d6 in one throw. On the deciding throw the winner's dice are the winning dice and
 * its row says it wins (and sings first); the loser's row says it moves first.
 */
export interface PmThrowView {
  readonly name: string;
  readonly dice: readonly DieChip[];
  readonly total: number;
  readonly wins: boolean;
  readonly movesFirst: boolean;
}

export interface PmInitiativeCardContext {
  readonly title: string;
  /** One row per throw of both choirs: ties first, the deciding throw last. */
  readonly throws: readonly { readonly label: string; readonly sides: readonly PmThrowView[]; readonly tied: boolean }[];
  readonly result: string;
  readonly order: readonly string[];
  /** Standing warnings shown with the first round (a choir over the agreed budget). */
  readonly warnings: readonly string[];
}

/** What the round's card shows, from the two choirs' names (side a, side b) and the rules' roll. */
export function pmInitiativeCardContext(round: number, names: { a: string; b: string }, result: PmInitiativeResult, warnings: readonly string[] = []): PmInitiativeCardContext {
  const winner = names[result.winner];
  const loser = names[result.loser];
  return {
    title: pmFormat("Round", "Title", { round }),
    throws: result.rolls.map((roll, n) => {
      const tied = sum(roll.a) === sum(roll.b);
      const side = (key: "a" | "b"): PmThrowView => {
        const wins = !tied && key === result.winner;
        const movesFirst = !tied && key === result.loser;
        return { name: names[key], dice: dieChips(roll[key], tied ? "tied" : wins ? "wins" : "plain"), total: sum(roll[key]), wins, movesFirst };
      };
      return { label: n === 0 ? pmLocalize("Round", "Throw") : pmLocalize("Round", "Reroll"), sides: [side("a"), side("b")], tied };
    }),
    result: pmFormat("Round", "Winner", { winner }),
    order: [pmFormat("Round", "MovesFirst", { side: loser }), pmFormat("Round", "SingsFirst", { side: winner })],
    warnings: [...warnings],
  };
}

/** A round with one choir left: nobody rolls (the game is already won). */
export function pmUnopposedCardContext(round: number, name: string, warnings: readonly string[] = []): PmInitiativeCardContext {
  return { title: pmFormat("Round", "Title", { round }), throws: [], result: pmFormat("Round", "Unopposed", { side: name }), order: [], warnings: [...warnings] };
}
