import type { Offset, Segment } from "../common/geometry";
import type { AmStatus } from "./crits";
import type { AttackRoll, ContestResult, DiceCount } from "./contest";
import type { AmDerived, AmFigure } from "./figure";
import type { TerrainMap } from "./movement";
import type { AttackType } from "./types";

/** How an automated check reacts when it fails (setting, default warn). */
export type CheckMode = "off" | "warn" | "enforce";

export interface AmOptions {
  readonly diagonalRule: "equidistant" | "exact" | "approximate" | "rectilinear" | "alternating1" | "alternating2" | "illegal";
  readonly requireLineOfSight: boolean;
  readonly experimentalMeleeDefender: boolean;
  /** Reach, range, sight and movement checks. */
  readonly checks: CheckMode;
}

export const DEFAULT_AM_OPTIONS: AmOptions = {
  diagonalRule: "equidistant",
  requireLineOfSight: true,
  experimentalMeleeDefender: false,
  checks: "warn",
};

export interface AmBoard {
  readonly terrain: TerrainMap;
  /** Sight-blocking walls in square units (square (i, j) spans x in [j, j+1], y in [i, i+1]). */
  readonly walls: readonly Segment[];
  /** Walls that stop movement, in the same units (a step between square centres may not cross one); none when absent. */
  readonly moveWalls?: readonly Segment[];
  /** Rows (i) and columns (j) of the board, squares counted from 0; without it the board has no edge. */
  readonly size?: BoardSize;
}

export interface BoardSize {
  readonly rows: number;
  readonly columns: number;
}

export interface AmSetup {
  readonly sides: readonly { readonly id: string; readonly name?: string }[];
  readonly figures: readonly { readonly id: string; readonly side: string; readonly sheet: AmFigure; readonly position: Offset }[];
  readonly board?: Partial<AmBoard>;
  readonly options?: Partial<AmOptions>;
}

/** Status stacks on a figure (frozen, burning, buffed, tactical-genius marks, prone). */
export type AmStatuses = Readonly<Partial<Record<AmStatus, number>>>;

export type MarkedBy = Readonly<Record<string, number>>;

export interface AmFigureState {
  readonly id: string;
  readonly side: string;
  readonly sheet: AmFigure;
  readonly derived: AmDerived;
  readonly position: Offset;
  readonly health: number;
  readonly statuses: AmStatuses;
  /**
   * Who placed this figure's Tactical Genius marks (figure id to marks). A mark with no placer
   * listed counts as another figure's: an Unpainted attacker keeps only the dice of its own marks.
   */
  readonly markedBy?: MarkedBy;
  /** Marked as having acted this round. */
  readonly activated: boolean;
  readonly defeated: boolean;
}

export interface AmActivation {
  readonly figureId: string;
  readonly moved: boolean;
  readonly attacked: boolean;
  /** Frost Magic landed before this activation: Speed 0. */
  readonly frozen: boolean;
  /** Magic Buff stacks taken up at the start of this activation. */
  readonly buff: number;
}

export type PendingFollowUp =
  | { readonly kind: "push"; readonly byId: string; readonly targetId: string }
  | {
      readonly kind: "free-attack";
      readonly sourceId: string;
      /** Figures allowed to make the attack. */
      readonly byIds: readonly string[];
      readonly excludeTargetIds: readonly string[];
    }
  | { readonly kind: "heal-friendly"; readonly byId: string; readonly amount: number; readonly candidateIds: readonly string[] };

export interface InitiativeRoll {
  readonly sideId: string;
  readonly rolls: readonly number[];
}

export interface AmState {
  readonly round: number;
  readonly over: boolean;
  /** The last side standing, or null for a draw or a game still running. */
  readonly winner: string | null;
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  readonly figures: Readonly<Record<string, AmFigureState>>;
  /** Side ids in this round's initiative order. */
  readonly initiative: readonly string[];
  /** Index into `initiative` of the side whose turn it is. */
  readonly turn: number;
  readonly active: AmActivation | null;
  readonly pending: readonly PendingFollowUp[];
  readonly board: AmBoard;
  readonly options: AmOptions;
}

