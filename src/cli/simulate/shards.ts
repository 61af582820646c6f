import { matchupOf, type SimulationPlan } from "./matchups";
import { addGame, emptyTally, type Tally } from "./tally";

/** Games `from` (inclusive) to `to` (exclusive), by index in the run. */
export interface Shard {
  from: number;
  to: number;
}

/** Splits games 0..games-1 into at most `parts` contiguous shards whose sizes differ by at most one. */
export function splitGames(games: number, parts: number): Shard[] {
  const count = Math.max(1, Math.min(games, parts));
  const shards: Shard[] = [];
  for (let k = 0; k < count; k++) shards.push({ from: Math.floor((k * games) / count), to: Math.floor(((k + 1) * games) / count) });
  return shards;
}

/** The seed game `index` of a run seeded `seed` plays with: fixed by the pair, whoever plays it. */
export const gameSeed = (seed: number, index: number): number => seed + index;

/** How often (in games) a shard reports progress. */
export const progressStep = (shard: Shard): number => Math.max(1, Math.floor((shard.to - shard.from) / 200));

/** Plays one shard's games in this thread; `onProgress` hears how many are done now and then. */
export function playShard(plan: SimulationPlan, seed: number, shard: Shard, onProgress?: (done: number) => void): Tally {
  const matchup = matchupOf(plan);
  const tally = emptyTally(matchup.sides.map((s) => s.id));
  const every = progressStep(shard);
  for (let index = shard.from; index < shard.to; index++) {
    addGame(tally, matchup.play(gameSeed(seed, index)));
    if (onProgress && tally.games % every === 0) onProgress(tally.games);
  }
  return tally;
}

/** Plays every shard and hands back one tally per shard, in shard order. */
export type ShardRunner = (plan: SimulationPlan, seed: number, shards: readonly Shard[], onProgress: (shard: number, done: number) => void) => Promise<Tally[]>;

/** One shard after another in this thread: the same tallies as threads give, only slower. */
export const inThisThread: ShardRunner = (plan, seed, shards, onProgress) =>
  Promise.resolve(shards.map((shard, k) => playShard(plan, seed, shard, (done) => onProgress(k, done))));
