/**
 * The tracker's bookkeeping, Foundry-free: which unit (a side, or a single figure in Speed order)
 * is up, and who may activate. It only applies the shared activation pattern DECISIONS gives all
 * three rulesets (everyone activates once per phase; units with nothing left are skipped); the
 * rolls that produce an order come from each ruleset's rules.
 */
export const ACTIVATION_STYLES = ["alternate-sides", "speed-order"] as const;
export type ActivationStyle = (typeof ACTIVATION_STYLES)[number];

export interface TrackerFigure {
  readonly id: string;
  /** Side key, or null for a figure no side claims (it never activates). */
  readonly side: string | null;
  readonly activated: boolean;
  readonly defeated: boolean;
}

export interface PhasePlan {
  /** Side keys (alternate-sides) or combatant ids (speed-order), first to act first. */
  readonly order: readonly string[];
  /** Localisation key naming the phase, when a ruleset has more than one. */
  readonly label?: string;
  /**
   * Groups of units (each lying together in `order`) whose order among themselves is still to
   * be drawn: drawn only when the first of them comes up, so units gone by then take no part
   * (Knight Fight's equal Speed). A group leaves this list once drawn.
   */
  readonly ties?: readonly (readonly string[])[];
  /** Tie groups already drawn this round, kept so the round can be played again with them undrawn. */
  readonly drawn?: readonly (readonly string[])[];
}

/** What the combat stores in its flags between updates. */
export interface ActivationState {
  readonly style: ActivationStyle;
  readonly phases: readonly PhasePlan[];
  readonly phase: number;
  /** Index into the current phase's order of the unit that is up, or null when none is. */
  readonly up: number | null;
  /** The combatant mid-activation, if any. */
  readonly active: string | null;
}

export function currentOrder(state: ActivationState): readonly string[] {
  return state.phases[state.phase]?.order ?? [];
}

/** The side key (or, in Speed order, the combatant id) that is up now. */
export function unitUp(state: ActivationState): string | null {
  if (state.up === null) return null;
  return currentOrder(state)[state.up] ?? null;
}

function unitOf(style: ActivationStyle, figure: TrackerFigure): string | null {
  return style === "alternate-sides" ? figure.side : figure.id;
}

export function canStillAct(figure: TrackerFigure): boolean {
  return figure.side !== null && !figure.activated && !figure.defeated;
}

export function unitHasWork(style: ActivationStyle, unit: string, figures: readonly TrackerFigure[]): boolean {
  return figures.some((f) => canStillAct(f) && unitOf(style, f) === unit);
}

/** The first unit in `order` at or after position `from` (wrapping once) that can still act. */
function firstWithWork(style: ActivationStyle, order: readonly string[], from: number, figures: readonly TrackerFigure[]): number | null {
  for (let offset = 0; offset < order.length; offset++) {
    const index = (from + offset) % order.length;
    const unit = order[index];
    if (unit !== undefined && unitHasWork(style, unit, figures)) return index;
  }
  return null;
}

/** A fresh round: phase 0, the first unit with anything to do is up. */
export function startState(style: ActivationStyle, phases: readonly PhasePlan[], figures: readonly TrackerFigure[]): ActivationState {
  const base: ActivationState = { style, phases, phase: 0, up: null, active: null };
  return settlePhase(base, figures);
}

/** From the current phase on, find the first phase with a unit that can act (figures' marks already cleared). */
function settlePhase(state: ActivationState, figures: readonly TrackerFigure[]): ActivationState {
  const up = firstWithWork(state.style, currentOrder(state), 0, figures);
  return { ...state, up, active: null };
}

/** Where the turn goes after the unit up has acted or passed. `roundOver` when nobody can act. */
export type Advance =
  | { readonly kind: "next-unit"; readonly state: ActivationState }
  | { readonly kind: "next-phase"; readonly state: ActivationState }
  | { readonly kind: "round-over" };

/**
 * Pass to the next unit in order that still has a figure to act (the same unit again when it is
 * the only one left); when none has, the next phase starts with every mark cleared, and after
 * the last phase the round is over.
 */
