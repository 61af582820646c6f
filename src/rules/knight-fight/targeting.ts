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
  /** Figures still in play (the attacker may be among them; it is ignored). */
  figures: readonly KfTargetingFigure[];
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

const lookupIn =
  (set: ReadonlySet<string>) =>
  (id: string): boolean =>
    set.has(id);

export function legalTargets(input: KfTargetingInput): KfLegalTargets {
  const { attacker, orientation } = input;
  const enemies = input.figures.filter((f) => f.side !== attacker.side);
  const friends = input.figures.filter((f) => f.side === attacker.side && f.id !== attacker.id);
  const none: readonly string[] = [];
  const byOption: Record<KfTargetOption, readonly string[]> = {
    adjacent: none,
    closest: none,
    closestUnengaged: none,
    closestUnobscured: none,
  };

  if (attacker.cls === "fighter") {
    byOption.adjacent = enemies.filter((e) => hexAdjacent(attacker.position, e.position, orientation)).map((e) => e.id);
  } else {
    const inReach = (e: KfTargetingFigure): boolean =>
      attacker.cls !== "thrower" || hexDistance(attacker.position, e.position, orientation) <= KF_THROWER_RANGE;
    const pick = (keep?: (e: KfTargetingFigure) => boolean): string[] =>
      closest(attacker.position, enemies, orientation, keep).filter(inReach).map((e) => e.id);
    const engaged = engagedTest(friends, orientation);
    byOption.closest = pick();
    byOption.closestUnengaged = pick((e) => !engaged(e));
    byOption.closestUnobscured = pick((e) => !input.isObscured(attacker.id, e.id));
  }

  // A Fighter's only option already lists its targets in the figures' order.
  if (attacker.cls === "fighter") return { byOption, legal: byOption.adjacent };
  const listed = KF_TARGET_OPTIONS.reduce((n, option) => n + byOption[option].length, 0);
  if (listed === 0) return { byOption, legal: none };
  // The options name few figures as a rule: a scan of their lists beats building a set of them.
  const allowed: (id: string) => boolean =
    listed <= 8 ? (id) => KF_TARGET_OPTIONS.some((option) => byOption[option].includes(id)) : lookupIn(new Set(KF_TARGET_OPTIONS.flatMap((option) => byOption[option])));
  return { byOption, legal: enemies.filter((e) => allowed(e.id)).map((e) => e.id) };
}
