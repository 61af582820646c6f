import { squareDistance } from "../../common/geometry";
import { mixSeed, SeededRoller } from "../../common/seeded-roller";
import { step } from "../game";
import { activatableFigures, legalTargets, livingFigures } from "../game-queries";
import { actingSide, type AmPolicy } from "../game-run";
import type { AmAction, AmState } from "../game-types";
import { rosterOf } from "../roster";
import { reachableSquares, sensiblePolicyWith, type SensibleOptions } from "./sensible";

/** How hard the search thinks: candidates per decision are few; each is played out this many times. */
export interface SearchBudget {
  /** Play-outs per candidate (the same dice for every candidate). */
  readonly rollouts: number;
  /** A play-out stops after this many more rounds and is judged by the Health left on each side. */
  readonly rounds: number;
  /** The paired gain over sensible's choice must be this many standard errors above zero. */
  readonly gate: number;
}

export const SEARCH_BUDGET: SearchBudget = { rollouts: 24, rounds: 3, gate: 2 };

const STEP = { events: false } as const;

/** A whole number from the state: the same position always gives the search the same dice, whoever asks and in whatever order. */
function positionSeed(state: AmState, salt: number): number {
  let h = mixSeed(state.round * 131 + state.turn * 7 + salt);
  for (const f of rosterOf(state).list) {
    h = mixSeed((h ^ (f.position.i * 4099 + f.position.j * 67 + f.health * 3 + (f.defeated ? 1 : 0) + (f.activated ? 2 : 0))) >>> 0);
  }
  const active = state.active;
  if (active) h = mixSeed((h ^ ((active.moved ? 5 : 0) + (active.attacked ? 11 : 0) + active.figureId.length * 13)) >>> 0);
  return h;
}

/** The share of its starting Health each side has left, this side's less the best other side's, in -1..1; a won game is 1. */
function judge(state: AmState, side: string): number {
  if (state.over) return state.winner === side ? 1 : state.winner === null ? 0 : -1;
  const left = new Map<string, { now: number; full: number }>();
  for (const f of rosterOf(state).list) {
    const entry = left.get(f.side) ?? { now: 0, full: 0 };
    entry.now += f.defeated ? 0 : Math.max(0, f.health);
    entry.full += f.derived.health;
    left.set(f.side, entry);
  }
  const share = (s: string): number => {
    const e = left.get(s);
    return e && e.full > 0 ? e.now / e.full : 0;
  };
  let other = 0;
  for (const s of left.keys()) if (s !== side) other = Math.max(other, share(s));
  return 0.9 * (share(side) - other);
}

/** Plays on from `state` with `first` and then `sensible` for every side, for `rounds` more rounds. */
function playOut(state: AmState, first: AmAction, side: string, seed: number, rounds: number, sensible: AmPolicy): number {
  const roller = new SeededRoller(seed);
  let now = step(state, first, roller, STEP).state;
  const last = now.round + rounds;
  let actions = 0;
  while (!now.over && now.round <= last && actions < 400) {
    if (actingSide(now) === null) break;
    now = step(now, sensible(now), roller, STEP).state;
    actions += 1;
  }
  return judge(now, side);
}

const sameAction = (a: AmAction, b: AmAction): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The actions worth comparing with sensible's: which figure to activate; to end at once, to attack
 * each legal target from here, or to walk (closest to the enemy, or furthest from it) first.
 */
export function candidateActions(state: AmState, sensible: AmAction): AmAction[] {
  const out: AmAction[] = [sensible];
  const add = (action: AmAction): void => {
    if (!out.some((a) => sameAction(a, action))) out.push(action);
  };
  if (state.pending.length > 0) return out;
  const active = state.active;
  if (!active) {
    for (const id of activatableFigures(state)) add({ type: "activate", figureId: id });
    return out;
  }
  const figure = rosterOf(state).figure(active.figureId);
  if (!figure || figure.defeated) return out;
  add({ type: "endActivation" });
  if (!active.attacked) {
    for (const attackType of figure.sheet.attackTypes) {
      if (attackType === "magic") continue;
      for (const targetId of legalTargets(state, figure.id, attackType)) add({ type: "attack", attackerId: figure.id, attackType, targetId, ...(attackType === "melee" && active.moved ? { charging: true } : {}) });
    }
  }
  if (!active.moved && !active.frozen) {
    const enemies = livingFigures(state).filter((f) => f.side !== figure.side);
    const rule = state.options.diagonalRule;
    const nearest = (at: { i: number; j: number }): number => Math.min(...enemies.map((e) => squareDistance(at, e.position, rule)));
    let closest: { path: readonly { i: number; j: number }[]; gap: number } | undefined;
    let furthest: { path: readonly { i: number; j: number }[]; gap: number } | undefined;
    for (const square of reachableSquares(state, figure, active.buff, active.frozen)) {
      const gap = nearest(square.at);
      if (!closest || gap < closest.gap) closest = { path: square.path, gap };
      if (!furthest || gap > furthest.gap) furthest = { path: square.path, gap };
    }
    for (const walk of [closest, furthest]) if (walk && walk.path.length > 0) add({ type: "move", figureId: figure.id, path: walk.path });
  }
  return out;
}

/**
 * A stronger player than sensible: at each decision it plays every candidate action out
 * `budget.rollouts` times (each candidate with the same dice, so luck cancels in the comparison),
 * sensible playing every side after it, and leaves sensible's choice only for a candidate whose
 * paired gain is `budget.gate` standard errors above zero. Its dice come from the position, so
 * the same position always gets the same answer. The decision as steps: one play-out each
 * (a host that must not block runs a few at a time, see `searchPolicy` for running it at once).
 */
export function* searchSteps(state: AmState, budget: SearchBudget = SEARCH_BUDGET, options: SensibleOptions = {}): Generator<void, AmAction, void> {
  const sensible = sensiblePolicyWith(options);
  const choice = sensible(state);
  const side = actingSide(state);
  if (side === null) return choice;
  const candidates = candidateActions(state, choice);
  if (candidates.length < 2) return choice;
  const seed = positionSeed(state, candidates.length);
  const scores: number[][] = [];
  for (const action of candidates) {
    const row: number[] = [];
    for (let r = 0; r < budget.rollouts; r++) {
      row.push(playOut(state, action, side, seed + r * 0x9e37, budget.rounds, sensible));
      yield;
    }
    scores.push(row);
  }
  const base = scores[0] ?? [];
  let best = 0;
  let bestGain = 0;
  for (let c = 1; c < candidates.length; c++) {
    const diffs = (scores[c] ?? []).map((v, r) => v - (base[r] ?? 0));
    const mean = diffs.reduce((a, b) => a + b, 0) / diffs.length;
    const variance = diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / Math.max(1, diffs.length - 1);
    const se = Math.sqrt(variance / diffs.length);
    if (mean > budget.gate * se && mean > bestGain) {
      best = c;
      bestGain = mean;
    }
  }
  return candidates[best] ?? choice;
}

/** `searchSteps` run to its decision at once: the policy `simulate` and the bench play. */
export function searchPolicy(budget: SearchBudget = SEARCH_BUDGET, options: SensibleOptions = {}): AmPolicy {
  return (state) => {
    const steps = searchSteps(state, budget, options);
    for (;;) {
      const next = steps.next();
      if (next.done) return next.value;
    }
  };
}
