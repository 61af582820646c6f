import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { CliRuleset } from "../src/cli/shared/rulesets";
import { runGame as runAm, simplePolicy as amPolicy } from "../src/rules/angry-miniatures/game-run";
import { SeededRoller } from "../src/rules/common/seeded-roller";
import { runGame as runKf, simplePolicy as kfPolicy } from "../src/rules/knight-fight/simulate";
import { runGame as runPm, simplePolicy as pmPolicy } from "../src/rules/precious-moments/run";
import { amSetupOf, kfSetupOf, pmSetupOf } from "./scaled-setups";

export interface GameRates {
  games: number;
  oneThread: number;
  twoWorkers: number;
  /** Wall time of the measured runs, ms. */
  oneThreadMs: number;
  twoWorkersMs: number;
  /** Cores busy on average during each run (process CPU time / wall time): V8's own helper threads (GC, compiler) count too. */
  oneThreadCores: number;
  twoWorkersCores: number;
  /** Games per second once warm (after the first 30% of the games), best run each way. */
  oneThreadWarm: number;
  twoWorkersWarm: number;
  /** Wall time the fastest run lost to start-up and warm-up: its time less its games at its own warm rate, ms. */
  oneThreadStartMs: number;
  twoWorkersStartMs: number;
}

interface SimRun {
  ms: number;
  cpuMs: number;
  warmRate: number | null;
}

/**
 * Games in each timed run, the same for every ruleset and every host: about 18 to 23 s on one
 * thread of the 2-core machine the targets are set on, the length of run a designer makes to know
 * a win rate to about a quarter of a percent (95% interval), well inside `simulate`'s range.
 * Each thread loses about half a second to start-up and warm-up whatever the length of the run,
 * so a run's ratio grows with its length (on that machine Angry Miniatures' 2-worker ratio was
 * x1.34 for 20,000 games, x1.67-1.73 for 70,000 and x1.83-1.85 for 150,000), and the table shows
 * what each run lost. A fixed amount of work, because sizing the runs from a short measure of the
 * host's speed gave runs whose length came and went with the host's speed.
 */
export const RATE_GAMES = 150_000;

/** One `simulate` run of `games` games on `workers` threads in a fresh process (bench/sim-run.ts). */
function simulateRun(ruleset: CliRuleset, games: number, workers: number): SimRun {
  const script = fileURLToPath(new URL("./sim-run.mjs", import.meta.url));
  const out = execFileSync(process.execPath, [script, ruleset, String(games), String(workers)], { encoding: "utf8" });
  return JSON.parse(out) as SimRun;
}

/** The faster of the runs: on a shared machine the slower one measures the neighbours. */
const fastest = (runs: readonly SimRun[]): SimRun => runs.reduce((best, run) => (run.ms < best.ms ? run : best));
const bestWarm = (runs: readonly SimRun[]): number => Math.max(...runs.map((run) => run.warmRate ?? Number.NaN));
const startMs = (run: SimRun, games: number): number => (run.warmRate ? run.ms - (games * 1000) / run.warmRate : Number.NaN);

/** Each ruleset's fastest runs each way, and its best warm rates, from all its runs. */
function ratesOf(oneRuns: readonly SimRun[], twoRuns: readonly SimRun[], games: number): GameRates {
  const one = fastest(oneRuns);
  const two = fastest(twoRuns);
  return {
    games,
    oneThread: (games * 1000) / one.ms,
    twoWorkers: (games * 1000) / two.ms,
    oneThreadMs: one.ms,
    twoWorkersMs: two.ms,
    oneThreadCores: one.cpuMs / one.ms,
    twoWorkersCores: two.cpuMs / two.ms,
    oneThreadWarm: bestWarm(oneRuns),
    twoWorkersWarm: bestWarm(twoRuns),
    oneThreadStartMs: startMs(one, games),
    twoWorkersStartMs: startMs(two, games),
  };
}

/**
 * `items` in an order fixed by `round` (a small linear congruential shuffle): each round runs in
 * its own order, so interference that comes back every few tens of seconds does not meet the same
 * kind of run every round, as it did when every round ran in one order.
 */
export function shuffled<T>(items: readonly T[], round: number): T[] {
  const order = [...items];
  let seed = (round + 1) * 2654435761;
  for (let k = order.length - 1; k > 0; k--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % (k + 1);
    [order[k], order[j]] = [order[j] as T, order[k] as T];
  }
  return order;
}

