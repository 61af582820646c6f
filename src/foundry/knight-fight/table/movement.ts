import { isRuleViolation, RuleViolation } from "../../../rules/common/errors";
import type { Offset, Point } from "../../../rules/common/geometry";
import { checkMovePath, movePath, type KfMoveCheck } from "../../../rules/knight-fight/movement";
import { verdictFor, type CheckVerdict } from "../../settings/automation";
import { automationLevel } from "../../settings/registry";
import { figureRefOf, type KfFigureRef } from "./actors";
import { isKfFigureType } from "../documents/actor-types";
import { localiseViolation } from "../documents/violations";
import { kfFormat, kfLocalize } from "../documents/labels";
import { activationOf } from "./activation";
import { inPlay } from "./attack-plan";
import { isHexScene, kfTableOf, tokenCentre, type KfTable } from "./table";
import { startedCombatantOf } from "../../shared/token-combatant";

/** A waypoint as Foundry's movement data gives it: the token's top-left in pixels. */
export interface MovementPoint {
  readonly x: number;
  readonly y: number;
}

/** The parts of v13's TokenMovementOperation read here (preMoveToken / moveToken; untyped in fvtt-types 13.345.1). */
export interface MovementOperation {
  readonly origin?: MovementPoint;
  readonly passed?: { readonly waypoints?: readonly MovementPoint[] };
  readonly pending?: { readonly waypoints?: readonly MovementPoint[] };
}

interface GridView {
  readonly sizeX: number;
  readonly sizeY: number;
  getOffset(point: Point): { i: number; j: number };
}

/** Is this token a Knight Fight figure of a combat that has started, on a hex scene? Only then are its moves checked and paid for. */
export function movementCounted(token: TokenDocument.Implementation): boolean {
  const scene = token.parent;
  return !!scene && isHexScene(scene) && isKfFigureType(token.actor?.type) && startedCombatantOf(token) !== null;
}

export function hexOfPoint(token: TokenDocument.Implementation, at: MovementPoint): Offset {
  const grid = token.parent!.grid as unknown as GridView;
  const { i, j } = grid.getOffset(tokenCentre({ x: at.x, y: at.y, width: token.width, height: token.height }, grid));
  return { i, j };
}

export interface MoveAssessment {
  readonly check: KfMoveCheck;
  readonly violation: RuleViolation | null;
  readonly verdict: CheckVerdict;
}

/**
 * The rules' verdict on moving the figure through these waypoints now (DECISIONS "Actions"):
 * one action point a hex, never into a hex another figure in play holds or terrain blocks, never
 * past the points left; a figure that is not activating (or has not wagered) has no points to move with.
 */
export function assessMove(token: TokenDocument.Implementation, figure: KfFigureRef, from: Offset, waypoints: readonly Offset[]): MoveAssessment {
  const table = kfTableOf(token.parent!);
  const occupied = inPlay(table).filter((f) => f.id !== token.id).map((f) => f.position);
  const terrain = terrainOnPath(table, from, movePath(from, waypoints, table.orientation));
  const check = checkMovePath({ from, waypoints, orientation: table.orientation, occupied, blocked: terrain.blocked, actionPoints: figure.source.wagered > 0 && activationOf(figure.uuid) ? figure.source.actionPoints : 0 });
  let violation = terrain.unjudged ?? check.violation;
  if (check.cost > 0 && !activationOf(figure.uuid)) violation = new RuleViolation("KnightFight.Card.NotActivating", `Knight Fight card: ${figure.name} is not activating.`, { name: figure.name });
  return { check, violation, verdict: verdictFor(automationLevel("knight-fight", "movement"), violation === null) };
}

/**
 * The hexes of a path that terrain blocks, each judged by the step into it from the hex before;
 * a wall the canvas cannot judge (one-way) is itself the move's violation.
 */
export function terrainOnPath(table: KfTable, from: Offset, path: readonly Offset[]): { blocked: Offset[]; unjudged: RuleViolation | null } {
  try {
    return { blocked: path.filter((hex, n) => table.stepBlocked(n === 0 ? from : path[n - 1]!, hex)), unjudged: null };
  } catch (error) {
    if (!isRuleViolation(error)) throw error;
    return { blocked: [], unjudged: error };
  }
}

export function waypointHexes(token: TokenDocument.Implementation, points: readonly MovementPoint[]): Offset[] {
  return points.map((p) => hexOfPoint(token, p));
}

/**
 * The rules' verdict on the figure moving from `from` through the waypoints (token top-lefts):
 * the one assessment both the mover's `preMoveToken` and the GM's client after the move use.
 * Null when the token's moves are not counted (no Knight Fight figure in a started combat).
 */
export function judgeKfMove(token: TokenDocument.Implementation, from: MovementPoint, waypoints: readonly MovementPoint[]): MoveAssessment | null {
  if (!movementCounted(token) || !token.actor) return null;
  return assessMove(token, figureRefOf(token.actor), hexOfPoint(token, from), waypointHexes(token, waypoints));
}

/**
 * preMoveToken (the moving client): a move into a held or blocked hex, past the action points left, or by a
 * figure not activating is let through at "off", notified at "warn" and stopped at "enforce"
 * (returning false rejects the whole move, the only thing v13 lets this hook do).
 */
export function checkKfMove(token: TokenDocument.Implementation, movement: MovementOperation): MoveAssessment | null {
  return judgeKfMove(token, movement.origin ?? { x: token.x, y: token.y }, [...(movement.passed?.waypoints ?? []), ...(movement.pending?.waypoints ?? [])]);
}

/** preMoveToken's answer from an assessment: notified at warn, false (rejected) at enforce. */
export function answerMove(assessment: MoveAssessment | null): boolean | void {
  if (!assessment?.violation || assessment.verdict === "allow") return;
  const rule = localiseViolation(assessment.violation);
  ui.notifications?.warn(kfFormat(assessment.verdict === "warn" ? "Move.Warning" : "Move.Refused", { rule }));
  if (assessment.verdict === "refuse") return false;
}

/** The ruler's one word for a planned path it may not take (knight-fight.json `Move`). */
export const RULER_REASONS = {
  "KnightFight.Rule.HexBlocked": "Move.RulerBlocked",
  "KnightFight.Rule.HexOccupied": "Move.RulerOccupied",
  "Canvas.MoveOneWay": "Move.RulerOneWay",
} as const;

/**
 * The ruler's label for a figure's planned path: the action points it costs and those left, and
 * why it may not go there (a hex terrain blocks or a figure holds) or that it goes past the points.
 */
export function rulerLabel(cost: number, actionPoints: number, refused: RuleViolation | null = null): { total: string; units: string; over: boolean } {
  const left = actionPoints - cost;
  const reason = refused ? RULER_REASONS[refused.code as keyof typeof RULER_REASONS] : undefined;
  const units = reason ? kfLocalize(reason) : left < 0 ? kfLocalize("Move.RulerOver") : "";
  return { total: kfFormat("Move.Ruler", { cost, left: Math.max(0, left) }), units, over: left < 0 };
}
