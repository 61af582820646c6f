// `npm run bench` (tools/bench.mjs bundles and runs this): every speed measure side by side in one
// run, printed as one table. Exits 1 when a target is missed.
import { execFileSync } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { CLI_RULESETS } from "../src/cli/shared/rulesets";
import { gameRates, msPerGameBySize, RATE_GAMES, RATE_ROUNDS } from "./games";
import { medianMs } from "./measure";
import { gameKinds, readyGameCosts } from "./ready-games";
import { searchDecisionTimes } from "./search-decisions";
import { exactQuery, largestDifference, monteCarlo, ODDS_CASES, outcomesOf, type OddsCase } from "./odds-cases";

// Targets from issue 12.
const ODDS_TARGET_MS = 5;
const GAMES_PER_SECOND_TARGET = 5_000;
const WORKER_RATIO_TARGET = 1.7;
const FIGURES = [3, 10, 50] as const;
const SCALE_TARGET = 50 / 3;
/** Issue 25: a game of ready 3-figure sides costs at most this many sample-side games of its ruleset. */
const READY_TARGET = 1.5;
const SAMPLES = 100_000;
const COLD_RUNS = 7;
/** Issue 36: the table's stronger policy decides an activation within a second of one core. */
const SEARCH_ACTIVATION_TARGET_MS = 1000;

/** What each row measures, printed under the table. */
const NOTES = [
  `AM exact odds: warm = median of 50 calls after 5; cold = the first call in a fresh process (module loading not counted, the call is), median of ${COLD_RUNS} processes.`,
  "games per second: the CLI's simulate on the sample sides (2 workers = --workers 2: this thread and one worker thread), each run in a fresh process timed from the call to the report (process start not counted; " +
    `starting the worker, loading its modules and every thread's warm-up counted); the same ${RATE_GAMES.toLocaleString("en")} games both ways (about 18 to 23 s on one thread of a 2-core machine: a designer's run, long enough to know a win rate to about a quarter of a percent); ${RATE_ROUNDS} runs each way, in rounds that run every ruleset once each way in the round's own order, so that a slow spell of a shared host (some come back every few tens of seconds) falls on some runs of every kind; the fastest each way. ` +
    "Once warm = the games after the first 30% of the run over the time they took (best run each way): the rate a long simulation settles at. " +
    "Lost to start-up and warm-up = the fastest run's time less its games at its own warm rate: mostly V8 compiling each thread's hot code (about half a second of CPU per thread), " +
    "which a lone thread's V8 does on the idle second core and two busy threads must share the cores with. " +
    "That loss is about the same whatever the length of the run, so a short run gains less from the second worker (Angry Miniatures, 20,000 games: about x1.35). " +
    "Cores busy = process CPU time / wall time, V8's GC and compiler threads included.",
  "ready v sample: simulate's own games (sensible policies, each seed both ways round) of each ready match the How to Play journals suggest (src/data/ready-pairings.ts) and of its ruleset's sample sides on the same ready board (the comparison is of the sides, not of two boards), in this process, in CPU time (this process's user and system time: a shared host's other work does not count, as it does in wall time); after 0.5 s of warm-up each, five rounds, each timing every kind once in the round's own order over at least 1 s; the fastest round per kind. The target is for ready sides of 3 figures each.",
  "search policy decision: the Angry Miniatures search policy (24 play-outs of 3 rounds per candidate) timed on every position of 4 sensible games of each ready match on the Crossing Field, one thread, wall time after a warm-up; an activation sums its decisions (choosing the figure, then each action until the next figure is chosen). It grows with the candidates (the figure's legal targets, plus 3 to 4 others) and with the figures on the table (each play-out plays them all for 3 rounds): about linearly in each.",
  "ms per game: games of n figures a side in this process (simple policies); after 0.5 s of warm-up at each size, five rounds, each timing every ruleset's every size once in the round's own order, each a mean over at least 0.5 s; the fastest round per size (a slow spell of the shared host falls on some rounds of every size).",
] as const;

type Verdict = "ok" | "MISSED" | "n/a";
interface Row {
  measure: string;
  case: string;
  result: string;
  target: string;
  verdict: Verdict;
}

