import { RuleViolation } from "../../../rules/common/errors";
import type { DiceRoller } from "../../../rules/common/dice";
import { singingOdds, songValueLoss, type SingingOdds, type SongValueLoss } from "../../../rules/precious-moments/odds";
import { step } from "../../../rules/precious-moments/step";
import type { PmAriaResult, PmState } from "../../../rules/precious-moments/types";
import { sceneLineOfSight, type SightReport } from "../../canvas/sight";
import { verdictFor, type AutomationLevel, type CheckVerdict } from "../../settings/automation";
import { automationLevel } from "../../settings/registry";
import { figureOfToken, figureOnScene, pmFiguresOf, type PmSceneFigure } from "./scene-figures";
import { singTurnOf, type SingTurn } from "./sing-turn";

/** The automation levels a song is judged by. */
export interface SingLevels {
  readonly lineOfSight: AutomationLevel;
  readonly singingTurn: AutomationLevel;
}

export function singLevels(): SingLevels {
  return { lineOfSight: automationLevel("precious-moments", "lineOfSight"), singingTurn: automationLevel("precious-moments", "singingTurn") };
}

/** A song at one target as the scene stands: who, whether the singer sees it, and the exact odds. */
export interface SingTarget {
  readonly target: PmSceneFigure;
  readonly sight: SightReport;
  readonly sightVerdict: CheckVerdict;
  readonly odds: SingingOdds;
  readonly loss: SongValueLoss;
}

export interface SingPlan extends SingTarget {
  readonly singer: PmSceneFigure;
  readonly turn: SingTurn;
}

/**
 * Sight for a song (DECISIONS "Line of sight"): no sight-blocking wall, and no other figure in
 * play (friend or foe, not in Heaven, not hidden by the GM) with its footprint on the centre line.
 */
export function singSight(scene: Scene.Implementation, singerId: string, targetId: string): SightReport {
  return sceneLineOfSight(scene as never, singerId, targetId, {
    blocks: (token) => {
      const figure = figureOfToken(token as unknown as TokenDocument.Implementation);
      return figure !== null && !figure.inHeaven && !figure.hidden;
    },
  });
}

function targetOf(scene: Scene.Implementation, singer: PmSceneFigure, target: PmSceneFigure, level: AutomationLevel): SingTarget {
  const sight = level === "off" ? { clear: true } : singSight(scene, singer.id, target.id);
  return {
    target,
    sight,
    sightVerdict: verdictFor(level, sight.clear),
    odds: singingOdds(singer.cuteness, target.piety),
    loss: songValueLoss(singer.cuteness, target.piety, target.value),
  };
}

/** Opposing figures in play on the scene, with sight and odds; out of sight ones only when the check lets them be chosen. */
export function singTargets(scene: Scene.Implementation, singerId: string, levels: SingLevels): { singer: PmSceneFigure; targets: SingTarget[] } {
  const figures = pmFiguresOf(scene);
  const singer = figureOnScene(figures, singerId, "singer");
  const targets = figures
    .filter((f) => f.side !== singer.side && !f.inHeaven && !f.hidden)
    .map((f) => targetOf(scene, singer, f, levels.lineOfSight))
    .filter((t) => t.sightVerdict !== "refuse");
  return { singer, targets };
}

function sightViolation(singer: PmSceneFigure, target: PmSceneFigure, sight: SightReport): RuleViolation {
  return new RuleViolation("PreciousMoments.Singing.OutOfSight", `Singing: ${singer.name} cannot see ${target.name} (${sight.blockedBy ?? ""} is in the way).`, {
    singer: singer.name,
    target: target.name,
    blocker: sight.blockedBy ?? "",
  });
}

/**
 * A song as the scene and the tracker stand. Throws the rule it breaks: a singer that may not
 * sing now, a target out of sight at enforce. The rules' own step refuses the rest (a target of
 * the singer's own choir, a figure in Heaven) when the song is resolved.
 */
export function planSing(scene: Scene.Implementation, singerId: string, targetId: string, levels: SingLevels): SingPlan {
  const figures = pmFiguresOf(scene);
  const singer = figureOnScene(figures, singerId, "singer");
  const target = figureOnScene(figures, targetId, "target");
  const turn = singTurnOf(singer, levels.singingTurn);
  if (turn.verdict === "refuse") {
    throw new RuleViolation("PreciousMoments.Singing.OutsideTurn", `Singing: ${singer.name} is in no combat's singing phase.`, { name: singer.name });
  }
  const planned = targetOf(scene, singer, target, levels.lineOfSight);
  if (planned.sightVerdict === "refuse") throw sightViolation(singer, target, planned.sight);
  return { ...planned, singer, turn };
}

export function sightWarning(plan: SingPlan): RuleViolation | null {
  return plan.sightVerdict === "warn" ? sightViolation(plan.singer, plan.target, plan.sight) : null;
}

/**
 * The two figures as the rules' game state in its singing phase, the singer's side to sing: the
 * rules' step then resolves the song (the opposing-choir and Heaven rules, the three rolls, Heaven
 * at 0). Sight is the scene's (above), so the state holds no walls and the figures no footprint.
 */
function songState(plan: SingPlan): PmState {
  const figure = (f: PmSceneFigure, side: "a" | "b", x: number) => ({
    id: f.id,
    name: f.name,
    cuteness: f.cuteness,
    brightness: 1,
    piety: f.piety,
    startingValue: Math.max(1, f.value),
    value: f.value,
    side: f.side === plan.singer.side ? "a" : side,
    base: { kind: "circle", radius: 0 },
    position: { x, y: 0 },
    inHeaven: f.inHeaven,
    actedInPhase: 0,
  }) as const;
  return {
    phase: "singing",
    table: { width: 1, height: 1 },
    sides: { a: { name: "a", homeEdge: null }, b: { name: "b", homeEdge: null } },
    figures: [figure(plan.singer, "a", 0), figure(plan.target, "b", 1)],
    walls: [],
    obstaclesToPlace: 0,
    player1: null,
    round: 1,
    roundLimit: null,
    budget: 0,
    deploymentDepth: 0,
    activeSide: "a",
    initiativeWinner: "a",
    phaseSerial: 1,
    outcome: null,
    warnings: [],
  };
}

/** What one song did: the rolls and Value change (the rules' aria), and whether the target went to Heaven. */
export interface SongResult {
  readonly aria: PmAriaResult;
  readonly heaven: boolean;
}

export function resolveSong(plan: SingPlan, roller: DiceRoller): SongResult {
  const { events } = step(songState(plan), { type: "sing", singerId: plan.singer.id, targetId: plan.target.id }, roller);
  const aria = events.find((e) => e.type === "aria");
  if (!aria || aria.type !== "aria") throw new Error("Precious Moments: the rules sang no aria");
  const { type: _type, ...result } = aria;
  return { aria: result, heaven: events.some((e) => e.type === "wentToHeaven") };
}
