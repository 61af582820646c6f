import { RuleViolation } from "../common/errors";
import { packedMap } from "../common/packed-list";
import type { HexOrientation, Offset } from "../common/geometry";
import { assertBoard, isBlocked, onBoard, sameHex } from "./board";
import { validateFigure, type KfFigureStats } from "./figure";
import { checkForce, KF_DEFAULT_BUDGET, KF_DEFAULT_POOL, startingPool } from "./force";
import type { KfFigure, KfState, KfWarning } from "./state";

export const KF_CHECK_MODES = ["off", "warn", "enforce"] as const;
export type KfCheckMode = (typeof KF_CHECK_MODES)[number];

export interface KfFigureSetup extends KfFigureStats {
  id: string;
  name: string;
  position: Offset;
}

export interface KfSideSetup {
  id: string;
  name: string;
  /** Overrides the game's starting pool for this side. */
  pool?: number;
  figures: readonly KfFigureSetup[];
}

export interface KfSetup {
  board: { orientation: HexOrientation; columns: number; rows: number; blocked?: readonly Offset[] };
  sides: readonly KfSideSetup[];
  /** Points each force may cost (setting, default 300). */
  budget?: number;
  /** Dice each side starts with (setting, default 30). */
  startingPool?: number;
  /** What to do with a force of the wrong size or over budget (default warn). */
  forceCheck?: KfCheckMode;
}

function setupError(code: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`KnightFight.Rule.${code}`, `Knight Fight: ${message}`, data);
}

/** A new game, before its first turn: the first step must be `{ type: "start" }`. */
export function createGame(setup: KfSetup): KfState {
  const board = {
    orientation: { columns: setup.board.orientation.columns, even: setup.board.orientation.even },
    columns: setup.board.columns,
    rows: setup.board.rows,
    blocked: packedMap(setup.board.blocked ?? [], (h) => ({ i: h.i, j: h.j })),
  };
  assertBoard(board);
  if (setup.sides.length !== 2) {
    throw setupError("SideCount", `a game has exactly two sides (got ${setup.sides.length})`, { count: setup.sides.length });
  }
  const budget = setup.budget ?? KF_DEFAULT_BUDGET;
  const mode = setup.forceCheck ?? "warn";
  const warnings: KfWarning[] = [];
  const figures: KfFigure[] = [];
  const sideIds = new Set<string>();
  for (const side of setup.sides) {
    if (sideIds.has(side.id)) throw setupError("DuplicateId", `the id ${side.id} is used twice`, { id: side.id });
    sideIds.add(side.id);
    for (const spec of side.figures) {
      validateFigure(spec);
      if (sideIds.has(spec.id) || figures.some((f) => f.id === spec.id)) {
        throw setupError("DuplicateId", `the id ${spec.id} is used twice`, { id: spec.id });
      }
      const { i, j } = spec.position;
      if (!onBoard(board, spec.position)) throw setupError("OffBoard", `hex (${i}, ${j}) is not on the board`, { i, j });
      if (isBlocked(board, spec.position)) throw setupError("HexBlocked", `hex (${i}, ${j}) is blocked by terrain`, { i, j });
      if (figures.some((f) => sameHex(f.position, spec.position))) {
        throw setupError("HexOccupied", `hex (${i}, ${j}) already holds a figure`, { i, j });
      }
      figures.push({
        id: spec.id,
        name: spec.name,
        side: side.id,
        speed: spec.speed,
        combat: spec.combat,
        defence: spec.defence,
        cls: spec.cls,
        position: { i, j },
        danger: 0,
        alive: true,
      });
    }
    if (mode !== "off") {
      for (const check of checkForce(side.figures, budget)) {
        if (!check.violation) continue;
        if (mode === "enforce") throw check.violation;
        warnings.push({ code: check.violation.code, message: `${side.name}: ${check.violation.message}`, data: { ...check.violation.data, side: side.id } });
      }
    }
  }
  const sides = packedMap(setup.sides, (side) => ({
    id: side.id,
    name: side.name,
    pool: startingPool(side.pool ?? setup.startingPool ?? KF_DEFAULT_POOL),
  }));
  return {
    ruleset: "knight-fight",
    board,
    sides,
    figures,
    turn: 0,
    phase: "ready",
    activeFigureId: null,
    actionPoints: 0,
    activated: [],
    queue: [],
    outcome: null,
    warnings,
  };
}
