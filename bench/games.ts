import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { simulate } from "../src/cli/commands/simulate";
import type { CliRuleset } from "../src/cli/rulesets";
import { runGame as runAm, simplePolicy as amPolicy } from "../src/rules/angry-miniatures";
import { SeededRoller } from "../src/rules/common/seeded-roller";
import { runGame as runKf, simplePolicy as kfPolicy } from "../src/rules/knight-fight";
import { runGame as runPm, simplePolicy as pmPolicy } from "../src/rules/precious-moments";
import { amSetupOf, kfSetupOf, pmSetupOf } from "./scaled-setups";

export interface GameRates {
  games: number;
  oneThread: number;
  twoWorkers: number;
}

/** ms a fresh process takes to simulate `games` games on `workers` threads (bench/sim-run.ts). */
function simulateMs(ruleset: CliRuleset, games: number, workers: number): number {
  const script = fileURLToPath(new URL("./sim-run.mjs", import.meta.url));
  const out = execFileSync(process.execPath, [script, ruleset, String(games), String(workers)], { encoding: "utf8" });
  return (JSON.parse(out) as { ms: number }).ms;
}

/**
 * Games per second of the CLI's `simulate` on the sample sides, each run in a fresh process as a
 * user meets it: on one thread, then the same games on 2 worker threads (start-up and each
 * thread's own warm-up counted). The game count is set so one thread takes about `seconds`.
 */
export async function gameRates(ruleset: CliRuleset, seconds = 4): Promise<GameRates> {
  await simulate(ruleset, { games: 200, seed: 1, workers: 1 });
  const start = performance.now();
  await simulate(ruleset, { games: 500, seed: 1, workers: 1 });
  const warmRate = 500 / Math.max(1, performance.now() - start);
  const games = Math.max(1000, Math.round(warmRate * seconds * 1000));
  const one = simulateMs(ruleset, games, 1);
  const two = simulateMs(ruleset, games, 2);
  return { games, oneThread: (games * 1000) / one, twoWorkers: (games * 1000) / two };
}

/** Plays one game of `n` figures a side. */
const SCALED: Record<CliRuleset, (n: number, seed: number) => void> = {
  "angry-miniatures": (n, seed) => void runAm(amSetupOf(n), amPolicy, new SeededRoller(seed), { roundCap: 30 }),
  "knight-fight": (n, seed) => void runKf(kfSetupOf(n), { lions: kfPolicy, ravens: kfPolicy }, new SeededRoller(seed)),
  "precious-moments": (n, seed) => void runPm(pmSetupOf(n), { a: pmPolicy, b: pmPolicy }, new SeededRoller(seed)),
};

/** Mean ms per game of `n` figures a side over seeds 1.. for at least `ms` milliseconds and 3 games. */
export function msPerGame(ruleset: CliRuleset, n: number, ms = 1500): number {
  const play = SCALED[ruleset];
  play(n, 0);
  let games = 0;
  const start = performance.now();
  while (games < 3 || performance.now() - start < ms) play(n, ++games);
  return (performance.now() - start) / games;
}
