import { describe, expect, it } from "vitest";
import { figureTabsContext } from "../../../src/foundry/sheets/figure-tabs";

const TABS = [
  { id: "figure", label: "SHELFWARS.Sheet.Tab.figure" },
  { id: "traits", label: "SHELFWARS.Sheet.Tab.traits" },
  { id: "notes", label: "SHELFWARS.Sheet.Tab.notes" },
] as const;

const open = (active: string | null) => Object.values(figureTabsContext(TABS, active)).filter((tab) => tab.active).map((tab) => [tab.id, tab.cssClass]);

/** The template's tabs, in the shape core's ApplicationV2#_prepareTabs gives (keyed by id, in order). */
describe("a figure sheet's tabs", () => {
  it("open the tab tabGroups names, exactly one, in core's shape", () => {
    expect(open("traits")).toEqual([["traits", "active"]]);
    expect(figureTabsContext(TABS, "notes").figure).toEqual({ id: "figure", label: "SHELFWARS.Sheet.Tab.figure", group: "primary", active: false, cssClass: "" });
    expect(Object.keys(figureTabsContext(TABS, null))).toEqual(["figure", "traits", "notes"]);
  });

  it("open the first tab before any was chosen, or when the recorded one is not this sheet's", () => {
    expect(open(null)).toEqual([["figure", "active"]]);
    expect(open("devotion")).toEqual([["figure", "active"]]);
  });
});
