import { SYSTEM_ID } from "./constants";
import { ACTIVATION_STYLES, type ActivationState, type ActivationStyle, type PhasePlan } from "../../rules/common/activation";

/**
 * The tracker keeps its state in flags, so no Combat or Combatant sub-type is needed in the
 * manifest: on the Combat, `activation` (the round's order and who is up or activating),
 * `marked` and `defeated` (combatant id to true), `result` (the game's result a ruleset has
 * announced, as its own key, so it is announced once); on a CombatantGroup, `side`. Marks and
 * defeats live on the Combat because a player may update the Combatants of figures they own
 * (flags and `defeated` included) but not the Combat. Flags are world data a GM can edit by
 * macro, so every read is validated.
 */

function systemFlags(document: { flags: unknown }): Record<string, unknown> {
  const flags = document.flags;
  if (typeof flags !== "object" || flags === null) return {};
  const ours = (flags as Record<string, unknown>)[SYSTEM_ID];
  return typeof ours === "object" && ours !== null ? (ours as Record<string, unknown>) : {};
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === "string");
}

function isStyle(value: unknown): value is ActivationStyle {
  return typeof value === "string" && (ACTIVATION_STYLES as readonly string[]).includes(value);
}

function parsePhase(value: unknown): PhasePlan | null {
  if (typeof value !== "object" || value === null) return null;
  const { order, label, ties, drawn } = value as Record<string, unknown>;
  if (!isStringArray(order)) return null;
  const groups = {
    ...(Array.isArray(ties) && ties.every(isStringArray) ? { ties } : {}),
    ...(Array.isArray(drawn) && drawn.every(isStringArray) ? { drawn } : {}),
  };
  return typeof label === "string" ? { order, label, ...groups } : { order, ...groups };
}

/** The activation state a combat stores, or null when it has none (or it is malformed). */
export function readActivationState(combat: { flags: unknown }): ActivationState | null {
  const raw = systemFlags(combat).activation;
  if (typeof raw !== "object" || raw === null) return null;
  const { style, phases, phase, up, active } = raw as Record<string, unknown>;
  if (!isStyle(style) || !Array.isArray(phases) || typeof phase !== "number") return null;
  const parsed = phases.map(parsePhase);
  if (parsed.some((p) => p === null)) return null;
  const upIndex = typeof up === "number" && Number.isInteger(up) ? up : null;
  return {
    style,
    phases: parsed as PhasePlan[],
    phase,
    up: upIndex,
    active: typeof active === "string" ? active : null,
  };
}

function idsSetTrue(value: unknown): ReadonlySet<string> {
  if (typeof value !== "object" || value === null) return new Set();
  return new Set(Object.entries(value as Record<string, unknown>).filter(([, on]) => on === true).map(([id]) => id));
}

/** Combatants the GM's record marks as activated this round (or phase). */
export function readMarked(combat: { flags: unknown }): ReadonlySet<string> {
  return idsSetTrue(systemFlags(combat).marked);
}

/** Combatants the GM's record holds defeated. */
export function readDefeated(combat: { flags: unknown }): ReadonlySet<string> {
  return idsSetTrue(systemFlags(combat).defeated);
}

export function sideKeyOfGroup(group: { flags: unknown }): string | null {
  const side = systemFlags(group).side;
  return typeof side === "string" ? side : null;
}

/** The game result the combat records as announced (a ruleset's key), or null. */
export function readAnnouncedResult(combat: { flags: unknown }): string | null {
  const result = systemFlags(combat).result;
  return typeof result === "string" ? result : null;
}

/**
 * The round the table is playing: the one the GM's client last wrote beside the activation state
 * (`round` in the system's flags), which only a GM writes. Core lets any user write the combat's
 * own `round` (and `turn`), so nothing that names an activation reads that; a combat saved before
 * the flag existed falls back to it.
 */
export function tableRound(combat: { flags: unknown; round: number }): number {
  const round = systemFlags(combat).round;
  return typeof round === "number" && Number.isInteger(round) && round >= 0 ? round : combat.round;
}
