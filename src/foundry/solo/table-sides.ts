import { sideKeyOf } from "../combat/groups";
import { readSetting, registerHiddenWorldSetting, settingKey, writeSetting } from "../settings/registry";

/**
 * Which sides the table plays, and by which policy: a world setting (side key to policy name).
 * World settings are written only by users allowed to modify the configuration (GMs), so no
 * player can hand a side to the table, or take one from it, from their own client.
 */
export const TABLE_SIDES_KEY = settingKey("core", "tableSides");

export function registerTableSides(onChange?: () => void): void {
  registerHiddenWorldSetting(TABLE_SIDES_KEY, {}, onChange ? () => onChange() : undefined);
}

const isName = (value: unknown): value is string => typeof value === "string" && /^[a-z][a-z-]{0,31}$/.test(value);

/** Every side the table plays, by side key (`team:<uuid>`, the tracker's key), with its policy. */
export function tableSides(): Readonly<Record<string, string>> {
  const stored = readSetting(TABLE_SIDES_KEY);
  if (typeof stored !== "object" || stored === null) return {};
  return Object.fromEntries(Object.entries(stored as Record<string, unknown>).filter((entry): entry is [string, string] => isName(entry[1])));
}

/** The policy the table plays this side by, or null when its players play it. */
export const tablePolicyOf = (sideKey: string): string | null => tableSides()[sideKey] ?? null;

/** Does the table play a side in this combat (one of its figures' tracker sides)? */
export function tablePlaysIn(combat: Combat.Implementation): boolean {
  const played = tableSides();
  return combat.combatants.contents.some((c) => played[sideKeyOf(c as Combatant.Implementation) ?? ""] !== undefined);
}

/** The tracker's key of a side actor (team, force or choir). */
export const sideKeyOfActor = (actor: { readonly uuid: string }): string => `team:${actor.uuid}`;

/** A GM hands a side to the table with a policy, or back to its players (null). */
export async function setTableSide(sideKey: string, policy: string | null): Promise<void> {
  const next: Record<string, string> = { ...tableSides() };
  if (policy === null) delete next[sideKey];
  else next[sideKey] = policy;
  await writeSetting(TABLE_SIDES_KEY, next);
}
