
import type { DiceCount } from "../../rules/angry-miniatures/contest";
import type { AttackOdds } from "../../rules/angry-miniatures/attack-odds";
import { matchupOdds } from "../../rules/angry-miniatures/matchup-odds";
import { contestOdds, MAX_ODDS_DICE, type ContestOdds } from "../../rules/angry-miniatures/odds";
import { ATTACK_TYPES } from "../../rules/angry-miniatures/types";
import { KF_CLASSES, type KfClass } from "../../rules/knight-fight/figure";
import { toHitNeed, toHitOdds, wagerOdds, type KfToHitNeed } from "../../rules/knight-fight/odds";
import type { KfToHitTarget } from "../../rules/knight-fight/to-hit";
import { KF_WAGER } from "../../rules/knight-fight/wager";
import { PM_STAT_RANGES } from "../../rules/precious-moments/figure";
import { singingOdds, songValueLoss } from "../../rules/precious-moments/odds";
import { UsageError } from "../shared/args";
import type { CliCommand } from "./command";
import { nonZero, percent } from "../shared/format";
import { rulesetCommand, type RulesetVariant } from "./ruleset-command";
import { int, oneOf } from "../shared/rulesets";
import { amFigureNamed } from "../simulate/angry-miniatures";

const distributionRows = (label: string, d: Record<string, number>): [string, string][] =>
  Object.entries(d).map(([k, p]) => [`${label} ${k}`, percent(p)]);

/**
 * `attacker` and `defender` (kept for scripts) are keyed by the contest's winner: the damage the
 * winner deals. `damageToDefender` and `damageToAttacker` say the same by who takes it.
 */
function contestData(odds: ContestOdds) {
  const attacker = nonZero(odds.attacker);
  const defender = nonZero(odds.defender);
  return { attacker, defender, none: odds.none, attackerCrit: odds.attackerCrit, damageToDefender: attacker, damageToAttacker: defender };
}

function contestRows(odds: ContestOdds): [string, string][] {
  const data = contestData(odds);
  return [
    ...distributionRows("defender takes", data.damageToDefender),
    ...distributionRows("attacker takes", data.damageToAttacker),
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
    damageToDefender: attacker,
    damageToAttacker: defender,
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
    ...distributionRows("defender takes", data.damageToDefender),
    ...distributionRows("attacker takes", data.damageToAttacker),
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

/** The line of the to-hit table (DECISIONS "To hit") each base score comes from. */
const TO_HIT_LINES: Record<KfToHitTarget, string> = {
  2: "Combat at least twice Defence",
  3: "Combat above Defence, under twice it",
  4: "Combat equal to Defence",
  5: "Combat under Defence, over half of it",
  6: "Combat at most half of Defence",
};

const CLASS_NAMES: Record<KfClass, string> = { fighter: "Fighter", thrower: "Thrower", shooter: "Shooter" };
const signedNumber = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** Why the lowest face that hits is what it is. */
function needReason(need: KfToHitNeed, cls: KfClass): string {
  switch (need.rule) {
    case "table":
      return "as the table asks";
    case "class":
      return `${need.tableTarget}+ on the table, ${CLASS_NAMES[cls]} ${signedNumber(need.classModifier)}`;
    case "natural-one":
      return "a natural 1 always misses";
    case "natural-six":
      return "a natural 6 always hits";
  }
}

/** One attack die: the table's score, the class modifier, the lowest face that hits and the rule that set it, and the chance. */
function toHitData(combat: number, defence: number, cls: KfClass) {
  const odds = toHitOdds(combat, defence, cls);
  const need = toHitNeed(combat, defence, cls);
  return {
    data: { ...odds, ...need },
    rows: [
      [`Combat ${combat} against Defence ${defence}`, `${TO_HIT_LINES[need.tableTarget]}: ${need.tableTarget}+ on the table`],
      ["class modifier", `${signedNumber(need.classModifier)} (${CLASS_NAMES[cls]})`],
      ["needs on the die", `${need.needs}+ (${needReason(need, cls)})`],
      ["hit", percent(odds.hit)],
    ] as [string, string][],
  };
}

/** One song; with the target's current Value, the chance of Heaven and the Value lost, as the Sing dialog shows them. */
function singingData(cuteness: number, piety: number, value: number | undefined) {
  const odds = singingOdds(cuteness, piety);
  const rows: [string, string][] = [
    ["success", percent(odds.success)],
    ["spared", percent(odds.spared)],
    ["humiliated", percent(odds.humiliated)],
    ["expected humiliation", `$${odds.expectedHumiliation.toFixed(3)}`],
  ];
  if (value === undefined) return { data: odds, rows };
  const loss = songValueLoss(cuteness, piety, value);
  const valueLost = Object.fromEntries(loss.lost.filter((l) => l.chance > 0).map((l) => [String(l.amount), l.chance]));
  rows.push(
    ...loss.lost
      .filter((l) => l.chance > 0)
      .map((l): [string, string] => [l.amount === 0 ? "loses nothing (off key or spared)" : `loses $${l.amount} (Value $${value} → $${Math.max(0, value - l.amount)})`, percent(l.chance)]),
    [`goes to Heaven (Value $${value})`, percent(loss.heaven)],
  );
  return { data: { ...odds, value, heaven: loss.heaven, valueLost }, rows };
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
    summary:
      "Exact chance that one attack die hits, with the score the to-hit table asks for, the class modifier (Fighter +1, Shooter -1) and the lowest face that hits, naming the rule that set it (a natural 1 always misses, a natural 6 always hits).",
    flags: [
      { name: "combat", kind: "integer", required: true, min: 1, description: "attacker's Combat, 1 or more" },
      { name: "defence", kind: "integer", required: true, min: 1, description: "defender's Defence, 1 or more" },
      { name: "class", kind: "string", required: true, description: "attacker's class: fighter, thrower or shooter" },
    ],
    run(values) {
      return toHitData(int(values, "combat"), int(values, "defence"), oneOf(values.class, KF_CLASSES, "class"));
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
    usage: "shelf-wars odds precious-moments --cuteness C --piety P [--value V] [--json]",
    summary:
      "Exact odds of one song: success, the target spared by its Piety, humiliated, expected Value lost. With the target's current Value, also each amount of Value it can lose and its chance of going to Heaven, as the Sing dialog shows them.",
    flags: [
      { name: "cuteness", kind: "integer", required: true, ...PM_STAT_RANGES.cuteness, description: `singer's Cuteness, ${PM_STAT_RANGES.cuteness.min}-${PM_STAT_RANGES.cuteness.max}` },
      { name: "piety", kind: "integer", required: true, ...PM_STAT_RANGES.piety, description: `target's Piety, ${PM_STAT_RANGES.piety.min}-${PM_STAT_RANGES.piety.max}` },
      { name: "value", kind: "integer", min: 1, description: "target's current Value in whole dollars, 1 or more (a figure at 0 is already in Heaven)" },
    ],
    run(values) {
      return singingData(int(values, "cuteness"), int(values, "piety"), typeof values.value === "number" ? values.value : undefined);
    },
  },
};

// The wager is a kind of Knight Fight odds, not a ruleset: the summary lists the rulesets, then it.
const RULESET_VARIANTS = Object.keys(VARIANTS).filter((name) => name !== "knight-fight-wager");
export const oddsCommand: CliCommand = rulesetCommand("odds", `exact odds (${RULESET_VARIANTS.join(", ")}; knight-fight-wager for a Knight Fight wager)`, VARIANTS);