export type AttackTarget = { readonly targetId: string; readonly targetSquare?: undefined } | { readonly targetSquare: Offset; readonly targetId?: undefined };

export type AmAttackAction = {
  readonly attackerId: string;
  readonly attackType: AttackType;
  /** true: every defender is in cover; a list: these defenders are. */
  readonly cover?: boolean | readonly string[];
  readonly charging?: boolean;
} & AttackTarget;

export type AmAction =
  /** Rolls the first round's initiative; later rounds start by themselves. */
  | { readonly type: "startRound" }
  | { readonly type: "activate"; readonly figureId: string }
  | { readonly type: "move"; readonly figureId: string; readonly path: readonly Offset[] }
  | ({ readonly type: "attack" } & AmAttackAction)
  | ({ readonly type: "freeAttack" } & AmAttackAction)
  | { readonly type: "push"; readonly to: Offset }
  | { readonly type: "heal"; readonly targetId: string }
  | { readonly type: "declineFollowUp" }
  | { readonly type: "endActivation" };

export type AmEvent =
  | { readonly type: "round-start"; readonly round: number }
  | { readonly type: "initiative"; readonly round: number; readonly rolls: readonly InitiativeRoll[]; readonly order: readonly string[] }
  | { readonly type: "activation-start"; readonly figureId: string; readonly frozen: boolean; readonly buff: number }
  | { readonly type: "move"; readonly figureId: string; readonly before: Offset; readonly after: Offset; readonly path: readonly Offset[]; readonly cost: number; readonly allowance: number }
  | { readonly type: "attack"; readonly attackerId: string; readonly attackType: AttackType; readonly free: boolean; readonly dice: DiceCount; readonly roll: AttackRoll; readonly defenderIds: readonly string[]; readonly radius?: number }
  | { readonly type: "contest"; readonly attackerId: string; readonly defenderId: string; readonly defenceDice: DiceCount; readonly result: ContestResult }
  | { readonly type: "damage"; readonly figureId: string; readonly amount: number; readonly before: number; readonly after: number; readonly source: string }
  /** `amount` is what landed (capped at the maximum); `requested` what the rule granted. */
  | { readonly type: "heal"; readonly figureId: string; readonly amount: number; readonly requested: number; readonly before: number; readonly after: number; readonly source: string }
  | { readonly type: "status"; readonly figureId: string; readonly status: AmStatus; readonly before: number; readonly after: number; readonly source: string }
  | { readonly type: "push"; readonly figureId: string; readonly before: Offset; readonly after: Offset }
  | { readonly type: "follow-up"; readonly followUp: PendingFollowUp }
  | { readonly type: "follow-up-declined"; readonly followUp: PendingFollowUp }
  | { readonly type: "defeated"; readonly figureId: string }
  | { readonly type: "warning"; readonly code: string; readonly message: string; readonly data: Readonly<Record<string, string | number>> }
  | { readonly type: "activation-end"; readonly figureId: string }
  | { readonly type: "game-over"; readonly winner: string | null };

export interface StepResult {
  readonly state: AmState;
  readonly events: readonly AmEvent[];
}

/**
 * Told what a step did, without any event being built: for tallies kept over many games (a
 * simulation's figure counts). Called only when something happens, so it costs nothing otherwise.
 */
export interface AmObserver {
  /** `figureId` lost `amount` Health; `byId` is the figure whose attack did it (none for a burn). */
  damaged(figureId: string, amount: number, byId: string | undefined): void;
  /** `figureId` is out of the game; `byId` as for `damaged`. */
  defeated(figureId: string, byId: string | undefined): void;
}

export interface AmStepOptions {
  /**
   * False: the step builds no events and returns an empty list (what a runner asks when nobody
   * keeps them, as a simulation does); the state is the same either way. Default true.
   */
  readonly events?: boolean;
  readonly observer?: AmObserver;
}
