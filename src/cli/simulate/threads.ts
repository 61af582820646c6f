import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { inThisThread, type ShardRunner } from "./shards";
import type { Tally } from "./tally";

export type WorkerMessage = { type: "progress"; done: number } | { type: "done"; tally: Tally };

/** The worker's bundle, built next to the CLI's (vite.cli.config.ts). */
export const WORKER_FILE = "simulate-worker.mjs";

/** The built worker, or null when running from the TypeScript sources (tests), where Node cannot start one. */
export function workerUrl(base: string = import.meta.url): URL | null {
  const url = new URL(WORKER_FILE, base);
  return url.protocol === "file:" && existsSync(fileURLToPath(url)) ? url : null;
}

function runWorker(url: URL, data: unknown, onProgress: (done: number) => void): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, { workerData: data });
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
 * One worker thread per shard, all at once. From the sources (no built worker) the shards are
 * played one after another in this thread instead: the same games, the same tallies.
 */
export const inWorkerThreads: ShardRunner = (plan, seed, shards, onProgress) => {
  const url = workerUrl();
  if (!url || shards.length === 1) return inThisThread(plan, seed, shards, onProgress);
  return Promise.all(shards.map((shard, k) => runWorker(url, { plan, seed, shard }, (done) => onProgress(k, done))));
};
