import type { DiceRoller } from "../common/dice";
import type { Point, Segment } from "../common/geometry";
import { resolveAria, isHeavenBound } from "./aria";
import { rollSideInitiative } from "./initiative";
import { checkLineOfSight, checkMove, checkPlacement, checkWall, moveAllowed, sightClear, type CheckResult } from "./checks";
import { noteFiguresWritten } from "./figure-grid";
import { noteSortedWritten } from "./sorted-places";
import { OPPOSITE_EDGE } from "./table";
import {
  currentValue,
  hasFigureInPlay,
  firstYetToAct,
  carryYetToActHint,
  hasFigureToPlace,
  figurePlace,
  findFigure,
  hasActed,
  otherSide,
} from "./state-queries";
import type {
  PmAction,
  PmAriaResult,
  PmCheck,
  PmEdge,
  PmEvent,
  PmFigureState,
  PmOutcome,
  PmPhase,
  PmSide,
  PmState,
  PmStepOptions,
  PmStepResult,
} from "./types";
import { issueOf, PM_CODES, violation } from "./violations";

/**
 * Apply one action. Returns the next state and the events it caused; `state` is never
 * mutated. An illegal action throws a RuleViolation.
 */
export function step(state: PmState, action: PmAction, roller: DiceRoller, options: PmStepOptions = {}): PmStepResult {
  if (state.phase === "over") throw violation(PM_CODES.gameOver, "The game is over: no more actions.");
  const next = draftOf(state);
  const events: PmEvent[] = [];
  const context: StepContext = { state: next, input: state, events, record: options.events !== false, options, owned: null, ownedPlaces: null, ownFigures: false, ownWalls: false, ownSides: false };
  applyAction(context, action, roller);
  if (context.ownFigures) {
    noteFiguresWritten(state.figures, next.figures, context.ownedPlaces ?? []);
    noteSortedWritten(state.figures, next.figures, context.ownedPlaces ?? []);
  }
  return { state: next, events };
}

function applyAction(context: StepContext, action: PmAction, roller: DiceRoller): void {
  const next = context.state;
  switch (action.type) {
    case "placeWall":
      placeWall(context, action.wall);
      break;
    case "tossCoin":
      tossCoin(context, roller);
      break;
    case "chooseEdge":
      chooseEdge(context, action.edge);
      break;
    case "place":
      place(context, action.figureId, action.position);
      break;
    case "rollInitiative":
      rollInitiative(context, roller);
      break;
    case "move":
      move(context, action.figureId, action.path);
      break;
    case "sing":
      sing(context, action.singerId, action.targetId, roller);
      break;
    case "pass":
      pass(context, action.figureId);
      break;
    case "callGame":
      requirePhase(next, "initiative", "movement", "singing");
      finish(context, calledOutcome(next));
      break;
  }
}

interface StepContext {
  /**
   * The step's working copy of the state: a shallow copy that shares the table, sides, lists and
   * every figure with the input state, which a step never touches. What the step writes it copies
   * first, once (`writable`, `ownFigures`, `ownWalls`, `ownSides`): copying only that keeps a step's cost from
   * growing with the size of the lists it leaves alone.
   */
  state: PmState;
  /** The state the step started from (never written). */
  input: PmState;
  events: PmEvent[];
  /** Whether events are built at all (`PmStepOptions.events`). */
  record: boolean;
  options: PmStepOptions;
  /** Ids of the figures already copied into the draft for writing (see `writable`); a step writes one or two. */
  owned: string[] | null;
  /** Their places in the figures list. */
  ownedPlaces: number[] | null;
  /** Which of the draft's lists (and its side records) are already its own copies. */
  ownFigures: boolean;
  ownWalls: boolean;
  ownSides: boolean;
}

/** A shallow copy of the state, spelt out: one literal with a fixed shape is far cheaper than a spread. */
function draftOf(state: PmState): PmState {
  return {
    phase: state.phase,
    table: state.table,
    sides: state.sides,
    figures: state.figures,
    walls: state.walls,
    obstaclesToPlace: state.obstaclesToPlace,
    player1: state.player1,
    round: state.round,
    roundLimit: state.roundLimit,
    budget: state.budget,
    deploymentDepth: state.deploymentDepth,
    // Left undefined when the set-up offers every edge, so such a state reads (and digests) as before.
    homeEdges: state.homeEdges,
    activeSide: state.activeSide,
    initiativeWinner: state.initiativeWinner,
    phaseSerial: state.phaseSerial,
    outcome: state.outcome,
    warnings: state.warnings,
  };
}

/** The draft's own copy of its figures list, made on first write. */
function ownFigures(context: StepContext): PmFigureState[] {
  const { state } = context;
  if (!context.ownFigures) {
    state.figures = state.figures.slice();
    context.ownFigures = true;
  }
  return state.figures;
}

