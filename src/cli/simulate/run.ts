import { matchupOf, type SimulationPlan } from "./matchups";
import { progressBar, type ProgressStream } from "./progress";
import { splitGames, type ShardRunner } from "./shards";
import { mergeTallies, type Tally } from "./tally";
import { inWorkerThreads } from "./threads";

export interface RunSettings {
  games: number;
  seed: number;
  workers: number;
  /** Where to draw a progress bar (only a terminal gets one). */
  progress?: ProgressStream;
  /** How shards are played; worker threads unless a test says otherwise. */
  runner?: ShardRunner;
}

/**
 * Plays games 0..games-1 (game i seeded `seed + i`), split over `workers` shards, and merges the
 * shards' counts. Every count is a whole-number sum, so the result is the same for any split.
 */
export async function runSimulation(plan: SimulationPlan, settings: RunSettings): Promise<Tally> {
  const sideIds = matchupOf(plan).sides.map((s) => s.id);
  const shards = splitGames(settings.games, settings.workers);
  const bar = progressBar(settings.progress, settings.games);
  const done = shards.map(() => 0);
  const runner = settings.runner ?? inWorkerThreads;
  try {
    const tallies = await runner(plan, settings.seed, shards, (shard, n) => {
      done[shard] = n;
      bar.update(done.reduce((a, b) => a + b, 0));
    });
    return mergeTallies(tallies, sideIds);
  } finally {
    bar.finish();
  }
}
