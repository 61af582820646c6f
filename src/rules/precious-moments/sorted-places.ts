import type { PmFigureState, PmSide } from "./types";

// Each side's figures, by their place in the figures list, sorted by a key and then by place, so a
// policy can walk them in that order and stop early instead of looking at every figure. What keeps
// the cost of a big game's searches (the least Value in sight, the nearest enemy) from growing with
// the number of figures.
//
// One order, for exactly one figures list (`figures`): the list last asked about. A step's copy of
// the list differs from its parent only in the figures it wrote (`noteWritten`), so the order
// follows a game along step by step; any other list is sorted afresh. Callers still test each
// figure as it stands in the list they asked about.

/** What an order sorts by: a figure's Value (figures not in Heaven), or its x (figures in play on the table). */
type SortKey = "value" | "x";

export class SortedPlaces {
  private figures: readonly PmFigureState[] | null = null;
  /** False when a listed figure's key is NaN: no order, the caller looks at every figure. */
  private usable = false;
  /** Each side's places in order, and beside them (at the same index) their keys. */
  private a: number[] = [];
  private b: number[] = [];
  private aKeys: number[] = [];
  private bKeys: number[] = [];

  constructor(private readonly by: SortKey) {}

  /** The places of `side`'s listed figures in `figures`, least key first (then list order), or null if there is no such order. */
  of(figures: readonly PmFigureState[], side: PmSide): readonly number[] | null {
    if (this.figures !== figures) this.sortAfresh(figures);
    if (!this.usable) return null;
    return side === "a" ? this.a : this.b;
  }

  /**
   * The keys of the figures `of` lists, at the same indexes (read side by side, so a search along
   * the order reads no figure it passes by). Only after `of` for the same list and side.
   */
  keysOf(side: PmSide): readonly number[] {
    return side === "a" ? this.aKeys : this.bKeys;
  }

  /**
   * `after` is the step's copy of `before` with the figures at `places` replaced by written copies:
   * move the order of `before` along to `after`, one written figure at a time (each moves only its
   * own entry). `after` must not be written again.
   */
  noteWritten(before: readonly PmFigureState[], after: readonly PmFigureState[], places: readonly number[]): void {
    if (this.figures === after || !this.usable) {
      // Sorted while the step was still writing it (no longer to be trusted), or no order to keep.
      this.figures = null;
      return;
    }
    if (this.figures !== before || before.length !== after.length) return;
    this.figures = after;
    for (const k of places) {
      if (!this.moveAlong(k, before[k], after[k])) {
        // Sorted afresh when next asked about.
        this.figures = null;
        return;
      }
    }
  }

  /** Moves place `k`'s entry from where `old` stood to where `now` stands; false when it cannot. */
  private moveAlong(k: number, old: PmFigureState | undefined, now: PmFigureState | undefined): boolean {
    if (!old || !now || old.side !== now.side) return false;
    // What most steps write leaves this order alone: a move keeps the Value, a song the place.
    if (old.inHeaven === now.inHeaven && (this.by === "value" ? old.value === now.value : old.position === now.position)) return true;
    const wasListed = this.listed(old);
    const isListed = this.listed(now);
    if (!wasListed && !isListed) return true;
    const key = this.key(now);
    if (isListed && Number.isNaN(key)) return false;
    if (wasListed && isListed && this.key(old) === key) return true;
    const list = now.side === "a" ? this.a : this.b;
    const keys = now.side === "a" ? this.aKeys : this.bKeys;
    // Where the figure stood (the list is sorted by the keys it had), then where it stands now.
    let at = wasListed ? placeOf(list, keys, this.key(old), k) : list.length;
    if (at < 0) return false;
    if (!wasListed) {
      list.push(k);
      keys.push(key);
    }
    if (!isListed) {
      for (; at < list.length - 1; at++) {
        list[at] = list[at + 1] ?? 0;
        keys[at] = keys[at + 1] ?? 0;
      }
      list.pop();
      keys.pop();
      return true;
    }
    for (; at > 0 && comesAfter(list[at - 1] ?? 0, keys[at - 1] ?? 0, key, k); at--) {
      list[at] = list[at - 1] ?? 0;
      keys[at] = keys[at - 1] ?? 0;
    }
    for (; at < list.length - 1 && !comesAfter(list[at + 1] ?? 0, keys[at + 1] ?? 0, key, k); at++) {
      list[at] = list[at + 1] ?? 0;
      keys[at] = keys[at + 1] ?? 0;
    }
    list[at] = k;
    keys[at] = key;
    return true;
  }

  private key(f: PmFigureState): number {
    return this.by === "value" ? f.value : (f.position?.x ?? Number.NaN);
  }

  private listed(f: PmFigureState): boolean {
    return !f.inHeaven && (this.by === "value" || f.position !== null);
  }

  private sortAfresh(figures: readonly PmFigureState[]): void {
    this.figures = figures;
    this.usable = figures.every((f) => !this.listed(f) || !Number.isNaN(this.key(f)));
    const a: number[] = [];
    const b: number[] = [];
    if (this.usable) {
      figures.forEach((f, k) => {
        if (this.listed(f)) (f.side === "a" ? a : b).push(k);
      });
      const keyAt = (k: number): number => {
        const f = figures[k];
        return f ? this.key(f) : 0;
      };
      const order = (p: number, q: number): number => (comesAfter(q, keyAt(q), keyAt(p), p) ? -1 : p === q ? 0 : 1);
      a.sort(order);
      b.sort(order);
      this.aKeys = a.map(keyAt);
      this.bKeys = b.map(keyAt);
    }
    this.a = a;
    this.b = b;
  }
}

/** Whether place `p` of key `kp` comes after place `k` of key `key`: a greater key, or the same and a later place. */
function comesAfter(p: number, kp: number, key: number, k: number): boolean {
  return kp > key || (kp === key && p > k);
}

/** Where place `k`, of key `key`, stands in `list` (sorted, its keys in `keys`), or -1. */
function placeOf(list: readonly number[], keys: readonly number[], key: number, k: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const p = list[mid] ?? 0;
    if (p !== k && !comesAfter(p, keys[mid] ?? 0, key, k)) low = mid + 1;
    else high = mid;
  }
  return list[low] === k ? low : list.indexOf(k);
}

/** Figures not in Heaven by Value: the order in which the simple policy tries song targets. */
export const BY_VALUE = new SortedPlaces("value");

/** Figures in play on the table from left to right: for finding the nearest enemy. */
export const BY_X = new SortedPlaces("x");

/** Move both orders along a step's write of the figures list (see `SortedPlaces.noteWritten`). */
export function noteSortedWritten(before: readonly PmFigureState[], after: readonly PmFigureState[], places: readonly number[]): void {
  BY_VALUE.noteWritten(before, after, places);
  BY_X.noteWritten(before, after, places);
}