/** The draft's own copy of its walls, made on first write. */
function ownWalls(context: StepContext): PmState["walls"] {
  const { state } = context;
  if (!context.ownWalls) {
    state.walls = state.walls.slice();
    context.ownWalls = true;
  }
  return state.walls;
}

/** Mark the figure as having acted this phase, in the draft's own copy of it. */
function markActed(context: StepContext, figureId: string): void {
  writable(context, figureId).actedInPhase = context.state.phaseSerial;
}

/** The draft's own side records, made on first write. */
function ownSides(context: StepContext): PmState["sides"] {
  const { state } = context;
  if (!context.ownSides) {
    state.sides = { ...state.sides, a: { ...state.sides.a }, b: { ...state.sides.b } };
    context.ownSides = true;
  }
  return state.sides;
}

/** The draft's own copy of a figure, made on first write; never write to a figure found any other way. */
function writable(context: StepContext, figureId: string): PmFigureState {
  const index = figurePlace(context.state, figureId);
  const figure = context.state.figures[index];
  if (!figure) return findFigure(context.state, figureId);
  if (context.owned?.includes(figureId)) return figure;
  const copy = copyFigure(figure);
  ownFigures(context)[index] = copy;
  // Made on the first write: most steps write one figure or none.
  if (context.owned && context.ownedPlaces) {
    context.owned.push(figureId);
    context.ownedPlaces.push(index);
  } else {
    context.owned = [figureId];
    context.ownedPlaces = [index];
  }
  return copy;
}

/** A figure's copy, spelt out in the order `createGame` builds figures (a spread costs far more). */
function copyFigure(f: PmFigureState): PmFigureState {
  return {
    name: f.name,
    cuteness: f.cuteness,
    brightness: f.brightness,
    piety: f.piety,
    value: f.value,
    startingValue: f.startingValue,
    id: f.id,
    side: f.side,
    base: f.base,
    position: f.position,
    inHeaven: f.inHeaven,
    actedInPhase: f.actedInPhase,
  };
}

/**
 * The aria event: `type`, then the result's keys in the order `resolveAria` gives them (one of its
 * three shapes: failed, spared, humiliated), as literals rather than a spread, which costs far more.
 */
function ariaEvent(aria: PmAriaResult): PmEvent {
  const { singerId, targetId, singRoll, singTotal, cuteness, piety, valueBefore, success, spiritRoll, spiritTotal, spared, humiliationRoll, humiliation, valueAfter } = aria;
  if (spiritRoll === undefined) {
    return { type: "aria", singerId, targetId, singRoll, singTotal, cuteness, piety, valueBefore, success, humiliation, valueAfter };
  }
  if (humiliationRoll === undefined) {
    return { type: "aria", singerId, targetId, singRoll, singTotal, cuteness, piety, valueBefore, success, spiritRoll, spiritTotal, spared, humiliation, valueAfter };
  }
  return {
    type: "aria",
    singerId,
    targetId,
    singRoll,
    singTotal,
    cuteness,
    piety,
    valueBefore,
    success,
    spiritRoll,
    spiritTotal,
    spared,
    humiliationRoll,
    humiliation,
    valueAfter,
  };
}

/** Up to three phases as plain parameters: a rest list would be built on every step. */
function requirePhase(state: PmState, phase: PmPhase, or?: PmPhase, orElse?: PmPhase): void {
  if (state.phase !== phase && state.phase !== or && state.phase !== orElse) {
    throw violation(PM_CODES.wrongPhase, `That action is not allowed now: the game is in the ${state.phase} phase.`, {
      phase: state.phase,
    });
  }
}

function requireTurn(state: PmState, side: PmSide): void {
  if (state.activeSide !== side) {
    const active = state.activeSide ? state.sides[state.activeSide].name : "nobody";
    throw violation(PM_CODES.notYourTurn, `Turn order: it is ${active}'s turn, not ${state.sides[side].name}'s.`, {
      side: state.sides[side].name,
      active,
    });
  }
}

function requireInPlay(figure: PmFigureState): void {
  if (figure.inHeaven) {
    throw violation(PM_CODES.inHeaven, `${figure.name} has gone to Heaven and is out of the game.`, { name: figure.name });
  }
}

function requireNotActed(state: PmState, figure: PmFigureState): void {
  if (hasActed(state, figure)) {
    const phase = state.phase === "movement" ? "moved" : "sung";
    throw violation(PM_CODES.alreadyActed, `${figure.name} has already ${phase} (or passed) this phase.`, { name: figure.name, phase });
  }
}

