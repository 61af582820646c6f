import type { Offset, Point } from "../../../src/rules/common/geometry";
import { deepAssign } from "../deep-assign";
import type { StandInPart } from "../index";

/**
 * The token ruler, as v13 core draws it:
 * - `CONFIG.Token.rulerClass` is "the TokenRuler class used by Tokens"
 *   (https://foundryvtt.com/api/v13/interfaces/CONFIG.html, Token);
 * - `foundry.canvas.placeables.tokens.TokenRuler`
 *   (https://foundryvtt.com/api/v13/classes/foundry.canvas.placeables.tokens.TokenRuler.html):
 *   `new TokenRuler(token)`, `token` the Token placeable; `refresh({passedWaypoints,
 *   pendingWaypoints, plannedMovement})` (TokenRulerData,
 *   https://foundryvtt.com/api/v13/interfaces/foundry.types.TokenRulerData.html) redraws it.
 *
 * One refresh draws two kinds of path from the same parts (the token's passed then pending
 * waypoints; then, for each user's TokenPlannedMovement, its `history` (stage "passed"),
 * `foundPath` and `unreachableWaypoints` (stage "planned"), the current user's last):
 * - the ruler path: the parts' waypoints that are not `intermediate`, each carrying the cost of
 *   the intermediate ones skipped before it, as TokenRulerWaypoints
 *   (https://foundryvtt.com/api/v13/interfaces/foundry.types.TokenRulerWaypointData.html):
 *   `stage`, `index` (explicit waypoints counted from the first), `center`, `size`, `ray`,
 *   `actionConfig`, `hidden`, `unreachable`, `movementId`, `previous`/`next`, `measurement`.
 *   A planned path is measured and linked with its history, then the history is sliced off: its
 *   first waypoint still reaches the history through `previous`. `_getSegmentStyle(waypoint)` is
 *   asked for every waypoint of a path but its first, then `_getWaypointLabelContext(waypoint,
 *   state)` for each (one `state` per path) as the labels render: core renders each label's
 *   template (async) before asking for the next, so only the first is asked within `refresh`
 *   (`labelsRendered()` waits for the rest; a stand-in affordance, not core API).
 * - the grid highlight path (gridded scenes): every waypoint, intermediate ones included, snapped
 *   (`TokenDocument#getSnappedPosition`), linked and measured the same way but WITHOUT `index`,
 *   `center`, `size` and `ray`: `_getGridHighlightStyle` is typed
 *   `DeepReadonly<Omit<TokenRulerWaypoint, "index"|"center"|"size"|"ray">>` (its JSDoc; the pf2e
 *   system's TokenRulerPF2e#_getGridHighlightStyle declares the same and reads `intermediate`,
 *   `cost`, `measurement`). A planned path drops its history's waypoints (all of them,
 *   intermediate included). Paths are walked last to first and each path from its end; every
 *   occupied grid space (`getOccupiedGridSpaceOffsets`) not yet highlighted asks
 *   `_getGridHighlightStyle(waypoint, offset)`, and is highlighted when its alpha is above 0.
 *   No page states this order; it is what core's ruler does (the grid highlight keeps the
 *   positions drawn, https://foundryvtt.com/api/v13/classes/foundry.canvas.containers.GridHighlight.html).
 *
 * `measurement` (GridMeasurePathResultWaypoint) carries `cost` only: the running sum of the
 * waypoints' own `cost` (TokenMeasuredMovementWaypoint: "the movement cost from the previous to
 * this waypoint") from the path's first waypoint, history included. Core measures again with
 * `Token#measureMovementPath`; that the sums agree is assumed, not documented. Its other fields
 * (`distance`, `spaces`, `backward`, `forward`, ...) are not modelled and throw when read.
 *
 * Refused as core never sends them: waypoints off whole pixels (TokenMeasuredMovementWaypoint's
 * x and y are "(integer)").
 * Not modelled (throwing): tokens larger than one grid space (their occupied spaces), movement
 * actions other than walk and displace, gridded paths with a gap between non-teleport waypoints
 * (core's paths are complete: movement keeps `intermediate` waypoints, see
 * https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.TokenMeasuredMovementWaypoint.html
 * and TokenDocument#getCompleteMovementPath). What is drawn is kept in `drawn` for tests.
 */
