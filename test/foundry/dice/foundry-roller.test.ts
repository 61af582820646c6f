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

/**
 * A card's dice topped up when its inputs change (a defender's side says it is in cover): each roll
 * call keeps the dice it took on the card, and only what it now lacks is rolled fresh, so no pool
 * gets a die the card already showed for another pool.
 */
describe("topUpRecordedDice", () => {
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
  /** An attack of 3 dice, then two defenders of `a` and `b` dice. */
  const pools = (a: number, b: number) => (roller: DiceRoller) => ({ attack: roller.roll(3, 6), first: roller.roll(a, 6), second: roller.roll(b, 6) });
  const active = (rolls: readonly Roll[]) => rolls.map((roll) => roll.dice.flatMap((term) => term.results.filter((r) => r.active !== false).map((r) => r.result)));

  async function card() {
    const { resolveWithFoundryDice } = await load();
    scriptDice([6, 5, 4, 3, 2, 1, 6]);
    return (await resolveWithFoundryDice(pools(2, 2), { denomination: "d" })).rolls;
  }

  it("one more die for the first defender is a fresh die; the second defender keeps its own dice", async () => {
    const recorded = await card();
    const { topUpRecordedDice, replayRecordedDice } = await import("../../../src/foundry/dice/foundry-roller");
    scriptDice([5]);
    const { result, rolls } = await topUpRecordedDice(pools(3, 2), pools(2, 2), recorded, { denomination: "d" });
    // Before, the first defender took the second defender's first die (1), which the card showed.
    expect(result).toEqual({ attack: [6, 5, 4], first: [3, 2, 5], second: [1, 6] });
    expect(active(rolls)).toEqual([[6, 5, 4], [3, 2], [5], [1, 6]]);
    expect(replayRecordedDice(pools(3, 2), rolls)).toEqual(result);
  });

  it("one die fewer: the die no longer reached stays on the card, discarded; the others keep theirs", async () => {
    const recorded = await card();
    const { topUpRecordedDice, replayRecordedDice } = await import("../../../src/foundry/dice/foundry-roller");
    const { result, rolls } = await topUpRecordedDice(pools(1, 2), pools(2, 2), recorded, { denomination: "d" });
    expect(result).toEqual({ attack: [6, 5, 4], first: [3], second: [1, 6] });
    expect(active(rolls)).toEqual([[6, 5, 4], [3], [1, 6]]);
    expect(rolls[1]!.dice[0]!.results[1]).toMatchObject({ result: 2, active: false, discarded: true });
    expect(replayRecordedDice(pools(1, 2), rolls)).toEqual(result);
  });

  it("topped up twice (both defenders answer), each pool still keeps its own dice", async () => {
    const recorded = await card();
    const { topUpRecordedDice, replayRecordedDice } = await import("../../../src/foundry/dice/foundry-roller");
    scriptDice([5]);
    const once = await topUpRecordedDice(pools(3, 2), pools(2, 2), recorded, { denomination: "d" });
    scriptDice([4]);
    const twice = await topUpRecordedDice(pools(3, 3), pools(3, 2), once.rolls, { denomination: "d" });
    expect(twice.result).toEqual({ attack: [6, 5, 4], first: [3, 2, 5], second: [1, 6, 4] });
    expect(replayRecordedDice(pools(3, 3), twice.rolls)).toEqual(twice.result);
  });
});
