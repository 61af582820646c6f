import type { CliRuleset } from "../shared/rulesets";
import type { Tally } from "./tally";
import type { Matchup, SlotMode } from "./types";
import { differenceInterval, wilsonInterval, type Interval } from "./wilson";

/** A share of games with its 95% interval (Wilson score; a difference of shares: normal). */
export type Rate = { rate: number } & Interval;

/** Won `wins` of `games`; null when it played none. */
export interface WinRecord {
  games: number;
  wins: number;
  winRate: Rate | null;
}

export interface SlotReport {
  mode: SlotMode;
  /** What slot 1 and slot 2 are on the table. */
  places: [string, string];
  /** Per slot: the games won by whichever side sat there, and each side's games and wins in it. */
  perSlot: { slot: number; place: string; wins: number; winRate: Rate; sides: Record<string, WinRecord> }[];
  /**
   * Slot 1's share of the games won minus slot 2's, with its 95% normal interval: the slot's
   * own advantage when each seed is played both ways round; null one way (the slots then
   * cannot be told apart from the sides in them).
   */
  difference: Rate | null;
}

export interface FirstMoverReport {
  /** What going first is in this ruleset. */
  meaning: string;
  /** Games each side went first, and that share of all games. */
  games: Record<string, number>;
  share: Record<string, Rate>;
  /** Games won by the side that went first, and by the side that went second. */
  wins: number;
  winRate: Rate;
  secondWins: number;
  secondWinRate: Rate;
  /** The first mover's share of the games minus the second mover's, with its 95% normal interval. */
  difference: Rate;
  sides: Record<string, { first: WinRecord; second: WinRecord }>;
}

export interface FigureReport {
  side: string;
  name: string;
  /** Means per game. */
  kills: number;
  damageDealt: number;
  damageTaken: number;
  /** Share of the games it was still in play at the end. */
  survival: Rate;
  totals: { kills: number; damageDealt: number; damageTaken: number; survived: number };
}

/**
 * The `--json` contract. `workers` is left out: it never changes the result. The first fields
 * (up to `actions`) keep their first meaning; the rest were added for balance questions.
 */
export interface SimulationReport {
  ruleset: CliRuleset;
  /** Games played: two per seed both ways round, one per seed one way. */
  games: number;
  seed: number;
  /** Side id to the side's name (a sample's or a compendium side's). */
  sides: Record<string, string>;
  wins: Record<string, number>;
  /** Each side's share of the games won, with its 95% Wilson score interval. */
  winRate: Record<string, Rate>;
  draws: number;
  capped: number;
  rounds: { mean: number; max: number; median: number; p10: number; p90: number; distribution: Record<string, number> };
  actions: { mean: number; max: number };
  /** Seeds played: `seed` to `seed + seeds - 1`. */
  seeds: number;
  slots: SlotReport;
  firstMover: FirstMoverReport;
  figures: FigureReport[];
  /** The sides differ in size or in what they spent. */
  warnings: string[];
}

const rateOf = (successes: number, trials: number): Rate => ({ rate: successes / trials, ...wilsonInterval(successes, trials) });
const winRecord = (games: number, wins: number): WinRecord => ({ games, wins, winRate: games > 0 ? rateOf(wins, games) : null });
const differenceOf = (a: number, b: number, trials: number): Rate => {
  const { difference, low, high } = differenceInterval(a, b, trials);
  return { rate: difference, low, high };
};

/** The smallest number of rounds that at least `share` of the games lasted no longer than. */
function quantile(counts: readonly number[], games: number, share: number): number {
  let seen = 0;
  for (let rounds = 0; rounds < counts.length; rounds++) {
    seen += counts[rounds] ?? 0;
    if (seen >= share * games) return rounds;
  }
  return counts.length - 1;
}

