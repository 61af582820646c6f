import { hexAdjacent, hexDistance, hexNeighbours, type HexOrientation, type Offset } from "../common/geometry";
import type { KfClass } from "./figure";

/**
 * The ways an attacker may pick a target. A Fighter uses only `adjacent`; Shooters and Throwers
 * choose among the three `closest...` options.
 */
export const KF_TARGET_OPTIONS = ["adjacent", "closest", "closestUnengaged", "closestUnobscured"] as const;
export type KfTargetOption = (typeof KF_TARGET_OPTIONS)[number];

export const KF_THROWER_RANGE = 3;

export interface KfTargetingFigure {
  id: string;
  side: string;
  position: Offset;
}

export interface KfTargetingInput {
  attacker: KfTargetingFigure & { cls: KfClass };
  /** Figures still in play (the attacker may be among them; it is ignored); see `alive`. */
  figures: readonly (KfTargetingFigure & { alive?: boolean })[];
  /** True when `figures` may hold figures out of play: those whose `alive` is not true are then ignored. */
  alive?: boolean;
  orientation: HexOrientation;
  /** Whether terrain obscures `targetId` from `attackerId`; only option (c) asks. */
  isObscured: (attackerId: string, targetId: string) => boolean;
}

export interface KfLegalTargets {
  byOption: Record<KfTargetOption, readonly string[]>;
  /** Every target some option allows, in the order the figures were given. */
  legal: readonly string[];
}

/** Threshold above which the friends' hexes are looked up in a set rather than scanned. */
const FEW_FRIENDS = 6;

/**
 * Whether an enemy stands next to one of the attacker's friends. With many friends, the enemy's six
 * neighbours are looked up among the friends' hexes (the same answer as a distance of 1, without
 * comparing every friend with every enemy).
 */
function engagedTest(friends: readonly KfTargetingFigure[], orientation: HexOrientation): (e: KfTargetingFigure) => boolean {
  if (friends.length <= FEW_FRIENDS) return (e) => friends.some((f) => hexAdjacent(f.position, e.position, orientation));
  const key = (at: Offset): string => `${at.i},${at.j}`;
  const held = new Set(friends.map((f) => key(f.position)));
  return (e) => hexNeighbours(e.position, orientation).some((hex) => held.has(key(hex)));
}

export function legalTargets(input: KfTargetingInput): KfLegalTargets {
  const { attacker, orientation } = input;
  const none: readonly string[] = [];
  const byOption: Record<KfTargetOption, readonly string[]> = {
    adjacent: none,
    closest: none,
    closestUnengaged: none,
    closestUnobscured: none,
  };
  if (attacker.cls === "fighter") {
    // One pass, no lists of enemies or friends: a Fighter's only option lists its targets in the figures' order.
    const adjacent: string[] = [];
    for (const f of input.figures) {
      if ((input.alive && f.alive !== true) || f.side === attacker.side) continue;
      if (hexAdjacent(attacker.position, f.position, orientation)) adjacent.push(f.id);
    }
    byOption.adjacent = adjacent;
    return { byOption, legal: adjacent };
  }
  // Enemies (with their distance, measured once) and friends in play, in the figures' order, in one pass.
  const enemies: KfTargetingFigure[] = [];
  const distances: number[] = [];
  const friends: KfTargetingFigure[] = [];
  for (const f of input.figures) {
    if (input.alive && f.alive !== true) continue;
    if (f.side !== attacker.side) {
      enemies.push(f);
      distances.push(hexDistance(attacker.position, f.position, orientation));
    } else if (f.id !== attacker.id) friends.push(f);
  }
  const engaged = engagedTest(friends, orientation);
  // The nearest distance of each option; a predicate is asked only of an enemy at least as near as
  // that option's nearest so far (a farther one could change nothing), its answer kept for the lists.
  const unengaged: (boolean | undefined)[] = [];
  const unobscured: (boolean | undefined)[] = [];
  let nearest = Number.POSITIVE_INFINITY;
  let nearestUnengaged = Number.POSITIVE_INFINITY;
  let nearestUnobscured = Number.POSITIVE_INFINITY;
  for (let k = 0; k < enemies.length; k++) {
    const e = enemies[k] as KfTargetingFigure;
    const d = distances[k] as number;
    if (d < nearest) nearest = d;
    if (d <= nearestUnengaged && (unengaged[k] = !engaged(e))) nearestUnengaged = d;
    if (d <= nearestUnobscured && (unobscured[k] = !input.isObscured(attacker.id, e.id))) nearestUnobscured = d;
  }
  const inReach = (d: number): boolean => attacker.cls !== "thrower" || d <= KF_THROWER_RANGE;
  const closest: string[] = [];
  const closestUnengaged: string[] = [];
  const closestUnobscured: string[] = [];
  const legal: string[] = [];
  for (let k = 0; k < enemies.length; k++) {
    const d = distances[k] as number;
    if (!inReach(d)) continue;
    const id = (enemies[k] as KfTargetingFigure).id;
    const a = d === nearest;
    const b = d === nearestUnengaged && unengaged[k] === true;
    const c = d === nearestUnobscured && unobscured[k] === true;
    if (a) closest.push(id);
    if (b) closestUnengaged.push(id);
    if (c) closestUnobscured.push(id);
    if (a || b || c) legal.push(id);
  }
  byOption.closest = closest;
  byOption.closestUnengaged = closestUnengaged;
  byOption.closestUnobscured = closestUnobscured;
  return { byOption, legal: legal.length ? legal : none };
}
