import { RuleViolation } from "../common/errors";
import type { AmStatus } from "./crits";
import type { AmEvent, AmFigureState, AmState } from "./game-types";
import { hasLiving } from "./game-queries";
import { carryTally, retally } from "./side-tally";

export function gameError(rule: string, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(`AngryMiniatures.Rule.${rule}`, `Angry Miniatures: ${message}`, data);
}

type Draft = { -readonly [K in keyof AmState]: AmState[K] };

/**
 * A step in progress: collects the events and builds the next state without editing the one it
 * was given. `state` is the step's own shallow copy (written in place); its figure record is copied
 * on the first figure written, and every figure it changes is replaced, never edited, so figures
 * and records read earlier in the step keep their values.
 */
export class Work {
  #draft: Draft;
  #ownFigures = false;
  readonly events: AmEvent[] = [];
  constructor(state: AmState) {
    // Spelt out: one literal with a fixed shape costs far less than a spread.
    this.#draft = {
      round: state.round,
      over: state.over,
      winner: state.winner,
      sides: state.sides,
      figures: state.figures,
      initiative: state.initiative,
      turn: state.turn,
      active: state.active,
      pending: state.pending,
      board: state.board,
      options: state.options,
    };
  }

  get state(): AmState {
    return this.#draft;
  }

  set(patch: Partial<AmState>): void {
    if (patch.figures !== undefined) this.#ownFigures = false;
    Object.assign(this.#draft, patch);
  }

  figure(id: string): AmFigureState {
    const figure = this.state.figures[id];
    if (!figure) throw gameError("UnknownFigure", `there is no figure "${id}".`, { id });
    return figure;
  }

  updateFigure(id: string, patch: Partial<AmFigureState>): AmFigureState {
    const before = this.figure(id);
    const next = { ...before, ...patch };
    if (!this.#ownFigures) {
      const copy = { ...this.#draft.figures };
      carryTally(this.#draft.figures, copy);
      this.#draft.figures = copy;
      this.#ownFigures = true;
    }
    (this.#draft.figures as Record<string, AmFigureState>)[id] = next;
    retally(this.#draft.figures, before, next);
    return next;
  }

  /** Apply a check that the settings may switch off or downgrade to a warning. */
  check(violation: RuleViolation | undefined): void {
    if (!violation || this.state.options.checks === "off") return;
    if (this.state.options.checks === "enforce") throw violation;
    this.events.push({ type: "warning", code: violation.code, message: violation.message, data: violation.data });
  }

  damage(id: string, amount: number, source: string): void {
    const figure = this.figure(id);
    if (amount <= 0 || figure.defeated) return;
    const after = Math.max(0, figure.health - amount);
    this.updateFigure(id, { health: after });
    this.events.push({ type: "damage", figureId: id, amount, before: figure.health, after, source });
    if (after === 0) {
      this.updateFigure(id, { defeated: true, statuses: {}, markedBy: undefined });
      this.events.push({ type: "defeated", figureId: id });
    }
  }

  heal(id: string, amount: number, source: string): void {
    const figure = this.figure(id);
    if (figure.defeated) return;
    const after = Math.min(figure.derived.health, figure.health + amount);
    this.updateFigure(id, { health: after });
    this.events.push({ type: "heal", figureId: id, amount: after - figure.health, requested: amount, before: figure.health, after, source });
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
    this.events.push({ type: "status", figureId: id, status, before, after: value, source });
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
    this.events.push({ type: "game-over", winner });
  }
}