export interface MovementWaypoint {
  x: number;
  y: number;
  width?: number;
  height?: number;
  cost?: number;
  action?: string;
  explicit?: boolean;
  intermediate?: boolean;
  checkpoint?: boolean;
  elevation?: number;
  userId?: string;
  movementId?: string | null;
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

/** CONFIG.Token.movement.actions entries read by the ruler (TokenMovementActionConfig). */
interface ActionConfig {
  teleport: boolean;
  visualize: boolean;
  measure: boolean;
}

/**
 * The two movement actions modelled, with the flags the ruler reads
 * (https://foundryvtt.com/api/v13/interfaces/foundry.types.TokenMovementActionConfig.html):
 * walking is drawn and measured; displacement teleports and is neither (core's fallback for an
 * unknown action). Observed in core's defaults; no page lists their values.
 */
export const STAND_IN_MOVEMENT_ACTIONS: Readonly<Record<string, ActionConfig>> = {
  walk: { teleport: false, visualize: true, measure: true },
  displace: { teleport: true, visualize: false, measure: false },
};

const UNMODELLED_MEASUREMENT = ["distance", "spaces", "diagonals", "euclidean", "backward", "forward"] as const;

export interface StandInMeasurement {
  readonly cost: number;
}

function measurement(cost: number): StandInMeasurement {
  const result = { cost };
  for (const key of UNMODELLED_MEASUREMENT) {
    Object.defineProperty(result, key, {
      enumerable: false,
      get() {
        throw new Error(`stand-in TokenRuler: measurement.${key} is not modelled`);
      },
    });
  }
  return result;
}

/** What both paths' waypoints carry (TokenMeasuredMovementWaypoint and TokenRulerWaypointData without index/center/size/ray). */
interface LinkedWaypoint<W> {
  x: number;
  y: number;
  width?: number;
  height?: number;
  elevation: number;
  action: string;
  explicit: boolean;
  intermediate: boolean;
  checkpoint: boolean;
  cost: number;
  userId?: string;
  movementId: string | null;
  stage: "passed" | "pending" | "planned";
  hidden: boolean;
  unreachable: boolean;
  actionConfig: ActionConfig;
  previous: W | null;
  next: W | null;
  measurement: StandInMeasurement;
}

/** What `_getGridHighlightStyle` is given: no `index`, `center`, `size` or `ray`. */
export type StandInHighlightWaypoint = LinkedWaypoint<StandInHighlightWaypoint>;

/** What `_getSegmentStyle` and `_getWaypointLabelContext` are given. */
export interface StandInRulerWaypoint extends LinkedWaypoint<StandInRulerWaypoint> {
  index: number;
  center: Point;
  size: { width: number; height: number };
  ray: { A: Point; B: Point; distance: number } | null;
}

interface Grid {
  type: number;
  sizeX: number;
  sizeY: number;
  getOffset(point: Point): Offset;
  getTopLeftPoint(offset: Offset): Point;
  getAdjacentOffsets(offset: Offset): Offset[];
}

function canvasGrid(): Grid {
  const grid = (globalThis as unknown as { canvas: { grid: Grid | null } }).canvas.grid;
  if (!grid) throw new Error("stand-in TokenRuler: the canvas has no grid");
  return grid;
}

const GRIDLESS = 0;

interface PathPart {
  waypoints: readonly MovementWaypoint[];
  stage: LinkedWaypoint<unknown>["stage"];
  hidden: boolean;
  unreachable: boolean;
  userId?: string;
}

function actionConfigOf(action: string): ActionConfig {
  const actions = (globalThis as unknown as { CONFIG: { Token: { movement: { actions: Record<string, ActionConfig> } } } }).CONFIG.Token.movement.actions;
  const config = actions[action];
  if (!config) throw new Error(`stand-in TokenRuler: the movement action "${action}" is not modelled`);
  return config;
}

function userColour(userId: string | undefined): number {
  const users = (globalThis as unknown as { game: { users?: { get(id: string): { color?: unknown } | undefined } } }).game.users;
  const colour = userId ? users?.get(userId)?.color : undefined;
  return typeof colour === "number" ? colour : 0x000000;
}

function linkAndMeasure<W extends LinkedWaypoint<W>>(path: W[]): W[] {
  let cost = 0;
  path.forEach((waypoint, n) => {
    if (n > 0) cost += waypoint.cost;
    waypoint.measurement = measurement(cost);
    waypoint.previous = path[n - 1] ?? null;
    waypoint.next = path[n + 1] ?? null;
  });
  return path;
}

export class StandInTokenRuler {
  drawn: {
    labels: { waypoint: StandInRulerWaypoint; context: unknown }[];
    segments: { waypoint: StandInRulerWaypoint; style: Record<string, unknown> }[];
    highlights: { waypoint: StandInHighlightWaypoint; offset: Offset; style: Record<string, unknown> }[];
  } = { labels: [], segments: [], highlights: [] };

  #labels: Promise<void> = Promise.resolve();

  constructor(readonly token: { document: { width?: number; height?: number } }) {}

