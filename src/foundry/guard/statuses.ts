import { isActiveGm } from "../shared/active-gm";
import type { RulesetId } from "../shared/constants";
import { automationLevel } from "../settings/registry";
import { GAME_STATE_CHECK } from "./judge";
import { reportStatusChange } from "./report";
import { inWriteLine } from "./write-queue";

/** Stands for core's defeated status, whatever id `CONFIG.specialStatusEffects.DEFEATED` names at the time. */
export const DEFEATED_STATUS = "@defeated";

/**
 * Token statuses a ruleset's rules set (core's defeated mark, the crit statuses the GM's client
 * mirrors from the figure's flags, the tracker's activated mark): a player's client can toggle
 * them on its own figure (`Actor#toggleStatusEffect` creates or deletes an ActiveEffect, which an
 * owner may do), and so "kill" or "revive" it on the table.
 */
const registry = new Map<RulesetId, { readonly actorTypes: readonly string[]; readonly statuses: readonly string[] }>();

export function registerRuleOwnedStatuses(ruleset: RulesetId, actorTypes: readonly string[], statuses: readonly string[]): void {
  if (registry.has(ruleset)) throw new Error(`Shelf Wars: rule-owned statuses of ${ruleset} are declared twice`);
  registry.set(ruleset, { actorTypes, statuses });
}

function statusId(declared: string): string {
  return declared === DEFEATED_STATUS ? String(CONFIG.specialStatusEffects.DEFEATED) : declared;
}

/** The ruleset and the status ids its rules own on this actor type, or null. */
export function ruleOwnedStatusesOf(actorType: string): { ruleset: RulesetId; statuses: Set<string> } | null {
  for (const [ruleset, entry] of registry) if (entry.actorTypes.includes(actorType)) return { ruleset, statuses: new Set(entry.statuses.map(statusId)) };
  return null;
}

interface StatusActor {
  readonly type: string;
  readonly name: string | null;
  readonly statuses: Set<string>;
  toggleStatusEffect(id: string, options: { active: boolean; overlay?: boolean }): Promise<unknown>;
}

interface StatusEffectDocument {
  readonly parent: unknown;
  readonly statuses: Set<string>;
}

function isActor(value: unknown): value is StatusActor {
  return typeof value === "object" && value !== null && typeof (value as StatusActor).toggleStatusEffect === "function" && typeof (value as StatusActor).type === "string";
}

/** Puts the status back as it was (on after a player's delete, off after a create), in the one write line. */
function putStatusBack(actor: StatusActor, id: string, on: boolean): Promise<void> {
  return inWriteLine(async () => {
    if (actor.statuses.has(id) === on) return;
    try {
      await actor.toggleStatusEffect(id, { active: on, ...(on && id === String(CONFIG.specialStatusEffects.DEFEATED) ? { overlay: true } : {}) });
    } catch (error) {
      console.error(`Shelf Wars | the guard could not put back the status ${id} of ${actor.name ?? ""}`, error);
    }
  });
}

/**
 * createActiveEffect / deleteActiveEffect on the active GM's client: a non-GM's effect carrying a
 * status the rules own. enforce: put back, told to the GMs and the player; warn: kept, told to
 * the GMs; off: kept.
 */
export function onStatusEffectChanged(effect: StatusEffectDocument, userId: string, created: boolean): void {
  if (!isActiveGm()) return;
  const user = game.users?.get(userId);
  const actor = effect.parent;
  if (!user || user.isGM || !isActor(actor)) return;
  const declared = ruleOwnedStatusesOf(actor.type);
  if (!declared) return;
  const owned = [...effect.statuses].filter((id) => declared.statuses.has(id));
  if (owned.length === 0) return;
  const level = automationLevel(declared.ruleset, GAME_STATE_CHECK);
  if (level === "off") return;
  if (level === "enforce") for (const id of owned) void putStatusBack(actor, id, !created);
  void reportStatusChange(level, user, actor.name ?? "", owned, created).catch((error: unknown) => console.error("Shelf Wars | guard report failed", error));
}

export function registerStatusGuard(): void {
  Hooks.on("createActiveEffect", (effect, _options, userId) => onStatusEffectChanged(effect as unknown as StatusEffectDocument, userId, true));
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => onStatusEffectChanged(effect as unknown as StatusEffectDocument, userId, false));
}
