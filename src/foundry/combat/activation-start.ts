import { SYSTEM_ID } from "../shared/constants";
import { readActivationState } from "../shared/combat-flags";

/**
 * The combatant whose activation a Combat update started, or null: a GM's write that set the
 * tracker's `activation.active` (a Combat flag, which only a GM may write) to the combatant the
 * tracker now records as activating. `changed` and `userId` are what `updateCombat` (on every
 * client) and `_onUpdate` receive.
 *
 * This, not `turn`, says an activation started: any player may move a Combat's `turn` and `round`
 * (core's `_canChangeTurn` / `_canChangeRound`, docs/foundry-v13-api.md, Corrections), so a turn
 * that comes back to the activating figure is no new activation, and what it walked or rolled for
 * stays as it is.
 */
export function activationStartedBy(combat: { flags: unknown }, changed: unknown, userId: string): string | null {
  if (!game.users?.get(userId)?.isGM) return null;
  const flags = (changed as { flags?: Record<string, unknown> } | null)?.flags?.[SYSTEM_ID];
  const active = (flags as { activation?: { active?: unknown } } | undefined)?.activation?.active;
  if (typeof active !== "string") return null;
  return readActivationState(combat)?.active === active ? active : null;
}
