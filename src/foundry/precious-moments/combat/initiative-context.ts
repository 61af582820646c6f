import { sum } from "../../../rules/common/dice";
import type { PmInitiativeResult } from "../../../rules/precious-moments/initiative";
import { pmFormat, pmLocalize } from "./labels";

export const PM_INITIATIVE_CARD_TEMPLATE = "precious-moments/round/initiative-card.hbs";

export interface PmThrowView {
  readonly name: string;
  readonly dice: string;
  readonly total: number;
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
    throws: result.rolls.map((roll, n) => ({
      label: n === 0 ? pmLocalize("Round", "Throw") : pmLocalize("Round", "Reroll"),
      sides: [
        { name: names.a, dice: roll.a.join(" + "), total: sum(roll.a) },
        { name: names.b, dice: roll.b.join(" + "), total: sum(roll.b) },
      ],
      tied: sum(roll.a) === sum(roll.b),
    })),
    result: pmFormat("Round", "Winner", { winner }),
    order: [pmFormat("Round", "MovesFirst", { side: loser }), pmFormat("Round", "SingsFirst", { side: winner })],
    warnings: [...warnings],
  };
}

/** A round with one choir left: nobody rolls (the game is already won). */
export function pmUnopposedCardContext(round: number, name: string, warnings: readonly string[] = []): PmInitiativeCardContext {
  return { title: pmFormat("Round", "Title", { round }), throws: [], result: pmFormat("Round", "Unopposed", { side: name }), order: [], warnings: [...warnings] };
}
