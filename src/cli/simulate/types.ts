/** What one finished game comes to. A game with no winner that was not capped is a draw. */
export interface GameSummary {
  winner: string | null;
  capped: boolean;
  /** Rounds (or turns) actually played. */
  rounds: number;
  /** Actions the sides' policies chose. */
  actions: number;
}

/** The two players' seats: `--blue` and `--red` each replace one sample side. */
export const SEATS = ["blue", "red"] as const;
export type Seat = (typeof SEATS)[number];

/** Side names from the compendium by seat; a seat left out plays its sample side. */
export type SidePicks = Partial<Record<Seat, string>>;

export interface MatchupSide {
  /** The engine's side id: the key of `wins` in the report (the same whichever side sits there). */
  id: string;
  name: string;
  seat: Seat;
}

/** Two sides ready to play any number of seeded games. */
export interface Matchup {
  summary: string;
  /** "rounds" or "turns", as the ruleset calls them. */
  roundWord: string;
  cap: number;
  sides: readonly MatchupSide[];
  play(seed: number): GameSummary;
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
