import type { Shard } from "./types";

/**
 * Games handed out in small contiguous chunks to whichever thread is free, rather than split
 * into one fixed shard per thread: a thread slowed by its neighbours (or dealt the longer games)
 * simply takes fewer chunks, so all threads finish together. The next chunk's number lives in
 * shared memory, claimed with one atomic add, so no thread waits on a message to get work.
 */
export interface GameQueue {
  games: number;
  chunkSize: number;
  /** One Int32: the number of the next chunk to hand out (may run past the last chunk). */
  next: SharedArrayBuffer;
}

/** Chunks per thread: enough that the last chunk is a small share of a run, few enough to cost nothing. */
export const CHUNKS_PER_THREAD = 256;
/** A chunk never holds more games than this, so even a huge run ends with a short last chunk. */
export const MAX_CHUNK = 500;

export function gameQueue(games: number, threads: number): GameQueue {
  const chunkSize = Math.max(1, Math.min(MAX_CHUNK, Math.ceil(games / (Math.max(1, threads) * CHUNKS_PER_THREAD))));
  return { games, chunkSize, next: new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT) };
}

/** The games this thread plays next, or null once every chunk has been handed out. */
export function claimChunk(queue: GameQueue): Shard | null {
  const chunk = Atomics.add(new Int32Array(queue.next), 0, 1);
  const from = chunk * queue.chunkSize;
  if (from >= queue.games) return null;
  return { from, to: Math.min(queue.games, from + queue.chunkSize) };
}
