import type { GameSummary } from "./types";

/**
 * Whole-number counts of a range of games. Sums, not means, so tallies from any split of the
 * games merge to exactly the same numbers (means are taken once, at the end). Lists by side and
 * by figure follow the matchup's order (`Matchup.sides`, `Matchup.figures`).
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
  /** Games that lasted exactly r rounds (or turns), at index r. */
  roundCounts: number[];
  /** Per side, per slot: the games it played there and the games it won there. */
  slotGames: number[][];
  slotWins: number[][];
  /** Per side: the games it went first, the games it won when it did, and the games it won going second. */
  firstGames: number[];
  firstWins: number[];
  secondWins: number[];
  /** Per figure: summed over the games. */
  kills: number[];
  dealt: number[];
  taken: number[];
  survived: number[];
}

/** What a tally is counted over: the sides' ids, and how many figures and rounds there can be. */
export interface TallyShape {
  sideIds: readonly string[];
  figures: number;
  cap: number;
}

const zeros = (n: number): number[] => Array.from({ length: n }, () => 0);

export function emptyTally(shape: TallyShape): Tally {
  const sides = shape.sideIds.length;
  return {
    games: 0,
    wins: Object.fromEntries(shape.sideIds.map((id) => [id, 0])),
    draws: 0,
    capped: 0,
    roundSum: 0,
    roundMax: 0,
    actionSum: 0,
    actionMax: 0,
    roundCounts: zeros(shape.cap + 1),
    slotGames: Array.from({ length: sides }, () => zeros(2)),
    slotWins: Array.from({ length: sides }, () => zeros(2)),
    firstGames: zeros(sides),
    firstWins: zeros(sides),
    secondWins: zeros(sides),
    kills: zeros(shape.figures),
    dealt: zeros(shape.figures),
    taken: zeros(shape.figures),
    survived: zeros(shape.figures),
  };
}

function addInto(into: number[], from: readonly number[]): void {
  for (let k = 0; k < from.length; k++) into[k] = (into[k] ?? 0) + (from[k] ?? 0);
}

/** Adds one game; `sideIds[k]` sat in slot `swapped ? 1 - k : k`. */
export function addGame(tally: Tally, game: GameSummary, sideIds: readonly string[], swapped: boolean): void {
  tally.games += 1;
  const winner = game.winner === null ? -1 : sideIds.indexOf(game.winner);
  if (game.capped) tally.capped += 1;
  else if (game.winner === null) tally.draws += 1;
  else tally.wins[game.winner] = (tally.wins[game.winner] ?? 0) + 1;
  tally.roundSum += game.rounds;
  tally.roundMax = Math.max(tally.roundMax, game.rounds);
  tally.roundCounts[game.rounds] = (tally.roundCounts[game.rounds] ?? 0) + 1;
  tally.actionSum += game.actions;
  tally.actionMax = Math.max(tally.actionMax, game.actions);
  for (let side = 0; side < sideIds.length; side++) {
    const slot = swapped ? 1 - side : side;
    const games = tally.slotGames[side];
    const wins = tally.slotWins[side];
    if (games) games[slot] = (games[slot] ?? 0) + 1;
    if (wins && side === winner && !game.capped) wins[slot] = (wins[slot] ?? 0) + 1;
  }
  if (game.firstMover >= 0) {
    tally.firstGames[game.firstMover] = (tally.firstGames[game.firstMover] ?? 0) + 1;
    if (winner >= 0 && !game.capped) {
      const won = winner === game.firstMover ? tally.firstWins : tally.secondWins;
      won[winner] = (won[winner] ?? 0) + 1;
    }
  }
  addInto(tally.kills, game.figures.kills);
  addInto(tally.dealt, game.figures.dealt);
  addInto(tally.taken, game.figures.taken);
  addInto(tally.survived, game.figures.survived);
}

export function mergeTallies(parts: readonly Tally[], shape: TallyShape): Tally {
  const total = emptyTally(shape);
  for (const part of parts) {
    total.games += part.games;
    for (const [id, n] of Object.entries(part.wins)) total.wins[id] = (total.wins[id] ?? 0) + n;
    total.draws += part.draws;
    total.capped += part.capped;
    total.roundSum += part.roundSum;
    total.roundMax = Math.max(total.roundMax, part.roundMax);
    total.actionSum += part.actionSum;
    total.actionMax = Math.max(total.actionMax, part.actionMax);
    addInto(total.roundCounts, part.roundCounts);
    part.slotGames.forEach((row, side) => addInto(total.slotGames[side] ?? [], row));
    part.slotWins.forEach((row, side) => addInto(total.slotWins[side] ?? [], row));
    addInto(total.firstGames, part.firstGames);
    addInto(total.firstWins, part.firstWins);
    addInto(total.secondWins, part.secondWins);
    addInto(total.kills, part.kills);
    addInto(total.dealt, part.dealt);
    addInto(total.taken, part.taken);
    addInto(total.survived, part.survived);
  }
  return total;
}
