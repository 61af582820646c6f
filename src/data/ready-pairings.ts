/**
 * The matches of ready sides the How to Play journals suggest, by the sides' compendium names, the
 * first side (`blue`) the one the journal's table gives the share of. test/cli/ready-balance*.test.ts
 * keeps each within 45-55% over 20,000 games; `npm run bench` times their games beside the samples'.
 */
export const READY_PAIRINGS = [
  { ruleset: "angry-miniatures", blue: "The Hearthguard Bridge Watch", red: "The Gloomfen Briar Pack" },
  { ruleset: "angry-miniatures", blue: "The Hearthguard Lantern Patrol", red: "The Gloomfen Mire Coven" },
  { ruleset: "angry-miniatures", blue: "The Hearthguard Hedge Riders", red: "The Gloomfen Bog Lurkers" },
  { ruleset: "knight-fight", blue: "The Knights of the Silver Shelf", red: "The Bookend Brigands" },
  { ruleset: "precious-moments", blue: "The Chapel Window Choir", red: "The Nursery Shelf Choir" },
] as const satisfies readonly { ruleset: "angry-miniatures" | "knight-fight" | "precious-moments"; blue: string; red: string }[];

export type ReadyPairing = (typeof READY_PAIRINGS)[number];
