import { matchChoice } from "../shared/choice";
import { isCritId, CRIT_IDS } from "../../rules/angry-miniatures/crits";
import { deriveFigure, figureWarnings, STAT_MAX, STAT_MIN, type AmFigure } from "../../rules/angry-miniatures/figure";
import { FLAW_IDS, isFlawId, isPerkId, PERK_IDS } from "../../rules/angry-miniatures/traits";
import { ATTACK_TYPES, isAttackType, PRESENTATIONS, type AttackType } from "../../rules/angry-miniatures/types";
import { figureCost, KF_CLASSES, validateFigure as validateKnight } from "../../rules/knight-fight/figure";
import { MIN_VALUE, PM_STAT_RANGES, pietyFromDevotion, validateFigure as validateSinger, valueFromPrice } from "../../rules/precious-moments/figure";
import { UsageError } from "../shared/args";
import type { CliCommand } from "./command";
import { rulesetCommand, type RulesetVariant } from "./ruleset-command";
import { int, oneOf } from "../shared/rulesets";

const AM_STAT = { min: STAT_MIN, max: STAT_MAX } as const;

/** Choices with no effect on derived values, used when the command line leaves one out. */
const NEUTRAL_TRAITS = { perk: "companion", flaw: "cowardly", crit: "regenerate" } as const;

function attackTypes(raw: unknown): AttackType[] {
  const parts = String(raw).split(",").map((s) => s.trim());
  for (const part of parts) {
    if (!isAttackType(part)) throw new UsageError(`--attack must be ${ATTACK_TYPES.join(", ")} (or two, comma-separated, with --perk multi-class); got "${part}"`);
  }
  return parts as AttackType[];
}

function pick<T extends string>(raw: unknown, fallback: T, isValid: (v: unknown) => boolean, all: readonly string[], flag: string): T {
  if (raw === undefined) return fallback;
  const chosen = matchChoice(String(raw), all, flag);
  if (!isValid(chosen)) throw new UsageError(`unknown ${flag} "${String(raw)}" (choose one of ${all.join(", ")})`);
  return chosen as T;
}

/** A price as written on a tag: dollars, with or without cents and a leading "$". */
function priceArg(raw: unknown, flag: string): number {
  const text = String(raw);
  if (!/^\$?\d+(\.\d+)?$/.test(text)) throw new UsageError(`--${flag} must be an amount of dollars such as 23 or 22.95 (got "${text}")`);
  const price = Number(text.replace(/^\$/, ""));
  // Beyond safe integers a dollar amount is no longer held exactly; the raw text is echoed back.
  if (!Number.isSafeInteger(Math.ceil(price))) throw new UsageError(`--${flag} must be at most ${Number.MAX_SAFE_INTEGER} dollars (got ${text})`);
  return price;
}

