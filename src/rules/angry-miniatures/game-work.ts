import { RuleViolation } from "../common/errors";
import type { AmStatus } from "./crits";
import type { AmEvent, AmFigureState, AmObserver, AmState } from "./game-types";
import { hasLiving } from "./game-queries";
import { patchedFigure } from "./figure-patch";
import { rosterOf, RosterState, type Roster } from "./roster";

export function gameError(rule: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`AngryMiniatures.Rule.${rule}`, `Angry Miniatures: ${message}`, data);
}

/**
 * A step in progress: collects the events and builds the next state without editing the one it
 * was given. `state` is the step's own state (its fields written in place); its figures are a
 * roster derived from the given state's, whose list is copied on the first figure written, and
 * every figure it changes is replaced, never edited, so figures read earlier in the step keep their values.
 */
export class Work {
  readonly #draft: RosterState;
  readonly #roster: Roster;
  readonly events: AmEvent[] = [];
  /** Whether the step builds events at all (`AmStepOptions.events`). */
  readonly record: boolean;
  /** Told of Health lost and figures defeated (`AmStepOptions.observer`). */
  readonly observer: AmObserver | undefined;
  constructor(state: AmState, record = true, observer?: AmObserver) {
    this.record = record;
    this.observer = observer;
    this.#roster = rosterOf(state).derive();
    this.#draft = new RosterState(state, this.#roster);
  }

  get state(): AmState {
    return this.#draft;
  }

  /** The step's figures (read through `figure`, written through `updateFigure`). */
  get roster(): Roster {
    return this.#roster;
  }

  set(patch: Partial<Omit<AmState, "figures">>): void {
    Object.assign(this.#draft, patch);
  }

  figure(id: string): AmFigureState {
    const figure = this.#roster.figure(id);
    if (!figure) throw gameError("UnknownFigure", `there is no figure "${id}".`, { id });
    return figure;
  }

  updateFigure(id: string, patch: Partial<AmFigureState>): AmFigureState {
    const slot = this.#roster.slotOf(id);
    const before = slot === undefined ? undefined : this.#roster.list[slot];
    if (slot === undefined || !before) throw gameError("UnknownFigure", `there is no figure "${id}".`, { id });
    const next = patchedFigure(before, patch);
    this.#roster.put(slot, next);
    this.#draft.rosterChanged();
    return next;
  }

  /** Apply a check that the settings may switch off or downgrade to a warning. */
  check(violation: RuleViolation | undefined): void {
    if (!violation || this.state.options.checks === "off") return;
    if (this.state.options.checks === "enforce") throw violation;
    if (this.record) this.events.push({ type: "warning", code: violation.code, message: violation.message, data: violation.data });
  }

  /** `byId`: the figure whose attack does it, for the observer (none for a burn). */
  damage(id: string, amount: number, source: string, byId?: string): void {
    const figure = this.figure(id);
    if (amount <= 0 || figure.defeated) return;
    const after = Math.max(0, figure.health - amount);
    this.updateFigure(id, { health: after });
    if (this.record) this.events.push({ type: "damage", figureId: id, amount, before: figure.health, after, source });
    this.observer?.damaged(id, figure.health - after, byId);
    if (after === 0) {
      this.updateFigure(id, { defeated: true, statuses: {}, markedBy: undefined });
      if (this.record) this.events.push({ type: "defeated", figureId: id });
      this.observer?.defeated(id, byId);
    }
  }

  heal(id: string, amount: number, source: string): void {
    const figure = this.figure(id);
    if (figure.defeated) return;
    const after = Math.min(figure.derived.health, figure.health + amount);
    this.updateFigure(id, { health: after });
    if (this.record) this.events.push({ type: "heal", figureId: id, amount: after - figure.health, requested: amount, before: figure.health, after, source });
  }

  setStatus(id: string, status: AmStatus, value: number, source: string): void {
    const figure = this.figure(id);
    const before = figure.statuses[status] ?? 0;
    if (before === value) return;
    const statuses = { ...figure.statuses };
    if (value > 0) statuses[status] = value;
    else delete statuses[status];
    const clearsMarks = status === "tactical-genius" && value === 0;
    this.updateFigure(id, clearsMarks ? { statuses, markedBy: undefined } : { statuses });
    if (this.record) this.events.push({ type: "status", figureId: id, status, before, after: value, source });
  }

  /** One more Tactical Genius mark on `id`, placed by `placerId`'s crit. */
  addMark(id: string, placerId: string, source: string): void {
    const figure = this.figure(id);
    this.setStatus(id, "tactical-genius", (figure.statuses["tactical-genius"] ?? 0) + 1, source);
    const markedBy = { ...figure.markedBy, [placerId]: (figure.markedBy?.[placerId] ?? 0) + 1 };
    this.updateFigure(id, { markedBy });
  }

  /** Over when at most one side still has figures standing. */
  checkGameOver(): void {
    if (this.state.over) return;
    // The first two sides found standing are enough to go on.
    let first: string | undefined;
    for (const side of this.state.sides) {
      if (!hasLiving(this.state, side.id)) continue;
      if (first !== undefined) return;
      first = side.id;
    }
    const winner = first ?? null;
    this.set({ over: true, winner, active: null, pending: [] });
    if (this.record) this.events.push({ type: "game-over", winner });
  }
}
