import type { DiceCount } from "../../rules/angry-miniatures/contest";
import type { AttackOdds } from "../../rules/angry-miniatures/attack-odds";
import { matchupOdds } from "../../rules/angry-miniatures/matchup-odds";
import { contestOdds, MAX_ODDS_DICE, type ContestOdds } from "../../rules/angry-miniatures/odds";
import { ATTACK_TYPES } from "../../rules/angry-miniatures/types";
import { KF_CLASSES } from "../../rules/knight-fight/figure";
import { toHitOdds, wagerOdds } from "../../rules/knight-fight/odds";
import { KF_WAGER } from "../../rules/knight-fight/wager";
import { PM_STAT_RANGES } from "../../rules/precious-moments/figure";
import { singingOdds } from "../../rules/precious-moments/odds";
import { UsageError } from "../args";
import type { CliCommand } from "../command";
import { nonZero, percent } from "../format";
import { rulesetCommand, type RulesetVariant } from "../ruleset-command";
import { int, oneOf } from "../rulesets";
import { amFigureNamed } from "../simulate/angry-miniatures";

const distributionRows = (label: string, d: Record<string, number>): [string, string][] =>
  Object.entries(d).map(([k, p]) => [`${label} ${k}`, percent(p)]);

function contestData(odds: ContestOdds) {
  return { attacker: nonZero(odds.attacker), defender: nonZero(odds.defender), none: odds.none, attackerCrit: odds.attackerCrit };
}

function contestRows(odds: ContestOdds): [string, string][] {
  const data = contestData(odds);
  return [
    ...distributionRows("defender takes", data.attacker),
    ...distributionRows("attacker takes", data.defender),
    ["nobody takes damage", percent(odds.none)],
    ["attack roll is a crit roll", percent(odds.attackerCrit)],
  ];
}

const FIGURE_FLAGS = ["attacker", "defender", "type", "cover", "charging"] as const;
const DICE_FLAGS = ["attack", "defend", "melee"] as const;
const given = (values: Record<string, unknown>, name: string): boolean => values[name] !== undefined && values[name] !== false;

/** Today's contract: plain dice, no perks. */
function diceOdds(values: Record<string, unknown>) {
  const stray = FIGURE_FLAGS.find((flag) => given(values, flag));
  if (stray) throw new UsageError(`--${stray} goes with --attacker and --defender, not with plain dice`);
  for (const name of ["attack", "defend"]) {
    if (values[name] === undefined) throw new UsageError(`--${name} is required (${name === "attack" ? "attack" : "defence"} dice, 0-${MAX_ODDS_DICE}), or give --attacker and --defender`);
  }
  const odds = contestOdds(int(values, "attack"), int(values, "defend"), values.melee === true);
  return { data: contestData(odds), rows: contestRows(odds) };
}

const diceLine = (count: DiceCount): string => {
  const shown = count.modifiers.map((m) => `${m.delta >= 0 ? "+" : ""}${m.delta} ${m.source}${m.ignored ? " (refused: unpainted)" : ""}`);
  return shown.length === 0 ? `${count.dice} dice` : `${count.dice} dice (${count.base} ${shown.join(" ")})`;
};

/** A figure matchup's exact odds: damage each way (a defender's win that hurts nobody counts as no damage), the crits, the tie-breaks. */
function matchupData(odds: AttackOdds) {
  const damaging = (record: Readonly<Record<number, number>>) => nonZero(Object.fromEntries(Object.entries(record).filter(([k]) => Number(k) >= 1)));
  const attacker = damaging(odds.attackerWins);
  const defender = damaging(odds.defenderWins);
  const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);
  return {
    attacker,
    defender,
    none: Math.max(0, 1 - sum(attacker) - sum(defender)),
    attackerCrit: odds.attackerCrit,
    defenderCrit: odds.defenderCrit,
    expectedDamageToDefender: odds.expectedDamageToDefender,
    expectedDamageToAttacker: odds.expectedDamageToAttacker,
  };
}

function matchupRows(odds: AttackOdds): [string, string][] {
  const data = matchupData(odds);
  return [
    ...distributionRows("defender takes", data.attacker),
    ...distributionRows("attacker takes", data.defender),
    ["nobody takes damage", percent(data.none)],
    ["attacker's crit triggers", percent(data.attackerCrit)],
    ["defender's crit triggers", percent(data.defenderCrit)],
    ["expected damage to the defender", data.expectedDamageToDefender.toFixed(3)],
    ["expected damage to the attacker", data.expectedDamageToAttacker.toFixed(3)],
  ];
}

/** Two compendium figures: their dice from the same rules calls an attack in play makes. */
function figureOdds(values: Record<string, unknown>) {
  const stray = DICE_FLAGS.find((flag) => given(values, flag));
  if (stray) throw new UsageError(`--${stray} goes with plain dice; with --attacker and --defender the dice come from the figures (use --type)`);
  for (const name of ["attacker", "defender"]) {
    if (typeof values[name] !== "string") throw new UsageError(`--${name} is required with --${name === "attacker" ? "defender" : "attacker"} (a figure's compendium name)`);
  }
  const attacker = amFigureNamed(values.attacker as string, "attacker");
  const defender = amFigureNamed(values.defender as string, "defender");
  const attackType = values.type === undefined ? undefined : oneOf(values.type, ATTACK_TYPES, "type");
  const matchup = matchupOdds(attacker, defender, { attackType, cover: values.cover === true, charging: values.charging === true });
  const data = {
    figures: { attacker: attacker.name ?? "", defender: defender.name ?? "" },
    attackType: matchup.attackType,
    attackDice: matchup.attackDice,
    defenceDice: matchup.defenceDice,
    ...matchupData(matchup.odds),
  };
  return {
    data,
    rows: [
      [`${attacker.name} attacks (${matchup.attackType})`, diceLine(matchup.attackDice)] as [string, string],
      [`${defender.name} defends`, diceLine(matchup.defenceDice)] as [string, string],
      ...matchupRows(matchup.odds),
    ],
    notes: ["Exact: the rerolls from both figures' perks, flaws and crits, tie-breaks and damage rules are counted."],
  };
}

const VARIANTS: Record<string, RulesetVariant> = {
  "angry-miniatures": {
    usage: "shelf-wars odds angry-miniatures (--attack N --defend M [--melee] | --attacker NAME --defender NAME [--type melee|range|magic] [--cover] [--charging]) [--json]",
    summary:
      "Exact odds of one poker-dice contest: damage each way, no damage, crit roll. Give plain dice (--attack/--defend), or two figures from the compendium by name and the dice come from their builds, with every modifier and reroll counted.",
    flags: [
      { name: "attack", kind: "integer", min: 0, max: MAX_ODDS_DICE, description: `attack dice, 0-${MAX_ODDS_DICE}` },
      { name: "defend", kind: "integer", min: 0, max: MAX_ODDS_DICE, description: `defence dice, 0-${MAX_ODDS_DICE}` },
      { name: "melee", kind: "boolean", description: "melee: the defender can deal damage back" },
      { name: "attacker", kind: "string", description: "the attacking figure, by its compendium name" },
      { name: "defender", kind: "string", description: "the defending figure, by its compendium name" },
      { name: "type", kind: "string", description: `with figures: ${ATTACK_TYPES.join(", ")} (default: the attacker's first)` },
      { name: "cover", kind: "boolean", description: "with figures: the defender is in cover (+1 defence die)" },
      { name: "charging", kind: "boolean", description: "with figures: the attacker charges (+1 attack die)" },
    ],
    run(values) {
      return values.attacker !== undefined || values.defender !== undefined ? figureOdds(values) : diceOdds(values);
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