  /** Resolves when the labels of the last refresh have all been asked for (stand-in only). */
  labelsRendered(): Promise<void> {
    return this.#labels;
  }

  refresh({ passedWaypoints, pendingWaypoints, plannedMovement }: StandInRulerData): void {
    this.drawn = { labels: [], segments: [], highlights: [] };
    const own: PathPart[] = [
      { waypoints: passedWaypoints, stage: "passed", hidden: false, unreachable: false },
      { waypoints: pendingWaypoints, stage: "pending", hidden: false, unreachable: false },
    ];
    const rulerPaths = [this.#rulerPath(own)];
    const highlightPaths = [this.#highlightPath(own)];
    const me = (globalThis as unknown as { game: { user?: { id?: string } } }).game.user?.id;
    const planned = Object.entries(plannedMovement).sort(([a], [b]) => Number(a === me) - Number(b === me));
    for (const [userId, { history, foundPath, unreachableWaypoints, hidden }] of planned) {
      const parts: PathPart[] = [
        { waypoints: history, stage: "passed", hidden, unreachable: false },
        { waypoints: foundPath, stage: "planned", hidden, unreachable: false, userId },
        { waypoints: unreachableWaypoints, stage: "planned", hidden, unreachable: true, userId },
      ];
      rulerPaths.push(this.#rulerPath(parts).slice(history.filter((w) => !w.intermediate).length));
      highlightPaths.push(this.#highlightPath(parts).slice(history.length));
    }
    for (const path of rulerPaths) {
      for (const waypoint of path.slice(1)) this.drawn.segments.push({ waypoint, style: this._getSegmentStyle(waypoint) });
    }
    this.#highlight(highlightPaths);
    this.#labels = this.#renderLabels(rulerPaths);
  }

  #base(data: MovementWaypoint, part: PathPart, cost: number): Omit<LinkedWaypoint<never>, "previous" | "next" | "measurement"> {
    if (!Number.isInteger(data.x) || !Number.isInteger(data.y)) {
      throw new Error(`stand-in TokenRuler: waypoint (${data.x}, ${data.y}) is not in whole pixels; core's movement waypoints are (TokenMeasuredMovementWaypoint x/y "(integer)")`);
    }
    const action = data.action ?? "walk";
    return {
      ...data,
      elevation: data.elevation ?? 0,
      action,
      explicit: data.explicit ?? true,
      intermediate: data.intermediate ?? false,
      checkpoint: data.checkpoint ?? false,
      cost,
      ...(part.userId ? { userId: part.userId } : {}),
      movementId: data.movementId ?? null,
      stage: part.stage,
      hidden: part.hidden,
      unreachable: part.unreachable,
      actionConfig: actionConfigOf(action),
    };
  }

  #spaceSize(data: MovementWaypoint): { width: number; height: number } {
    const grid = canvasGrid();
    return { width: (data.width ?? this.token.document.width ?? 1) * grid.sizeX, height: (data.height ?? this.token.document.height ?? 1) * grid.sizeY };
  }

  #rulerPath(parts: readonly PathPart[]): StandInRulerWaypoint[] {
    const path: StandInRulerWaypoint[] = [];
    let index = 0;
    for (const part of parts) {
      let skipped = 0;
      for (const data of part.waypoints) {
        if (data.intermediate) {
          skipped += data.cost ?? 0;
          continue;
        }
        if (data.explicit ?? true) index += 1;
        const size = this.#spaceSize(data);
        const center = { x: data.x + size.width / 2, y: data.y + size.height / 2 };
        const from = path.at(-1)?.center;
        const waypoint = {
          ...this.#base(data, part, (data.cost ?? 0) + skipped),
          index,
          center,
          size,
          ray: from ? { A: from, B: center, distance: Math.hypot(center.x - from.x, center.y - from.y) } : null,
        } as StandInRulerWaypoint;
        path.push(waypoint);
        skipped = 0;
      }
    }
    return linkAndMeasure(path);
  }

  #highlightPath(parts: readonly PathPart[]): StandInHighlightWaypoint[] {
    const grid = canvasGrid();
    if (grid.type === GRIDLESS) return [];
    const path: StandInHighlightWaypoint[] = [];
    for (const part of parts) {
      for (const data of part.waypoints) {
        const snapped = { ...this.#base(data, part, data.cost ?? 0), ...this.#snapped(data) } as StandInHighlightWaypoint;
        const before = path.at(-1);
        if (before && !snapped.actionConfig.teleport) this.#refuseGap(before, snapped);
        path.push(snapped);
      }
    }
    return linkAndMeasure(path);
  }

  /** TokenDocument#getSnappedPosition for a token one space large: the top-left of the space under its centre. */
  #snapped(data: MovementWaypoint): Point {
    const corner = canvasGrid().getTopLeftPoint(this.#occupied(data)[0]!);
    return { x: Math.round(corner.x), y: Math.round(corner.y) };
  }

  /** TokenDocument#getOccupiedGridSpaceOffsets, for a token one space large: the space under its centre. */
  #occupied(data: { x: number; y: number; width?: number; height?: number }): Offset[] {
    const width = data.width ?? this.token.document.width ?? 1;
    const height = data.height ?? this.token.document.height ?? 1;
    if (width !== 1 || height !== 1) throw new Error("stand-in TokenRuler: the spaces a token larger than one space occupies are not modelled");
    const size = this.#spaceSize(data);
    const { i, j } = canvasGrid().getOffset({ x: data.x + size.width / 2, y: data.y + size.height / 2 });
    return [{ i, j }];
  }

