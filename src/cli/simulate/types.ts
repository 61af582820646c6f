/**
 * One figure's counts over one game, kept by the watch that follows the game. Damage is what the
 * ruleset takes away: Angry Miniatures Health, Knight Fight hits (danger tokens), Precious Moments
 * Value (the Humiliation, up to the Value the figure still had).
 */
export interface FigureCounts {
  kills: number[];
  dealt: number[];
  taken: number[];
  /** 1 for a figure still in play at the end of the game. */
  survived: number[];
}

/** What one finished game comes to. A game with no winner that was not capped is a draw. */
export interface GameSummary {
  /** The winner's side id (a `MatchupSide.id`), or null. */
  winner: string | null;
  capped: boolean;
  /** Rounds (or turns) actually played. */
  rounds: number;
  /** Actions the sides' policies chose. */
  actions: number;
  /** The side (its index in `Matchup.sides`) that went first, or -1 when nobody did. */
  firstMover: number;
  /** Per figure, in `Matchup.figures` order; the matchup reuses these arrays for its next game. */
  figures: FigureCounts;
}

/** The two players' seats: `--blue` and `--red` each replace one sample side. */
export const SEATS = ["blue", "red"] as const;
export type Seat = (typeof SEATS)[number];

/** Side names from the compendium by seat; a seat left out plays its sample side. */
export type SidePicks = Partial<Record<Seat, string>>;
/** Where a simulation plays: the ready scene's board, or the simulator's plain sample board. */
export type BoardChoice = "ready" | "plain";
/** The ready board unless told otherwise when a side is picked from the compendium, else the plain one. */
export const onReadyBoard = (picks: SidePicks, board: BoardChoice | undefined): boolean => (board ? board === "ready" : picks.blue !== undefined || picks.red !== undefined);

/**
 * Which slots each game seed is played in: both ways round (each side once in each slot), or
 * one way only, the sides in the slots their seats give them.
 */
export const SLOT_MODES = ["both", "one-way"] as const;
export type SlotMode = (typeof SLOT_MODES)[number];

export interface MatchupSide {
  /** The side's id: the key of `wins` in the report (the same whichever slot the side plays in). */
  id: string;
  name: string;
  /** The name, or the name and its seat when both sides share one name: what the report shows. */
  label: string;
  seat: Seat;
}

export interface MatchupFigure {
  /** Index of its side in `Matchup.sides`. */
  side: number;
  name: string;
}

/** Two sides ready to play any number of seeded games, either way round. */
export interface Matchup {
  summary: string;
  /** "rounds" or "turns", as the ruleset calls them. */
  roundWord: string;
  cap: number;
  /** In the order of the slots they play in when not swapped: `sides[k]` then sits in slot k. */
  sides: readonly MatchupSide[];
  figures: readonly MatchupFigure[];
  /** What each of the two slots is on the table (where the side deploys, where it is listed). */
  slots: readonly [string, string];
  /** What going first means in this ruleset, for the report. */
  firstMover: string;
  /** What the figures' damage counts (Health, hits, dollars of Value). */
  damage: string;
  /** The sides differ in size or in points spent: the results compare the sides as much as the play. */
  warnings: readonly string[];
  /** One game from `seed`; `swapped` puts `sides[0]` in slot 2 and `sides[1]` in slot 1. */
  play(seed: number, swapped: boolean): GameSummary;
}

/** Wraps a policy so every decision it makes is counted. */
export function counted<P extends (first: never, second: never) => unknown>(policy: P, tally: { n: number }): P {
  // Two plain parameters (every policy takes at most two) rather than a rest list and a spread call on every decision.
  return ((first: never, second: never) => {
    tally.n += 1;
    return policy(first, second);
  }) as unknown as P;
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Where the k-th of n figures stands along a line of `length` squares or hexes: spread evenly. */
export const spread = (k: number, n: number, length: number): number => Math.min(length - 1, Math.floor(((k + 0.5) * length) / n));

/** Labels for two sides: their names, with the seat added when the names are the same. */
export function sideLabels(sides: readonly Omit<MatchupSide, "label">[]): MatchupSide[] {
  const same = sides.length === 2 && sides[0]?.name === sides[1]?.name;
  return sides.map((side) => ({ ...side, label: same ? `${side.name} (${side.seat})` : side.name }));
}

/** Games `from` (inclusive) to `to` (exclusive), by index in the run. */
export interface Shard {
  from: number;
  to: number;
}
