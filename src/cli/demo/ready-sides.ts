import { READY_PAIRINGS } from "../../data/ready-pairings";
import { actorsOfType } from "../compendium/pack-sources";
import type { CliRuleset } from "../shared/rulesets";
import { SIDE_SOURCES } from "../simulate/matchups";
import type { SidePicks } from "../simulate/types";

/**
 * The compendium's ready sides of a ruleset, as simulate's seats: the first match the How to Play
 * journal suggests (src/data/ready-pairings.ts) when the packs hold both its sides, otherwise the
 * first two sides by name, whatever the packs hold (a seat with no side left plays its sample side).
 */
export function readyPicks(ruleset: CliRuleset): SidePicks {
  const names = actorsOfType(SIDE_SOURCES[ruleset].type)
    .map((entry) => entry.actor.name)
    .sort((a, b) => a.localeCompare(b));
  const suggested = READY_PAIRINGS.find((p) => p.ruleset === ruleset && names.includes(p.blue) && names.includes(p.red));
  if (suggested) return { blue: suggested.blue, red: suggested.red };
  const [blue, red] = names;
  return { ...(blue === undefined ? {} : { blue }), ...(red === undefined ? {} : { red }) };
}
