import { actorsOfType } from "../compendium/pack-sources";
import type { CliRuleset } from "../rulesets";
import { SIDE_SOURCES } from "../simulate/matchups";
import type { SidePicks } from "../simulate/types";

/**
 * The compendium's ready sides of a ruleset, as simulate's seats: the first two by name, whatever
 * the packs hold (a seat with no side left plays its sample side).
 */
export function readyPicks(ruleset: CliRuleset): SidePicks {
  const [blue, red] = actorsOfType(SIDE_SOURCES[ruleset].type)
    .map((entry) => entry.actor.name)
    .sort((a, b) => a.localeCompare(b));
  return { ...(blue === undefined ? {} : { blue }), ...(red === undefined ? {} : { red }) };
}
