import { RuleViolation } from "../common/errors";
import { lineOfSight, squareDistance, type DiagonalRule, type Offset, type Point, type Segment } from "../common/geometry";
import type { CritEffect } from "./crits";

export interface TargetingOptions {
  readonly diagonalRule?: DiagonalRule;
  /** Sight-blocking walls in square units: square (i, j) spans x in [j, j+1], y in [i, i+1]. */
  readonly walls?: readonly Segment[];
  /** Range and Magic need line of sight (setting, default on). */
  readonly requireLineOfSight?: boolean;
}

export interface TargetCheck {
  readonly ok: boolean;
  readonly distance: number;
  readonly violation?: RuleViolation;
}

export const squareCentre = (o: Offset): Point => ({ x: o.j + 0.5, y: o.i + 0.5 });

export function hasLineOfSight(from: Offset, to: Offset, walls: readonly Segment[] = []): boolean {
  return lineOfSight(squareCentre(from), squareCentre(to), { walls, footprints: [] }).clear;
}

/**
 * A failed check whose violation (an Error, with its costly stack trace) is built only when read:
 * legal-target scans want only `ok`. A class, so each result is a plain fast object, not a literal
 * with its own getter.
 */
class FailedTarget implements TargetCheck {
  readonly ok = false;
  readonly distance: number;
  readonly #violation: () => RuleViolation;
  #built: RuleViolation | undefined;
  constructor(distance: number, violation: () => RuleViolation) {
    this.distance = distance;
    this.#violation = violation;
  }
  get violation(): RuleViolation {
    this.#built ??= this.#violation();
    return this.#built;
  }
}

function check(distance: number, rule: string | undefined, message: string, data: Record<string, string | number> = {}): TargetCheck {
  if (rule === undefined) return { ok: true, distance };
  return new FailedTarget(distance, () => new RuleViolation(`AngryMiniatures.Rule.${rule}`, `Angry Miniatures: ${message}`, { distance, ...data }));
}

function sightProblem(from: Offset, to: Offset, options: TargetingOptions): boolean {
  return (options.requireLineOfSight ?? true) && !hasLineOfSight(from, to, options.walls);
}

/** Melee reaches adjacent squares; reach > 1 (Long Weapon) reaches further. */
export function checkMeleeTarget(from: Offset, to: Offset, reach: number, options: TargetingOptions = {}): TargetCheck {
  const distance = squareDistance(from, to, options.diagonalRule);
  if (distance === 0) return check(distance, "TargetSelf", "a figure cannot attack its own square.");
  if (distance > reach) return check(distance, "MeleeReach", `melee reaches ${reach} square(s); the target is ${distance} away.`, { reach });
  return check(distance, undefined, "");
}

/** Range: within Distance, never adjacent, and in line of sight when the setting asks for it. */
export function checkRangeTarget(from: Offset, to: Offset, distanceStat: number, options: TargetingOptions = {}): TargetCheck {
  const distance = squareDistance(from, to, options.diagonalRule);
  if (Math.max(Math.abs(from.i - to.i), Math.abs(from.j - to.j)) <= 1) {
    return check(distance, "RangeAdjacent", "a Range attack cannot target an adjacent figure.");
  }
  if (distance > distanceStat) return check(distance, "OutOfDistance", `the target is ${distance} squares away; Distance is ${distanceStat}.`, { max: distanceStat });
  if (sightProblem(from, to, options)) return check(distance, "NoLineOfSight", "a wall blocks the line of sight.");
  return check(distance, undefined, "");
}

/** Magic: the target square within Distance (and in sight when the setting asks for it). */
export function checkMagicTarget(from: Offset, square: Offset, distanceStat: number, options: TargetingOptions = {}): TargetCheck {
  const distance = squareDistance(from, square, options.diagonalRule);
  if (distance > distanceStat) return check(distance, "OutOfDistance", `the target square is ${distance} squares away; Distance is ${distanceStat}.`, { max: distanceStat });
  if (sightProblem(from, square, options)) return check(distance, "NoLineOfSight", "a wall blocks the line of sight.");
  return check(distance, undefined, "");
}

/** Area radius of a Magic attack: 1 (the square and its neighbours), plus Volatile Magic growth. */
export function magicRadius(effects: readonly CritEffect[] = []): number {
  return effects.reduce((radius, effect) => (effect.kind === "area-growth" ? radius + effect.by : radius), 1);
}

export interface Placed {
  readonly id: string;
  readonly position: Offset;
}

/** Every figure, friend or foe, within the radius of the target square, in the given order. */
export function affectedByMagic<T extends Placed>(square: Offset, radius: number, figures: readonly T[], rule?: DiagonalRule): T[] {
  return figures.filter((figure) => squareDistance(square, figure.position, rule) <= radius);
}

/**
 * The squares within `radius` of a square, as the rules measure it (the square itself included):
 * a figure on any of them is within the radius (`affectedByMagic`, a Range attack's Distance).
 */
export function squaresWithin(centre: Offset, radius: number, rule?: DiagonalRule): Offset[] {
  const reach = Math.max(0, Math.floor(radius));
  const squares: Offset[] = [];
  for (let i = centre.i - reach; i <= centre.i + reach; i++) {
    for (let j = centre.j - reach; j <= centre.j + reach; j++) {
      if (squareDistance(centre, { i, j }, rule) <= radius) squares.push({ i, j });
    }
  }
  return squares;
}
