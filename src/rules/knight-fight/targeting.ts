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

/**
 * All figures tied at the smallest hex distance from `from` among the candidates `keep` accepts
 * (all, without it). `keep` is asked only of a candidate at least as near as the nearest kept so far:
 * a farther one could change nothing, so the answer is that of filtering first.
 */
function closest(
  from: Offset,
  candidates: readonly KfTargetingFigure[],
  orientation: HexOrientation,
  keep?: (candidate: KfTargetingFigure) => boolean,
): KfTargetingFigure[] {
  let best = Number.POSITIVE_INFINITY;
  let found: KfTargetingFigure[] = [];
  for (const candidate of candidates) {
    const distance = hexDistance(from, candidate.position, orientation);
    if (distance > best || (keep && !keep(candidate))) continue;
    if (distance < best) {
      best = distance;
      found = [candidate];
    } else if (distance === best) {
      found.push(candidate);
    }
  }
  return found;
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

/** The ids of `closest` enemies (kept by `keep`) that the attacker can reach: a Thrower only up to its range. */
function closestInReach(
  attacker: KfTargetingFigure & { cls: KfClass },
  enemies: readonly KfTargetingFigure[],
  orientation: HexOrientation,
  keep?: (candidate: KfTargetingFigure) => boolean,
): string[] {
  const ids: string[] = [];
  for (const e of closest(attacker.position, enemies, orientation, keep)) {
    if (attacker.cls !== "thrower" || hexDistance(attacker.position, e.position, orientation) <= KF_THROWER_RANGE) ids.push(e.id);
  }
  return ids;
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
  // Enemies and friends in play, in the figures' order, in one pass.
  const enemies: KfTargetingFigure[] = [];
  const friends: KfTargetingFigure[] = [];
  for (const f of input.figures) {
    if (input.alive && f.alive !== true) continue;
    if (f.side !== attacker.side) enemies.push(f);
    else if (f.id !== attacker.id) friends.push(f);
  }
  const engaged = engagedTest(friends, orientation);
  byOption.closest = closestInReach(attacker, enemies, orientation);
  byOption.closestUnengaged = closestInReach(attacker, enemies, orientation, (e) => !engaged(e));
  byOption.closestUnobscured = closestInReach(attacker, enemies, orientation, (e) => !input.isObscured(attacker.id, e.id));

  const listed = byOption.closest.length + byOption.closestUnengaged.length + byOption.closestUnobscured.length;
  if (listed === 0) return { byOption, legal: none };
  // The options name few figures as a rule: a scan of their lists beats building a set of them.
  const set = listed <= 8 ? null : new Set([...byOption.closest, ...byOption.closestUnengaged, ...byOption.closestUnobscured]);
  const legal: string[] = [];
  for (const e of enemies) {
    const allowed = set ? set.has(e.id) : byOption.closest.includes(e.id) || byOption.closestUnengaged.includes(e.id) || byOption.closestUnobscured.includes(e.id);
    if (allowed) legal.push(e.id);
  }
  return { byOption, legal };
}
