// A simulate worker thread: plays the shard it is given and posts progress, then its tally.
import { parentPort, workerData } from "node:worker_threads";
import type { SimulationPlan } from "./matchups";
import { playShard, type Shard } from "./shards";
import type { WorkerMessage } from "./threads";

const port = parentPort;
if (!port) throw new Error("simulate-worker: run me as a worker thread");
const { plan, seed, shard } = workerData as { plan: SimulationPlan; seed: number; shard: Shard };
const tally = playShard(plan, seed, shard, (done) => port.postMessage({ type: "progress", done } satisfies WorkerMessage));
port.postMessage({ type: "done", tally } satisfies WorkerMessage);
