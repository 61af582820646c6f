import { SYSTEM_ID } from "../constants";
import { ACTIVATION_STYLES, type ActivationState, type ActivationStyle, type PhasePlan } from "../../rules/common/activation";

/**
 * The tracker keeps its state in flags (`flags.shelf-wars.activation` on the Combat,
 * `.activated` on a Combatant, `.side` on a CombatantGroup), so no Combat or Combatant sub-type
 * is needed in the manifest. Flags are world data anyone can edit by macro, so every read is
 * validated.
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
  const { order, label } = value as Record<string, unknown>;
  if (!isStringArray(order)) return null;
  return typeof label === "string" ? { order, label } : { order };
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

export function isMarkedActivated(combatant: { flags: unknown }): boolean {
  return systemFlags(combatant).activated === true;
}

export function sideKeyOfGroup(group: { flags: unknown }): string | null {
  const side = systemFlags(group).side;
  return typeof side === "string" ? side : null;
}
