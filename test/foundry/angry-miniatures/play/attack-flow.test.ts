import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../../../foundry-stand-in";
import { isRuleViolation } from "../../../../src/rules/common/errors";
import { contestOdds, legacyShape, type ContestOdds } from "../../../../src/rules/angry-miniatures/odds";
import { attackOdds } from "../../../../src/rules/angry-miniatures/attack-odds";
import type { AmFigure } from "../../../../src/rules/angry-miniatures/figure";
import { AttackSession } from "../../../../src/foundry/angry-miniatures/table/attack-session";
import { HEALTH_PATH } from "../../../../src/foundry/angry-miniatures/table/plan";
import { actorUuidLookup, changesOfEvents } from "../../../../src/foundry/angry-miniatures/cards/outcome";
import type { AttackResult } from "../../../../src/foundry/angry-miniatures/table/attack-session";
import type { TableFigure } from "../../../../src/foundry/angry-miniatures/table/table-figure";

const changesOf = (result: AttackResult, figures: readonly TableFigure[]) => changesOfEvents(result.outcome.events, actorUuidLookup(figures));
import { archer, brawler, figure, grunt, mage, scripted, table } from "./fixtures";

describe("Angry Miniatures attack flow", () => {
  let standIn: StandIn;
  beforeEach(() => {
    standIn = installStandIn();
  });
  afterEach(() => removeStandIn());

  it("melee win: the defender takes the difference in hits, and the plan sets exactly that Health", async () => {
    const figures = [figure("a", brawler, { i: 2, j: 2 }, "friendly"), figure("b", grunt, { i: 2, j: 3 }, "hostile")];
    const session = new AttackSession(table(figures), "a", "b");
    const view = session.view();
    expect(view.attackDice).toBe(7);
    expect(view.defenders.map((d) => d.dice)).toEqual([3]);
    expect(view.canRoll).toBe(true);
    // Attack K K Q J 9 9 10 (4 hits); defence 9 10 J (1 hit).
    const { resolve, roller } = scripted([5, 5, 4, 3, 1, 1, 2, 1, 2, 3]);
    const result = await session.roll(resolve);
    expect(roller.remaining).toBe(0);
    const [contest] = result.context.contests;
    expect(contest?.winner).toBe("attacker");
    expect(contest?.damageToDefender).toBe(3);
    expect(contest?.decidedBy).toBe("decided on hits");
    expect(result.context.attack.faces.map((f) => f.face)).toEqual(["K", "K", "Q", "J", "9", "9", "10"]);
    expect(result.inputs).toEqual({ attackerId: "a", targetId: "b", attackType: "melee", charging: false, cover: [] });
    // The card asks for the damage as an amount, never for the Health it reached.
    expect(changesOf(result, figures)).toEqual([{ uuid: "Actor.b", path: HEALTH_PATH, delta: -3 }]);
  });

  it("range tie won by the defender on Kings deals no damage and plans nothing", async () => {
    const figures = [figure("r", archer, { i: 0, j: 0 }, "friendly"), figure("d", grunt, { i: 0, j: 3 }, "hostile")];
    const session = new AttackSession(table(figures), "r", "d");
    expect(session.view().attackDice).toBe(6);
    // Attack J 9 9 10 10 9 (1 hit); defence K 9 10 (1 hit): equal hits, no Aces, the defender has a King.
    const { resolve } = scripted([3, 1, 1, 2, 2, 1, 5, 1, 2]);
    const result = await session.roll(resolve);
    const [contest] = result.context.contests;
    expect(contest?.winner).toBe("defender");
    expect(contest?.decidedBy).toBe("tie broken on Kings");
    expect(contest?.damageToDefender).toBe(0);
    expect(contest?.damageToAttacker).toBe(0);
    expect(changesOf(result, figures)).toEqual([]);
  });

  it("magic: one attack roll, every figure in the area defends on its own", async () => {
    const figures = [
      figure("m", mage, { i: 5, j: 1 }, "friendly"),
      figure("x", grunt, { i: 5, j: 5 }, "hostile"),
      figure("y", grunt, { i: 5, j: 6 }, "hostile"),
      figure("far", grunt, { i: 9, j: 9 }, "hostile"),
    ];
    const session = new AttackSession(table(figures), "m", "x");
    const view = session.view();
    expect(view.attackDice).toBe(5);
    expect(view.defenders.map((d) => d.id)).toEqual(["x", "y"]);
    expect(view.area).toEqual({ radius: 1, square: { i: 5, j: 5 } });
    // Attack K Q J 9 10 (3 hits); x: 9 9 9 (0 hits); y: K Q 9 (2 hits).
    const { resolve, roller } = scripted([5, 4, 3, 1, 2, 1, 1, 1, 5, 4, 1]);
    const result = await session.roll(resolve);
    expect(roller.remaining).toBe(0);
    expect(result.context.contests.map((c) => [c.defenderId, c.damageToDefender])).toEqual([
      ["x", 3],
      ["y", 1],
    ]);
    expect(result.context.area?.radius).toBe(1);
    // The card names the square as players do, counted from the scene's top-left square: here the grid's (0, 0).
    expect(result.context.area?.square).toBe("F6");
    expect(changesOf(result, figures)).toEqual([
      { uuid: "Actor.x", path: HEALTH_PATH, delta: -3 },
      { uuid: "Actor.y", path: HEALTH_PATH, delta: -1 },
    ]);
  });

  it("shows the rules' exact odds for the dice it shows, updating with the toggles (no rerolls: the plain contest odds)", () => {
    const figures = [figure("a", brawler, { i: 2, j: 2 }, "friendly"), figure("b", grunt, { i: 2, j: 3 }, "hostile")];
    const session = new AttackSession(table(figures), "a", "b");
    const close = (shown: ContestOdds | undefined, plain: ContestOdds) => {
      expect(Object.keys(shown?.attacker ?? {})).toEqual(Object.keys(plain.attacker));
      for (const [k, p] of Object.entries(plain.attacker)) expect(shown?.attacker[Number(k)]).toBeCloseTo(p, 14);
      for (const [k, p] of Object.entries(plain.defender)) expect(shown?.defender[Number(k)]).toBeCloseTo(p, 14);
      expect(shown?.none).toBeCloseTo(plain.none, 14);
      // Regenerate triggers on two Aces: the plain table's crit chance.
      expect(shown?.attackerCrit).toBeCloseTo(plain.attackerCrit, 14);
    };
    close(session.view().defenders[0]?.odds.odds, contestOdds(7, 3, true));
    session.update({ charging: true, cover: ["b"] });
    const view = session.view();
    expect(view.attackDice).toBe(8);
    expect(view.defenders[0]?.dice).toBe(4);
    close(view.defenders[0]?.odds.odds, contestOdds(8, 4, true));
  });

  it("counts the rerolls perks, flaws and crits grant: Bearded and Dynamic Attacker against Unlucky", () => {
    const bearded: AmFigure = { ...brawler, perk: "bearded", crit: "dynamic-attacker", critTrigger: ["A"] };
    const unlucky: AmFigure = { ...grunt, flaw: "unlucky" };
    const figures = [figure("a", bearded, { i: 2, j: 2 }, "friendly"), figure("b", unlucky, { i: 2, j: 3 }, "hostile")];
    const session = new AttackSession(table(figures), "a", "b");
    const shown = session.view().defenders[0]?.odds;
    const exact = attackOdds(bearded, unlucky, { attackType: "melee" });
    expect(exact.attackDice.dice).toBe(7);
    expect(exact.defenceDice.dice).toBe(3);
    expect(shown?.odds).toEqual({ ...legacyShape(exact), attackerCrit: exact.attackerCrit });
    expect(shown?.expectedDamage).toBe(exact.expectedDamageToDefender.toFixed(2));
    // The rerolls matter: the plain table for the same dice says something else.
    const plain = contestOdds(7, 3, true);
    expect(Math.abs((shown?.odds?.none ?? 0) - plain.none) + Math.abs((shown?.odds?.attackerCrit ?? 0) - plain.attackerCrit)).toBeGreaterThan(0.01);
    expect(shown?.counters).toBe(true);
  });

  it("shows a Dangerous Mind's counter-damage against Magic, and none for a Range attack", () => {
    const mind: AmFigure = { ...grunt, perk: "dangerous-mind" };
    const magic = new AttackSession(table([figure("m", mage, { i: 0, j: 0 }, "friendly"), figure("d", mind, { i: 0, j: 4 }, "hostile")]), "m", "d");
    expect(magic.view().defenders[0]?.odds.counters).toBe(true);
    expect(Object.keys(magic.view().defenders[0]?.odds.odds?.defender ?? {}).length).toBeGreaterThan(0);
    const range = new AttackSession(table([figure("r", archer, { i: 0, j: 0 }, "friendly"), figure("d", mind, { i: 0, j: 4 }, "hostile")]), "r", "d");
    expect(range.view().defenders[0]?.odds.counters).toBe(false);
    expect(range.view().defenders[0]?.odds.odds?.defender).toEqual({});
  });

  describe("legality per the automation settings", () => {
    const far = () => [figure("a", brawler, { i: 0, j: 0 }, "friendly"), figure("b", grunt, { i: 0, j: 3 }, "hostile")];
    const rolls = [5, 5, 4, 3, 1, 1, 2, 1, 2, 3];

    it("off: no check, the attack rolls", async () => {
      const session = new AttackSession(table(far(), { reach: "off" }), "a", "b");
      expect(session.view().findings).toEqual([]);
      const result = await session.roll(scripted(rolls).resolve);
      expect(result.context.warnings).toEqual([]);
    });

    it("warn: shown in the dialog and on the card, the attack rolls", async () => {
      const session = new AttackSession(table(far(), { reach: "warn" }), "a", "b");
      const [finding] = session.view().findings;
      expect(finding?.verdict).toBe("warn");
      expect(finding?.message).toBe("The target is 3 squares away; melee reaches 1.");
      expect(session.view().canRoll).toBe(true);
      const result = await session.roll(scripted(rolls).resolve);
      expect(result.context.warnings).toEqual([finding?.message]);
    });

    it("enforce: refused, naming the rule, nothing rolled", async () => {
      const session = new AttackSession(table(far(), { reach: "enforce" }), "a", "b");
      expect(session.view().refused).toBe(true);
      expect(session.view().canRoll).toBe(false);
      const { resolve, roller } = scripted(rolls);
      const error = await session.roll(resolve).catch((e: unknown) => e);
      expect(isRuleViolation(error) && error.code).toBe("AngryMiniatures.Rule.MeleeReach");
      expect(roller.remaining).toBe(rolls.length);
    });

    it("line of sight through walls for Range, only while the rule setting is on", () => {
      const figures = [figure("r", archer, { i: 0, j: 0 }, "friendly"), figure("d", grunt, { i: 0, j: 3 }, "hostile")];
      const blocked = new AttackSession(table(figures, { clear: false, sight: "enforce" }), "r", "d").view();
      expect(blocked.findings.map((f) => [f.check, f.verdict])).toEqual([["lineOfSight", "refuse"]]);
      expect(blocked.findings[0]?.message).toBe("A wall blocks the view between attacker and target.");
      const ruleOff = new AttackSession(table(figures, { clear: false, sight: "enforce", sightRequired: false }), "r", "d").view();
      expect(ruleOff.findings).toEqual([]);
    });

    it("Range may not target an adjacent figure", () => {
      const figures = [figure("r", archer, { i: 0, j: 0 }, "friendly"), figure("d", grunt, { i: 1, j: 1 }, "hostile")];
      const view = new AttackSession(table(figures, { reach: "enforce" }), "r", "d").view();
      expect(view.findings[0]?.message).toBe("Range attacks cannot be made against an adjacent figure.");
    });
  });

  it("an illegal figure is named, not rolled", () => {
    const broken = { ...brawler, mind: 5 };
    const session = new AttackSession(table([figure("a", broken, { i: 0, j: 0 }, "friendly"), figure("b", grunt, { i: 0, j: 1 }, "hostile")]), "a", "b");
    expect(session.view().problem).toBe("Mind, Body and Spirit must add up to exactly 9 (they add up to 12).");
    expect(session.view().canRoll).toBe(false);
  });

  it("asks only for strings that exist", async () => {
    const figures = [figure("a", brawler, { i: 0, j: 0 }, "friendly"), figure("b", grunt, { i: 0, j: 3 }, "hostile")];
    const session = new AttackSession(table(figures), "a", "b");
    session.view();
    await session.roll(scripted([5, 5, 4, 3, 1, 1, 2, 1, 2, 3]).resolve);
    const missing = [...standIn.i18n.requested].filter((key) => !standIn.i18n.has(key));
    expect(missing).toEqual([]);
  });
});
