import { RULESET_IDS, type RulesetId } from "../shared/constants";
import type { ActivationStyle, PhasePlan } from "../../rules/common/activation";

/** A side as the tracker shows it: one CombatantGroup per side. */
export interface SideRef {
  /** Stable key, e.g. `team:Actor.abc` or `disposition:hostile`. */
  readonly key: string;
  /** Display name (already localised, or a document's own name). */
  readonly name: string;
  readonly img?: string;
  /** The side's colour (a team's, choir's or force's own), shown beside its name; none for a disposition side. */
  readonly colour?: string;
}

export interface RoundInput {
  readonly combat: Combat.Implementation;
  /** The round being started (1 for the first). */
  readonly round: number;
  /** Sides that still have a living figure in this combat. */
  readonly sides: readonly SideRef[];
  /** Living combatants, for styles that order figures rather than sides. */
  readonly combatants: readonly Combatant.Implementation[];
}

/** A chat message announcing the round's order, with the real Rolls that made it. */
export interface RoundAnnouncement {
  readonly content: string;
  readonly rolls: readonly Roll[];
}

export interface RoundPlan {
  readonly phases: readonly PhasePlan[];
  readonly announcement?: RoundAnnouncement;
}

/** A tie group (PhasePlan `ties`) has come up: the units still able to act are to be ordered. */
export interface TieInput {
  readonly combat: Combat.Implementation;
  readonly round: number;
  /** The tied combatants that can still act, in their current order. */
  readonly combatants: readonly Combatant.Implementation[];
}

export interface TieDraw {
  /** The combatant ids of `TieInput.combatants`, first to act first. */
  readonly order: readonly string[];
  readonly announcement?: RoundAnnouncement;
}

/** A ruleset's own button in the tracker's banner (a GM calling the game, say). */
export interface TrackerAction {
  /** Passed back to `runTrackerAction` when pressed. */
  readonly id: string;
  /** Already localised. */
  readonly label: string;
  /** Font Awesome classes. */
  readonly icon: string;
}

/**
 * How one ruleset runs the shared activation tracker. The tracker handles groups, marks, turn
 * passing, the GM relay and the UI; the ruleset says who is on which side and how a round's
 * order is rolled (through its pure rules and `resolveWithFoundryDice`).
 */
export interface ActivationConfig {
  readonly ruleset: RulesetId;
  readonly style: ActivationStyle;
  /**
   * The automation check (off / warn / enforce) that governs a player activating out of turn;
   * without one, out-of-turn activations by players are always refused.
   */
  readonly orderCheck?: string;
  /** The figure's side, or null when it belongs to none (it then never activates). */
  sideOf(combatant: Combatant.Implementation): SideRef | null;
  /** Rolls the order (per phase) for a new round; posts nothing itself. */
  rollRound(input: RoundInput): Promise<RoundPlan>;
  /** Orders a tie group when it comes up (needed by a plan with `ties`); posts nothing itself. */
  drawTie?(input: TieInput): Promise<TieDraw>;
  /**
   * Lines the tracker's banner shows for this combat (a side's dice pool, say), already
   * localised; read on every render.
   */
  trackerNotes?(combat: Combat.Implementation): readonly string[];
  /** The ruleset's banner buttons this user gets now (read on every render). */
  trackerActions?(combat: Combat.Implementation, user: User.Implementation): readonly TrackerAction[];
  /** Runs a banner button; it checks the user again (a click proves nothing). */
  runTrackerAction?(combat: Combat.Implementation, actionId: string): Promise<void>;
  /**
   * The ruleset's own row order in the tracker (negative: `a` first), from the figures' own data
   * only (tracker-order.ts says why); sides and names order what it leaves equal.
   */
  compareCombatants?(a: Combatant.Implementation, b: Combatant.Implementation): number;
  /** Lines shown on a combatant's row (action points, danger), already localised. */
  combatantNotes?(combatant: Combatant.Implementation): readonly string[];
  /** Ruleset extras when a round starts (e.g. refilling dice pools), on the GM's client. */
  onRoundStart?(combat: Combat.Implementation, round: number): Promise<void>;
  /** Ruleset extras after a figure's activation is marked, on the GM's client. */
  onActivationEnd?(combat: Combat.Implementation, combatant: Combatant.Implementation): Promise<void>;
}

const configs = new Map<RulesetId, ActivationConfig>();

export function registerActivationConfig(config: ActivationConfig): void {
  configs.set(config.ruleset, config);
}

export function activationConfigFor(ruleset: RulesetId): ActivationConfig | undefined {
  return configs.get(ruleset);
}

/** Actor types are prefixed with their ruleset id: `angry-miniatures-figure`. */
export function rulesetOfActorType(type: string | undefined): RulesetId | null {
  if (!type) return null;
  return RULESET_IDS.find((id) => type.startsWith(`${id}-`)) ?? null;
}

export type CombatRuleset =
  | { readonly kind: "none" }
  | { readonly kind: "single"; readonly ruleset: RulesetId }
  | { readonly kind: "mixed"; readonly rulesets: readonly RulesetId[] };

/** The ruleset a combat plays by, from its combatants' actor types. */
export function rulesetOfActorTypes(types: readonly (string | undefined)[]): CombatRuleset {
  const found = [...new Set(types.map(rulesetOfActorType).filter((id): id is RulesetId => id !== null))];
  if (found.length === 0) return { kind: "none" };
  if (found.length === 1 && found[0]) return { kind: "single", ruleset: found[0] };
  return { kind: "mixed", rulesets: found };
}