/** Throw when the check is enforced, otherwise record that it was overridden. */
function applyCheck(context: StepContext, check: PmCheck, result: CheckResult): void {
  if (result.ok || !result.violation) return;
  if (context.options.enforce?.[check] ?? true) throw result.violation;
  if (context.record) context.events.push({ type: "checkOverridden", check, issue: issueOf(result.violation) });
}

/** After `justActed` acts, the other side goes if it has anything left to do, else the same side. */
function nextSide(justActed: PmSide, hasWork: (side: PmSide) => boolean): PmSide | null {
  const other = otherSide(justActed);
  if (hasWork(other)) return other;
  if (hasWork(justActed)) return justActed;
  return null;
}

function startPhase(context: StepContext, phase: PmPhase, activeSide: PmSide | null): void {
  const { state } = context;
  state.phase = phase;
  state.activeSide = activeSide;
  state.phaseSerial += 1;
  if (context.record) context.events.push({ type: "phaseStarted", phase, round: state.round, activeSide });
}

function placeWall(context: StepContext, wall: Segment): void {
  const { state } = context;
  requirePhase(state, "obstacles");
  const side = state.activeSide ?? "a";
  const check = checkWall(state, wall);
  if (!check.ok && check.violation) throw check.violation;
  ownWalls(context).push({ a: { x: wall.a.x, y: wall.a.y }, b: { x: wall.b.x, y: wall.b.y } });
  state.obstaclesToPlace -= 1;
  if (context.record) context.events.push({ type: "wallPlaced", side, wall: state.walls[state.walls.length - 1] ?? wall, index: state.walls.length - 1 });
  if (state.obstaclesToPlace > 0) state.activeSide = otherSide(side);
  else startPhase(context, "coinToss", null);
}

function tossCoin(context: StepContext, roller: DiceRoller): void {
  const { state } = context;
  requirePhase(state, "coinToss");
  const roll = roller.roll(1, 2)[0] ?? 1;
  const player1: PmSide = roll === 1 ? "a" : "b";
  state.player1 = player1;
  if (context.record) context.events.push({ type: "coinTossed", roll, player1, player2: otherSide(player1) });
  startPhase(context, "chooseEdge", player1);
}

function chooseEdge(context: StepContext, edge: PmEdge): void {
  const { state } = context;
  requirePhase(state, "chooseEdge");
  const player1 = state.player1 ?? "a";
  if (!(edge in OPPOSITE_EDGE)) {
    throw violation(PM_CODES.unknownEdge, `Home edge: "${String(edge)}" is not a table edge.`, { edge: String(edge) });
  }
  if (state.homeEdges && !state.homeEdges.includes(edge)) {
    throw violation(PM_CODES.edgeNotOffered, `Home edge: this table offers ${state.homeEdges.join(" or ")} as home, not ${edge}.`, { edge, offered: state.homeEdges.join(", ") });
  }
  const player2 = otherSide(player1);
  const sides = ownSides(context);
  sides[player1].homeEdge = edge;
  sides[player2].homeEdge = OPPOSITE_EDGE[edge];
  if (context.record) context.events.push({ type: "homeEdgeChosen", side: player1, edge, opponentEdge: OPPOSITE_EDGE[edge] });
  const first = hasFigureToPlace(state, player2) ? player2 : player1;
  startPhase(context, "deploy", first);
}

function place(context: StepContext, figureId: string, position: Point): void {
  const { state } = context;
  requirePhase(state, "deploy");
  const figure = findFigure(state, figureId);
  requireInPlay(figure);
  requireTurn(state, figure.side);
  if (figure.position !== null) {
    throw violation(PM_CODES.alreadyPlaced, `Deployment: ${figure.name} is already on the table.`, { name: figure.name });
  }
  applyCheck(context, "deployment", checkPlacement(state, figureId, position));
  const placed = { x: position.x, y: position.y };
  writable(context, figureId).position = placed;
  if (context.record) context.events.push({ type: "figurePlaced", figureId, side: figure.side, position: { ...placed } });
  const side = nextSide(figure.side, (s) => hasFigureToPlace(state, s));
  if (side) state.activeSide = side;
  else startRound(context);
}

function startRound(context: StepContext): void {
  context.state.round += 1;
  context.state.initiativeWinner = null;
  startPhase(context, "initiative", null);
}

function rollInitiative(context: StepContext, roller: DiceRoller): void {
  const { state } = context;
  requirePhase(state, "initiative");
  const { rolls, winner, loser } = rollSideInitiative(roller);
  state.initiativeWinner = winner;
  if (context.record) context.events.push({ type: "initiativeRolled", round: state.round, rolls, winner, loser });
  startPhase(context, "movement", loser);
}

