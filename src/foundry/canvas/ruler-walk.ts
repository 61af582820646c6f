/**
 * What a ruler may read of a v13 TokenRuler waypoint in every hook: its top-left, elevation,
 * stage and the waypoint before it. `_getGridHighlightStyle` is given the snapped path with its
 * intermediate waypoints, which carry no `index`, `center`, `size` or `ray`
 * (https://foundryvtt.com/api/v13/classes/foundry.canvas.placeables.tokens.TokenRuler.html), so
 * nothing here reads those. A planned path reaches the movement history through `previous`
 * (its `measurement.cost` runs from there too): a walk that counts the history must not add it again.
 */
export interface WalkWaypoint {
  readonly x: number;
  readonly y: number;
  readonly elevation?: number;
  readonly stage?: string;
  readonly previous: WalkWaypoint | null;
}

/** A ruleset's walk along a ruler path: the state at a path's first waypoint, and one waypoint on. */
export interface RulerWalk<S> {
  start(at: WalkWaypoint): S;
  step(from: S, at: WalkWaypoint): S;
}

function positionKey(at: WalkWaypoint): string {
  return `${at.x},${at.y},${at.elevation ?? 0},${at.stage ?? ""}`;
}

/**
 * One redraw's walks along the ruler's paths. A waypoint's state is the one before it walked on
 * by one step; states are kept by waypoint and, after each state, by the position walked to, so
 * the label path, the grid highlight path (other objects, intermediate waypoints added) and any
 * copy of a waypoint share the steps they have in common. A redraw costs one step per waypoint
 * however many grid spaces ask. Make a new one per redraw: what the walk reads may change between.
 */
export class RulerWalkCache<S extends object> {
  readonly #walk: RulerWalk<S>;
  readonly #reached = new WeakMap<WalkWaypoint, S>();
  readonly #next = new WeakMap<S, Map<string, S>>();
  readonly #starts = new Map<string, S>();

  constructor(walk: RulerWalk<S>) {
    this.#walk = walk;
  }

  reach(waypoint: WalkWaypoint): S {
    const pending: WalkWaypoint[] = [];
    let known: S | undefined;
    for (let at: WalkWaypoint | null = waypoint; at && !known; at = at.previous) {
      known = this.#reached.get(at);
      if (!known) pending.push(at);
    }
    for (const at of pending.reverse()) {
      known = this.#step(known, at);
      this.#reached.set(at, known);
    }
    if (!known) throw new Error("Shelf Wars ruler: a waypoint with no position");
    return known;
  }

  #step(from: S | undefined, at: WalkWaypoint): S {
    const key = positionKey(at);
    const siblings = from ? this.#walksFrom(from) : this.#starts;
    const cached = siblings.get(key);
    if (cached) return cached;
    const reached = from ? this.#walk.step(from, at) : this.#walk.start(at);
    siblings.set(key, reached);
    return reached;
  }

  #walksFrom(from: S): Map<string, S> {
    let walks = this.#next.get(from);
    if (!walks) {
      walks = new Map();
      this.#next.set(from, walks);
    }
    return walks;
  }
}

/**
 * A value built at most once per ruler redraw (the figures, the terrain, the points left),
 * forgotten when the ruler redraws. A build that fails fails the same way until then, without
 * building again.
 */
export class PerRedraw<T> {
  readonly #build: () => T;
  #built: { value: T } | { error: unknown } | null = null;

  constructor(build: () => T) {
    this.#build = build;
  }

  get(): T {
    if (!this.#built) {
      try {
        this.#built = { value: this.#build() };
      } catch (error) {
        this.#built = { error };
      }
    }
    if ("error" in this.#built) throw this.#built.error;
    return this.#built.value;
  }

  forget(): void {
    this.#built = null;
  }
}
