import type { HexOrientation, Offset } from "../common/geometry";
import type { KfFigureStats } from "./figure";

export interface KfBoard {
  orientation: HexOrientation;
  columns: number;
  rows: number;
  /** Terrain hexes: nothing may enter them, and they obscure lines that pass through them. */
  blocked: Offset[];
}

export interface KfFigure extends KfFigureStats {
  id: string;
  name: string;
  side: string;
  position: Offset;
  danger: number;
  alive: boolean;
}

export interface KfSide {
  id: string;
  name: string;
  pool: number;
}

export const KF_PHASES = ["ready", "wager", "actions", "over"] as const;
export type KfPhase = (typeof KF_PHASES)[number];

export const KF_LOSS_REASONS = ["poolEmpty", "allDead"] as const;
export type KfLossReason = (typeof KF_LOSS_REASONS)[number];

export type KfOutcome =
  | { kind: "win"; winner: string; loser: string; reasons: KfLossReason[] }
  | { kind: "draw"; reason: "bothLost" | "called" };

export interface KfWarning {
  code: string;
  message: string;
  data: Record<string, string | number>;
}

export interface KfState {
  ruleset: "knight-fight";
  board: KfBoard;
  /** Exactly two sides. */
  sides: KfSide[];
  figures: KfFigure[];
  /** 0 before the game starts. */
  turn: number;
  phase: KfPhase;
  activeFigureId: string | null;
  /** Action points the active figure has left (0 outside the action phase). */
  actionPoints: number;
  /** Figures that have activated this turn, in order, the active one last. */
  activated: string[];
  /** Figures already put in order (a tied Speed group) that have yet to activate this turn. */
  queue: string[];
  outcome: KfOutcome | null;
  /** Force checks that failed at set-up when the check was set to warn. */
  warnings: KfWarning[];
}