export function advance(state: ActivationState, figures: readonly TrackerFigure[]): Advance {
  const order = currentOrder(state);
  const from = state.up === null ? 0 : state.up + 1;
  const up = order.length === 0 ? null : firstWithWork(state.style, order, from % order.length, figures);
  if (up !== null) return { kind: "next-unit", state: { ...state, up, active: null } };
  const clearedFigures = figures.map((f) => ({ ...f, activated: false }));
  for (let phase = state.phase + 1; phase < state.phases.length; phase++) {
    const next = settlePhase({ ...state, phase }, clearedFigures);
    if (next.up !== null) return { kind: "next-phase", state: next };
  }
  return { kind: "round-over" };
}

/** Why a figure may not start an activation now by the turn order, or null if it may. */
export type OrderRefusal = "NotStarted" | "UnknownFigure" | "FigureDefeated" | "NoSide" | "ActivationInProgress" | "AlreadyActivated" | "NotYourTurn";

export function orderRefusal(state: ActivationState | null, figures: readonly TrackerFigure[], figureId: string): OrderRefusal | null {
  if (!state) return "NotStarted";
  const figure = figures.find((f) => f.id === figureId);
  if (!figure) return "UnknownFigure";
  if (figure.defeated) return "FigureDefeated";
  if (figure.side === null) return "NoSide";
  if (state.active !== null) return "ActivationInProgress";
  if (figure.activated) return "AlreadyActivated";
  if (unitOf(state.style, figure) !== unitUp(state)) return "NotYourTurn";
  return null;
}

/** Refusals no GM override can lift: the figure is gone or not in the fight. */
export const HARD_REFUSALS: readonly OrderRefusal[] = ["NotStarted", "UnknownFigure", "FigureDefeated", "NoSide"];

/** Figures that may activate now by the turn order. */
export function activatableIds(state: ActivationState | null, figures: readonly TrackerFigure[]): string[] {
  return figures.filter((f) => orderRefusal(state, figures, f.id) === null).map((f) => f.id);
}

/** The tie group the unit up belongs to, when that group's order is still to be drawn. */
export function pendingTie(state: ActivationState): readonly string[] | null {
  const unit = unitUp(state);
  const ties = state.phases[state.phase]?.ties ?? [];
  return unit === null ? null : (ties.find((group) => group.includes(unit)) ?? null);
}

/** Of a pending tie, the units that can still act and so take part in the draw. */
export function tieContenders(state: ActivationState, figures: readonly TrackerFigure[]): string[] {
  const group = pendingTie(state) ?? [];
  return group.filter((unit) => unitHasWork(state.style, unit, figures));
}

/**
 * The state after the pending tie's draw: its contenders take the group's places in `order` in
 * the drawn order (the units that cannot act keep the places after them), the group is no
 * longer pending, and the first unit of the group able to act is up.
 */
export function settleTie(state: ActivationState, figures: readonly TrackerFigure[], drawn: readonly string[]): ActivationState {
  const group = pendingTie(state);
  const phase = state.phases[state.phase];
  if (!group || !phase) return state;
  const contenders = tieContenders(state, figures);
  if (drawn.length !== contenders.length || !contenders.every((unit) => drawn.includes(unit))) {
    throw new RangeError(`activation: a tie draw must order exactly ${contenders.join(", ")}`);
  }
  const places = phase.order.flatMap((unit, index) => (group.includes(unit) ? [index] : []));
  const placed = [...drawn, ...group.filter((unit) => !drawn.includes(unit))];
  const order = [...phase.order];
  places.forEach((place, n) => (order[place] = placed[n] ?? order[place]!));
  const ties = (phase.ties ?? []).filter((other) => other !== group);
  const drawnGroups = [...(phase.drawn ?? []), group];
  const phases = state.phases.map((p, index) => (index === state.phase ? { ...p, order, ties, drawn: drawnGroups } : p));
  const first = places[0] ?? 0;
  const next: ActivationState = { ...state, phases };
  return { ...next, up: firstWithWork(state.style, order, first, figures) };
}

/**
 * A round's phases to be played again from the start: every tie group drawn in it is pending
 * again, so it is drawn afresh when it comes up (as the rules order ties when they are reached).
 */
export function reopenTies(phases: readonly PhasePlan[]): PhasePlan[] {
  return phases.map(({ drawn, ...phase }) => (drawn && drawn.length > 0 ? { ...phase, ties: [...(phase.ties ?? []), ...drawn] } : phase));
}
