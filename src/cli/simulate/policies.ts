import { simplePolicy as amSimple, type AmPolicy } from "../../rules/angry-miniatures/game-run";
import { sensiblePolicy as amSensible, searchPolicy as amSearch } from "../../rules/angry-miniatures/policy";
import { simplePolicy as kfSimple, type KfPolicy } from "../../rules/knight-fight/simulate";
import { sensiblePolicy as kfSensible } from "../../rules/knight-fight/policy";
import { simplePolicy as pmSimple, type PmPolicy } from "../../rules/precious-moments/run";
import { sensiblePolicy as pmSensible } from "../../rules/precious-moments/policy";
import { matchChoice } from "../shared/choice";
import type { CliRuleset } from "../shared/rulesets";
import type { Seat } from "./types";

/** What a policy is called on the command line, and what it does, per ruleset. */
const POLICIES = {
  "angry-miniatures": {
    simple: { make: (): AmPolicy => amSimple, about: "attacks the first legal enemy, else walks at the nearest" },
    sensible: { make: (): AmPolicy => amSensible, about: "chooses attacks, charges, Magic aim and walks by the exact contest odds, stopping short of the strike of enemies yet to act" },
    search: { make: (): AmPolicy => amSearch(), about: "plays each of a few candidate actions out with sensible, the same dice for each, and leaves sensible's choice only for a clearly better one" },
  },
  "knight-fight": {
    simple: { make: (): KfPolicy => kfSimple, about: "wagers a fixed pool, attacks what it can, walks at the nearest" },
    sensible: { make: (): KfPolicy => kfSensible, about: "chooses wagers, targets and protection by the exact wager and to-hit odds" },
  },
  "precious-moments": {
    simple: { make: (): PmPolicy => pmSimple, about: "walks at the nearest enemy and sings at what it sees" },
    sensible: { make: (): PmPolicy => pmSensible, about: "aims songs by the exact singing odds" },
  },
} as const;

export type PolicyPicks = Partial<Record<Seat, string>>;
export const DEFAULT_POLICY = "sensible";

export const policyNames = (ruleset: CliRuleset): string[] => Object.keys(POLICIES[ruleset]);

/** The policy a seat plays by: the one picked for it, else the default. */
export const seatPolicy = (picks: PolicyPicks, seat: Seat): string => picks[seat] ?? DEFAULT_POLICY;

/** Who plays by what, as a report's summary says it. */
export function policySummary(sides: readonly { readonly name: string; readonly policy: string }[]): string {
  if (new Set(sides.map((s) => s.policy)).size <= 1) return `both sides using the engine's ${sides[0]?.policy ?? DEFAULT_POLICY} policy`;
  return sides.map((s) => `${s.name} using the ${s.policy} policy`).join(", ");
}

/** One line per policy for the help. */
export const policyHelp = (ruleset: CliRuleset): string =>
  Object.entries(POLICIES[ruleset])
    .map(([name, p]) => `${name} (${p.about})`)
    .join("; ");

/** The policy a seat's flag names (any case, a unique start), or a usage error listing the ruleset's policies. */
export function policyName(ruleset: CliRuleset, asked: string | undefined, flag: string): string {
  if (asked === undefined) return DEFAULT_POLICY;
  return matchChoice(asked, policyNames(ruleset), `${flag} policy`);
}

export function amPolicyNamed(name: string): AmPolicy {
  return POLICIES["angry-miniatures"][name as keyof (typeof POLICIES)["angry-miniatures"]].make();
}
export function kfPolicyNamed(name: string): KfPolicy {
  return POLICIES["knight-fight"][name as keyof (typeof POLICIES)["knight-fight"]].make();
}
export function pmPolicyNamed(name: string): PmPolicy {
  return POLICIES["precious-moments"][name as keyof (typeof POLICIES)["precious-moments"]].make();
}
