import { afterEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn } from "../foundry-stand-in";
import { standInGeneration } from "../foundry-stand-in/generation";
import { shownMenuLabels, type MenuEntry } from "../foundry-stand-in/v14/context-menu";

/**
 * The tracker hides core's d20 initiative entries while an activation combat is viewed. Whether
 * v14 core still names its entries with `name` or only with `label` is not public
 * (docs/research/v14-evidence-2026-12.md §6): both shapes are found, on either generation.
 */
describe(`v${standInGeneration()}: core's initiative entries are hidden in either entry shape`, () => {
  afterEach(() => removeStandIn());

  it("an entry named by label or by name is hidden while the gate holds, shown again when it does not", async () => {
    installStandIn();
    const { hideMenuEntries } = await import("../../src/foundry/compat/tracker-menu");
    const v14 = standInGeneration() === 14;
    const entries: MenuEntry[] = v14
      ? [{ label: "COMBAT.CombatantClear", visible: true }, { name: "COMBAT.CombatantReroll" }, { label: "COMBAT.CombatantRemove", visible: true }]
      : [{ name: "COMBAT.CombatantClear" }, { name: "COMBAT.CombatantReroll", condition: () => true }, { name: "COMBAT.CombatantRemove" }];
    let hide = true;
    const shaped = hideMenuEntries(entries, ["COMBAT.CombatantClear", "COMBAT.CombatantReroll"], () => hide);
    // Core shows an old-shaped entry on v14 too, warning of the deprecated name (the stand-in's warning is silenced here).
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const shown = () => shownMenuLabels(shaped, {});
    expect(shown()).toEqual(["COMBAT.CombatantRemove"]);
    hide = false;
    expect(shown()).toEqual(["COMBAT.CombatantClear", "COMBAT.CombatantReroll", "COMBAT.CombatantRemove"]);
    warn.mockRestore();
  });
});
