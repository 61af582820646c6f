import { assertD6 } from "./dice-checks";
import { assertStat, type KfClass } from "./figure";

/** What a class adds to its attack die. */
export const KF_CLASS_MODIFIER = { fighter: 1, thrower: 0, shooter: -1 } as const satisfies Record<KfClass, number>;

export type KfToHitTarget = 2 | 3 | 4 | 5 | 6;

/** The base score needed on the attack die, from Combat against Defence (DECISIONS table). */
export function toHitTarget(combat: number, defence: number): KfToHitTarget {
  assertStat("combat", combat);
  assertStat("defence", defence);
  if (combat >= 2 * defence) return 2;
  if (combat > defence) return 3;
  if (combat === defence) return 4;
  if (2 * combat > defence) return 5;
  return 6;
}

export function classModifier(cls: KfClass): number {
  return KF_CLASS_MODIFIER[cls];
}

export interface KfToHitResult {
  hit: boolean;
  natural: number;
  modified: number;
  target: KfToHitTarget;
}

/** A natural 1 always misses and a natural 6 always hits, whatever the modifier. */
export function resolveToHit(combat: number, defence: number, cls: KfClass, die: number): KfToHitResult {
  assertD6(die, "the attack die");
  const target = toHitTarget(combat, defence);
  const modified = die + classModifier(cls);
  const hit = die === 6 ? true : die === 1 ? false : modified >= target;
  return { hit, natural: die, modified, target };
}
