import { matchupOf, tallyShape, type SimulationPlan } from "./matchups";
import { progressBar, type ProgressStream } from "./progress";
import { gameQueue } from "./game-queue";
import type { ShardRunner } from "./shards";
import { mergeTallies, type Tally } from "./tally";
import { inWorkerThreads } from "./threads";

export interface RunSettings {
  /** Games to play in all (both ways round: two per seed). */
  games: number;
  seed: number;
  workers: number;
  /** Where to draw a progress bar (only a terminal gets one). */
  progress?: ProgressStream;
  /** How the games are played; worker threads unless a test says otherwise. */
  runner?: ShardRunner;
}

/**
 * Plays games 0..games-1 (their seeds and slots from `gameAt`) on `workers` threads taking chunks from one
 * queue, and merges the threads' counts. Every count is a whole-number sum, so the result is the
 * same however the games fell to the threads.
 */
export async function runSimulation(plan: SimulationPlan, settings: RunSettings): Promise<Tally> {
  const shape = tallyShape(matchupOf(plan));
  const threads = Math.max(1, Math.min(settings.games, settings.workers));
  const queue = gameQueue(settings.games, threads);
  const bar = progressBar(settings.progress, settings.games);
  const done = Array.from({ length: threads }, () => 0);
  const runner = settings.runner ?? inWorkerThreads;
  try {
    const tallies = await runner(plan, settings.seed, queue, threads, (thread, n) => {
      done[thread] = n;
      bar.update(done.reduce((a, b) => a + b, 0));
    });
    return mergeTallies(tallies, shape);
  } finally {
    bar.finish();
  }
}
