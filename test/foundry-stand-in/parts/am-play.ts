import type { Offset, Point } from "../../../src/rules/common/geometry";
import { deepAssign } from "../deep-assign";
import type { StandInPart } from "../index";

/**
 * What registering the Angry Miniatures play layer touches at init:
 * - `CONFIG.Token`, whose `rulerClass` is "the TokenRuler class used by Tokens"
 *   (https://foundryvtt.com/api/v13/interfaces/CONFIG.html, Token);
 * - `foundry.canvas.placeables.tokens.TokenRuler`
 *   (https://foundryvtt.com/api/v13/classes/foundry.canvas.placeables.tokens.TokenRuler.html):
 *   `new TokenRuler(token)`, `token` the Token placeable. `refresh({passedWaypoints,
 *   pendingWaypoints, plannedMovement})` (TokenRulerData,
 *   https://foundryvtt.com/api/v13/interfaces/foundry.types.TokenRulerData.html) redraws the
 *   ruler: the token's passed then pending waypoints form one path, and each user's planned
 *   movement (TokenPlannedMovement: `history`, `foundPath`, `unreachableWaypoints`) another that
 *   starts with its movement history, so planned waypoints reach the history through `previous`.
 *   Each waypoint becomes a TokenRulerWaypoint
 *   (https://foundryvtt.com/api/v13/interfaces/foundry.types.TokenRulerWaypointData.html):
 *   `stage` ("passed" | "pending" | "planned"), `previous` / `next`, `index`, `center`, `size`,
 *   `ray`, `unreachable`, `hidden`, and `measurement` whose `cost` runs from the path's first
 *   waypoint (each TokenMeasuredMovementWaypoint's `cost` is from the one before). The redraw
 *   asks `_getWaypointLabelContext(waypoint, state)` per waypoint (one `state` per path),
 *   `_getSegmentStyle(waypoint)` per segment (waypoints with a previous), and on gridded scenes
 *   `_getGridHighlightStyle(waypoint, offset)` for every grid space the path enters, offsets
 *   from `canvas.grid.getDirectPath`. What it draws is kept in `drawn` for tests to read.
 */
interface MovementWaypoint {
  x: number;
  y: number;
  width?: number;
  height?: number;
  cost?: number;
  action?: string;
  explicit?: boolean;
  checkpoint?: boolean;
  elevation?: number;
}

export interface StandInPlannedMovement {
  history: MovementWaypoint[];
  foundPath: MovementWaypoint[];
  unreachableWaypoints: MovementWaypoint[];
  hidden: boolean;
  searching: boolean;
}

export interface StandInRulerData {
  passedWaypoints: MovementWaypoint[];
  pendingWaypoints: MovementWaypoint[];
  plannedMovement: Record<string, StandInPlannedMovement>;
}

export interface StandInRulerWaypoint extends MovementWaypoint {
  stage: "passed" | "pending" | "planned";
  index: number;
  previous: StandInRulerWaypoint | null;
  next: StandInRulerWaypoint | null;
  center: Point;
  size: { width: number; height: number };
  ray: { A: Point; B: Point } | null;
  unreachable: boolean;
  hidden: boolean;
  measurement: { cost: number };
  userId: string | null;
}

interface Grid {
  type: number;
  sizeX: number;
  sizeY: number;
  getOffset(point: Point): Offset;
  getDirectPath(waypoints: readonly Offset[]): Offset[];
}

function canvasGrid(): Grid {
  const grid = (globalThis as unknown as { canvas: { grid: Grid | null } }).canvas.grid;
  if (!grid) throw new Error("stand-in TokenRuler: the canvas has no grid");
  return grid;
}

type Staged = readonly [MovementWaypoint, StandInRulerWaypoint["stage"], boolean];

export class StandInTokenRuler {
  drawn: {
    labels: { waypoint: StandInRulerWaypoint; context: unknown }[];
    segments: { waypoint: StandInRulerWaypoint; style: Record<string, unknown> }[];
    highlights: { waypoint: StandInRulerWaypoint; offset: Offset; style: Record<string, unknown> }[];
  } = { labels: [], segments: [], highlights: [] };

  constructor(readonly token: { document: { width?: number; height?: number } }) {}

  refresh({ passedWaypoints, pendingWaypoints, plannedMovement }: StandInRulerData): void {
    this.drawn = { labels: [], segments: [], highlights: [] };
    this.#drawPath([...passedWaypoints.map((w) => [w, "passed", false] as const), ...pendingWaypoints.map((w) => [w, "pending", false] as const)], null);
    for (const [userId, planned] of Object.entries(plannedMovement)) {
      this.#drawPath(
        [
          ...planned.history.map((w) => [w, "passed", false] as const),
          ...planned.foundPath.map((w) => [w, "planned", false] as const),
          ...planned.unreachableWaypoints.map((w) => [w, "planned", true] as const),
        ],
        userId,
        planned.hidden,
      );
    }
  }

  #drawPath(staged: readonly Staged[], userId: string | null, hidden = false): void {
    const grid = canvasGrid();
    const waypoints: StandInRulerWaypoint[] = [];
    let cost = 0;
    let index = 0;
    for (const [data, stage, unreachable] of staged) {
      const previous = waypoints.at(-1) ?? null;
      const width = (data.width ?? this.token.document.width ?? 1) * grid.sizeX;
      const height = (data.height ?? this.token.document.height ?? 1) * grid.sizeY;
      const center = { x: data.x + width / 2, y: data.y + height / 2 };
      if (previous) cost += data.cost ?? 0;
      if (data.explicit !== false) index += 1;
      const waypoint: StandInRulerWaypoint = {
        ...data,
        stage,
        index,
        previous,
        next: null,
        center,
        size: { width, height },
        ray: previous ? { A: previous.center, B: center } : null,
        unreachable,
        hidden,
        measurement: { cost },
        userId,
      };
      if (previous) previous.next = waypoint;
      waypoints.push(waypoint);
    }
    const state = {};
    for (const waypoint of waypoints) {
      this.drawn.labels.push({ waypoint, context: this._getWaypointLabelContext(waypoint, state) });
      if (waypoint.previous) this.drawn.segments.push({ waypoint, style: this._getSegmentStyle(waypoint) });
      if (grid.type === 0) continue;
      const here = grid.getOffset(waypoint.center);
      const spaces = waypoint.previous ? grid.getDirectPath([grid.getOffset(waypoint.previous.center), here]).slice(1) : [here];
      for (const offset of spaces) this.drawn.highlights.push({ waypoint, offset, style: this._getGridHighlightStyle(waypoint, offset) });
    }
  }

  protected _getWaypointLabelContext(waypoint: StandInRulerWaypoint, _state: object): Record<string, unknown> | void {
    if (!waypoint.previous) return;
    return { cost: { total: String(waypoint.measurement.cost), units: "" } };
  }
  protected _getSegmentStyle(_waypoint: StandInRulerWaypoint): Record<string, unknown> {
    return { width: 4, color: 0xffffff, alpha: 1 };
  }
  protected _getGridHighlightStyle(_waypoint: StandInRulerWaypoint, _offset: Offset): Record<string, unknown> {
    return { color: 0xffffff, alpha: 0.5 };
  }
}

export const installPart: StandInPart = (globals) => {
  deepAssign(globals, {
    CONFIG: { Token: {} },
    foundry: { canvas: { placeables: { tokens: { TokenRuler: StandInTokenRuler } } } },
  });
};