  #refuseGap(before: StandInHighlightWaypoint, after: StandInHighlightWaypoint): void {
    const grid = canvasGrid();
    const [from] = this.#occupied(before);
    const [to] = this.#occupied(after);
    const same = from!.i === to!.i && from!.j === to!.j;
    if (same || grid.getAdjacentOffsets(from!).some((o) => o.i === to!.i && o.j === to!.j)) return;
    throw new Error(
      `stand-in TokenRuler: waypoints (${from!.i}, ${from!.j}) and (${to!.i}, ${to!.j}) are not adjacent; core's paths carry their intermediate waypoints, so a path with gaps is not modelled`,
    );
  }

  #highlight(paths: readonly StandInHighlightWaypoint[][]): void {
    const positions = new Set<string>();
    for (const path of [...paths].reverse()) {
      for (const waypoint of [...path].reverse()) {
        for (const offset of this.#occupied(waypoint)) {
          const key = `${offset.i},${offset.j}`;
          if (positions.has(key)) continue;
          const style = this._getGridHighlightStyle(waypoint, offset);
          if (!((style.alpha ?? 0.5) > 0)) continue;
          positions.add(key);
          this.drawn.highlights.push({ waypoint, offset, style });
        }
      }
    }
  }

  async #renderLabels(paths: readonly StandInRulerWaypoint[][]): Promise<void> {
    const drawn = this.drawn;
    for (const path of paths) {
      const state = {};
      for (const waypoint of path) {
        const context = this._getWaypointLabelContext(waypoint, state);
        drawn.labels.push({ waypoint, context });
        if (context) await Promise.resolve(); // core awaits renderTemplate here
      }
    }
  }

  /** Core's label: none for a path's first waypoint, for a hidden intermediate one, or for one that goes nowhere. */
  protected _getWaypointLabelContext(waypoint: StandInRulerWaypoint, _state: object): Record<string, unknown> | void {
    const { previous, next, ray } = waypoint;
    if (!previous || !ray) return;
    if (!waypoint.explicit && next && waypoint.actionConfig.visualize && next.actionConfig.visualize && waypoint.action === next.action) return;
    if (ray.distance === 0 && waypoint.elevation === previous.elevation) return;
    const cost = waypoint.measurement.cost;
    return {
      action: waypoint.actionConfig,
      secret: waypoint.hidden,
      cost: { total: Number.isFinite(cost) ? String(Math.round(cost * 100) / 100) : "∞", units: "" },
      elevation: { total: waypoint.elevation },
    };
  }
  protected _getSegmentStyle(waypoint: StandInRulerWaypoint): Record<string, unknown> {
    if (!waypoint.actionConfig.visualize) return { width: 0 };
    return { width: 4, color: userColour(waypoint.userId), alpha: 1 };
  }
  /** Core's highlight: none for unreachable waypoints, a teleport's intermediate ones, or a planned path's first space after the history. */
  protected _getGridHighlightStyle(waypoint: StandInHighlightWaypoint, _offset: Offset): Record<string, unknown> & { alpha?: number } {
    const { actionConfig } = waypoint;
    if (waypoint.unreachable || (actionConfig.teleport && waypoint.intermediate) || (waypoint.stage === "planned" && waypoint.previous?.stage === "passed" && !actionConfig.teleport)) {
      return { alpha: 0 };
    }
    return { color: userColour(waypoint.userId), alpha: 0.5 };
  }
}

export const installPart: StandInPart = (globals) => {
  deepAssign(globals, {
    CONFIG: { Token: { movement: { actions: { ...STAND_IN_MOVEMENT_ACTIONS } } } },
    foundry: { canvas: { placeables: { tokens: { TokenRuler: StandInTokenRuler } } } },
  });
};
