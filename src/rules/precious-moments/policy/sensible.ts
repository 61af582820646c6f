import { sightClear } from "../checks";
import { singingOdds } from "../odds";
import { simplePolicy, type PmPolicy } from "../run";
import { firstYetToAct, otherSide } from "../state-queries";
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
const WORTHS = new Map<number, SongWorth>();

/** `songWorth` shared from the table (never written to): the policy weighs the same few pairs again and again. */
function worthOf(cuteness: number, piety: number, value: number): SongWorth {
  const keyed =
    Number.isInteger(cuteness) && Number.isInteger(piety) && Number.isInteger(value) && cuteness >= 0 && cuteness < STAT_KEYS && piety >= 0 && piety < STAT_KEYS && value >= 0;
  if (!keyed) return computeWorth(cuteness, piety, value);
  const key = (cuteness * STAT_KEYS + piety) * (VALUE_KEY_CAP + 1) + Math.min(value, VALUE_KEY_CAP);
  let worth = WORTHS.get(key);
  if (!worth) {
    worth = computeWorth(cuteness, piety, value);
    WORTHS.set(key, worth);
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

/**
 * The enemy in sight this singer's song is worth most against, by the exact singing odds: the Value
 * it is expected to lose, plus the chance it goes to heaven times the songs it would then not sing.
 */
export function bestSongTarget(state: PmState, singerId: string): PmFigureState | undefined {
  const singer = state.figures.find((f) => f.id === singerId);
  if (!singer || singer.inHeaven || singer.position === null) return undefined;
  const enemySide = otherSide(singer.side);
  // The singer's side in play, each of whom an enemy may sing at; and the threat by enemy Cuteness, each worked out once.
  const ours = state.figures.filter((f) => f.side !== enemySide && !f.inHeaven && f.position !== null);
  const threats = new Map<number, number>();
  let best: { figure: PmFigureState; score: number } | undefined;
  for (const figure of state.figures) {
    if (figure.side !== enemySide || figure.inHeaven || figure.position === null) continue;
    const worth = worthOf(singer.cuteness, figure.piety, figure.value);
    let threat = threats.get(figure.cuteness);
    if (threat === undefined) {
      threat = threatFrom(figure.cuteness, ours);
      threats.set(figure.cuteness, threat);
    }
    const score = worth.expectedLoss + worth.heaven * SONGS_SPARED * threat;
    // The sight check is the costly one: only for a candidate that would win.
    if ((!best || score > best.score + 1e-12) && sightClear(state, singer, singer.position, figure)) best = { figure, score };
  }
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