function slotReport(matchup: Matchup, tally: Tally, mode: SlotMode): SlotReport {
  const perSlot = [0, 1].map((slot) => {
    const wins = tally.slotWins.reduce((sum, row) => sum + (row[slot] ?? 0), 0);
    const sides = Object.fromEntries(matchup.sides.map((s, k) => [s.id, winRecord(tally.slotGames[k]?.[slot] ?? 0, tally.slotWins[k]?.[slot] ?? 0)]));
    return { slot: slot + 1, place: matchup.slots[slot] ?? "", wins, winRate: rateOf(wins, tally.games), sides };
  });
  const [first, second] = perSlot;
  const difference = mode === "both" && first && second ? differenceOf(first.wins, second.wins, tally.games) : null;
  return { mode, places: [matchup.slots[0], matchup.slots[1]], perSlot, difference };
}

function firstMoverReport(matchup: Matchup, tally: Tally): FirstMoverReport {
  const wins = tally.firstWins.reduce((a, b) => a + b, 0);
  const secondWins = tally.secondWins.reduce((a, b) => a + b, 0);
  const sides = Object.fromEntries(
    matchup.sides.map((s, k) => {
      const other = tally.firstGames.reduce((sum, n, j) => (j === k ? sum : sum + n), 0);
      return [s.id, { first: winRecord(tally.firstGames[k] ?? 0, tally.firstWins[k] ?? 0), second: winRecord(other, tally.secondWins[k] ?? 0) }];
    }),
  );
  return {
    meaning: matchup.firstMover,
    games: Object.fromEntries(matchup.sides.map((s, k) => [s.id, tally.firstGames[k] ?? 0])),
    share: Object.fromEntries(matchup.sides.map((s, k) => [s.id, rateOf(tally.firstGames[k] ?? 0, tally.games)])),
    wins,
    winRate: rateOf(wins, tally.games),
    secondWins,
    secondWinRate: rateOf(secondWins, tally.games),
    difference: differenceOf(wins, secondWins, tally.games),
    sides,
  };
}

function figureReports(matchup: Matchup, tally: Tally): FigureReport[] {
  const { games } = tally;
  return matchup.figures.map((figure, f) => {
    const totals = { kills: tally.kills[f] ?? 0, damageDealt: tally.dealt[f] ?? 0, damageTaken: tally.taken[f] ?? 0, survived: tally.survived[f] ?? 0 };
    return {
      side: matchup.sides[figure.side]?.id ?? "",
      name: figure.name,
      kills: totals.kills / games,
      damageDealt: totals.damageDealt / games,
      damageTaken: totals.damageTaken / games,
      survival: rateOf(totals.survived, games),
      totals,
    };
  });
}

export function reportOf(ruleset: CliRuleset, seed: number, matchup: Matchup, tally: Tally, mode: SlotMode = "both"): SimulationReport {
  const { games } = tally;
  const winRate = Object.fromEntries(matchup.sides.map((s) => [s.id, rateOf(tally.wins[s.id] ?? 0, games)]));
  const distribution = Object.fromEntries(tally.roundCounts.flatMap((n, rounds) => (n > 0 ? [[String(rounds), n]] : [])));
  return {
    ruleset,
    games,
    seed,
    sides: Object.fromEntries(matchup.sides.map((s) => [s.id, s.name])),
    wins: tally.wins,
    winRate,
    draws: tally.draws,
    capped: tally.capped,
    rounds: {
      mean: tally.roundSum / games,
      max: tally.roundMax,
      median: quantile(tally.roundCounts, games, 0.5),
      p10: quantile(tally.roundCounts, games, 0.1),
      p90: quantile(tally.roundCounts, games, 0.9),
      distribution,
    },
    actions: { mean: tally.actionSum / games, max: tally.actionMax },
    seeds: mode === "both" ? Math.ceil(games / 2) : games,
    slots: slotReport(matchup, tally, mode),
    firstMover: firstMoverReport(matchup, tally),
    figures: figureReports(matchup, tally),
    warnings: [...matchup.warnings],
  };
}
