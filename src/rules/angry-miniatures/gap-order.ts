import type { Offset } from "../common/geometry";

/** Squares with their gaps (from one square), smallest gap first. */
export interface GapOrdered {
  readonly squares: readonly Offset[];
  readonly gaps: readonly number[];
}

/** Past this, counting would take more room than a sort takes time. */
const MOST_COUNTED_GAP = 4096;

/** The counts' room, kept from call to call (each call counts afresh in the part it uses). */
const next: number[] = [];

/**
 * `squares` in order of `gaps`, smallest first, equal gaps in the order given. Gaps in whole
 * squares (what figures standing on squares give) are put in order by counting them, in time
 * linear in their number; any other gap falls back to a sort.
 */
export function inGapOrder(squares: readonly Offset[], gaps: readonly number[]): GapOrdered {
  let most = 0;
  for (const gap of gaps) {
    if (!Number.isInteger(gap) || gap < 0 || gap > MOST_COUNTED_GAP) return sortedByGap(squares, gaps);
    if (gap > most) most = gap;
  }
  // next[g]: where the next square with gap g goes.
  next.fill(0, 0, most + 2);
  while (next.length < most + 2) next.push(0);
  for (const gap of gaps) next[gap + 1] = (next[gap + 1] as number) + 1;
  for (let g = 1; g <= most; g++) next[g] = (next[g] as number) + (next[g - 1] as number);
  const orderedSquares = new Array<Offset>(squares.length);
  const orderedGaps = new Array<number>(gaps.length);
  for (let k = 0; k < gaps.length; k++) {
    const gap = gaps[k] as number;
    const at = next[gap] as number;
    next[gap] = at + 1;
    orderedSquares[at] = squares[k] as Offset;
    orderedGaps[at] = gap;
  }
  return { squares: orderedSquares, gaps: orderedGaps };
}

function sortedByGap(squares: readonly Offset[], gaps: readonly number[]): GapOrdered {
  const order = gaps.map((_, k) => k).sort((a, b) => (gaps[a] as number) - (gaps[b] as number));
  return { squares: order.map((k) => squares[k] as Offset), gaps: order.map((k) => gaps[k] as number) };
}
