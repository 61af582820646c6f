import { lineOfSightClear } from "../checks";
import { singingOdds } from "../odds";
import { legalTargets } from "../queries";
import { simplePolicy, type PmPolicy } from "../run";
import { figuresYetToAct } from "../state-queries";
import type { PmFigureState, PmState } from "../types";

/** P(2d6 = t), t = 2..12. */
const TWO_D6 = Array.from({ length: 13 }, (_, t) => (t < 2 ? 0 : (6 - Math.abs(t - 7)) / 36));

/** What one song from `singer` is worth against `target`: the Value it takes, exactly, and the chance it sends the target to heaven. */
export function songWorth(singer: Pick<PmFigureState, "cuteness">, target: Pick<PmFigureState, "piety" | "value">): { expectedLoss: number; heaven: number } {
  const { humiliated } = singingOdds(singer.cuteness, target.piety);
  let capped = 0;
  let finishing = 0;
  for (let t = 2; t <= 12; t++) {
    const p = TWO_D6[t] ?? 0;
    capped += p * Math.min(t, target.value);
    if (t >= target.value) finishing += p;
  }
  return { expectedLoss: humiliated * capped, heaven: humiliated * finishing };
}

/** Songs a figure sent to heaven will not sing at us: its removal is worth that many of its songs. */
const SONGS_SPARED = 3;

/** The Value an enemy figure is expected to take from us with one song (its best target among ours). */
function threatOf(state: PmState, enemy: PmFigureState): number {
  let threat = 0;
  for (const ours of state.figures) {
    if (ours.side === enemy.side || ours.inHeaven || ours.position === null) continue;
    threat = Math.max(threat, songWorth(enemy, ours).expectedLoss);
  }
  return threat;
}

/**
 * The enemy in sight this singer's song is worth most against, by the exact singing odds: the Value
 * it is expected to lose, plus the chance it goes to heaven times the songs it would then not sing.
 */
export function bestSongTarget(state: PmState, singerId: string): PmFigureState | undefined {
  const singer = state.figures.find((f) => f.id === singerId);
  if (!singer) return undefined;
  let best: { figure: PmFigureState; score: number } | undefined;
  for (const id of legalTargets(state, singerId, { lineOfSight: false })) {
    const figure = state.figures.find((f) => f.id === id);
    if (!figure) continue;
    const worth = songWorth(singer, figure);
    const score = worth.expectedLoss + worth.heaven * SONGS_SPARED * threatOf(state, figure);
    // The sight check is the costly one: only for a candidate that would win.
    if ((!best || score > best.score + 1e-12) && lineOfSightClear(state, singerId, id)) best = { figure, score };
  }
  return best?.figure;
}

/**
 * The simple policy's set-up and walking, but each song goes to the enemy in sight it is worth most
 * against by the exact singing odds (the singer's Cuteness against the target's Piety).
 */
export const sensiblePolicy: PmPolicy = (state, side) => {
  if (state.phase !== "singing") return simplePolicy(state, side);
  const figure = figuresYetToAct(state, side)[0];
  if (!figure) throw new Error("sensiblePolicy: nobody to sing");
  const target = bestSongTarget(state, figure.id);
  return target ? { type: "sing", singerId: figure.id, targetId: target.id } : { type: "pass", figureId: figure.id };
};
