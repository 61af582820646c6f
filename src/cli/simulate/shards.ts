import { claimChunk, type GameQueue } from "./game-queue";
import { gameAt, matchupOf, tallyShape, type SimulationPlan } from "./matchups";
import { addGame, emptyTally, type Tally } from "./tally";
import type { Matchup, Shard } from "./types";


/** Plays one shard's games in this thread into `tally`; `onGame` hears after each game. */
function playInto(tally: Tally, matchup: Matchup, plan: SimulationPlan, seed: number, shard: Shard, onGame?: () => void): void {
  const sideIds = matchup.sides.map((s) => s.id);
  for (let index = shard.from; index < shard.to; index++) {
    const game = gameAt(seed, index, plan.slots);
    addGame(tally, matchup.play(game.seed, game.swapped), sideIds, game.swapped);
    onGame?.();
  }
}

/** Plays one shard's games in this thread. */
export function playShard(plan: SimulationPlan, seed: number, shard: Shard): Tally {
  const matchup = matchupOf(plan);
  const tally = emptyTally(tallyShape(matchup));
  playInto(tally, matchup, plan, seed, shard);
  return tally;
}

/** A thread's share of a run: its tally, and the chunks it plays into it. */
function queuePlayer(plan: SimulationPlan, seed: number, queue: GameQueue, every: number, onProgress?: (done: number) => void) {
  const matchup = matchupOf(plan);
  const tally = emptyTally(tallyShape(matchup));
  const heard = onProgress ? () => tally.games % every === 0 && onProgress(tally.games) : undefined;
  return { tally, play: (chunk: Shard) => playInto(tally, matchup, plan, seed, chunk, heard) };
}

/**
 * Plays chunks claimed from the queue until none are left, in this thread; `onProgress` hears
 * how many games this thread has played, now and then (`every` games).
 */
export function playQueue(plan: SimulationPlan, seed: number, queue: GameQueue, every: number, onProgress?: (done: number) => void): Tally {
  const { tally, play } = queuePlayer(plan, seed, queue, every, onProgress);
  for (let chunk = claimChunk(queue); chunk; chunk = claimChunk(queue)) play(chunk);
  return tally;
}

/**
 * `playQueue` for a thread that has other work too (the main thread, hearing its workers):
 * between chunks it lets pending events run, and it stops taking chunks once `stopped()` says so.
 */
export async function playQueueBetweenEvents(
  plan: SimulationPlan,
  seed: number,
  queue: GameQueue,
  every: number,
  onProgress: (done: number) => void,
  stopped: () => boolean,
): Promise<Tally> {
  const { tally, play } = queuePlayer(plan, seed, queue, every, onProgress);
  for (let chunk = claimChunk(queue); chunk && !stopped(); chunk = claimChunk(queue)) {
    play(chunk);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return tally;
}

/** How often (in games) a thread reports progress: about 200 times a run in all. */
export const progressEvery = (games: number, threads: number): number => Math.max(1, Math.floor(games / Math.max(1, threads) / 200));

/**
 * Plays every game of the queue on `threads` threads and hands back one tally per thread; which
 * thread played which game differs from run to run, their sum never does.
 */
export type ShardRunner = (plan: SimulationPlan, seed: number, queue: GameQueue, threads: number, onProgress: (thread: number, done: number) => void) => Promise<Tally[]>;

/** Every chunk in this thread, one after another: the same sum threads give, only slower. */
export const inThisThread: ShardRunner = (plan, seed, queue, _threads, onProgress) =>
  Promise.resolve([playQueue(plan, seed, queue, progressEvery(queue.games, 1), (done) => onProgress(0, done))]);