const ms = (n: number): string => (n < 1 ? `${n.toFixed(3)} ms` : n < 100 ? `${n.toFixed(2)} ms` : `${Math.round(n)} ms`);
const seconds = (n: number): string => `${(n / 1000).toFixed(1)} s`;
const verdict = (ok: boolean): Verdict => (ok ? "ok" : "MISSED");
/** A speed-up to two places, rounded down: x1.6973 shows as x1.69, never as the x1.70 it misses. */
const times = (n: number): string => `x${(Math.floor(n * 100) / 100).toFixed(2)}`;
/** A growth to two places, rounded up: x33.336 shows as x33.34, never as the x33.33 it exceeds. */
const growthTimes = (n: number): string => `x${(Math.ceil(n * 100) / 100).toFixed(2)}`;

/** The first call of a case's exact query in a fresh Node process, median of a few processes. */
function coldMs(c: OddsCase): number | null {
  const script = fileURLToPath(new URL("./cold-odds.mjs", import.meta.url));
  const times: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    const { ms: t } = JSON.parse(execFileSync(process.execPath, [script, c.id], { encoding: "utf8" })) as { ms: number | null };
    if (t === null) return null;
    times.push(t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? null;
}

function oddsRow(c: OddsCase): Row {
  const query = exactQuery(c);
  const mcStart = performance.now();
  const sampled = monteCarlo(c, SAMPLES);
  const mcMs = performance.now() - mcStart;
  const mc = `Monte Carlo ${SAMPLES / 1000}k ${ms(mcMs)}`;
  if (!query) {
    return { measure: "AM exact odds", case: c.label, result: `exact n/a (no reroll-capable odds API exported yet); ${mc}`, target: `< ${ODDS_TARGET_MS} ms cold`, verdict: "n/a" };
  }
  const warm = medianMs(query, 50, 5);
  const cold = coldMs(c);
  const difference = largestDifference(outcomesOf(query()), sampled);
  const coldText = cold === null ? "n/a" : ms(cold);
  return {
    measure: "AM exact odds",
    case: c.label,
    result: `warm ${ms(warm)}, cold ${coldText}; ${mc} (x${Math.round(mcMs / warm)} slower); largest difference ${difference.toFixed(4)}`,
    target: `< ${ODDS_TARGET_MS} ms cold`,
    verdict: verdict(cold !== null && cold < ODDS_TARGET_MS && warm < ODDS_TARGET_MS),
  };
}

function render(rows: readonly Row[]): string {
  const header: Row = { measure: "measure", case: "case", result: "result", target: "target", verdict: "ok" };
  const cells = (r: Row) => [r.measure, r.case, r.result, r.target, r === header ? "" : r.verdict];
  const all = [header, ...rows].map(cells);
  const widths = all[0]?.map((_, k) => Math.max(...all.map((line) => (line[k] ?? "").length))) ?? [];
  const line = (values: string[]) => `| ${values.map((v, k) => v.padEnd(widths[k] ?? 0)).join(" | ")} |`;
  const rule = `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`;
  return [line(all[0] ?? []), rule, ...all.slice(1).map(line)].join("\n");
}

/** Each ready match the journals suggest beside its ruleset's sample sides, timed side by side in this process. */
function readyRows(): Row[] {
  const kinds = gameKinds(CLI_RULESETS);
  const costs = readyGameCosts(kinds);
  return kinds
    .filter((kind) => kind.label !== "sample")
    .map((kind) => {
      const sample = kinds.find((k) => k.ruleset === kind.ruleset && k.label === "sample");
      const cost = costs.get(kind) ?? Number.NaN;
      const sampleCost = (sample && costs.get(sample)) ?? Number.NaN;
      const ratio = cost / sampleCost;
      const sizes = kind.matchup.sides.map((_, side) => kind.matchup.figures.filter((f) => f.side === side).length);
      const threeFigures = sizes.every((n) => n === 3);
      return {
        measure: "ready v sample, CPU ms per game",
        case: `${kind.ruleset}: ${kind.label} (${sizes.join(" v ")})`,
        result: `${ms(cost)} a game, the sample sides ${ms(sampleCost)}: ${growthTimes(ratio)}`,
        target: threeFigures ? `<= x${READY_TARGET.toFixed(2)}` : `n/a (not 3 v 3)`,
        verdict: threeFigures ? verdict(ratio <= READY_TARGET) : "n/a",
      };
    });
}

function main(): void {
  process.stderr.write(`Shelf Wars bench: node ${process.version}, ${availableParallelism()} cores; measuring (about eight minutes)...\n`);
  const rows: Row[] = [];
  // SHELF_WARS_BENCH_ONLY=ready: only the ready-v-sample rows (about a minute), e.g. after tuning a ready side.
  // SHELF_WARS_BENCH_ONLY=search: only the search policy's decision rows (a minute or two), e.g. after changing a policy.
  const only = process.env.SHELF_WARS_BENCH_ONLY;
  const onlyReady = only === "ready";
  const onlySearch = only === "search";
  const partial = onlyReady || onlySearch;
  if (!partial) for (const c of ODDS_CASES) rows.push(oddsRow(c));
  for (const [ruleset, rates] of partial ? [] : gameRates(CLI_RULESETS)) {
    const ratio = rates.twoWorkers / rates.oneThread;
    const warmRatio = rates.twoWorkersWarm / rates.oneThreadWarm;
    rows.push({
      measure: "games per second",
      case: ruleset,
      result:
        `1 thread ${Math.round(rates.oneThread)}/s (${seconds(rates.oneThreadMs)}, ${rates.oneThreadCores.toFixed(2)} cores busy), ` +
        `2 workers ${Math.round(rates.twoWorkers)}/s (${seconds(rates.twoWorkersMs)}, ${rates.twoWorkersCores.toFixed(2)} cores busy), ratio ${times(ratio)}; ` +
        `once warm 1 thread ${Math.round(rates.oneThreadWarm)}/s, 2 workers ${Math.round(rates.twoWorkersWarm)}/s, ratio ${times(warmRatio)}; ` +
        `lost to start-up and warm-up 1 thread ${seconds(rates.oneThreadStartMs)}, 2 workers ${seconds(rates.twoWorkersStartMs)}; ` +
        `the same ${rates.games} games both ways`,
      target: `>= ${GAMES_PER_SECOND_TARGET}/s, x${WORKER_RATIO_TARGET}`,
      verdict: verdict(rates.oneThread >= GAMES_PER_SECOND_TARGET && ratio >= WORKER_RATIO_TARGET),
    });
  }
  for (const [ruleset, costs] of partial ? [] : msPerGameBySize(CLI_RULESETS, FIGURES)) {
    const growth = (costs[2] ?? Number.NaN) / (costs[0] ?? Number.NaN);
    rows.push({
      measure: "ms per game",
      case: ruleset,
      result: `${FIGURES.map((n, k) => `${n} a side ${ms(costs[k] ?? Number.NaN)}`).join(", ")}; 50 v 3 ${growthTimes(growth)}`,
      target: `50 v 3 about x${SCALE_TARGET.toFixed(1)} (<= x${(Math.floor(200 * SCALE_TARGET) / 100).toFixed(2)})`,
      verdict: verdict(growth <= 2 * SCALE_TARGET),
    });
  }
  if (!onlySearch) rows.push(...readyRows());
  if (!onlyReady) {
    for (const t of searchDecisionTimes()) {
      rows.push({
        measure: "search policy decision",
        case: `${t.match} (${t.figures} figures)`,
        result: `a decision: median ${ms(t.medianMs)}, longest ${ms(t.maxMs)} (${t.decisions}); an activation: median ${ms(t.activationMedianMs)}, longest ${ms(t.activationMaxMs)} (${t.activations})`,
        target: `activation <= ${SEARCH_ACTIVATION_TARGET_MS} ms`,
        verdict: verdict(t.activationMaxMs <= SEARCH_ACTIVATION_TARGET_MS),
      });
    }
  }
  // A neighbour on the same cores shows up as fewer cores busy than threads running; the load says who.
  const load = `load average ${loadavg().map((n) => n.toFixed(1)).join(", ")} at the end (1, 5, 15 min) on ${availableParallelism()} cores`;
  process.stdout.write(`${render(rows)}\n${[...NOTES, load].map((note) => `- ${note}`).join("\n")}\n`);
  if (rows.some((r) => r.verdict === "MISSED")) process.exitCode = 1;
}

main();
