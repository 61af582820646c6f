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

/** Plays one game of `n` figures a side; returns how many events it logged. */
const SCALED: Record<CliRuleset, (n: number, seed: number) => number> = {
  "angry-miniatures": (n, seed) => runAm(amSetupOf(n), amPolicy, new SeededRoller(seed), { roundCap: 30 }).events.length,
  "knight-fight": (n, seed) => runKf(kfSetupOf(n), { lions: kfPolicy, ravens: kfPolicy }, new SeededRoller(seed), { keepEvents: true }).events.length,
  "precious-moments": (n, seed) => runPm(pmSetupOf(n), { a: pmPolicy, b: pmPolicy }, new SeededRoller(seed), { keepEvents: true }).events.length,
};

/**
 * Mean ms per game and µs per logged event over seeds 1.. for at least `ms` milliseconds (and at
 * least 3 games). Bigger forces play longer games, so the cost per event shows what one step costs.
 */
function costOf(play: (seed: number) => number, ms = 1500): { perGame: number; perEvent: number } {
  play(0);
  let games = 0;
  let events = 0;
  const start = performance.now();
  while (games < 3 || performance.now() - start < ms) events += play(++games);
  const elapsed = performance.now() - start;
  return { perGame: elapsed / games, perEvent: (1000 * elapsed) / events };
}

describe("whole games, one thread", () => {
  const rows: string[] = [];
  it.each(CLI_RULESETS)("%s", (ruleset) => {
    const rate = gamesPerSecond(ruleset);
    const costs = FIGURES.map((n) => costOf((seed) => SCALED[ruleset](n, seed)));
    const [three, , fifty] = costs;
    const growth = (fifty?.perGame ?? Number.NaN) / (three?.perGame ?? Number.NaN);
    const stepGrowth = (fifty?.perEvent ?? Number.NaN) / (three?.perEvent ?? Number.NaN);
    rows.push(
      `${ruleset.padEnd(18)} ${Math.round(rate).toString().padStart(8)} games/s   at ${FIGURES.join("/")} a side: ms/game ${costs
        .map((c) => c.perGame.toFixed(3))
        .join(" / ")} (50 v 3: x${growth.toFixed(1)}), µs/event ${costs.map((c) => c.perEvent.toFixed(1)).join(" / ")} (50 v 3: x${stepGrowth.toFixed(1)})`,
    );
    console.log(rows.at(-1));
    expect(rate).toBeGreaterThanOrEqual(GAMES_PER_SECOND_TARGET);
    expect(growth).toBeLessThanOrEqual(SCALE_ALLOWANCE);
  });
});
