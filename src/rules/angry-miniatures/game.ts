import type { DiceRoller } from "../common/dice";
import { squareAdjacent, type Offset } from "../common/geometry";
import { endActivationUpkeep, startActivationUpkeep, type UpkeepStep } from "./activation-upkeep";
import { performAttack } from "./game-attack";
import { rollInitiative } from "./game-setup";
import type { AmAction, AmState, AmStepOptions, PendingFollowUp, StepResult } from "./game-types";
import { currentSide, figureAt, hasLiving } from "./game-queries";
import { gameError, Work } from "./game-work";
import { checkMove, onBoard, terrainAt } from "./movement";
import { wallOnStepOf } from "./move-walls";

export { createGame, rollInitiative } from "./game-setup";
export { activatableFigures, currentSide, legalTargets, livingFigures } from "./game-queries";
export type { AmAction, AmEvent, AmOptions, AmSetup, AmState, AmStepOptions, StepResult } from "./game-types";

function startRound(work: Work, roller: DiceRoller): void {
  const round = work.state.round + 1;
  for (const f of work.roster.list) work.updateFigure(f.id, { activated: false });
  work.set({ round, active: null });
  if (work.record) work.events.push({ type: "round-start", round });
  const standing: string[] = [];
  for (const side of work.state.sides) if (hasLiving(work.state, side.id)) standing.push(side.id);
  const { order, rolls } = rollInitiative(standing, roller);
  work.set({ initiative: order, turn: 0 });
  if (work.record) work.events.push({ type: "initiative", round, rolls, order });
}

function hasUnactivated(state: AmState, sideId: string): boolean {
  return hasLiving(state, sideId, true);
}

/** Pass the turn to the next side in initiative order that still has a figure to activate. */
function advanceTurn(work: Work, roller: DiceRoller): void {
  if (work.state.over) return;
  const order = work.state.initiative;
  for (let offset = 1; offset <= order.length; offset++) {
    const turn = (work.state.turn + offset) % order.length;
    const side = order[turn];
    if (side !== undefined && hasUnactivated(work.state, side)) {
      work.set({ turn });
      return;
    }
  }
  startRound(work, roller);
}

function finishActivation(work: Work, roller: DiceRoller): void {
  const active = work.state.active;
  if (!active) return;
  applyUpkeep(work, active.figureId, endActivationUpkeep(work.figure(active.figureId)).steps);
  work.updateFigure(active.figureId, { activated: true });
  work.set({ active: null });
  if (work.record) work.events.push({ type: "activation-end", figureId: active.figureId });
  advanceTurn(work, roller);
}

/** Start an activation: Fire burns, Frost and Buff are taken up, a Prone figure stands. */
function activate(work: Work, figureId: string): void {
  if (work.state.active) {
    throw gameError("ActivationInProgress", `${work.state.active.figureId} is still activating.`, { id: work.state.active.figureId });
  }
  const figure = work.figure(figureId);
  if (figure.defeated) throw gameError("FigureDefeated", `${figureId} is out of the game.`, { id: figureId });
  if (figure.side !== currentSide(work.state)) throw gameError("NotYourTurn", `it is not ${figure.side}'s turn.`, { side: figure.side });
  if (figure.activated) throw gameError("AlreadyActivated", `${figureId} has already acted this round.`, { id: figureId });
  const upkeep = startActivationUpkeep(figure);
  const { frozen, buff } = upkeep.carry;
  work.set({ active: { figureId, moved: false, attacked: false, frozen, buff } });
  if (work.record) work.events.push({ type: "activation-start", figureId, frozen, buff });
  applyUpkeep(work, figureId, upkeep.steps);
}

function applyUpkeep(work: Work, figureId: string, steps: readonly UpkeepStep[]): void {
  for (const s of steps) {
    if (s.kind === "damage") work.damage(figureId, s.amount, s.source);
    else work.setStatus(figureId, s.status, s.after, s.source);
  }
}

/** Make sure `figureId` is the active figure, starting its activation if none is running. */
function ensureActive(work: Work, figureId: string): boolean {
  if (!work.state.active) activate(work, figureId);
  if (work.state.active?.figureId !== figureId) {
    throw gameError("NotActive", `${figureId} is not the activating figure.`, { id: figureId });
  }
  return !work.figure(figureId).defeated;
}

function move(work: Work, figureId: string, path: readonly Offset[]): void {
  if (!ensureActive(work, figureId)) return;
  const active = work.state.active;
  if (!active || active.moved) throw gameError("AlreadyMoved", `${figureId} has already moved this activation.`, { id: figureId });
  const figure = work.figure(figureId);
  // The walk's rules ask only about the squares it enters: the other figures standing on them.
  // A path of adjacent squares stays within its length of the start (in rows and in columns).
  const occupied: Offset[] = [];
  const { i, j } = figure.position;
  for (const square of path) {
    if (Math.max(Math.abs(square.i - i), Math.abs(square.j - j)) > path.length) continue;
    const other = figureAt(work.state, square, figureId);
    if (other) occupied.push(other.position);
  }
  const result = checkMove({
    from: figure.position,
    path,
    speed: figure.derived.speed + active.buff,
    frozen: active.frozen,
    perk: figure.sheet.perk,
    flaw: figure.sheet.flaw,
    terrain: work.state.board.terrain,
    occupied,
    diagonalRule: work.state.options.diagonalRule,
    ...(work.state.board.size !== undefined ? { bounds: work.state.board.size } : {}),
    ...(work.state.board.moveWalls !== undefined ? { wallOnStep: wallOnStepOf(work.state.board.moveWalls) } : {}),
  });
  const code = result.violation?.code ?? "";
  // A square that is not there cannot be stood on, whatever the checks setting.
  if (code.endsWith("MoveNotAdjacent") || code.endsWith("MoveOccupied") || code.endsWith("MoveOffBoard")) throw result.violation;
  work.check(result.violation);
  const after = path[path.length - 1] ?? figure.position;
  work.updateFigure(figureId, { position: { i: after.i, j: after.j } });
  work.set({ active: { ...active, moved: true } });
  if (work.record) work.events.push({ type: "move", figureId, before: figure.position, after, path: [...path], cost: result.cost, allowance: result.allowance });
}

