import { lineOfSightClear } from "./checks";
import { distanceFromEdge } from "./table";
import { figuresInPlay, figuresYetToAct, figuresYetToPlace, findFigure, otherSide } from "./state-queries";
import { PM_EDGES, type PmAction, type PmEdge, type PmFigureState, type PmSide, type PmState } from "./types";

/** Which side acts now; null when the next step is a roll (coin toss, initiative) or the game is over. */
export function currentActor(state: PmState): PmSide | null {
  switch (state.phase) {
    case "obstacles":
    case "chooseEdge":
    case "deploy":
    case "movement":
    case "singing":
      return state.activeSide;
    default:
      return null;
  }
}

/** The figures that may act now: unplaced ones while deploying, fresh ones while moving or singing. */
export function actingFigures(state: PmState): PmFigureState[] {
  const side = currentActor(state);
  if (side === null) return [];
  if (state.phase === "deploy") return figuresYetToPlace(state, side);
  if (state.phase === "movement" || state.phase === "singing") return figuresYetToAct(state, side);
  return [];
}

/** Opposing figures in play the singer may target; `lineOfSight: false` ignores sight. */
export function legalTargets(state: PmState, singerId: string, options: { lineOfSight?: boolean } = {}): string[] {
  const singer = findFigure(state, singerId);
  if (singer.inHeaven || singer.position === null) return [];
  return figuresInPlay(state, otherSide(singer.side))
    .filter((target) => target.position !== null)
    .filter((target) => options.lineOfSight === false || lineOfSightClear(state, singerId, target.id))
    .map((target) => target.id);
}

/**
 * What may be done now. Actions whose details are free (a wall, a position, a route) are given
 * as templates with the constraint the player must meet.
 */
export type PmActionOption =
  | Extract<PmAction, { type: "tossCoin" | "rollInitiative" | "sing" | "pass" | "callGame" }>
  | { type: "placeWall"; side: PmSide }
  | { type: "chooseEdge"; side: PmSide; edges: readonly PmEdge[] }
  | { type: "place"; figureId: string; edge: PmEdge | null; depth: number }
  | { type: "move"; figureId: string; allowance: number };

export function legalActions(state: PmState): PmActionOption[] {
  const side = currentActor(state);
  switch (state.phase) {
    case "over":
      return [];
    case "obstacles":
      return side ? [{ type: "placeWall", side }] : [];
    case "coinToss":
      return [{ type: "tossCoin" }];
    case "chooseEdge":
      return side ? [{ type: "chooseEdge", side, edges: state.homeEdges ?? PM_EDGES }] : [];
    case "deploy":
      return actingFigures(state).map((f) => ({
        type: "place",
        figureId: f.id,
        edge: state.sides[f.side].homeEdge,
        depth: state.deploymentDepth,
      }));
    case "initiative":
      return [{ type: "rollInitiative" }, { type: "callGame" }];
    case "movement":
      return [
        ...actingFigures(state).flatMap((f): PmActionOption[] => [
          { type: "move", figureId: f.id, allowance: f.brightness },
          { type: "pass", figureId: f.id },
        ]),
        { type: "callGame" },
      ];
    case "singing":
      return [
        ...actingFigures(state).flatMap((f): PmActionOption[] => [
          ...legalTargets(state, f.id).map((targetId): PmActionOption => ({ type: "sing", singerId: f.id, targetId })),
          { type: "pass", figureId: f.id },
        ]),
        { type: "callGame" },
      ];
  }
}

/** How far a figure stands from its home edge (for showing the deployment zone). */
export function distanceFromHome(state: PmState, figureId: string): number | null {
  const figure = findFigure(state, figureId);
  const edge = state.sides[figure.side].homeEdge;
  if (!edge || !figure.position) return null;
  return distanceFromEdge(figure.position, edge, state.table);
}
