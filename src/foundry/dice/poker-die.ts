import { countHits, faceOf, POKER_FACES } from "../../rules/common/poker";

type DieResult = foundry.dice.terms.DiceTerm.Result;
type TermData = ConstructorParameters<typeof foundry.dice.terms.DiceTerm>[0];

/**
 * The Angry Miniatures poker die, written `Ndp` (e.g. `4dp`). Results stay the ranks 1..6
 * (9, 10, J, Q, K, A), so results compare by superiority and the rules read them unchanged;
 * only the labels and CSS classes show the faces.
 *
 * It extends DiceTerm as core's Coin and FateDie do, not Die: a Die's `denomination` is
 * `d<faces>`, so a Die subclass would be fulfilled (Dice Configuration, manual entry) as a d6.
 * A DiceTerm's `denomination` is its DENOMINATION, `p`, the key of its own fulfillment row.
 */
export class PokerDie extends foundry.dice.terms.DiceTerm {
  static override DENOMINATION = "p";

  constructor(termData: TermData) {
    super({ ...termData, faces: POKER_FACES.length });
  }

  override getResultLabel(result: DieResult): string {
    return labelOfRank(result.result);
  }

  override getResultCSS(result: DieResult): (string | null)[] {
    return [...super.getResultCSS(result), "shelf-wars-poker", `poker-${labelOfRank(result.result)}`];
  }

  /**
   * A sum of ranks means nothing in poker dice (a pair of Aces "12" would beat J-Q-K "12"), so
   * the total a Roll shows in chat is the number of hits (J, Q, K), the count every attack
   * compares first. Aces and pairs are read from the ranks by the rules, never from the total.
   */
  override get total(): number | undefined {
    if (!this._evaluated) return undefined;
    return countHits(this.results.filter((r) => r.active).map((r) => r.result));
  }
}

function labelOfRank(rank: number): string {
  try {
    return faceOf(rank);
  } catch {
    return "?";
  }
}
