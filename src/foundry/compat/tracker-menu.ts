import { isV14 } from "./generation";

type Gate = boolean | ((target: HTMLElement) => boolean);

/**
 * A context menu entry in either generation's shape. v13
 * (https://foundryvtt.com/api/v13/interfaces/foundry.applications.ux.ContextMenu.ContextMenuEntry.html):
 * `name`, `condition`. v14: `label`, `visible` (the old names deprecated in 14, removed in 16:
 * crucible PR 688; "ContextMenuEntry#name is deprecated. Use ContextMenuEntry#label instead."
 * as reported in Muttley/foundryvtt-fallout issue 747). fvtt-types 13.345 knows only v13's.
 */
interface AnyGenerationEntry {
  name?: string;
  label?: string;
  condition?: Gate;
  visible?: Gate;
}

function allowed(gate: Gate | undefined, target: HTMLElement): boolean {
  return typeof gate === "function" ? gate(target) : (gate ?? true);
}

/**
 * Core's entries with those named by `keys` (lang keys) also hidden while `hide()` holds, the gate
 * written in the generation's own property name (no deprecated name is written on v14). Core's
 * own entries are found by either name: whether v14 core still gives them `name` (Draw Steel
 * 1.0, v14-only, matches `name === "COMBAT.CombatantClear"`) or only `label` is not public
 * (docs/research/v14-evidence-2026-12.md §6), so `label ?? name` finds both.
 */
export function hideMenuEntries<Entry extends object>(entries: readonly Entry[], keys: readonly string[], hide: () => boolean): Entry[] {
  const v14 = isV14();
  return entries.map((entry) => {
    const shaped = entry as AnyGenerationEntry;
    const key = shaped.label ?? shaped.name;
    if (key === undefined || !keys.includes(key)) return entry;
    const gate = v14 ? (shaped.visible ?? shaped.condition) : shaped.condition;
    const shown = (target: HTMLElement) => !hide() && allowed(gate, target);
    return { ...entry, [v14 ? "visible" : "condition"]: shown };
  });
}
