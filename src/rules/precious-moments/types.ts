import type { Point, Segment } from "../common/geometry";
import type { PmFigure, PmFigureInput } from "./figure";
import type { PmIssue } from "./violations";

export const PM_SIDES = ["a", "b"] as const;
export type PmSide = (typeof PM_SIDES)[number];

/** Table edges. The table spans x 0..width, y 0..height; "top" is y = 0 (Foundry's y grows down). */
export const PM_EDGES = ["top", "bottom", "left", "right"] as const;
export type PmEdge = (typeof PM_EDGES)[number];

export const PM_PHASES = ["obstacles", "coinToss", "chooseEdge", "deploy", "initiative", "movement", "singing", "over"] as const;
export type PmPhase = (typeof PM_PHASES)[number];

/** The checks the adapter may switch between warn and enforce. */
export const PM_CHECKS = ["movement", "lineOfSight", "deployment"] as const;
export type PmCheck = (typeof PM_CHECKS)[number];

/** A figure's base, centred on its position; its footprint blocks sight. */
export type PmBase = { kind: "circle"; radius: number } | { kind: "rect"; width: number; height: number };

export interface PmTable {
  width: number;
  height: number;
}

export interface PmFigureSetup extends PmFigureInput {
  id: string;
  base?: PmBase;
  /** Only used when the game starts straight at the rounds (figures already on the scene). */
  position?: Point;
}

export interface PmSideSetup {
  name: string;
  figures: readonly PmFigureSetup[];
}

export interface PmSetup {
  sides: Readonly<Record<PmSide, PmSideSetup>>;
  /** Table size in inches. */
  table: PmTable;
  /** Obstacles (walls) the players will place alternately; default 0. */
  obstacleCount?: number;
  /** Which side places the first obstacle; default "a". */
  firstObstacleSide?: PmSide;
  /** Walls already on the table (e.g. scene walls). */
  walls?: readonly Segment[];
  /** The game is called after this many rounds; default none. */
  roundLimit?: number | null;
  /** Agreed maximum total starting Value per choir; default 125. */
  budget?: number;
  /** How far from the home edge a figure may be placed, in inches; default 6. */
  deploymentDepth?: number;
  /**
   * The edges Player 1 may take as home (the other choir gets the opposite one): a ready table
   * whose home zones are painted on two opposite edges offers those two; default all four.
   */
  homeEdges?: readonly PmEdge[];
  /** Base given to figures that do not set one; default a circle of radius 0.5 inch. */
  defaultBase?: PmBase;
  /**
   * Skip the set-up (obstacles, coin toss, edges, deployment): every figure must already have a
   * position. Used when combat starts on a scene where the tokens are already placed.
   */
  startWithRounds?: boolean;
}

export interface PmFigureState extends PmFigure {
  id: string;
  side: PmSide;
  base: PmBase;
  /** Null until placed. */
  position: Point | null;
  inHeaven: boolean;
  /** The `phaseSerial` of the phase in which the figure last moved, sang or passed (0: none yet). */
  actedInPhase: number;
}

export interface PmSideState {
  name: string;
  homeEdge: PmEdge | null;
}

export type PmOutcome =
  | { kind: "lastChoirStanding"; winner: PmSide; loser: PmSide }
  | { kind: "called"; winner: PmSide | null; totals: Record<PmSide, number> };

