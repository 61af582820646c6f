import type { FigureCounts } from "./types";

export function emptyCounts(figures: number): FigureCounts {
  const zeros = (): number[] => Array.from({ length: figures }, () => 0);
  return { kills: zeros(), dealt: zeros(), taken: zeros(), survived: zeros() };
}

/**
 * One game's figure counts, kept without an event log: each ruleset's watch is the engine's
 * observer (told of damage and defeats as they happen) and reads the first decision for who went
 * first. A watch is reused game after game; `begin` clears it.
 *
 * Credit goes to enemies only: damage a figure's attack does to its own side (a Magic area, say)
 * is taken but dealt by nobody. A figure that falls with no attack to blame (a burn at the start
 * of its activation, a failed danger check) is the kill of the last enemy that hurt it.
 */
export class GameWatch {
  readonly counts: FigureCounts;
  /** Per figure: 1 once it is out of the game. */
  readonly out: Uint8Array;
  /** Per figure: the last enemy that hurt it (-1: none yet). */
  readonly lastHitter: Int32Array;
  /** The side (index) that went first, or -1 until known. */
  firstMover = -1;
  /** False until the game's first decision has been seen. */
  started = false;

  constructor(readonly sideOf: readonly number[]) {
    const n = sideOf.length;
    this.counts = emptyCounts(n);
    this.out = new Uint8Array(n);
    this.lastHitter = new Int32Array(n);
  }

  begin(): void {
    const { kills, dealt, taken, survived } = this.counts;
    kills.fill(0);
    dealt.fill(0);
    taken.fill(0);
    survived.fill(0);
    this.out.fill(0);
    this.lastHitter.fill(-1);
    this.firstMover = -1;
    this.started = false;
  }

  /** Figure `f` lost `amount`; `by` is the figure whose action did it (-1: no one's). */
  lost(f: number, amount: number, by: number): void {
    this.counts.taken[f] = (this.counts.taken[f] ?? 0) + amount;
    if (by < 0 || this.sideOf[by] === this.sideOf[f]) return;
    this.counts.dealt[by] = (this.counts.dealt[by] ?? 0) + amount;
    this.lastHitter[f] = by;
  }

  /** Figure `f` is out of the game; `by` is the figure whose action did it (-1: no one's). */
  fell(f: number, by: number): void {
    this.out[f] = 1;
    const killer = by >= 0 && this.sideOf[by] !== this.sideOf[f] ? by : (this.lastHitter[f] ?? -1);
    if (killer >= 0) this.counts.kills[killer] = (this.counts.kills[killer] ?? 0) + 1;
  }

  /** The game is over: every figure not out survived it. */
  finish(): FigureCounts {
    for (let f = 0; f < this.out.length; f++) this.counts.survived[f] = this.out[f] === 1 ? 0 : 1;
    return this.counts;
  }
}
