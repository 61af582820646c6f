import type { AmFigure } from "../../../src/rules/angry-miniatures/figure";

/** A legal Melee figure (3/3/3) with traits that change nothing in most tests. */
export function sheet(overrides: Partial<AmFigure> = {}): AmFigure {
  return {
    name: "Test",
    mind: 3,
    body: 3,
    spirit: 3,
    attackTypes: ["melee"],
    perk: "companion",
    flaw: "cowardly",
    crit: "regenerate",
    presentation: "androgynous",
    ...overrides,
  };
}

/** Poker ranks: 1 = 9, 2 = 10, 3 = J, 4 = Q, 5 = K, 6 = A. */
export const R = { n9: 1, n10: 2, J: 3, Q: 4, K: 5, A: 6 } as const;