export interface PmState {
  phase: PmPhase;
  table: PmTable;
  sides: Record<PmSide, PmSideState>;
  figures: PmFigureState[];
  walls: Segment[];
  /** Obstacles still to be placed in the obstacles phase. */
  obstaclesToPlace: number;
  /** Coin toss winner, Player 1. */
  player1: PmSide | null;
  /** 0 during set-up, then 1, 2, ... */
  round: number;
  roundLimit: number | null;
  budget: number;
  deploymentDepth: number;
  /** The edges Player 1 may take as home, when the set-up names them (else any edge). */
  homeEdges?: readonly PmEdge[] | undefined;
  /** Whose turn it is in an alternating phase (obstacles, deploy, movement, singing). */
  activeSide: PmSide | null;
  initiativeWinner: PmSide | null;
  /**
   * The phase's number: 1 at the start of the game, one more at the start of each phase. A figure
   * has moved (or passed) this movement phase, or sung (or passed) this singing phase, when its
   * `actedInPhase` is this number. A state made by hand that starts a new phase must add 1 to it
   * too, or the figures that acted in the phase before still count as having acted.
   */
  phaseSerial: number;
  outcome: PmOutcome | null;
  /** Standing warnings, e.g. a choir over budget. */
  warnings: PmIssue[];
}

export type PmAction =
  | { type: "placeWall"; wall: Segment }
  | { type: "tossCoin" }
  | { type: "chooseEdge"; edge: PmEdge }
  | { type: "place"; figureId: string; position: Point }
  | { type: "rollInitiative" }
  /** `path`: the waypoints after the figure's position (repeating the start is harmless). */
  | { type: "move"; figureId: string; path: Point[] }
  | { type: "sing"; singerId: string; targetId: string }
  | { type: "pass"; figureId: string }
  /** The players agree to end the game now; current Values decide it. */
  | { type: "callGame" };
export type PmActionType = PmAction["type"];

export interface PmInitiativeRoll {
  a: number[];
  b: number[];
}

/** Everything a sing did, for the chat card: each roll and the Value change. */
export interface PmAriaResult {
  singerId: string;
  targetId: string;
  singRoll: number[];
  singTotal: number;
  cuteness: number;
  success: boolean;
  /** Relying on the Spirit, rolled only after a successful song. */
  spiritRoll?: number[];
  spiritTotal?: number;
  piety: number;
  spared?: boolean;
  humiliationRoll?: number[];
  humiliation: number;
  valueBefore: number;
  valueAfter: number;
}

export type PmEvent =
  | { type: "wallPlaced"; side: PmSide; wall: Segment; index: number }
  | { type: "coinTossed"; roll: number; player1: PmSide; player2: PmSide }
  | { type: "homeEdgeChosen"; side: PmSide; edge: PmEdge; opponentEdge: PmEdge }
  | { type: "figurePlaced"; figureId: string; side: PmSide; position: Point }
  | { type: "phaseStarted"; phase: PmPhase; round: number; activeSide: PmSide | null }
  | { type: "initiativeRolled"; round: number; rolls: PmInitiativeRoll[]; winner: PmSide; loser: PmSide }
  | { type: "figureMoved"; figureId: string; from: Point; to: Point; route: Point[]; distance: number; allowance: number }
  | { type: "figurePassed"; figureId: string; phase: PmPhase }
  | ({ type: "aria" } & PmAriaResult)
  | { type: "wentToHeaven"; figureId: string; side: PmSide }
  | { type: "checkOverridden"; check: PmCheck; issue: PmIssue }
  | { type: "gameOver"; outcome: PmOutcome };

/**
 * Told what a step did, without any event being built: for tallies kept over many games (a
 * simulation's figure counts). Called only when something happens, so it costs nothing otherwise.
 */
export interface PmObserver {
  /** `singerId` sang at `targetId`, whose Value went from `before` to `after` (unchanged when off key or spared). */
  sang(singerId: string, targetId: string, before: number, after: number): void;
}

export interface PmStepOptions {
  /** Which checks refuse a breach (default: all). A skipped check still reports a `checkOverridden` event. */
  enforce?: Partial<Record<PmCheck, boolean>>;
  /**
   * False: the step builds no events and returns an empty list (what `runGame` asks when it keeps
   * none, sparing a simulation their cost). The state is the same either way. Default true.
   */
  events?: boolean;
  observer?: PmObserver;
}

export interface PmStepResult {
  state: PmState;
  events: PmEvent[];
}