function nextFollowUp<K extends PendingFollowUp["kind"]>(work: Work, kind: K): Extract<PendingFollowUp, { kind: K }> {
  const followUp = work.state.pending[0];
  if (!followUp || followUp.kind !== kind) {
    throw gameError("NoSuchFollowUp", `there is no pending ${kind} to resolve.`, { kind });
  }
  return followUp as Extract<PendingFollowUp, { kind: K }>;
}

function dropFollowUp(work: Work): void {
  work.set({ pending: work.state.pending.slice(1) });
}

function push(work: Work, to: Offset): void {
  const followUp = nextFollowUp(work, "push");
  const target = work.figure(followUp.targetId);
  if (!squareAdjacent(target.position, to)) throw gameError("PushDistance", "a push moves the target exactly one square.");
  if (!onBoard(work.state.board.size, to)) throw gameError("MoveOffBoard", `the square ${to.i},${to.j} is off the board.`, { square: `${to.i},${to.j}` });
  if (figureAt(work.state, to)) throw gameError("MoveOccupied", "another figure stands in that square.");
  if (terrainAt(work.state.board.terrain, to) === "blocking") {
    work.check(gameError("MoveBlocked", "blocking terrain cannot be entered."));
  }
  dropFollowUp(work);
  work.updateFigure(target.id, { position: { i: to.i, j: to.j } });
  if (work.record) work.events.push({ type: "push", figureId: target.id, before: target.position, after: to });
}

function heal(work: Work, targetId: string): void {
  const followUp = nextFollowUp(work, "heal-friendly");
  if (!followUp.candidateIds.includes(targetId)) {
    throw gameError("HealTarget", `${targetId} is not a friendly figure within Distance.`, { id: targetId });
  }
  dropFollowUp(work);
  work.heal(targetId, followUp.amount, "magic-heal");
}

function isFollowUpAction(action: AmAction): boolean {
  return action.type === "freeAttack" || action.type === "push" || action.type === "heal" || action.type === "declineFollowUp";
}

/**
 * Apply one action to a game and return the new state with everything that happened. The input
 * state is never changed; an illegal action throws a RuleViolation.
 */
export function step(state: AmState, action: AmAction, roller: DiceRoller, options: AmStepOptions = {}): StepResult {
  const work = new Work(state, options.events !== false, options.observer);
  if (state.over) throw gameError("GameOver", "the game is over.");
  if (action.type === "startRound") {
    if (state.round !== 0) throw gameError("RoundRunning", "rounds after the first start by themselves.");
    startRound(work, roller);
    return { state: work.state, events: work.events };
  }
  if (state.round === 0) throw gameError("NotStarted", "roll the first initiative (startRound) before acting.");
  if (state.pending.length > 0 && !isFollowUpAction(action)) {
    throw gameError("FollowUpPending", "resolve or decline the pending crit follow-up first.", { kind: state.pending[0]?.kind ?? "" });
  }
  switch (action.type) {
    case "activate":
      activate(work, action.figureId);
      break;
    case "move":
      move(work, action.figureId, action.path);
      break;
    case "attack": {
      if (!ensureActive(work, action.attackerId)) break;
      const active = work.state.active;
      if (!active || active.attacked) throw gameError("AlreadyAttacked", `${action.attackerId} has already attacked this activation.`);
      work.set({ active: { ...active, attacked: true } });
      performAttack(work, action, false, roller);
      break;
    }
    case "freeAttack": {
      const followUp = nextFollowUp(work, "free-attack");
      if (!followUp.byIds.includes(action.attackerId)) {
        throw gameError("FreeAttacker", `${action.attackerId} may not take this free attack.`, { id: action.attackerId });
      }
      dropFollowUp(work);
      performAttack(work, action, true, roller, followUp.excludeTargetIds);
      break;
    }
    case "push":
      push(work, action.to);
      break;
    case "heal":
      heal(work, action.targetId);
      break;
    case "declineFollowUp": {
      const followUp = work.state.pending[0];
      if (!followUp) throw gameError("NoSuchFollowUp", "there is no pending follow-up to decline.");
      dropFollowUp(work);
      if (work.record) work.events.push({ type: "follow-up-declined", followUp });
      break;
    }
    case "endActivation":
      if (!work.state.active) throw gameError("NoActivation", "no figure is activating.");
      finishActivation(work, roller);
      break;
  }
  work.checkGameOver();
  // A figure that falls during its own activation (Fire, counter-damage) ends it at once.
  const active = work.state.active;
  if (!work.state.over && active && work.figure(active.figureId).defeated && work.state.pending.length === 0) {
    finishActivation(work, roller);
  }
  return { state: work.state, events: work.events };
}
