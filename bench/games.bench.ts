import { describe, expect, it } from "vitest";
import { simulate } from "../src/cli/commands/simulate";
import { CLI_RULESETS, type CliRuleset } from "../src/cli/rulesets";
import { runGame as runAm, simplePolicy as amPolicy } from "../src/rules/angry-miniatures";
import { SeededRoller } from "../src/rules/common/seeded-roller";
import { runGame as runKf, simplePolicy as kfPolicy } from "../src/rules/knight-fight";
import { runGame as runPm, simplePolicy as pmPolicy } from "../src/rules/precious-moments";
import { amSetupOf, kfSetupOf, pmSetupOf } from "./scaled-setups";

// Targets from issue 12: at least 5,000 whole games per second per ruleset on one thread, and a game
// of 50 figures a side costing about 50/3 times one of 3 (we allow twice that), not 250 times.
const GAMES_PER_SECOND_TARGET = 5_000;
const FIGURES = [3, 10, 50] as const;
const SCALE_ALLOWANCE = 2 * (50 / 3);

/** Games per second playing the CLI's `simulate` for about `seconds` after a short warm-up. */
function gamesPerSecond(ruleset: CliRuleset, seconds = 2): number {
  simulate(ruleset, 200, 1);
  let games = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    simulate(ruleset, 100, 1 + games);
    games += 100;
    elapsed = performance.now() - start;
  }
  return (games * 1000) / elapsed;
}

const SCALED: Record<CliRuleset, (n: number, seed: number) => unknown> = {
  "angry-miniatures": (n, seed) => runAm(amSetupOf(n), amPolicy, new SeededRoller(seed), { roundCap: 30 }),
  "knight-fight": (n, seed) => runKf(kfSetupOf(n), { lions: kfPolicy, ravens: kfPolicy }, new SeededRoller(seed)),
  "precious-moments": (n, seed) => runPm(pmSetupOf(n), { a: pmPolicy, b: pmPolicy }, new SeededRoller(seed)),
};

/** Mean ms per game over seeds 1.. for at least `ms` milliseconds (and at least 3 games). */
function msPerGame(play: (seed: number) => unknown, ms = 1500): number {
  play(0);
  let games = 0;
  const start = performance.now();
  while (games < 3 || performance.now() - start < ms) play(++games);
  return (performance.now() - start) / games;
}

describe("whole games, one thread", () => {
  const rows: string[] = [];
  it.each(CLI_RULESETS)("%s", (ruleset) => {
    const rate = gamesPerSecond(ruleset);
    const perGame = FIGURES.map((n) => msPerGame((seed) => SCALED[ruleset](n, seed)));
    const [three = Number.NaN, , fifty = Number.NaN] = perGame;
    const growth = fifty / three;
    rows.push(
      `${ruleset.padEnd(18)} ${Math.round(rate).toString().padStart(8)} games/s   ms/game at ${FIGURES.join("/")} a side: ${perGame
        .map((v) => v.toFixed(3))
        .join(" / ")}   50 v 3: x${growth.toFixed(1)}`,
    );
    console.log(rows.at(-1));
    expect(rate).toBeGreaterThanOrEqual(GAMES_PER_SECOND_TARGET);
    expect(growth).toBeLessThanOrEqual(SCALE_ALLOWANCE);
  });
});
