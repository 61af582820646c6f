/**
 * The tabs of a figure sheet, in the shape core's tab navigation reads
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html#_preparetabs:
 * one entry per tab with its id, group, label, `active` and `cssClass` "active" or ""). The
 * template's tab buttons carry `data-action="tab"`, `data-group` and `data-tab`, so core's
 * `changeTab` switches them without a render and records the choice in `tabGroups`; the sheet
 * reads `tabGroups` on the next render, so a change saved on the sheet keeps the tab open.
 */
export const FIGURE_TAB_GROUP = "primary";

export interface FigureTabDefinition {
  readonly id: string;
  /** The tab's lang key. */
  readonly label: string;
}

export interface FigureTab extends FigureTabDefinition {
  readonly group: typeof FIGURE_TAB_GROUP;
  readonly active: boolean;
  readonly cssClass: "active" | "";
}

/** The tabs with `active` open, or the first when `active` names none of them. */
export function figureTabs(definitions: readonly FigureTabDefinition[], active: string | null | undefined): FigureTab[] {
  const open = definitions.some((tab) => tab.id === active) ? active : definitions[0]?.id;
  return definitions.map((tab) => ({ ...tab, group: FIGURE_TAB_GROUP, active: tab.id === open, cssClass: tab.id === open ? "active" : "" }));
}

/**
 * The template's `tabs`, keyed by tab id as core's `_prepareTabs` returns them: the navigation
 * iterates them in order, each section reads its own (`tabs.notes.cssClass`).
 */
export function figureTabsContext(definitions: readonly FigureTabDefinition[], active: string | null | undefined): Record<string, FigureTab> {
  return Object.fromEntries(figureTabs(definitions, active).map((tab) => [tab.id, tab]));
}
