/**
 * Poker dice: six faces ranked by superiority. The numeric result of a die (1..6) is its rank,
 * so 1 = 9 and 6 = Ace, and comparing results compares superiority.
 */
export const POKER_FACES = ["9", "10", "J", "Q", "K", "A"] as const;
export type PokerFace = (typeof POKER_FACES)[number];
/** A poker die result as a rank 1..6 (index in POKER_FACES plus one). */
export type PokerRank = 1 | 2 | 3 | 4 | 5 | 6;

export const POKER_RANK = { "9": 1, "10": 2, J: 3, Q: 4, K: 5, A: 6 } as const satisfies Record<PokerFace, PokerRank>;

export function faceOf(rank: number): PokerFace {
  const face = POKER_FACES[rank - 1];
  if (face === undefined) throw new RangeError(`Poker dice: ${rank} is not a poker die result (1..6)`);
  return face;
}

export function rankOf(face: PokerFace): PokerRank {
  return POKER_RANK[face];
}

export function isPokerFace(value: string): value is PokerFace {
  return (POKER_FACES as readonly string[]).includes(value);
}

/** Jacks, Queens and Kings are hits; Aces are not. */
export function isHit(rank: number): boolean {
  return rank === POKER_RANK.J || rank === POKER_RANK.Q || rank === POKER_RANK.K;
}

export function isAce(rank: number): boolean {
  return rank === POKER_RANK.A;
}

/** Ten and Nine are the number faces. */
export function isNumber(rank: number): boolean {
  return rank === POKER_RANK["9"] || rank === POKER_RANK["10"];
}

/** Count of each rank, index 1..6 (index 0 unused). */
export function countRanks(ranks: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const r of ranks) counts[r] = (counts[r] ?? 0) + 1;
  return counts;
}

export function countHits(ranks: readonly number[]): number {
  return ranks.filter(isHit).length;
}

export function countAces(ranks: readonly number[]): number {
  return ranks.filter(isAce).length;
}
