import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { CliRuleset } from "../src/cli/rulesets";
import { runGame as runAm, simplePolicy as amPolicy } from "../src/rules/angry-miniatures";
import { SeededRoller } from "../src/rules/common/seeded-roller";
import { runGame as runKf, simplePolicy as kfPolicy } from "../src/rules/knight-fight";
import { runGame as runPm, simplePolicy as pmPolicy } from "../src/rules/precious-moments";
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

/** Games of the run that sizes the timed runs: a few seconds on one thread, most of them warm. */
const CALIBRATION_GAMES = 15_000;

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

/**
 * Games per second of the CLI's `simulate` on the sample sides, as a user meets it: each run in a
 * fresh process, timed from the call to the report, so the 2-worker figure pays for starting its
 * threads, loading their modules and warming them up, and the 1-thread figure for its own warm-up.
 * Both play the same games, enough for one thread to take about `seconds` at its warm rate, so
 * start-up and warm-up are a small share of a long run (the steady state a long simulation
 * reaches). The runs alternate 1, 2, 1, 2, 1, 2 and the fastest each way is kept.
 */
export function gameRates(ruleset: CliRuleset, seconds = 10): GameRates {
  // The runs are sized by a one-thread run like the timed ones, at its rate once warm (a thread
  // takes a few thousand games to warm up): a short in-process measure sized them anywhere from
  // 6 to 10 s as the host's speed came and went, and start-up weighed more in the short ones.
  const warmRate = simulateRun(ruleset, CALIBRATION_GAMES, 1).warmRate;
  if (!warmRate) throw new Error(`bench: no warm rate from ${CALIBRATION_GAMES} ${ruleset} games`);
  const games = Math.max(1000, Math.round(warmRate * seconds));
  const oneRuns: SimRun[] = [];
  const twoRuns: SimRun[] = [];
  for (let pair = 0; pair < 3; pair++) {
    oneRuns.push(simulateRun(ruleset, games, 1));
    twoRuns.push(simulateRun(ruleset, games, 2));
  }
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
 * Ms per game at each size: a warm-up of at least `warmupMs` and 5 games at every size (so the
 * JIT has compiled each size's paths), then `rounds` rounds through the sizes, each size timed
 * over at least `ms` milliseconds per round (seeds 1.. every round); the fastest round per size is
 * kept. Interleaving the sizes lets a slow spell of a shared host fall on every size alike, not
 * on one size's whole measure.
 */
export function msPerGameBySize(ruleset: CliRuleset, sizes: readonly number[], rounds = 3, ms = 500, warmupMs = 500): number[] {
  const play = SCALED[ruleset];
  for (const n of sizes) {
    const warmStart = performance.now();
    for (let k = 0; k < 5 || performance.now() - warmStart < warmupMs; k++) play(n, WARMUP_SEEDS + k);
  }
  const best = sizes.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < rounds; round++) {
    sizes.forEach((n, k) => {
      best[k] = Math.min(best[k] ?? Number.POSITIVE_INFINITY, meanMs(play, n, ms, 1));
    });
  }
  return best;
}
