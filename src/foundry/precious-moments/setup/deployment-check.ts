import { RuleViolation } from "../../../rules/common/errors";
import { checkPlacement } from "../../../rules/precious-moments/checks";
import { checkDeploymentTurn } from "../../../rules/precious-moments/deployment-turn";
import { otherSide } from "../../../rules/precious-moments/state-queries";
import { DEFAULT_BASE } from "../../../rules/precious-moments/table";
import type { PmSide } from "../../../rules/precious-moments/types";
import { verdictFor, type CheckVerdict } from "../../settings/automation";
import { automationLevel } from "../../settings/registry";
import { pmStateFor } from "../combat/game-state";
import { pmFormat } from "../documents/labels";
import { isPmFigureType, PM_ACTOR_TYPES } from "../documents/actor-types";
import { localiseIssue } from "../documents/violations";
import { isPmCombat } from "../combat/outcome";
import { inchScene, type InchSceneLike, type TokenPoint } from "../movement/scene-inches";
import { readSetup } from "./setup-record";
import type { MoveJudge } from "../../canvas/move-judges";

/** What is read of a token being placed: its actor, its size and the scene it is on. */
export interface PlacedToken {
  readonly id?: string | null;
  readonly name?: string | null;
  readonly width?: number | null;
  readonly height?: number | null;
  readonly actor: { readonly uuid: string; readonly id?: string | null; readonly name?: string | null; readonly type: string } | null;
  readonly parent: unknown;
}

export interface DeploymentAssessment {
  readonly violation: RuleViolation | null;
  readonly verdict: CheckVerdict;
}

function choirMembers(choirUuid: string): string[] {
  const choir = (fromUuidSync as (uuid: string) => unknown)(choirUuid) as { type?: unknown; system?: { memberUuids?: unknown } } | null;
  const members = choir?.type === PM_ACTOR_TYPES.choir ? choir.system?.memberUuids : undefined;
  return Array.isArray(members) ? members.filter((m): m is string => typeof m === "string") : [];
}

/** The figures of each choir already standing on the scene, and those still to place. */
function deploymentCounts(scene: { tokens?: { contents: readonly { actorId?: string | null }[] } }, members: Record<PmSide, string[]>) {
  const onScene = new Set((scene.tokens?.contents ?? []).map((token) => `Actor.${token.actorId ?? ""}`));
  const placed = { a: 0, b: 0 };
  const left = { a: 0, b: 0 };
  for (const side of ["a", "b"] as const) for (const uuid of members[side]) (onScene.has(uuid) ? placed : left)[side] += 1;
  return { counts: { placed, left }, onScene };
}

/** A round has begun on this scene: a started Precious Moments combat holds a token of it. */
function roundsStarted(sceneId: string): boolean {
  return (game.combats?.contents ?? []).some((combat) => isPmCombat(combat as Combat.Implementation) && combat.combatants.some((c) => c.sceneId === sceneId));
}

/**
 * DECISIONS "Set-up": before the first round, a figure of either choir of the scene's set-up is
 * placed within 6 inches of its choir's home edge (judged at its centre, by the rules'
 * checkPlacement), and a figure newly placed (`placing`) comes from the choir whose turn it is
 * (the rules' checkDeploymentTurn, counting the choirs' figures on the scene). Null when nothing
 * is checked: no home edges yet, a figure of neither choir, the rounds already started, or a
 * scene that is not gridless. A GM placing or moving (`moverIsGm`) is warned, never stopped.
 */
export function assessDeployment(token: PlacedToken, at: TokenPoint, placing = false, moverIsGm: boolean = game.user?.isGM === true): DeploymentAssessment | null {
  const scene = token.parent as (InchSceneLike & { id?: string | null; getFlag(scope: string, key: string): unknown }) | null;
  const actor = token.actor;
  const inches = inchScene(scene);
  const record = scene ? readSetup(scene) : null;
  if (!scene?.id || !inches || !record?.edges || !actor || !isPmFigureType(actor.type) || roundsStarted(scene.id)) return null;
  const uuids = [actor.uuid, `Actor.${actor.id ?? ""}`];
  const members = { a: choirMembers(record.choirs.a), b: choirMembers(record.choirs.b) };
  const side = (["a", "b"] as const).find((s: PmSide) => members[s].some((m) => uuids.includes(m)));
  if (!side) return null;
  const name = token.name ?? actor.name ?? "";
  const state = pmStateFor({
    phase: "deploy",
    table: inches.table,
    sides: { a: { name: record.names.a, homeEdge: record.edges.a }, b: { name: record.names.b, homeEdge: record.edges.b } },
    figures: [{ id: "placed", name, side, cuteness: 1, brightness: 1, piety: 0, startingValue: 1, value: 1, base: { ...DEFAULT_BASE }, position: null, inHeaven: false, actedInPhase: 0 }],
  });
  const check = checkPlacement(state, "placed", inches.toInches(inches.tokenCentre(token, at)));
  let violation = check.violation ?? null;
  if (!violation && placing) {
    const { counts, onScene } = deploymentCounts(scene as Parameters<typeof deploymentCounts>[0], members);
    // A second token of a figure already standing is not a placement the turns count.
    if (!uuids.some((uuid) => onScene.has(uuid))) violation = checkDeploymentTurn(side, otherSide(record.player1), counts, record.names).violation ?? null;
  }
  const verdict = verdictFor(automationLevel("precious-moments", "deployment"), violation === null);
  return { violation, verdict: verdict === "refuse" && moverIsGm ? "warn" : verdict };
}

/** A hook's answer: notified at warn, false (the creation or move rejected) at enforce. */
export function answerDeployment(assessment: DeploymentAssessment | null): boolean | void {
  if (!assessment?.violation || assessment.verdict === "allow") return;
  const rule = localiseIssue(assessment.violation);
  ui.notifications?.warn(pmFormat("Setup", assessment.verdict === "warn" ? "DeployWarning" : "DeployRefused", { rule }));
  if (assessment.verdict === "refuse") return false;
}

/** preCreateToken: the new token's data gives where it is placed. */
export function onPmPreCreateToken(token: PlacedToken, data: { x?: unknown; y?: unknown }): boolean | void {
  if (typeof data.x !== "number" || typeof data.y !== "number") return;
  return answerDeployment(assessDeployment(token, { x: data.x, y: data.y }, true));
}

/** preMoveToken: where the move ends. */
export function onPmDeployMove(token: PlacedToken & { x: number; y: number }, movement: { pending?: { waypoints?: readonly TokenPoint[] }; passed?: { waypoints?: readonly TokenPoint[] } }): boolean | void {
  const end = movement.pending?.waypoints?.at(-1) ?? movement.passed?.waypoints?.at(-1);
  if (!end) return;
  return answerDeployment(assessDeployment(token, end));
}

/** The deployment rule on the GM's client after a move: judged where the move ended, as preMoveToken judges it. */
export const pmDeploymentJudge: MoveJudge = {
  check: "preciousMomentsDeployment",
  judge(move) {
    const token = move.token as unknown as PlacedToken;
    if (!isPmFigureType(token.actor?.type)) return null;
    const end = move.waypoints.at(-1);
    const assessment = end ? assessDeployment(token, end, false, move.user.isGM) : null;
    return assessment ? { verdict: assessment.verdict, rule: assessment.violation ? localiseIssue(assessment.violation) : null } : null;
  },
};
