import { sightClear } from "../checks";
import { singingOdds } from "../odds";
import { simplePolicy, type PmPolicy } from "../run";
import { firstYetToAct, otherSide } from "../state-queries";
import type { Point } from "../../common/geometry";
import type { PmFigureState, PmState } from "../types";

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
 * The Value an enemy with this Cuteness is expected to take from `ours` with one song (its best
 * target among them): the threat depends on the enemy only through its Cuteness.
 */
function threatFrom(cuteness: number, ours: readonly PmFigureState[]): number {
  let threat = 0;
  for (const figure of ours) threat = Math.max(threat, worthOf(cuteness, figure.piety, figure.value).expectedLoss);
  return threat;
}

/** Scores closer than this count as equal: a later candidate must beat the best by more to replace it. */
const SCORE_TOLERANCE = 1e-12;

/**
 * The enemy in sight this singer's song is worth most against, by the exact singing odds: the Value
 * it is expected to lose, plus the chance it goes to heaven times the songs it would then not sing.
 * Among equal scores the first in table order wins.
 */
export function bestSongTarget(state: PmState, singerId: string): PmFigureState | undefined {
  const singer = state.figures.find((f) => f.id === singerId);
  if (!singer || singer.inHeaven || singer.position === null) return undefined;
  const from = singer.position;
  const enemySide = otherSide(singer.side);
  // The singer's side in play, each of whom an enemy may sing at; and the threat by enemy Cuteness, each worked out once.
  const ours = state.figures.filter((f) => f.side !== enemySide && !f.inHeaven && f.position !== null);
  const threats = new Map<number, number>();
  let lastCuteness = Number.NaN;
  let lastThreat = 0;
  const candidates: PmFigureState[] = [];
  const scores: number[] = [];
  for (const figure of state.figures) {
    if (figure.side !== enemySide || figure.inHeaven || figure.position === null) continue;
    const worth = worthOf(singer.cuteness, figure.piety, figure.value);
    if (figure.cuteness !== lastCuteness) {
      lastCuteness = figure.cuteness;
      let threat = threats.get(lastCuteness);
      if (threat === undefined) {
        threat = threatFrom(lastCuteness, ours);
        threats.set(lastCuteness, threat);
      }
      lastThreat = threat;
    }
    const threat = lastThreat;
    candidates.push(figure);
    scores.push(worth.expectedLoss + worth.heaven * SONGS_SPARED * threat);
  }
  // Sight checks are the costly part: try the best scores first, table order among equals, and stop
  // at the first in sight. That is the table-order scan's answer whenever unequal scores differ by
  // more than the tolerance (they come from a few exact fractions, so they do); else scan.
  const order = candidates.map((_, k) => k).sort((p, q) => (scores[q] ?? 0) - (scores[p] ?? 0) || p - q);
  for (let k = 1; k < order.length; k++) {
    const gap = (scores[order[k - 1] ?? 0] ?? 0) - (scores[order[k] ?? 0] ?? 0);
    if (gap !== 0 && gap <= SCORE_TOLERANCE) return scanInTableOrder(state, singer, from, candidates, scores);
  }
  for (const k of order) {
    const figure = candidates[k];
    if (figure && sightClear(state, singer, from, figure)) return figure;
  }
  return undefined;
}

/** The table-order scan: a later candidate in sight replaces the best only when it scores more by over the tolerance. */
function scanInTableOrder(state: PmState, singer: PmFigureState, from: Point, candidates: readonly PmFigureState[], scores: readonly number[]): PmFigureState | undefined {
  let best: { figure: PmFigureState; score: number } | undefined;
  candidates.forEach((figure, k) => {
    const score = scores[k] ?? 0;
    if ((!best || score > best.score + SCORE_TOLERANCE) && sightClear(state, singer, from, figure)) best = { figure, score };
  });
  return best?.figure;
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