function move(context: StepContext, figureId: string, path: readonly Point[]): void {
  const { state } = context;
  requirePhase(state, "movement");
  const figure = findFigure(state, figureId);
  requireInPlay(figure);
  requireTurn(state, figure.side);
  requireNotActed(state, figure);
  if (path.length === 0) {
    throw violation(PM_CODES.emptyPath, `Movement: ${figure.name} needs at least one point to move to (or pass instead).`, {
      name: figure.name,
    });
  }
  if (!context.record && moveAllowed(state, figureId, path)) {
    // No event to fill: a legal move needs only the yes of the check, not its route and distance.
    const to = path[path.length - 1] ?? figure.position ?? { x: 0, y: 0 };
    writable(context, figureId).position = { x: to.x, y: to.y };
    afterActivation(context, figure.side, figureId);
    return;
  }
  const check = checkMove(state, figureId, path);
  applyCheck(context, "movement", check);
  const from = figure.position ?? check.route[0] ?? { x: 0, y: 0 };
  const to = path[path.length - 1] ?? from;
  const moved = { x: to.x, y: to.y };
  writable(context, figureId).position = moved;
  if (context.record) context.events.push({
    type: "figureMoved",
    figureId,
    from: { ...from },
    to: { ...moved },
    route: check.route.map((p) => ({ x: p.x, y: p.y })),
    distance: check.distance,
    allowance: check.allowance,
  });
  afterActivation(context, figure.side, figureId);
}

function sing(context: StepContext, singerId: string, targetId: string, roller: DiceRoller): void {
  const { state } = context;
  requirePhase(state, "singing");
  const singer = findFigure(state, singerId);
  requireInPlay(singer);
  requireTurn(state, singer.side);
  requireNotActed(state, singer);
  const target = findFigure(state, targetId);
  if (target.side === singer.side) {
    throw violation(PM_CODES.targetNotOpponent, `Singing: ${singer.name} must sing at an opposing figure, not at ${target.name}.`, {
      singer: singer.name,
      target: target.name,
    });
  }
  requireInPlay(target);
  // The usual clear line answered without building a check result.
  if (!(singer.position && target.position && sightClear(state, singer, singer.position, target))) {
    applyCheck(context, "lineOfSight", checkLineOfSight(state, singerId, targetId));
  }
  const aria = resolveAria(singer, target, roller);
  const sungAt = writable(context, target.id);
  sungAt.value = aria.valueAfter;
  if (context.record) context.events.push(ariaEvent(aria));
  context.options.observer?.sang(singer.id, target.id, target.value, sungAt.value);
  if (isHeavenBound(sungAt.value)) {
    sungAt.inHeaven = true;
    if (context.record) context.events.push({ type: "wentToHeaven", figureId: target.id, side: target.side });
    const loser = target.side;
    if (!hasFigureInPlay(state, loser)) {
      markActed(context, singer.id);
      finish(context, { kind: "lastChoirStanding", winner: otherSide(loser), loser });
      return;
    }
  }
  afterActivation(context, singer.side, singer.id);
}

function pass(context: StepContext, figureId: string): void {
  const { state } = context;
  requirePhase(state, "movement", "singing");
  const figure = findFigure(state, figureId);
  requireInPlay(figure);
  requireTurn(state, figure.side);
  requireNotActed(state, figure);
  if (context.record) context.events.push({ type: "figurePassed", figureId, phase: state.phase });
  afterActivation(context, figure.side, figureId);
}

/** Mark the figure as done and hand the turn on; close the phase when nobody is left. */
function afterActivation(context: StepContext, side: PmSide, figureId: string): void {
  const { state } = context;
  markActed(context, figureId);
  carryYetToActHint(context.input.figures, state.figures, state.phaseSerial);
  // The other side goes if it has anything left to do, else the same side (`nextSide`, without a closure).
  const other = otherSide(side);
  const following = firstYetToAct(state, other) !== undefined ? other : firstYetToAct(state, side) !== undefined ? side : null;
  if (following) {
    state.activeSide = following;
    return;
  }
  if (state.phase === "movement") {
    startPhase(context, "singing", state.initiativeWinner);
    return;
  }
  if (state.roundLimit !== null && state.round >= state.roundLimit) finish(context, calledOutcome(state));
  else startRound(context);
}

function calledOutcome(state: PmState): PmOutcome {
  const totals = { a: currentValue(state, "a"), b: currentValue(state, "b") };
  const winner = totals.a === totals.b ? null : totals.a > totals.b ? "a" : "b";
  return { kind: "called", winner, totals };
}

function finish(context: StepContext, outcome: PmOutcome): void {
  const { state } = context;
  state.outcome = outcome;
  state.phase = "over";
  state.activeSide = null;
  if (context.record) context.events.push({ type: "gameOver", outcome });
}
