import { routeThisActivation } from "../../canvas/move-record";
import type { Offset } from "../../../rules/common/geometry";
import { automationLevel } from "../../settings/registry";
import { assessMove, squaresEntered, type MoveAssessment } from "../table/movement-check";
import { tableFigureOf } from "../table/scene-figures";
import { diagonalRuleOf, directPath, figuresOnScene, isSquareScene, sceneTerrain, sceneWallOnStep, tokenSquare } from "../table/table-reading";
import { readActivationState } from "../../shared/combat-flags";
import { startedCombatantOf } from "../../shared/token-combatant";

/** A waypoint as Foundry's movement data gives it: the token's top-left in pixels. */
export interface MovementPoint {
  readonly x: number;
  readonly y: number;
}

/**
 * Is this token's movement measured against an activation's Speed right now: does it fight in a
 * started combat? Every combat is looked at, not `game.combat` (the one this client views), so the
 * GM's client judges a move on a scene it is not viewing too.
 */
/**
 * Is the token's figure the one activating in its started combat? A figure moves only in its own
 * activation (DECISIONS "Move up to Speed squares and attack once"); a move made in someone else's
 * activation would spend no Speed of its own and leave it all for later.
 */
export function activatingNow(token: TokenDocument.Implementation): boolean {
  const fighting = startedCombatantOf(token);
  return !fighting || readActivationState(fighting.combat as Combat.Implementation)?.active === fighting.combatant.id;
}

export function movementChecked(token: TokenDocument.Implementation): boolean {
  const scene = token.parent;
  return !!scene && isSquareScene(scene) && startedCombatantOf(token) !== null;
}

/**
 * The points the figure walked this activation, as the GM's client let it walk them (its move
 * record, canvas/move-record.ts). Not core's movement history: that also records a move the GM's
 * client put back, and its owner can write it, so a put-back would be charged twice.
 */
export function historyPoints(token: TokenDocument.Implementation): MovementPoint[] {
  return token.parent?.id && token.id ? routeThisActivation(token.parent.id, token.id).map(({ x, y }) => ({ x, y })) : [];
}

/**
 * The rules' verdict on walking a token through the given squares this activation: the start is
 * the first square; history and new waypoints alike are squares the figure enters, each step
 * through the walls of the token's own scene.
 */
export function assessTokenPath(token: TokenDocument.Implementation, waypointSquares: readonly Offset[], byGm = false): MoveAssessment | undefined {
  const scene = token.parent;
  const [from, ...rest] = waypointSquares;
  if (!scene || !from) return undefined;
  const figure = tableFigureOf(token, from);
  if (!figure) return undefined;
  const path = squaresEntered([from, ...rest], (a, b) => directPath(scene.grid, a, b));
  const occupied = figuresOnScene(scene)
    .filter((f) => f.id !== figure.id && f.health > 0)
    .map((f) => f.position);
  return assessMove(
    { figure, from, path, terrain: sceneTerrain(scene, path), occupied, diagonalRule: diagonalRuleOf(scene), wallOnStep: sceneWallOnStep(scene), activating: byGm || activatingNow(token) },
    automationLevel("angry-miniatures", "movementAllowance"),
  );
}

/** The squares of a route of token top-lefts, in order. */
export function routeSquares(token: TokenDocument.Implementation, route: readonly MovementPoint[]): Offset[] {
  return route.map((point) => tokenSquare(token, point));
}
