import { standInGeneration, type StandInGeneration } from "../generation";

/**
 * Context menu entries as each generation has them, and what core's ContextMenu shows of them.
 * - v13 (https://foundryvtt.com/api/v13/interfaces/foundry.applications.ux.ContextMenu.ContextMenuEntry.html):
 *   `name` (a lang key), `icon` (HTML), `condition` (boolean or fn(target)), `callback(target)`.
 * - v14: `label`, `icon` (a class string), `visible`, `onClick(event, target)`; the v13 names still
 *   work until v16 but each use logs a compatibility warning, worded as modules reported them:
 *   "ContextMenuEntry#name is deprecated. Use ContextMenuEntry#label instead." (Muttley/foundryvtt-fallout
 *   issues 747, 748: callback → onClick; TheWitcherTRPG issue 558: condition → visible; crucible
 *   PR 688; Foundryborne/daggerheart PR 1927: "legacy support up to v16"). That `visible` is called
 *   with the target element as `condition` was is not stated publicly: assumed here.
 */
export interface MenuEntry {
  name?: string;
  label?: string;
  icon?: string;
  condition?: boolean | ((target: unknown) => boolean);
  visible?: boolean | ((target: unknown) => boolean);
  callback?: (target: unknown) => unknown;
  onClick?: (event: unknown, target: unknown) => unknown;
}

/** Core's combatant entries (lang keys; the two initiative ones are what Draw Steel and Lancer filter). */
const CORE_COMBATANT_ENTRIES = ["COMBAT.CombatantClear", "COMBAT.CombatantReroll", "COMBAT.CombatantRemove"] as const;

export function coreCombatantEntries(generation: StandInGeneration = standInGeneration()): MenuEntry[] {
  if (generation === 13) return CORE_COMBATANT_ENTRIES.map((name) => ({ name }));
  return CORE_COMBATANT_ENTRIES.map((label) => ({ label, visible: true }));
}

const RENAMED = [
  ["name", "label"],
  ["condition", "visible"],
  ["callback", "onClick"],
] as const;

/** The labels core's ContextMenu shows for `target`, warning (v14) for each deprecated property used. */
export function shownMenuLabels(entries: readonly MenuEntry[], target: unknown, generation: StandInGeneration = standInGeneration()): string[] {
  return entries.flatMap((entry) => {
    if (generation === 14) {
      for (const [old, renamed] of RENAMED) {
        if (old in entry) console.warn(`ContextMenuEntry#${old} is deprecated. Use ContextMenuEntry#${renamed} instead.`);
      }
    } else if ("label" in entry || "visible" in entry || "onClick" in entry) {
      throw new Error("stand-in: v14 context menu entries (label/visible/onClick) on v13 are not modelled");
    }
    const label = entry.label ?? entry.name;
    const gate = generation === 14 ? (entry.visible ?? entry.condition) : entry.condition;
    const shown = typeof gate === "function" ? gate(target) : (gate ?? true);
    return shown && label ? [label] : [];
  });
}
