import type { AmStatus } from "./crits";
import type { AmStatuses } from "./game-types";

/**
 * What happens to a figure's crit statuses when its activation starts and ends, the one
 * implementation the game engine (`game.ts`) and the Foundry tracker both use:
 * - Fire Magic: the burning stacks deal that much damage at the start, then are gone.
 * - Frost Magic: Speed 0 during this activation; Magic Buff: +1 Speed and +1 attack die per
 *   stack during this activation. Both are taken up at the start and last this activation only.
 * - Tail Sweep: a Prone figure stands up at the start of its activation.
 * - Tactical Genius marks are not touched here (the next attack on the figure uses them).
 */
export interface UpkeepFigure {
  readonly health: number;
  readonly statuses: AmStatuses;
  readonly defeated?: boolean;
}

/** What the activation carries from the statuses it took up. */
export interface ActivationCarry {
  readonly frozen: boolean;
  readonly buff: number;
}

export interface UpkeepOptions {
  /**
   * The engine keeps taken-up Frost and Buff on its activation record and clears them from the
   * figure at once. A host without such a record (Foundry: movement and attacks read the
   * figure's statuses) holds them on the figure and clears them at the activation's end.
   */
  readonly hold?: boolean;
}

/** One change, in the order the engine applies (and reports) them. */
export type UpkeepStep =
  | { readonly kind: "status"; readonly status: AmStatus; readonly after: number; readonly source: string }
  | { readonly kind: "damage"; readonly amount: number; readonly source: string };

export type UpkeepNote =
  | { readonly kind: "burned"; readonly damage: number }
  | { readonly kind: "defeated" }
  | { readonly kind: "frozen" }
  | { readonly kind: "buffed"; readonly buff: number }
  | { readonly kind: "stood-up" }
  | { readonly kind: "thawed" }
  | { readonly kind: "buff-ended"; readonly buff: number };

export interface StartUpkeep {
  readonly damage: number;
  readonly healthAfter: number;
  /** The damage took the figure out of the game (its statuses are then all cleared). */
  readonly defeated: boolean;
  readonly statusesAfter: AmStatuses;
  readonly carry: ActivationCarry;
  readonly steps: readonly UpkeepStep[];
  readonly notes: readonly UpkeepNote[];
}

export interface EndUpkeep {
  readonly statusesAfter: AmStatuses;
  readonly steps: readonly UpkeepStep[];
  readonly notes: readonly UpkeepNote[];
}

function withStatus(statuses: AmStatuses, status: AmStatus, value: number): AmStatuses {
  const next: Partial<Record<AmStatus, number>> = { ...statuses };
  if (value > 0) next[status] = value;
  else delete next[status];
  return next;
}

/** The start of a figure's activation: Fire burns, Frost and Buff are taken up, a Prone figure stands. */
export function startActivationUpkeep(figure: UpkeepFigure, options: UpkeepOptions = {}): StartUpkeep {
  const { statuses } = figure;
  const carry: ActivationCarry = { frozen: (statuses.frozen ?? 0) > 0, buff: statuses.buffed ?? 0 };
  const steps: UpkeepStep[] = [];
  const notes: UpkeepNote[] = [];
  const burning = statuses.burning ?? 0;
  const alreadyDown = figure.defeated === true;
  const damage = burning > 0 && !alreadyDown ? burning : 0;
  if (burning > 0) {
    steps.push({ kind: "status", status: "burning", after: 0, source: "fire-magic" });
    steps.push({ kind: "damage", amount: burning, source: "fire-magic" });
  }
  const healthAfter = Math.max(0, figure.health - damage);
  const defeated = damage > 0 && healthAfter === 0;
  if (damage > 0) notes.push({ kind: "burned", damage });
  if (defeated) notes.push({ kind: "defeated" });
  let after = withStatus(statuses, "burning", 0);
  if (!options.hold) {
    if (carry.frozen) steps.push({ kind: "status", status: "frozen", after: 0, source: "activation" });
    if (carry.buff > 0) steps.push({ kind: "status", status: "buffed", after: 0, source: "activation" });
    after = withStatus(withStatus(after, "frozen", 0), "buffed", 0);
  }
  const prone = (statuses.prone ?? 0) > 0;
  if (prone) steps.push({ kind: "status", status: "prone", after: 0, source: "activation" });
  after = withStatus(after, "prone", 0);
  if (!defeated) {
    if (carry.frozen) notes.push({ kind: "frozen" });
    if (carry.buff > 0) notes.push({ kind: "buffed", buff: carry.buff });
    if (prone) notes.push({ kind: "stood-up" });
  }
  return { damage, healthAfter, defeated, statusesAfter: defeated ? {} : after, carry, steps, notes };
}

/**
 * The end of a figure's activation. The engine has nothing left to clear (Frost and Buff were
 * taken up at the start); a host that held them (`hold`) clears them now.
 */
export function endActivationUpkeep(figure: UpkeepFigure, options: UpkeepOptions = {}): EndUpkeep {
  const { statuses } = figure;
  if (!options.hold || figure.defeated) return { statusesAfter: statuses, steps: [], notes: [] };
  const steps: UpkeepStep[] = [];
  const notes: UpkeepNote[] = [];
  const buff = statuses.buffed ?? 0;
  if ((statuses.frozen ?? 0) > 0) {
    steps.push({ kind: "status", status: "frozen", after: 0, source: "activation" });
    notes.push({ kind: "thawed" });
  }
  if (buff > 0) {
    steps.push({ kind: "status", status: "buffed", after: 0, source: "activation" });
    notes.push({ kind: "buff-ended", buff });
  }
  return { statusesAfter: withStatus(withStatus(statuses, "frozen", 0), "buffed", 0), steps, notes };
}
