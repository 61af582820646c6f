import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { inThisThread, playQueueBetweenEvents, progressEvery, type ShardRunner } from "./shards";
import type { Tally } from "./tally";

export type WorkerMessage = { type: "progress"; done: number } | { type: "done"; tally: Tally };

/** The worker's bundle, built next to the CLI's (vite.cli.config.ts). */
export const WORKER_FILE = "simulate-worker.mjs";

/** The built worker, or null when running from the TypeScript sources (tests), where Node cannot start one. */
export function workerUrl(base: string = import.meta.url): URL | null {
  const url = new URL(WORKER_FILE, base);
  return url.protocol === "file:" && existsSync(fileURLToPath(url)) ? url : null;
}

function runWorker(worker: Worker, onProgress: (done: number) => void): Promise<Tally> {
  return new Promise((resolve, reject) => {
    let tally: Tally | null = null;
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "progress") onProgress(message.done);
      else tally = message.tally;
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (tally) resolve(tally);
      else reject(new Error(`simulate: a worker thread stopped (exit code ${code}) before it finished`));
    });
  });
}

/**
 * A runner for `threads` threads claiming chunks from the one queue: this thread and
 * `threads - 1` worker threads started from `url`. This thread plays too rather than wait: it
 * starts on the first chunk while the workers are still loading, and the run needs one worker
 * (its start-up, its own copy of the modules, its warm-up) fewer.
 */
export function threadRunner(url: URL): ShardRunner {
  return (plan, seed, queue, threads, onProgress) => {
    const every = progressEvery(queue.games, threads);
    const workers = Array.from({ length: threads - 1 }, () => new Worker(url, { workerData: { plan, seed, queue, every } }));
    let failed = false;
    const inWorkers = workers.map((worker, k) => runWorker(worker, (done) => onProgress(k + 1, done)));
    const here = playQueueBetweenEvents(plan, seed, queue, every, (done) => onProgress(0, done), () => failed);
    // One failed thread fails the run: stop the others rather than wait for counts nobody will use.
    return Promise.all([here, ...inWorkers]).catch((error: unknown) => {
      failed = true;
      for (const worker of workers) void worker.terminate();
      throw error;
    });
  };
}

/**
 * Threads claiming chunks of games: this one and worker threads. From the sources (no built
 * worker), or for one thread, every chunk is played in this thread alone: the same games, the same sum.
 */
export const inWorkerThreads: ShardRunner = (plan, seed, queue, threads, onProgress) => {
  const url = workerUrl();
  if (!url || threads === 1) return inThisThread(plan, seed, queue, threads, onProgress);
  return threadRunner(url)(plan, seed, queue, threads, onProgress);
};
