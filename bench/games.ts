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

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/**
 * Games per second of the CLI's `simulate` on the sample sides: on this thread, then the same
 * games on 2 worker threads (their start-up counted). The game count grows until one thread
 * takes about `seconds`.
 */
export async function gameRates(ruleset: CliRuleset, seconds = 2): Promise<GameRates> {
  await simulate(ruleset, { games: 100, seed: 1, workers: 1 });
  let games = 100;
  let one = await timed(() => simulate(ruleset, { games, seed: 1, workers: 1 }));
  while (one < seconds * 1000) {
    games = Math.ceil((games * (seconds * 1000 * 1.1)) / Math.max(one, 1));
    one = await timed(() => simulate(ruleset, { games, seed: 1, workers: 1 }));
  }
  const two = await timed(() => simulate(ruleset, { games, seed: 1, workers: 2 }));
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
