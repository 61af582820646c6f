import { hexNeighbours, type Offset } from "../common/geometry";
import type { KfAction } from "./actions";
import { isBlocked, occupant, onBoard } from "./board";
import { hexLineObscured } from "./sight";
import type { KfFigure, KfSide, KfState } from "./state";
import { legalTargets, type KfLegalTargets } from "./targeting";
import { KF_WAGER, maxTake } from "./wager";

/** Answers whether terrain obscures a target from an attacker (targeting option c). */
export type KfObscuredPredicate = (attackerId: string, targetId: string) => boolean;

/** The simulator's answer: the centre-to-centre line crosses the inside of a blocked hex. */
export function terrainObscured(state: KfState): KfObscuredPredicate {
  // No terrain, nothing obscured: skip looking the two figures up for every enemy.
  if (state.board.blocked.length === 0) return () => false;
  return (attackerId, targetId) => {
    const attacker = state.figures.find((f) => f.id === attackerId);
    const target = state.figures.find((f) => f.id === targetId);
    if (!attacker || !target) return false;
    return hexLineObscured(attacker.position, target.position, state.board.blocked, state.board.orientation);
  };
}

export function findFigure(state: KfState, figureId: string): KfFigure | undefined {
  for (const f of state.figures) if (f.id === figureId) return f;
  return undefined;
}

export function activeFigure(state: KfState): KfFigure | null {
  if (state.activeFigureId === null) return null;
  return findFigure(state, state.activeFigureId) ?? null;
}

export function activeSide(state: KfState): KfSide | null {
  const figure = activeFigure(state);
  if (!figure) return null;
  for (const side of state.sides) if (side.id === figure.side) return side;
  return null;
}

/**
 * The targets `legalActions` last listed, with what they were worked out from (terrain judged by the
 * board). The attack step asks again for the same attacker on the same lists, which a finished state
 * never changes, so it is answered from here instead of being worked out twice.
 */
const lastListed: { figures: readonly KfFigure[] | null; board: KfState["board"] | null; attackerId: string; targets: KfLegalTargets | null } = {
  figures: null,
  board: null,
  attackerId: "",
  targets: null,
};

/** Who `figureId` may attack from where it stands, by option. */
export function targetsFor(state: KfState, figureId: string, isObscured?: KfObscuredPredicate): KfLegalTargets {
  const last = lastListed;
  if (isObscured === undefined && last.targets !== null && last.figures === state.figures && last.board === state.board && last.attackerId === figureId) {
    return last.targets;
  }
  const attacker = findFigure(state, figureId);
  if (!attacker || !attacker.alive) {
    return { byOption: { adjacent: [], closest: [], closestUnengaged: [], closestUnobscured: [] }, legal: [] };
  }
  return legalTargets({
    attacker,
    figures: state.figures,
    alive: true,
    orientation: state.board.orientation,
    isObscured: isObscured ?? terrainObscured(state),
  });
}

/** Who the activating figure may attack now (nothing outside its action phase). */
export function targetsNow(state: KfState, isObscured?: KfObscuredPredicate): KfLegalTargets {
  if (state.phase !== "actions" || state.activeFigureId === null) return targetsFor(state, "", isObscured);
  return targetsFor(state, state.activeFigureId, isObscured);
}

/** The hexes the active figure may step into: adjacent, on the board, unblocked, empty. */
export function legalMoves(state: KfState): Offset[] {
  const figure = activeFigure(state);
  if (!figure || state.phase !== "actions" || state.actionPoints < 1) return [];
  const moves: Offset[] = [];
  for (const hex of hexNeighbours(figure.position, state.board.orientation)) {
    if (onBoard(state.board, hex) && !isBlocked(state.board, hex) && !occupant(state.figures, hex)) moves.push(hex);
  }
  return moves;
}

/** The wagers for each most-dice-to-take, built once; the actions are frozen, as they are shared. */
const WAGERS = new Map<number, readonly KfAction[]>();

/** Every wager taking up to `most` dice, in take then declare order (a shared list: never write to it). */
function wagerActions(most: number): readonly KfAction[] {
  let wagers = WAGERS.get(most);
  if (!wagers) {
    const built: KfAction[] = [];
    for (let take = KF_WAGER.minTake; take <= most; take++) {
      for (let declare = KF_WAGER.minDeclare; declare <= KF_WAGER.maxDeclare; declare++) {
        built.push(Object.freeze({ type: "wager", take, declare }));
      }
    }
    wagers = Object.freeze(built);
    WAGERS.set(most, wagers);
  }
  return wagers;
}

/** Every action `step` would accept now, wagers spelled out in full. */
export function legalActions(state: KfState, isObscured?: KfObscuredPredicate): KfAction[] {
  return state.phase === "wager" ? wagerActions(maxTake(activeSide(state)?.pool ?? 0)).slice() : listActions(state, isObscured);
}

/**
 * `legalActions` for a reader that only reads the list (`runGame` handing it to a policy): the wagers
 * are one shared, frozen list instead of a fresh copy of up to 36 actions per wager.
 */
export function legalActionsToRead(state: KfState): readonly KfAction[] {
  return state.phase === "wager" ? wagerActions(maxTake(activeSide(state)?.pool ?? 0)) : listActions(state, undefined, true);
}

/** Actions without details, shared by the lists only read (`legalActionsToRead`). */
const END_ACTIVATION: KfAction = Object.freeze({ type: "endActivation" });
const PROTECT: KfAction = Object.freeze({ type: "protect" });

function listActions(state: KfState, isObscured?: KfObscuredPredicate, toRead = false): KfAction[] {
  switch (state.phase) {
    case "ready":
      return [{ type: "start" }];
    case "over":
      return [];
    case "wager":
      return wagerActions(maxTake(activeSide(state)?.pool ?? 0)).slice();
    case "actions": {
      const figure = activeFigure(state);
      const actions: KfAction[] = [];
      if (figure && state.actionPoints >= 1) {
        for (const to of legalMoves(state)) actions.push({ type: "move", to });
        const targets = targetsFor(state, figure.id, isObscured);
        if (isObscured === undefined) {
          // One record, overwritten: remembering allocates nothing.
          lastListed.figures = state.figures;
          lastListed.board = state.board;
          lastListed.attackerId = figure.id;
          lastListed.targets = targets;
        }
        for (const targetId of targets.legal) actions.push({ type: "attack", targetId });
        if (figure.danger > 0) actions.push(toRead ? PROTECT : { type: "protect" });
      }
      actions.push(toRead ? END_ACTIVATION : { type: "endActivation" });
      return actions;
    }
  }
}
