import { contestOdds, MAX_ODDS_DICE } from "../../rules/angry-miniatures/odds";
import { KF_CLASSES } from "../../rules/knight-fight/figure";
import { toHitOdds, wagerOdds } from "../../rules/knight-fight/odds";
import { KF_WAGER } from "../../rules/knight-fight/wager";
import { PM_STAT_RANGES } from "../../rules/precious-moments/figure";
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
      { name: "attack", kind: "integer", required: true, min: 0, max: MAX_ODDS_DICE, description: `attack dice, 0-${MAX_ODDS_DICE}` },
      { name: "defend", kind: "integer", required: true, min: 0, max: MAX_ODDS_DICE, description: `defence dice, 0-${MAX_ODDS_DICE}` },
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
      { name: "combat", kind: "integer", required: true, min: 1, description: "attacker's Combat, 1 or more" },
      { name: "defence", kind: "integer", required: true, min: 1, description: "defender's Defence, 1 or more" },
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
      { name: "dice", kind: "integer", required: true, min: KF_WAGER.minTake, max: KF_WAGER.maxTake, description: `dice taken from the pool, ${KF_WAGER.minTake}-${KF_WAGER.maxTake}` },
      { name: "declare", kind: "integer", required: true, min: KF_WAGER.minDeclare, max: KF_WAGER.maxDeclare, description: `number declared, ${KF_WAGER.minDeclare}-${KF_WAGER.maxDeclare}` },
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
      { name: "cuteness", kind: "integer", required: true, ...PM_STAT_RANGES.cuteness, description: `singer's Cuteness, ${PM_STAT_RANGES.cuteness.min}-${PM_STAT_RANGES.cuteness.max}` },
      { name: "piety", kind: "integer", required: true, ...PM_STAT_RANGES.piety, description: `target's Piety, ${PM_STAT_RANGES.piety.min}-${PM_STAT_RANGES.piety.max}` },
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
