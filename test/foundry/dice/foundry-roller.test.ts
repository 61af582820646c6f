import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DiceRoller } from "../../../src/rules/common/dice";
import { countHits } from "../../../src/rules/common/poker";
import { installStandIn, removeStandIn } from "../../foundry-stand-in";
import { scriptDice } from "../../foundry-stand-in/parts/dice";

describe("resolveWithFoundryDice", () => {
  beforeEach(() => {
    vi.resetModules();
    installStandIn();
  });
  afterEach(() => removeStandIn());

  async function load() {
    const { registerDiceService } = await import("../../../src/foundry/dice/register");
    registerDiceService({ addTemplates: () => undefined });
    return import("../../../src/foundry/dice/foundry-roller");
  }

  /** A roll function backed by the stand-in's Roll, recording each formula. */
  function recordingRoll(formulas: string[]) {
    return async (formula: string) => {
      formulas.push(formula);
      return new Roll(formula).evaluate();
    };
  }

  it("rolls exactly the dice asked for and replays until compute completes", async () => {
    const { resolveWithFoundryDice } = await load();
    scriptDice([3, 5, 6, 2, 4, 1]);
    const formulas: string[] = [];
    let runs = 0;
    const compute = (roller: DiceRoller) => {
      runs++;
      const attack = roller.roll(4, 6);
      const defence = roller.roll(2, 6);
      return { attack, defence, hits: countHits(attack) };
    };
    const { result, rolls } = await resolveWithFoundryDice(compute, { denomination: "p" }, recordingRoll(formulas));
    expect(formulas).toEqual(["4dp", "2dp"]);
    expect(runs).toBe(3);
    expect(result).toEqual({ attack: [3, 5, 6, 2], defence: [4, 1], hits: 2 });
    expect(rolls.map((r) => r.formula)).toEqual(["4dp", "2dp"]);
  });

  it("asks only for the missing dice when a later step needs more than the queue holds", async () => {
    const { resolveWithFoundryDice } = await load();
    scriptDice([1, 1, 6, 6, 6]);
    const formulas: string[] = [];
    // Reroll every 1 once: the number of extra dice depends on the first results.
    const compute = (roller: DiceRoller) => {
      const first = roller.roll(2, 6);
      const ones = first.filter((v) => v === 1).length;
      return [...first.filter((v) => v !== 1), ...roller.roll(ones, 6), ...roller.roll(1, 6)];
    };
    const { result } = await resolveWithFoundryDice(compute, { denomination: "d" }, recordingRoll(formulas));
    expect(formulas).toEqual(["2d6", "2d6", "1d6"]);
    expect(result).toEqual([6, 6, 6]);
  });

  it("uses the real Foundry Roll by default and returns each Roll in order", async () => {
    const { resolveWithFoundryDice } = await load();
    scriptDice([4, 2, 6]);
    const { result, rolls } = await resolveWithFoundryDice((r) => [...r.roll(2, 6), ...r.roll(1, 6)], { denomination: "d" });
    expect(result).toEqual([4, 2, 6]);
    expect(rolls).toHaveLength(2);
    expect(rolls[0]).toBeInstanceOf(Roll);
    expect(rolls.map((r) => r.total)).toEqual([6, 6]);
  });

  it("passes rule violations and other errors through untouched", async () => {
    const { resolveWithFoundryDice } = await load();
    const boom = new Error("rules said no");
    await expect(resolveWithFoundryDice(() => { throw boom; }, { denomination: "d" }, recordingRoll([]))).rejects.toBe(boom);
  });

  it("refuses poker dice with other than six faces and impossible counts", async () => {
    const { resolveWithFoundryDice } = await load();
    await expect(resolveWithFoundryDice((r) => r.roll(1, 8), { denomination: "p" }, recordingRoll([]))).rejects.toThrow(/six|6 faces/);
    await expect(resolveWithFoundryDice((r) => r.roll(-1, 6), { denomination: "d" }, recordingRoll([]))).rejects.toThrow(/cannot roll/);
  });

  it("stops a runaway compute that never has enough dice", async () => {
    const { resolveWithFoundryDice, MAX_REPLAYS } = await load();
    const formulas: string[] = [];
    const roll = async (formula: string) => {
      formulas.push(formula);
      scriptDice([1]);
      return new Roll(formula).evaluate();
    };
    let asked = 0;
    const greedy = (r: DiceRoller) => {
      asked = 0;
      for (;;) { r.roll(1, 6); asked++; }
    };
    await expect(resolveWithFoundryDice(greedy, { denomination: "d" }, roll)).rejects.toThrow(/still asking/);
    expect(formulas.length).toBe(MAX_REPLAYS);
    expect(asked).toBe(MAX_REPLAYS);
  });

  it("rejects a roll that does not return the dice it was asked for", async () => {
    const { resolveWithFoundryDice } = await load();
    const short = async () => { scriptDice([3]); return new Roll("1d6").evaluate(); };
    await expect(resolveWithFoundryDice((r) => r.roll(2, 6), { denomination: "d" }, short)).rejects.toThrow(/not 2 results/);
  });
});
