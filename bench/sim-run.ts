// Run in a fresh process by the bench: plays `games` simulate games on `workers` threads and prints
// how long the simulation took from the call to the report (module loading in this process not
// counted; starting the workers, loading their modules and their warm-up counted, as a user waits
// for them), the CPU time the whole process used meanwhile, every thread included, and the rate
// once warm: games played after the first WARM_SHARE of them, over the time they took.
// SHELF_WARS_TIMELINE=1 also prints every progress report to stderr (ms since the call, thread,
// its games, all games), to see how long start-up and warm-up take on each thread.
import { simulate } from "../src/cli/commands/simulate";
import { CLI_RULESETS, type CliRuleset } from "../src/cli/shared/rulesets";
import type { ShardRunner } from "../src/cli/simulate/shards";
import { inWorkerThreads } from "../src/cli/simulate/threads";

const WARM_SHARE = 0.3;

const [ruleset, games, workers] = process.argv.slice(2);
if (!CLI_RULESETS.includes(ruleset as CliRuleset)) throw new Error(`sim-run: unknown ruleset ${ruleset}`);
const total = Number(games);
const done: number[] = [];
let warmAt: { t: number; games: number } | null = null;
const timed: ShardRunner = (plan, seed, queue, threads, onProgress) =>
  inWorkerThreads(plan, seed, queue, threads, (thread, n) => {
    done[thread] = n;
    const sum = done.reduce((a, b) => a + (b ?? 0), 0);
    if (!warmAt && sum >= WARM_SHARE * total) warmAt = { t: performance.now(), games: sum };
    if (process.env.SHELF_WARS_TIMELINE) process.stderr.write(`${Math.round(performance.now() - start)} ${thread} ${n} ${sum}\n`);
    onProgress(thread, n);
  });
const cpuBefore = process.cpuUsage();
const start = performance.now();
// One way round, so `total` games are played, as before the runs went both ways round by default.
const report = await simulate(ruleset as CliRuleset, { games: total, seed: 1, workers: Number(workers), runner: timed, slots: "one-way" });
const end = performance.now();
const cpu = process.cpuUsage(cpuBefore);
const warm = warmAt as { t: number; games: number } | null;
const warmRate = warm && end > warm.t ? ((total - warm.games) * 1000) / (end - warm.t) : null;
process.stdout.write(JSON.stringify({ ms: end - start, cpuMs: (cpu.user + cpu.system) / 1000, games: report.games, warmRate }));
