// A simulate worker thread: plays chunks claimed from the shared queue, posting progress, then its tally.
import { parentPort, workerData } from "node:worker_threads";
import type { GameQueue } from "./game-queue";
import type { SimulationPlan } from "./matchups";
import { playQueue } from "./shards";
import type { WorkerMessage } from "./threads";

const port = parentPort;
if (!port) throw new Error("simulate-worker: run me as a worker thread");
const { plan, seed, queue, every } = workerData as { plan: SimulationPlan; seed: number; queue: GameQueue; every: number };
const tally = playQueue(plan, seed, queue, every, (done) => port.postMessage({ type: "progress", done } satisfies WorkerMessage));
port.postMessage({ type: "done", tally } satisfies WorkerMessage);
