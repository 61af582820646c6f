import { beforeAll, describe, expect, it } from "vitest";
import { StandInI18n } from "../../foundry-stand-in/i18n";
import { buildEnglish, flattenKeys } from "../../../tools/lib/lang.mjs";
import { wagerView } from "../../../src/foundry/knight-fight/play/wager-view";

/** The wager dialog offers only what can happen: no declaration the dice can never meet, no roll of an empty pool. */
describe("Knight Fight: the wager dialog's choices", () => {
  beforeAll(() => {
    Object.assign(globalThis, { game: { i18n: new StandInI18n(flattenKeys(buildEnglish())) } });
  });
  const view = (pool: number, take: number, declare: number) => wagerView({ figureName: "Quillon", forceName: "Mantel", pool, take, declare });

  it("greys every declaration above the dice taken, saying why, and lowers a selected one to what can be met", () => {
    const two = view(2, 5, 6);
    expect(two.declareOptions.filter((o) => o.disabled).map((o) => o.label)).toEqual(["3 (never met with 2 dice)", "4 (never met with 2 dice)", "5 (never met with 2 dice)", "6 (never met with 2 dice)"]);
    expect(two.declareOptions.find((o) => o.selected)?.value).toBe(2);
    expect(two.success).not.toContain("0.0%");
    expect(two.rollLabel).toBe("Roll 2 dice");
    expect(view(1, 1, 1).rollLabel).toBe("Roll 1 die");
    expect(view(1, 1, 3).declareOptions.find((o) => o.value === 2)?.label).toBe("2 (never met with 1 die)");
  });

  it("an empty pool offers no roll", () => {
    const empty = view(0, 3, 2);
    expect(empty.canWager).toBe(false);
    expect(empty.rollLabel).toBe("No dice to roll");
  });
});
