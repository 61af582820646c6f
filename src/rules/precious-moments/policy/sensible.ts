import { sightClear } from "../checks";
import { singingOdds } from "../odds";
import { simplePolicy, type PmPolicy } from "../run";
import { firstYetToAct, otherSide } from "../state-queries";
import type { Point } from "../../common/geometry";
import type { PmFigureState, PmSide, PmState } from "../types";

/** P(2d6 = t), t = 2..12. */
const TWO_D6 = Array.from({ length: 13 }, (_, t) => (t < 2 ? 0 : (6 - Math.abs(t - 7)) / 36));

export interface SongWorth {
  readonly expectedLoss: number;
  readonly heaven: number;
}

function computeWorth(cuteness: number, piety: number, value: number): SongWorth {
  const { humiliated } = singingOdds(cuteness, piety);
  let capped = 0;
  let finishing = 0;
  for (let t = 2; t <= 12; t++) {
    const p = TWO_D6[t] ?? 0;
    capped += p * Math.min(t, value);
    if (t >= value) finishing += p;
  }
  return { expectedLoss: humiliated * capped, heaven: humiliated * finishing };
}

/** Above 2d6's top a Value changes nothing: the song takes the whole roll and never finishes the target. */
const VALUE_KEY_CAP = 13;
const STAT_KEYS = 16;
/** Worked-out song worths by (Cuteness, Piety, Value up to VALUE_KEY_CAP): a small pure table filled as met. */
const WORTHS: (SongWorth | undefined)[] = new Array<SongWorth | undefined>(STAT_KEYS * STAT_KEYS * (VALUE_KEY_CAP + 1)).fill(undefined);

/** `songWorth` shared from the table (never written to): the policy weighs the same few pairs again and again. */
function worthOf(cuteness: number, piety: number, value: number): SongWorth {
  const keyed =
    Number.isInteger(cuteness) && Number.isInteger(piety) && Number.isInteger(value) && cuteness >= 0 && cuteness < STAT_KEYS && piety >= 0 && piety < STAT_KEYS && value >= 0;
  if (!keyed) return computeWorth(cuteness, piety, value);
  const key = (cuteness * STAT_KEYS + piety) * (VALUE_KEY_CAP + 1) + Math.min(value, VALUE_KEY_CAP);
  let worth = WORTHS[key];
  if (!worth) {
    worth = computeWorth(cuteness, piety, value);
    WORTHS[key] = worth;
  }
  return worth;
}

/** What one song from `singer` is worth against `target`: the Value it takes, exactly, and the chance it sends the target to heaven. */
export function songWorth(singer: Pick<PmFigureState, "cuteness">, target: Pick<PmFigureState, "piety" | "value">): { expectedLoss: number; heaven: number } {
  const { expectedLoss, heaven } = worthOf(singer.cuteness, target.piety, target.value);
  return { expectedLoss, heaven };
}

/** Songs a figure sent to heaven will not sing at us: its removal is worth that many of its songs. */
const SONGS_SPARED = 3;

/**
 * The Value an enemy with this Cuteness is expected to take from the singer's side (figures in play
 * on the table not of `enemySide`) with one song (its best target among them): the threat depends on
 * the enemy only through its Cuteness.
 */
function threatFrom(cuteness: number, figures: readonly PmFigureState[], enemySide: PmSide): number {
  let threat = 0;
  for (const figure of figures) {
    if (figure.side === enemySide || figure.inHeaven || figure.position === null) continue;
    threat = Math.max(threat, worthOf(cuteness, figure.piety, figure.value).expectedLoss);
  }
  return threat;
}

/** Scores closer than this count as equal: a later candidate must beat the best by more to replace it. */
const SCORE_TOLERANCE = 1e-12;

/**
 * Scratch lists `bestSongTarget` reuses from call to call (it never calls itself), so choosing a
 * song allocates nothing: the candidates in table order, their scores, their order by score, and
 * the threat worked out for each enemy Cuteness met in this call. Only the first `count` places count.
 */
const scratch = {
  candidates: [] as PmFigureState[],
  scores: [] as number[],
  order: [] as number[],
  threatCuteness: [] as number[],
  threats: [] as number[],
};

/** Above this many candidates the order is sorted by the built-in sort rather than by insertion. */
const INSERTION_SORT_MAX = 24;

