import type { DiceRoller } from "../common/dice";
import { PM_CODES, violation } from "./violations";

/** Stat ranges from the rules decisions. Value is open-ended (whole dollars, at least 1). */
export const PM_STAT_RANGES = {
  cuteness: { min: 1, max: 10 },
  brightness: { min: 1, max: 10 },
  piety: { min: 0, max: 8 },
} as const;
export type PmRatedStat = keyof typeof PM_STAT_RANGES;
export const PM_RATED_STATS = Object.keys(PM_STAT_RANGES) as PmRatedStat[];

export const PIETY_PER_DEVOTION = 2;
export const MAX_PIETY = PM_STAT_RANGES.piety.max;
export const MIN_VALUE = 1;

/** A figure's card. `value` is its current hit pool; `startingValue` what it cost. */
export interface PmFigure {
  name: string;
  cuteness: number;
  brightness: number;
  piety: number;
  value: number;
  startingValue: number;
}

export type PmFigureInput = Omit<PmFigure, "value"> & { value?: number };

export function validateStat(stat: PmRatedStat, value: number): void {
  const { min, max } = PM_STAT_RANGES[stat];
  if (!Number.isInteger(value)) {
    throw violation(PM_CODES.statWhole, `Figure stats: ${stat} must be a whole number (got ${value}).`, { stat, value });
  }
  if (value < min || value > max) {
    throw violation(PM_CODES.statRange, `Figure stats: ${stat} must be between ${min} and ${max} (got ${value}).`, {
      stat,
      value,
      min,
      max,
    });
  }
}

/**
 * Check a figure card and return a clean copy. Current Value may be 0 or less (the figure is
 * then in Heaven); the starting Value must be whole dollars, at least 1.
 */
export function validateFigure(input: PmFigureInput): PmFigure {
  if (typeof input.name !== "string" || input.name.trim() === "") {
    throw violation(PM_CODES.figureName, "Figure stats: every figure needs a name.");
  }
  for (const stat of PM_RATED_STATS) validateStat(stat, input[stat]);
  if (!Number.isInteger(input.startingValue) || input.startingValue < MIN_VALUE) {
    throw violation(
      PM_CODES.valueWhole,
      `Figure Value: the starting Value must be a whole number of dollars, at least ${MIN_VALUE} (got ${input.startingValue}).`,
      { value: input.startingValue, min: MIN_VALUE },
    );
  }
  const value = input.value ?? input.startingValue;
  if (!Number.isInteger(value)) {
    throw violation(PM_CODES.currentValueWhole, `Figure Value: the current Value must be a whole number (got ${value}).`, {
      value,
    });
  }
  return {
    name: input.name.trim(),
    cuteness: input.cuteness,
    brightness: input.brightness,
    piety: input.piety,
    value,
    startingValue: input.startingValue,
  };
}

/** A price in dollars, rounded to the nearest dollar: 22.95 gives 23. */
export function valueFromPrice(price: number): number {
  if (!Number.isFinite(price) || price < 0) {
    throw violation(PM_CODES.price, `Figure Value: a price must be a positive amount of dollars (got ${price}).`, { price });
  }
  // Work in cents first so 22.50 rounds up even when the float is a hair under.
  const value = Math.round(Math.round(price * 100) / 100);
  if (value < MIN_VALUE) {
    throw violation(PM_CODES.price, `Figure Value: a price of ${price} rounds to less than ${MIN_VALUE} dollar.`, {
      price,
      min: MIN_VALUE,
    });
  }
  return value;
}

/** Piety from the spiritual items and activities a figure shows: two each, at most 8. */
export function pietyFromDevotion(items: number, activities: number): number {
  for (const [label, count] of [["items", items], ["activities", activities]] as const) {
    if (!Number.isInteger(count) || count < 0) {
      throw violation(PM_CODES.devotionCount, `Piety: the number of spiritual ${label} must be a whole number, 0 or more (got ${count}).`, {
        kind: label,
        count,
      });
    }
  }
  return Math.min(MAX_PIETY, PIETY_PER_DEVOTION * (items + activities));
}

export interface PmRolledStats {
  cuteness: number;
  brightness: number;
  piety: number;
  /** The dice as rolled, for the chat card. */
  rolls: { cuteness: number[]; brightness: number[]; piety: number[] };
}

/** Random stats when nobody rates the figure: d10 Cuteness, d10 Brightness, d8 Piety. */
export function rollStats(roller: DiceRoller): PmRolledStats {
  const cuteness = roller.roll(1, 10);
  const brightness = roller.roll(1, 10);
  const piety = roller.roll(1, 8);
  return {
    cuteness: cuteness[0] ?? 0,
    brightness: brightness[0] ?? 0,
    piety: piety[0] ?? 0,
    rolls: { cuteness, brightness, piety },
  };
}
