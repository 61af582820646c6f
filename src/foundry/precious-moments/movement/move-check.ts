import { RuleViolation } from "../../../rules/common/errors";
import type { Point } from "../../../rules/common/geometry";
import { checkMove } from "../../../rules/precious-moments/checks";
import { DEFAULT_BASE } from "../../../rules/precious-moments/table";
import { verdictFor, type CheckVerdict } from "../../settings/automation";
import { automationLevel } from "../../settings/registry";
import { pmStateFor } from "../combat/game-state";
import { pmFormat } from "../documents/labels";
import { pmPhaseOf } from "../combat/phases";
import { isPmFigureType } from "../documents/actor-types";
import type { PmFigureSource } from "../../../data/precious-moments/figure-source";
import { isPmCombat } from "../combat/outcome";
import { inchScene, type InchSceneLike, type TokenPoint } from "./scene-inches";

export interface PmMoveAssessment {
  /** Inches along the whole route this activation (history first). */
  readonly distance: number;
  /** The figure's Brightness, in inches. */
  readonly allowance: number;
  /** The first rule the move breaks: outside the movement phase, not the figure moving now, or the rules' own move check. */
  readonly violation: RuleViolation | null;
  readonly verdict: CheckVerdict;
}

/** The started Precious Moments combat holding this token, with its combatant. */
export function pmCombatantOf(token: TokenDocument.Implementation): { combat: Combat.Implementation; combatant: Combatant.Implementation } | null {
  const sceneId = token.parent?.id;
  for (const combat of game.combats ?? []) {
    const c = combat as Combat.Implementation;
    if (!isPmCombat(c)) continue;
    const combatant = c.combatants.find((x) => x.tokenId === token.id && x.sceneId === sceneId);
    if (combatant) return { combat: c, combatant: combatant as Combatant.Implementation };
  }
  return null;
}

function movementViolation(key: "OutsidePhase" | "NotActivating", name: string, message: string): RuleViolation {
  return new RuleViolation(`PreciousMoments.Movement.${key}`, message, { name });
}

/** The rules' verdict on one route of a figure (token top-lefts, the start first), the figure and table read beforehand. */
export type PmRouteAssessor = (route: readonly TokenPoint[]) => PmMoveAssessment | null;

/**
 * The rules' verdict on a Precious Moments figure walking routes (token top-lefts, the start
 * first) in a started combat on a gridless scene; null when its movement is not checked. The
 * figure, its combat, the walls and the automation level are read once, here, so a ruler redraw
 * reads them once however many waypoints ask. DECISIONS "Movement phase": only in the movement
 * phase, only the figure activating (so once a phase, by the tracker's marks), at most its
 * Brightness in inches along the route, on the table and through no wall (the rules'
 * checkMove). The movement allowance check decides what a breach does; a GM mover is warned, never
 * stopped (`moverIsGm`: this client's user, unless the GM's client judges someone else's move).
 */
export function pmRouteAssessor(token: TokenDocument.Implementation, moverIsGm: boolean = game.user?.isGM === true): PmRouteAssessor | null {
  const actor = token.actor;
  const scene = inchScene(token.parent as unknown as InchSceneLike | null);
  const found = pmCombatantOf(token);
  if (!scene || !actor || !isPmFigureType(actor.type) || !found) return null;
  const source = (actor.system as unknown as { _source: PmFigureSource })._source;
  if (typeof source.brightness !== "number" || !Number.isFinite(source.brightness)) return null;
  const brightness = source.brightness;
  const id = found.combatant.id ?? "";
  const name = found.combatant.name ?? actor.name ?? "";
  const walls = scene.movementWalls();
  const level = automationLevel("precious-moments", "movementAllowance");
  const activation = (found.combat as unknown as { activationState?: { active: string | null } | null }).activationState;
  const phase = pmPhaseOf(found.combat);
  return (route) => {
    if (route.length === 0) return null;
    const points: Point[] = route.map((at) => scene.toInches(scene.tokenCentre(token, at)));
    const state = pmStateFor({
      phase: "movement",
      table: scene.table,
      walls,
      figures: [
        {
          id,
          name,
          side: "a",
          cuteness: 1,
          brightness,
          piety: 0,
          startingValue: 1,
          value: 1,
          base: { ...DEFAULT_BASE },
          position: points[0] ?? null,
          inHeaven: false,
          actedInPhase: 0,
        },
      ],
    });
    const check = checkMove(state, id, points.slice(1));
    let violation: RuleViolation | null = check.violation ?? null;
    if (check.distance > 0) {
      if (activation?.active !== id) violation = movementViolation("NotActivating", name, `Movement: ${name} is not the figure moving now.`);
      if (phase !== "movement") violation = movementViolation("OutsidePhase", name, `Movement: it is not the movement phase.`);
    }
    const verdict = verdictFor(level, violation === null);
    return { distance: check.distance, allowance: check.allowance, violation, verdict: verdict === "refuse" && moverIsGm ? "warn" : verdict };
  };
}

/** `pmRouteAssessor` for one route. */
export function assessPmRoute(token: TokenDocument.Implementation, route: readonly TokenPoint[], moverIsGm?: boolean): PmMoveAssessment | null {
  return pmRouteAssessor(token, moverIsGm)?.(route) ?? null;
}

/** The ruler's words for a route: inches walked of the allowance, and what is left. */
export function rulerLabel(distance: number, allowance: number): { total: string; units: string; over: boolean } {
  const round = (n: number) => Math.round(n * 100) / 100;
  const left = allowance - distance;
  const over = left < -1e-9;
  return { total: pmFormat("Movement", "Ruler", { distance: round(distance), allowance, left: round(Math.max(0, left)) }), units: over ? pmFormat("Movement", "RulerOver", {}) : "", over };
}