/** How many runs each way each ruleset gets. */
export const RATE_ROUNDS = 4;

/**
 * Games per second of the CLI's `simulate` on the sample sides, as a user meets it: each run in a
 * fresh process, timed from the call to the report, so the 2-worker figure pays for starting its
 * threads, loading their modules and warming them up, and the 1-thread figure for its own warm-up.
 * Both play the same `games` games. Every round runs each ruleset once on one thread and once
 * on two, in that round's own order, `rounds` times, so each ruleset's runs of each kind are
 * spread over the whole measure: a slow spell of the shared host (they last from seconds to
 * minutes, and some come back every few tens of seconds) falls on some runs of every kind rather
 * than on every run of one. The fastest run each way is kept.
 */
export function gameRates(rulesets: readonly CliRuleset[], games = RATE_GAMES, rounds = RATE_ROUNDS): Map<CliRuleset, GameRates> {
  const runs = new Map(rulesets.map((ruleset) => [ruleset, { 1: [] as SimRun[], 2: [] as SimRun[] }]));
  const kinds = rulesets.flatMap((ruleset) => [{ ruleset, workers: 1 as const }, { ruleset, workers: 2 as const }]);
  for (let round = 0; round < rounds; round++) {
    for (const { ruleset, workers } of shuffled(kinds, round)) runs.get(ruleset)?.[workers].push(simulateRun(ruleset, games, workers));
  }
  return new Map([...runs].map(([ruleset, byWorkers]) => [ruleset, ratesOf(byWorkers[1], byWorkers[2], games)]));
}

/** Warm-up games use seeds from here on, apart from the timed ones. */
const WARMUP_SEEDS = 1_000_000;

/** Plays one game of `n` figures a side. */
const SCALED: Record<CliRuleset, (n: number, seed: number) => void> = {
  "angry-miniatures": (n, seed) => void runAm(amSetupOf(n), amPolicy, new SeededRoller(seed), { roundCap: 30 }),
  "knight-fight": (n, seed) => void runKf(kfSetupOf(n), { lions: kfPolicy, ravens: kfPolicy }, new SeededRoller(seed)),
  "precious-moments": (n, seed) => void runPm(pmSetupOf(n), { a: pmPolicy, b: pmPolicy }, new SeededRoller(seed)),
};

/** Mean ms per game of `n` figures a side over seeds from `firstSeed`, timed over at least `ms` milliseconds and 3 games. */
function meanMs(play: (n: number, seed: number) => void, n: number, ms: number, firstSeed: number): number {
  let games = 0;
  const start = performance.now();
  while (games < 3 || performance.now() - start < ms) play(n, firstSeed + games++);
  return (performance.now() - start) / games;
}

/**
 * Ms per game at each size, per ruleset: a warm-up of at least `warmupMs` and 5 games at every
 * size of every ruleset (so the JIT has compiled each size's paths), then `rounds` rounds, each
 * timing every ruleset's every size once, in the round's own order, over at least `ms`
 * milliseconds (seeds 1.. every round); the fastest round per size is kept. Each size's rounds are
 * spread over the whole measure, so a slow spell of a shared host (from seconds to minutes)
 * falls on some rounds of every size, not on one size's or one ruleset's all.
 */
export function msPerGameBySize(rulesets: readonly CliRuleset[], sizes: readonly number[], rounds = 5, ms = 500, warmupMs = 500): Map<CliRuleset, number[]> {
  for (const ruleset of rulesets) {
    for (const n of sizes) {
      const warmStart = performance.now();
      for (let k = 0; k < 5 || performance.now() - warmStart < warmupMs; k++) SCALED[ruleset](n, WARMUP_SEEDS + k);
    }
  }
  const best = new Map(rulesets.map((ruleset) => [ruleset, sizes.map(() => Number.POSITIVE_INFINITY)]));
  const measures = rulesets.flatMap((ruleset) => sizes.map((n, k) => ({ ruleset, n, k })));
  for (let round = 0; round < rounds; round++) {
    for (const { ruleset, n, k } of shuffled(measures, round)) {
      const fastest = best.get(ruleset);
      if (fastest) fastest[k] = Math.min(fastest[k] ?? Number.POSITIVE_INFINITY, meanMs(SCALED[ruleset], n, ms, 1));
    }
  }
  return best;
}
