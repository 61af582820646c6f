import type { GameSummary } from "./types";

/**
 * Whole-number counts of a range of games. Sums, not means, so tallies from any split of the
 * games merge to exactly the same numbers (means are taken once, at the end).
 */
export interface Tally {
  games: number;
  wins: Record<string, number>;
  draws: number;
  capped: number;
  roundSum: number;
  roundMax: number;
  actionSum: number;
  actionMax: number;
}

export function emptyTally(sideIds: readonly string[]): Tally {
  return { games: 0, wins: Object.fromEntries(sideIds.map((id) => [id, 0])), draws: 0, capped: 0, roundSum: 0, roundMax: 0, actionSum: 0, actionMax: 0 };
}

export function addGame(tally: Tally, game: GameSummary): void {
  tally.games += 1;
  if (game.capped) tally.capped += 1;
  else if (game.winner === null) tally.draws += 1;
  else tally.wins[game.winner] = (tally.wins[game.winner] ?? 0) + 1;
  tally.roundSum += game.rounds;
  tally.roundMax = Math.max(tally.roundMax, game.rounds);
  tally.actionSum += game.actions;
  tally.actionMax = Math.max(tally.actionMax, game.actions);
}

export function mergeTallies(parts: readonly Tally[], sideIds: readonly string[]): Tally {
  const total = emptyTally(sideIds);
  for (const part of parts) {
    total.games += part.games;
    for (const [id, n] of Object.entries(part.wins)) total.wins[id] = (total.wins[id] ?? 0) + n;
    total.draws += part.draws;
    total.capped += part.capped;
    total.roundSum += part.roundSum;
    total.roundMax = Math.max(total.roundMax, part.roundMax);
    total.actionSum += part.actionSum;
    total.actionMax = Math.max(total.actionMax, part.actionMax);
  }
  return total;
}
