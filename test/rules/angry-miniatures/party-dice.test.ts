import { describe, expect, it } from "vitest";
import { resolveDefence, rollAttack, type Combatant } from "../../../src/rules/angry-miniatures/contest";
import { resolveAria } from "../../../src/rules/precious-moments/aria";
import { rollerFor, ScriptedRoller, type DiceRoller, type PartyDiceRoller } from "../../../src/rules/common/dice";
import { R } from "./fixtures";

/** Hands out scripted dice and notes whose each request was: "acting" or the party named. */
class WhoseRoller implements PartyDiceRoller {
  readonly asked: string[] = [];
  readonly #dice: ScriptedRoller;
  constructor(results: number[]) {
    this.#dice = new ScriptedRoller(results);
  }
  roll(count: number, faces: number): number[] {
    return this.#as("acting", count, faces);
  }
  forParty(party: string): DiceRoller {
    return { roll: (count, faces) => this.#as(party, count, faces) };
  }
  #as(whose: string, count: number, faces: number): number[] {
    this.asked.push(`${whose} ${count}d${faces}`);
    return this.#dice.roll(count, faces);
  }
}

const plainFigure: Combatant = { attackTypes: ["melee"] };

describe("the rules name whose dice they ask for", () => {
  it("a roller that knows no parties rolls every party's dice itself, in the same order", () => {
    const roller = new ScriptedRoller([1, 2]);
    expect(rollerFor(roller, "b")).toBe(roller);
  });

  it("an Angry Miniatures defence (pool and SuperTieBreaker die) is the defender's; the attack and the attacker's tie die are the acting side's", () => {
    const roller = new WhoseRoller([R.K, R.n9, R.K, R.n9, R.A, R.n10]);
    const attack = rollAttack(plainFigure, "melee", 2, roller);
    // K 9 against K 9: equal hits, equal faces, so a SuperTieBreaker: A (attacker) beats 10 (defender).
    const result = resolveDefence(attack, { attacker: plainFigure, defender: plainFigure, dice: 2 }, roller, rollerFor(roller, "villain"));
    expect(result.winner).toBe("attacker");
    expect(roller.asked).toEqual(["acting 2d6", "villain 2d6", "acting 1d6", "villain 1d6"]);
  });

  it("a Precious Moments target's Relying on the Spirit is the target's; the song and the Humiliation are the singer's", () => {
    const roller = new WhoseRoller([1, 1, 6, 6, 2, 3]);
    const aria = resolveAria({ id: "angel", cuteness: 7 }, { id: "bell", piety: 4, value: 9 }, roller);
    expect(aria.humiliation).toBe(5);
    expect(roller.asked).toEqual(["acting 2d6", "bell 2d6", "acting 2d6"]);
  });
});
