import type { CliRuleset } from "../rulesets";
import { AM_TEAM_TYPE, amMatchup } from "./angry-miniatures";
import { KF_FORCE_TYPE, kfMatchup } from "./knight-fight";
import { PM_CHOIR_TYPE, pmMatchup } from "./precious-moments";
import type { Matchup, SidePicks } from "./types";

/** Builds each ruleset's matchup from side picks; the same picks always build the same games. */
export const MATCHUPS: Record<CliRuleset, (picks: SidePicks) => Matchup> = {
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

/** What a worker needs to build the same matchup again: plain data only. */
export interface SimulationPlan {
  ruleset: CliRuleset;
  picks: SidePicks;
}

export const matchupOf = (plan: SimulationPlan): Matchup => MATCHUPS[plan.ruleset](plan.picks);
