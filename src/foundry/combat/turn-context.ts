import { bannerExtraActions, bannerExtraNotes } from "./banner-extras";
import { activatableIds, unitUp, type ActivationStyle } from "../../rules/common/activation";
import type { TrackerAction } from "./activation-config";
import type { RulesetId } from "../shared/constants";
import { activationConfigOf, type ShelfWarsCombat } from "./combat-document";
import { readDefeated, readMarked, tableRound } from "../shared/combat-flags";
import { sideColourOfKey, sideGroups, sideKeyOf, trackerFigures } from "./groups";
import { judgeActivation, ownsCombatant } from "./judge";

/** How each ruleset names a figure out of the game (its rules' own word). */
export const DEFEATED_LABELS = {
  "angry-miniatures": "SHELFWARS.Combat.Tracker.Defeated.angry-miniatures",
  "knight-fight": "SHELFWARS.Combat.Tracker.Defeated.knight-fight",
  "precious-moments": "SHELFWARS.Combat.Tracker.Defeated.precious-moments",
} as const satisfies Record<RulesetId, string>;

/** What the tracker shows for one combatant: its side, its mark and the controls this user gets. */
export interface TurnActivationContext {
  readonly sideName: string | null;
  /** The side's colour, shown as a dot before its name. */
  readonly sideColour: string | null;
  readonly activated: boolean;
  readonly activating: boolean;
  readonly defeated: boolean;
  /** The lang key naming the defeated state in this ruleset (Killed, In Heaven, Defeated). */
  readonly defeatedLabel: string;
  /** This user may press "Activate" (a warning may follow if the order check is at warn). */
  readonly canActivate: boolean;
  /** The turn order allows it now (false: the GM overriding, or a player at warn level). */
  readonly inTurn: boolean;
  readonly canEnd: boolean;
  /** GM only: clear or set the mark by hand. */
  readonly canToggleMark: boolean;
  /** The ruleset's lines for this figure (its action points, say), already localised. */
  readonly notes: readonly string[];
}

export function turnActivationContext(combat: ShelfWarsCombat, combatant: Combatant.Implementation, user: User.Implementation): TurnActivationContext | null {
  const config = activationConfigOf(combat as Combat.Implementation);
  const state = combat.activationState;
  if (!config || !state || !combat.started) return null;
  const id = combatant.id ?? "";
  const side = sideKeyOf(combatant);
  const activating = state.active === id;
  return {
    sideName: side === null ? null : (sideGroups(combat as Combat.Implementation).get(side)?.name ?? null),
    sideColour: side === null ? null : (sideColourOfKey(side) ?? null),
    activated: readMarked(combat).has(id),
    activating,
    defeated: readDefeated(combat).has(id),
    defeatedLabel: DEFEATED_LABELS[config.ruleset],
    canActivate: !activating && judgeActivation(combat, config, combatant, user).verdict !== "refuse",
    inTurn: activatableIds(state, trackerFigures(combat as Combat.Implementation)).includes(id),
    canEnd: activating && ownsCombatant(combatant, user),
    canToggleMark: user.isGM && !activating,
    notes: [...(config.combatantNotes?.(combatant) ?? [])],
  };
}

/** What "pass" hands the turn to, by the tracker's style (combat.json `Tracker.Pass`). */
export const PASS_LABELS = {
  "alternate-sides": "SHELFWARS.Combat.Tracker.Pass.alternate-sides",
  "speed-order": "SHELFWARS.Combat.Tracker.Pass.speed-order",
} as const satisfies Record<ActivationStyle, string>;

/** The banner above the turns: the round, the phase and the side (or figure) that is up. */
export interface TrackerBanner {
  readonly round: number;
  readonly phaseLabel: string | null;
  readonly upName: string | null;
  readonly activeName: string | null;
  readonly canPass: boolean;
  /** The pass button's lang key: passing goes to the next side, or to the next figure in Speed order. */
  readonly passLabel: string;
  /** The ruleset's lines for the whole combat (each side's dice pool, say), already localised. */
  readonly notes: readonly string[];
  /** The ruleset's own buttons for this user (a GM calling the game, say). */
  readonly actions: readonly TrackerAction[];
}

export function trackerBanner(combat: ShelfWarsCombat, user: User.Implementation): TrackerBanner | null {
  const state = combat.activationState;
  const config = activationConfigOf(combat as Combat.Implementation);
  if (!state || !combat.started || !config) return null;
  const unit = unitUp(state);
  const upName = unit === null ? null : (sideGroups(combat as Combat.Implementation).get(unit)?.name ?? combat.combatants.get(unit)?.name ?? null);
  return {
    round: tableRound(combat),
    phaseLabel: state.phases.length > 1 ? (state.phases[state.phase]?.label ?? null) : null,
    upName,
    activeName: state.active ? (combat.combatants.get(state.active)?.name ?? null) : null,
    canPass: user.isGM,
    passLabel: PASS_LABELS[state.style],
    notes: [...(config.trackerNotes?.(combat as Combat.Implementation) ?? []), ...bannerExtraNotes(combat as Combat.Implementation)],
    actions: [...(config.trackerActions?.(combat as Combat.Implementation, user) ?? []), ...bannerExtraActions(combat as Combat.Implementation, user)],
  };
}
