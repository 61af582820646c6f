import type { CliRuleset } from "../shared/rulesets";
import { AM_TEAM_TYPE, amMatchup } from "./angry-miniatures";
import { KF_FORCE_TYPE, kfMatchup } from "./knight-fight";
import { PM_CHOIR_TYPE, pmMatchup } from "./precious-moments";
import type { PolicyPicks } from "./policies";
import type { TallyShape } from "./tally";
import type { BoardChoice, Matchup, SidePicks, SlotMode } from "./types";

/** Builds each ruleset's matchup from side picks; the same picks always build the same games. */
export const MATCHUPS: Record<CliRuleset, (picks: SidePicks, policies: PolicyPicks, board?: BoardChoice) => Matchup> = {
  "precious-moments": pmMatchup,
  "knight-fight": kfMatchup,
  "angry-miniatures": amMatchup,
};

/** The compendium actor type that holds a ruleset's sides, and what the ruleset calls one. */
export const SIDE_SOURCES: Record<CliRuleset, { type: string; what: string }> = {
  "precious-moments": { type: PM_CHOIR_TYPE, what: "choir" },
  "knight-fight": { type: KF_FORCE_TYPE, what: "force" },
  "angry-miniatures": { type: AM_TEAM_TYPE, what: "team" },
};

/** What a worker needs to build the same matchup and play the same games: plain data only. */
export interface SimulationPlan {
  ruleset: CliRuleset;
  picks: SidePicks;
  /** The policy each seat plays by, by name (default sensible). */
  policies?: PolicyPicks;
  /** The ready scene's board or the simulator's plain one (default: the ready board when a side is picked). */
  board?: BoardChoice;
  /** Each seed both ways round (default), or one way only. */
  slots?: SlotMode;
}

export const matchupOf = (plan: SimulationPlan): Matchup => MATCHUPS[plan.ruleset](plan.picks, plan.policies ?? {}, plan.board);

/** What a matchup's tallies count over. */
export const tallyShape = (matchup: Matchup): TallyShape => ({ sideIds: matchup.sides.map((s) => s.id), figures: matchup.figures.length, cap: matchup.cap });

/** Games a run of `seeds` seeds plays: two per seed both ways round, one per seed one way. */
export const gamesOf = (seeds: number, slots: SlotMode = "both"): number => (slots === "both" ? 2 * seeds : seeds);

/**
 * The seed game `index` of a run seeded `seed` plays with, and whether its sides swap slots: fixed
 * by the three, whoever plays it. Both ways round, games 2i and 2i+1 play seed `seed + i`, the
 * second with the sides swapped; one way, game i plays seed `seed + i`.
 */
export function gameAt(seed: number, index: number, slots: SlotMode = "both"): { seed: number; swapped: boolean } {
  if (slots === "one-way") return { seed: seed + index, swapped: false };
  return { seed: seed + Math.floor(index / 2), swapped: index % 2 === 1 };
}
