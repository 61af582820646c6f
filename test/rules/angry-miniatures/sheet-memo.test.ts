import { describe, expect, it } from "vitest";
import { createGame } from "../../../src/rules/angry-miniatures/game-setup";
import { brawler, twoSides } from "./game-fixtures";

describe("sheets the engine remembers values for", () => {
  it("a sheet used by a game is frozen: editing it afterwards throws instead of leaving stale derived stats", () => {
    const hero = brawler();
    const setup = twoSides([
      { id: "a", side: "red", sheet: hero, at: [0, 0] },
      { id: "b", side: "blue", sheet: brawler(), at: [0, 5] },
    ]);
    const before = createGame(setup).figures.a?.derived;
    expect(Object.isFrozen(hero)).toBe(true);
    expect(Object.isFrozen(hero.attackTypes)).toBe(true);
    expect(() => {
      (hero as { body: number }).body = 9;
    }).toThrow(TypeError);
    expect(() => (hero.attackTypes as string[]).push("range")).toThrow(TypeError);
    expect(createGame(setup).figures.a?.derived).toEqual(before);
  });

  it("a new sheet with other stats gets its own derived stats", () => {
    const weak = brawler();
    const strong = brawler({ mind: 3, body: 5 });
    const game = createGame(
      twoSides([
        { id: "a", side: "red", sheet: weak, at: [0, 0] },
        { id: "b", side: "blue", sheet: strong, at: [0, 5] },
      ]),
    );
    expect(game.figures.a?.derived).not.toEqual(game.figures.b?.derived);
  });
});
