import { contestOdds } from "../../rules/angry-miniatures/odds";
import { KF_CLASSES } from "../../rules/knight-fight/figure";
import { toHitOdds, wagerOdds } from "../../rules/knight-fight/odds";
import { singingOdds } from "../../rules/precious-moments/odds";
import type { CliCommand } from "../command";
import { nonZero, percent } from "../format";
import { rulesetCommand, type RulesetVariant } from "../ruleset-command";
import { int, oneOf } from "../rulesets";

const distributionRows = (label: string, d: Record<string, number>): [string, string][] =>
  Object.entries(d).map(([k, p]) => [`${label} ${k}`, percent(p)]);

const VARIANTS: Record<string, RulesetVariant> = {
  "angry-miniatures": {
    usage: "shelf-wars odds angry-miniatures --attack N --defend M [--melee] [--json]",
    summary: "Exact odds of one poker-dice contest (plain dice, no perks): damage each way, no damage, crit roll.",
    flags: [
      { name: "attack", kind: "integer", required: true, description: "attack dice, 0-15" },
      { name: "defend", kind: "integer", required: true, description: "defence dice, 0-15" },
      { name: "melee", kind: "boolean", description: "melee: the defender can deal damage back" },
    ],
    run(values) {
      const odds = contestOdds(int(values, "attack"), int(values, "defend"), values.melee === true);
      const data = { attacker: nonZero(odds.attacker), defender: nonZero(odds.defender), none: odds.none, attackerCrit: odds.attackerCrit };
      return {
        data,
        rows: [
          ...distributionRows("defender takes", data.attacker),
          ...distributionRows("attacker takes", data.defender),
          ["nobody takes damage", percent(odds.none)],
          ["attack roll is a crit roll", percent(odds.attackerCrit)],
        ],
      };
    },
  },
  "knight-fight": {
    usage: "shelf-wars odds knight-fight --combat C --defence D --class fighter|thrower|shooter [--json]",
    summary: "Exact chance that one attack die hits.",
    flags: [
      { name: "combat", kind: "integer", required: true, description: "attacker's Combat, 1 or more" },
      { name: "defence", kind: "integer", required: true, description: "defender's Defence, 1 or more" },
      { name: "class", kind: "string", required: true, description: "attacker's class: fighter, thrower or shooter" },
    ],
    run(values) {
      const odds = toHitOdds(int(values, "combat"), int(values, "defence"), oneOf(values.class, KF_CLASSES, "class"));
      return { data: odds, rows: [["hit", percent(odds.hit)]] };
    },
  },
  "knight-fight-wager": {
    usage: "shelf-wars odds knight-fight-wager --dice N --declare D [--json]",
    summary: "Exact odds of a wager: action points, dice returned to the pool, and success (declared <= action points).",
    flags: [
      { name: "dice", kind: "integer", required: true, description: "dice taken from the pool, 1-6" },
      { name: "declare", kind: "integer", required: true, description: "number declared, 1-6" },
    ],
    run(values) {
      const odds = wagerOdds(int(values, "dice"), int(values, "declare"));
      const data = { actionPoints: nonZero(odds.actionPoints), returned: nonZero(odds.returned), success: odds.success };
      return {
        data,
        rows: [...distributionRows("action points", data.actionPoints), ...distributionRows("returned", data.returned), ["success", percent(odds.success)]],
      };
    },
  },
  "precious-moments": {
    usage: "shelf-wars odds precious-moments --cuteness C --piety P [--json]",
    summary: "Exact odds of one song: success, the target spared by its Piety, humiliated, expected Value lost.",
    flags: [
      { name: "cuteness", kind: "integer", required: true, description: "singer's Cuteness, 1-10" },
      { name: "piety", kind: "integer", required: true, description: "target's Piety, 0-8" },
    ],
    run(values) {
      const odds = singingOdds(int(values, "cuteness"), int(values, "piety"));
      return {
        data: odds,
        rows: [
          ["success", percent(odds.success)],
          ["spared", percent(odds.spared)],
          ["humiliated", percent(odds.humiliated)],
          ["expected humiliation", odds.expectedHumiliation.toFixed(3)],
        ],
      };
    },
  },
};

export const oddsCommand: CliCommand = rulesetCommand("odds", `exact odds (${Object.keys(VARIANTS).join(", ")})`, VARIANTS);
