import type { CliRuleset } from "../src/cli/shared/rulesets";
import { matchupOf } from "../src/cli/simulate/matchups";
import type { Matchup } from "../src/cli/simulate/types";
import { READY_PAIRINGS } from "../src/data/ready-pairings";
import { shuffled } from "./games";

/** One kind of game a ruleset's row times: its sample sides, or a match of ready sides the journals suggest. */
export interface GameKind {
  ruleset: CliRuleset;
  label: string;
  matchup: Matchup;
}

/** Each ruleset's sample sides first, then its suggested ready matches, as `simulate` plays them. */
export function gameKinds(rulesets: readonly CliRuleset[]): GameKind[] {
  return rulesets.flatMap((ruleset) => [
    // The sample sides on the ready board too, so the comparison is of the sides, not of two boards.
    { ruleset, label: "sample", matchup: matchupOf({ ruleset, picks: {}, slots: "both", board: "ready" }) },
    ...READY_PAIRINGS.filter((p) => p.ruleset === ruleset).map((p) => ({
      ruleset,
      label: `${p.blue} v ${p.red}`,
      matchup: matchupOf({ ruleset, picks: { blue: p.blue, red: p.red }, slots: "both" }),
    })),
  ]);
}

/** Warm-up games use seeds from here on, apart from the timed ones. */
const WARMUP_SEEDS = 2_000_000;

/** This process's CPU time so far, ms (user and system, every thread: V8's GC and compiler helpers too). */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Mean CPU ms per game over seeds from `firstSeed`, each seed both ways round, over at least `ms`
 * milliseconds of wall time and 4 games. CPU time, not wall time: on a shared host the wall time
 * of a run counts the neighbours' turns on the cores (a ratio of wall times came and went by x0.5
 * between two runs at a load of 16 on 2 cores); the CPU time counts only this process's work.
 */
function meanMs(matchup: Matchup, ms: number, firstSeed = 1): number {
  let games = 0;
  const start = performance.now();
  const cpuStart = cpuMs();
  while (games < 4 || performance.now() - start < ms) {
    const seed = firstSeed + (games >> 1);
    matchup.play(seed, (games & 1) === 1);
    games++;
  }
  return (cpuMs() - cpuStart) / games;
}

/**
 * CPU ms per game of every kind, side by side in this process: `simulate`'s own matchups (the
 * sensible policies, both ways round), a warm-up of each kind, then `rounds` rounds each timing
 * every kind once in the round's own order; the fastest round per kind, so a slow spell of a
 * shared host falls on some rounds of every kind rather than all of one.
 */
export function readyGameCosts(kinds: readonly GameKind[], rounds = 5, ms = 1000, warmupMs = 500): Map<GameKind, number> {
  for (const kind of kinds) meanMs(kind.matchup, warmupMs, WARMUP_SEEDS);
  const best = new Map(kinds.map((kind) => [kind, Number.POSITIVE_INFINITY]));
  for (let round = 0; round < rounds; round++) {
    for (const kind of shuffled(kinds, round)) best.set(kind, Math.min(best.get(kind) ?? Number.POSITIVE_INFINITY, meanMs(kind.matchup, ms)));
  }
  return best;
}
