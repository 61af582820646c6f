import { RuleViolation } from "../common/errors";
import { cubeToOffset, offsetToCube, type HexOrientation, type Offset } from "../common/geometry";
import { sameHex } from "./board";

/**
 * The hexes a straight move from `from` to `to` enters, `to` included and `from` not: the centre
 * line sampled once per hex step and rounded to the nearest hex, nudged a hair so a line along
 * the edge between two hexes always takes the same side.
 */
export function hexLine(from: Offset, to: Offset, orientation: HexOrientation): Offset[] {
  const a = offsetToCube(from, orientation);
  const b = offsetToCube(to, orientation);
  const steps = Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
  const hexes: Offset[] = [];
  for (let n = 1; n <= steps; n++) {
    const t = n / steps;
    const q = a.q + (b.q - a.q) * t + 1e-6;
    const r = a.r + (b.r - a.r) * t + 2e-6;
    const s = -q - r;
    let rq = Math.round(q);
    let rr = Math.round(r);
    let rs = Math.round(s);
    const dq = Math.abs(rq - q);
    const dr = Math.abs(rr - r);
    const ds = Math.abs(rs - s);
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    else rs = -rq - rr;
    hexes.push(cubeToOffset({ q: rq + 0, r: rr + 0, s: rs + 0 }, orientation));
  }
  return hexes;
}

export interface KfMoveInput {
  readonly from: Offset;
  /** Where the move goes, in order (each leg a straight line of hexes). */
  readonly waypoints: readonly Offset[];
  readonly orientation: HexOrientation;
  /** Hexes holding another figure still in play. */
  readonly occupied: readonly Offset[];
  /** Hexes terrain blocks. */
  readonly blocked: readonly Offset[];
  readonly actionPoints: number;
}

export interface KfMoveCheck {
  /** Every hex entered, in order. */
  readonly path: readonly Offset[];
  /** Action points the move costs: one per hex (DECISIONS "Actions"). */
  readonly cost: number;
  readonly violation: RuleViolation | null;
}

function moveViolation(code: string, message: string, data: Record<string, number>): RuleViolation {
  return new RuleViolation(`KnightFight.Rule.${code}`, `Knight Fight: ${message}`, data);
}

/** Every hex a move through these waypoints enters, in order (each leg a straight line of hexes). */
export function movePath(from: Offset, waypoints: readonly Offset[], orientation: HexOrientation): Offset[] {
  const path: Offset[] = [];
  let at = from;
  for (const waypoint of waypoints) {
    path.push(...hexLine(at, waypoint, orientation));
    at = waypoint;
  }
  return path;
}

/** A move of several hexes, one action point each: never into a held or blocked hex, never past the points left. */
export function checkMovePath(input: KfMoveInput): KfMoveCheck {
  const path = movePath(input.from, input.waypoints, input.orientation);
  for (const hex of path) {
    const { i, j } = hex;
    if (input.blocked.some((b) => sameHex(b, hex))) return { path, cost: path.length, violation: moveViolation("HexBlocked", `hex (${i}, ${j}) is blocked by terrain`, { i, j }) };
    if (input.occupied.some((o) => sameHex(o, hex))) return { path, cost: path.length, violation: moveViolation("HexOccupied", `hex (${i}, ${j}) already holds a figure`, { i, j }) };
  }
  if (path.length > input.actionPoints) {
    return {
      path,
      cost: path.length,
      violation: moveViolation("MoveTooFar", `a move of ${path.length} hexes costs ${path.length} action points and ${input.actionPoints} are left`, { cost: path.length, left: input.actionPoints }),
    };
  }
  return { path, cost: path.length, violation: null };
}
