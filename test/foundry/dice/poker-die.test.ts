import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../../foundry-stand-in";
import { enterManually, manualPrompts, scriptDice } from "../../foundry-stand-in/parts/dice";
import { createUser, setCurrentUser, USER_ROLES } from "../../foundry-stand-in/parts/documents";

describe("poker die", () => {
  let standIn: StandIn;
  beforeEach(() => {
    vi.resetModules();
    standIn = installStandIn();
  });
  afterEach(() => removeStandIn());

  async function load() {
    const { registerDiceService, addDiceSoNicePokerDie } = await import("../../../src/foundry/dice/register");
    const { PokerDie } = await import("../../../src/foundry/dice/poker-die");
    const rollData = await import("../../../src/foundry/dice/roll-data");
    registerDiceService({ addTemplates: () => undefined });
    return { PokerDie, addDiceSoNicePokerDie, ...rollData };
  }

  it("registers as `p`, rolls six faces and keeps ranks 1..6 as results", async () => {
    const { PokerDie } = await load();
    expect(CONFIG.Dice.terms.p).toBe(PokerDie);
    scriptDice([1, 2, 3, 4, 5, 6]);
    const roll = await new Roll("6dp").evaluate();
    const term = roll.dice[0]!;
    expect(term).toBeInstanceOf(PokerDie);
    expect(term.faces).toBe(6);
    expect(term.results.map((r) => r.result)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(term.results.map((r) => term.getResultLabel(r))).toEqual(["9", "10", "J", "Q", "K", "A"]);
  });

  it("counts hits (J, Q, K) as its total, never a sum of pips", async () => {
    await load();
    scriptDice([6, 6, 3, 5, 1]);
    const roll = await new Roll("5dp").evaluate();
    expect(roll.total).toBe(2);
    scriptDice([6, 6, 6, 1]);
    expect((await new Roll("4dp").evaluate()).total).toBe(0);
  });

  it("adds its own CSS classes per face", async () => {
    await load();
    scriptDice([6, 2]);
    const roll = await new Roll("2dp").evaluate();
    const term = roll.dice[0]!;
    const [ace, ten] = term.results as [foundry.dice.terms.DiceTerm.Result, foundry.dice.terms.DiceTerm.Result];
    expect(term.getResultCSS(ace)).toEqual(expect.arrayContaining(["shelf-wars-poker", "poker-A"]));
    expect(term.getResultCSS(ten)).toEqual(expect.arrayContaining(["shelf-wars-poker", "poker-10"]));
  });

  it("reads labels, ranks and results back from a roll", async () => {
    const { pokerLabelsOf, ranksOf, diceResultsOf } = await load();
    scriptDice([5, 4, 1]);
    const roll = await new Roll("3dp").evaluate();
    expect(ranksOf(roll)).toEqual([5, 4, 1]);
    expect(pokerLabelsOf(roll)).toEqual(["K", "Q", "9"]);
    scriptDice([2, 6], 6);
    const plain = await new Roll("2d6").evaluate();
    expect(diceResultsOf(plain)).toEqual([2, 6]);
    expect(ranksOf(plain)).toEqual([]);
  });

  it("is its own denomination `p`, as core's Coin and FateDie are, not a `d6`", async () => {
    const { PokerDie } = await load();
    const term = new PokerDie({ number: 4 });
    expect(term).toBeInstanceOf(foundry.dice.terms.DiceTerm);
    expect(term).not.toBeInstanceOf(foundry.dice.terms.Die);
    expect(term.denomination).toBe("p");
    expect(term.expression).toBe("4dp");
    expect(term.faces).toBe(6);
  });

  it("is fulfilled by the Dice Configuration row `p`: manual entry asks 1-6 per poker die, the d6 row leaves it alone", async () => {
    await load();
    // Manual entry needs MANUAL_ROLLS, which a Trusted player has by default (see the next test for a plain player).
    setCurrentUser(createUser("Tess", { role: USER_ROLES.TRUSTED }));
    // fvtt-types lists only core's denominations; the setting holds one entry per fulfillment row.
    await game.settings!.set("core", "diceConfiguration", { p: "manual" } as never);
    enterManually([6, 3, 1, 2]);
    const poker = await new Roll("4dp").evaluate();
    expect(manualPrompts).toEqual(Array.from({ length: 4 }, () => ({ denomination: "p", faces: 6 })));
    const term = poker.dice[0]!;
    expect(term.results.map((r) => term.getResultLabel(r))).toEqual(["A", "J", "9", "10"]);

    manualPrompts.length = 0;
    await game.settings!.set("core", "diceConfiguration", { d6: "manual" });
    scriptDice([5, 5]);
    await new Roll("2dp").evaluate();
    expect(manualPrompts).toEqual([]);
    enterManually([4]);
    await new Roll("1d6").evaluate();
    expect(manualPrompts).toEqual([{ denomination: "d6", faces: 6 }]);
  });

  it("is rolled digitally for a plain player whose Dice Configuration still says manual (no MANUAL_ROLLS), as core does", async () => {
    await load();
    setCurrentUser(createUser("Pip", { role: USER_ROLES.PLAYER }));
    await game.settings!.set("core", "diceConfiguration", { p: "manual" } as never);
    scriptDice([6, 1]);
    const poker = await new Roll("2dp").evaluate();
    expect(manualPrompts).toEqual([]);
    const term = poker.dice[0]!;
    expect(term.results.map((r) => term.getResultLabel(r))).toEqual(["A", "9"]);
  });

  it("shows the faces in the chat tooltip", async () => {
    await load();
    scriptDice([6, 1, 4]);
    const roll = await new Roll("3dp").evaluate();
    const tooltip = (roll.dice[0] as unknown as { getTooltipData(): { rolls: { result: string; classes: string }[] } }).getTooltipData();
    expect(tooltip.rolls.map((r) => r.result)).toEqual(["A", "9", "Q"]);
    expect(tooltip.rolls[0]!.classes).toContain("poker-A");
  });

  it("survives the chat round trip: toJSON, then Roll.fromData on another client, keeps class, faces, results and total", async () => {
    const { PokerDie, pokerLabelsOf } = await load();
    scriptDice([6, 6, 3, 5, 1]);
    const roll = await new Roll("5dp").evaluate();
    const stored = JSON.stringify(roll);
    const rebuilt = Roll.fromJSON(stored) as Roll;
    const term = rebuilt.dice[0]!;
    expect(term).toBeInstanceOf(PokerDie);
    expect(term.faces).toBe(6);
    expect(term.results).toEqual(roll.dice[0]!.results);
    expect(pokerLabelsOf(rebuilt)).toEqual(["A", "A", "J", "K", "9"]);
    expect(rebuilt.total).toBe(2);
    expect(rebuilt.formula).toBe("5dp");
  });

  it("offers manual entry with a localised label and a Dice So Nice preset on the d6", async () => {
    const { addDiceSoNicePokerDie } = await load();
    expect(CONFIG.Dice.fulfillment.dice.p?.icon).toContain("fa-dice-d6");
    standIn.hooks.callAll("i18nInit");
    expect(CONFIG.Dice.fulfillment.dice.p?.label).toBe(standIn.i18n.translations.get("SHELFWARS.Dice.PokerDie"));
    const dice3d = { addSystem: vi.fn(), addDicePreset: vi.fn() };
    standIn.hooks.callAll("diceSoNiceReady", dice3d);
    expect(dice3d.addSystem).toHaveBeenCalledWith({ id: "shelf-wars", name: "Shelf Wars" }, "preferred");
    expect(dice3d.addDicePreset).toHaveBeenCalledWith(
      { type: "dp", labels: ["9", "10", "J", "Q", "K", "A"], system: "shelf-wars" },
      "d6",
    );
    expect(addDiceSoNicePokerDie).toBeTypeOf("function");
  });
});