const VARIANTS: Record<string, RulesetVariant> = {
  "angry-miniatures": {
    usage: "shelf-wars figure angry-miniatures --mind M --body B --spirit S --attack melee|range|magic [--perk X --flaw Y --crit Z] [--json]",
    summary: `Derived values of an Angry Miniatures figure. Stats are 1-7 and sum to 9. Left out, the perk, flaw and crit default to ${NEUTRAL_TRAITS.perk}, ${NEUTRAL_TRAITS.flaw} and ${NEUTRAL_TRAITS.crit}, which change no derived value.`,
    flags: [
      { name: "mind", kind: "integer", required: true, ...AM_STAT, description: `Mind, ${STAT_MIN}-${STAT_MAX}` },
      { name: "body", kind: "integer", required: true, ...AM_STAT, description: `Body, ${STAT_MIN}-${STAT_MAX}` },
      { name: "spirit", kind: "integer", required: true, ...AM_STAT, description: `Spirit, ${STAT_MIN}-${STAT_MAX}` },
      { name: "attack", kind: "string", required: true, description: "melee, range or magic (two, comma-separated, with multi-class)" },
      { name: "perk", kind: "string", description: `one of: ${PERK_IDS.join(", ")}` },
      { name: "flaw", kind: "string", description: `one of: ${FLAW_IDS.join(", ")}` },
      { name: "crit", kind: "string", description: `one of: ${CRIT_IDS.join(", ")}` },
      { name: "presentation", kind: "string", description: `${PRESENTATIONS.join(", ")} (default androgynous)` },
    ],
    run(values) {
      const figure: AmFigure = {
        mind: int(values, "mind"),
        body: int(values, "body"),
        spirit: int(values, "spirit"),
        attackTypes: attackTypes(values.attack),
        perk: pick(values.perk, NEUTRAL_TRAITS.perk, isPerkId, PERK_IDS, "perk"),
        flaw: pick(values.flaw, NEUTRAL_TRAITS.flaw, isFlawId, FLAW_IDS, "flaw"),
        crit: pick(values.crit, NEUTRAL_TRAITS.crit, isCritId, CRIT_IDS, "crit"),
        presentation: values.presentation === undefined ? "androgynous" : oneOf(values.presentation, PRESENTATIONS, "presentation"),
      };
      const derived = deriveFigure(figure);
      // What the figure was assumed to have, said, so a left-out trait is never a silent guess.
      const assumed = (["perk", "flaw", "crit"] as const).filter((trait) => values[trait] === undefined).map((trait) => `assumed ${trait}: ${NEUTRAL_TRAITS[trait]} (left out; it changes no derived value)`);
      return { data: { ...derived }, notes: [...assumed, ...figureWarnings(figure).map((w) => `warning: ${w.message}`)] };
    },
  },
  "knight-fight": {
    usage: "shelf-wars figure knight-fight --speed S --combat C --defence D --class fighter|thrower|shooter [--json]",
    summary: "A Knight Fight figure's points cost (Speed + Combat + Defence).",
    flags: [
      { name: "speed", kind: "integer", required: true, min: 1, description: "Speed, 1 or more" },
      { name: "combat", kind: "integer", required: true, min: 1, description: "Combat, 1 or more" },
      { name: "defence", kind: "integer", required: true, min: 1, description: "Defence, 1 or more" },
      { name: "class", kind: "string", required: true, description: "fighter, thrower or shooter" },
    ],
    run(values) {
      const stats = { speed: int(values, "speed"), combat: int(values, "combat"), defence: int(values, "defence"), cls: oneOf(values.class, KF_CLASSES, "class") };
      validateKnight(stats);
      const cost = figureCost(stats);
      if (!Number.isSafeInteger(cost)) {
        throw new UsageError(`the cost (Speed + Combat + Defence) is too large to count exactly (over ${Number.MAX_SAFE_INTEGER})`);
      }
      return { data: { speed: stats.speed, combat: stats.combat, defence: stats.defence, class: stats.cls, cost } };
    },
  },
  "precious-moments": {
    usage: "shelf-wars figure precious-moments --items I --activities A [--cuteness C --brightness B --value PRICE] [--json]",
    summary: "A Precious Moments figure's Piety (2 per spiritual item or activity, at most 8), and a check of its other stats.",
    flags: [
      { name: "items", kind: "integer", required: true, min: 0, description: "spiritual items shown (crosses, halos, wings...)" },
      { name: "activities", kind: "integer", required: true, min: 0, description: "spiritual activities shown (praying, preaching...)" },
      { name: "cuteness", kind: "integer", ...PM_STAT_RANGES.cuteness, description: `Cuteness, ${PM_STAT_RANGES.cuteness.min}-${PM_STAT_RANGES.cuteness.max}` },
      { name: "brightness", kind: "integer", ...PM_STAT_RANGES.brightness, description: `Brightness, ${PM_STAT_RANGES.brightness.min}-${PM_STAT_RANGES.brightness.max}` },
      { name: "value", kind: "string", description: `Value: the figure's price in dollars, rounded to the nearest dollar (22.95 is 23), at least ${MIN_VALUE}` },
    ],
    run(values) {
      const piety = pietyFromDevotion(int(values, "items"), int(values, "activities"));
      const price = values.value === undefined ? undefined : priceArg(values.value, "value");
      const startingValue = price === undefined ? undefined : valueFromPrice(price);
      const notes = price !== undefined && price !== startingValue ? [`Value: a price of $${price} rounds to $${startingValue} (a whole number of dollars).`] : [];
      const data: Record<string, unknown> = { piety };
      const given = ["cuteness", "brightness", "value"].filter((k) => values[k] !== undefined);
      if (given.length > 0) {
        const figure = validateSinger({
          name: "figure",
          cuteness: typeof values.cuteness === "number" ? values.cuteness : 1,
          brightness: typeof values.brightness === "number" ? values.brightness : 1,
          piety,
          startingValue: startingValue ?? 1,
        });
        for (const key of given) data[key] = key === "value" ? figure.startingValue : figure[key as "cuteness" | "brightness"];
      }
      return { data, notes };
    },
  },
};

export const figureCommand: CliCommand = rulesetCommand("figure", "a figure's derived values, cost or Piety", VARIANTS);