/** Best score first, table order among equals (the candidates' places are distinct, so the order is total). */
function byScore(p: number, q: number): number {
  const { scores } = scratch;
  return (scores[q] ?? 0) - (scores[p] ?? 0) || p - q;
}

/**
 * The enemy in sight this singer's song is worth most against, by the exact singing odds: the Value
 * it is expected to lose, plus the chance it goes to heaven times the songs it would then not sing.
 * Among equal scores the first in table order wins.
 */
export function bestSongTarget(state: PmState, singerId: string): PmFigureState | undefined {
  const { figures } = state;
  let singer: PmFigureState | undefined;
  for (const f of figures) {
    if (f.id === singerId) {
      singer = f;
      break;
    }
  }
  if (!singer || singer.inHeaven || singer.position === null) return undefined;
  const from = singer.position;
  const enemySide = otherSide(singer.side);
  const { candidates, scores, order, threatCuteness, threats } = scratch;
  let count = 0;
  let threatCount = 0;
  let lastCuteness = Number.NaN;
  let lastThreat = 0;
  for (const figure of figures) {
    if (figure.side !== enemySide || figure.inHeaven || figure.position === null) continue;
    const worth = worthOf(singer.cuteness, figure.piety, figure.value);
    if (figure.cuteness !== lastCuteness) {
      // The threat by enemy Cuteness, each worked out once per call.
      lastCuteness = figure.cuteness;
      let t = 0;
      while (t < threatCount && threatCuteness[t] !== lastCuteness) t++;
      if (t === threatCount) {
        threatCuteness[t] = lastCuteness;
        threats[t] = threatFrom(lastCuteness, figures, enemySide);
        threatCount++;
      }
      lastThreat = threats[t] ?? 0;
    }
    candidates[count] = figure;
    scores[count] = worth.expectedLoss + worth.heaven * SONGS_SPARED * lastThreat;
    order[count] = count;
    count++;
  }
  sortOrder(count);
  // Sight checks are the costly part: try the best scores first, table order among equals, and stop
  // at the first in sight. That is the table-order scan's answer whenever unequal scores differ by
  // more than the tolerance (they come from a few exact fractions, so they do); else scan.
  for (let k = 1; k < count; k++) {
    const gap = (scores[order[k - 1] ?? 0] ?? 0) - (scores[order[k] ?? 0] ?? 0);
    if (gap !== 0 && gap <= SCORE_TOLERANCE) return scanInTableOrder(state, singer, from, count);
  }
  for (let k = 0; k < count; k++) {
    const figure = candidates[order[k] ?? 0];
    if (figure && sightClear(state, singer, from, figure)) return figure;
  }
  return undefined;
}

/** Sort the first `count` places of the scratch order `byScore`. */
function sortOrder(count: number): void {
  const { order } = scratch;
  if (count > INSERTION_SORT_MAX) {
    const sorted = order.slice(0, count).sort(byScore);
    for (let k = 0; k < count; k++) order[k] = sorted[k] ?? 0;
    return;
  }
  for (let k = 1; k < count; k++) {
    const item = order[k] ?? 0;
    let at = k;
    while (at > 0 && byScore(order[at - 1] ?? 0, item) > 0) {
      order[at] = order[at - 1] ?? 0;
      at--;
    }
    order[at] = item;
  }
}

/** The table-order scan: a later candidate in sight replaces the best only when it scores more by over the tolerance. */
function scanInTableOrder(state: PmState, singer: PmFigureState, from: Point, count: number): PmFigureState | undefined {
  const { candidates, scores } = scratch;
  let best: PmFigureState | undefined;
  let bestScore = 0;
  for (let k = 0; k < count; k++) {
    const figure = candidates[k];
    const score = scores[k] ?? 0;
    if (figure && (!best || score > bestScore + SCORE_TOLERANCE) && sightClear(state, singer, from, figure)) {
      best = figure;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The simple policy's set-up and walking, but each song goes to the enemy in sight it is worth most
 * against by the exact singing odds (the singer's Cuteness against the target's Piety).
 */
export const sensiblePolicy: PmPolicy = (state, side) => {
  if (state.phase !== "singing") return simplePolicy(state, side);
  const figure = firstYetToAct(state, side);
  if (!figure) throw new Error("sensiblePolicy: nobody to sing");
  const target = bestSongTarget(state, figure.id);
  return target ? { type: "sing", singerId: figure.id, targetId: target.id } : { type: "pass", figureId: figure.id };
};
