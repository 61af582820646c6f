import { describe, expect, it } from "vitest";
import { counted, isPluralName, nameDoes } from "../../src/cli/shared/words";

describe("counted nouns and agreeing verbs in the CLI's sentences", () => {
  it("counts a die and dice", () => {
    expect([counted(1, "die", "dice"), counted(0, "die", "dice"), counted(6, "die", "dice")]).toEqual(["1 die", "0 dice", "6 dice"]);
  });

  it("reads a side's name as singular or plural by its head noun", () => {
    expect(nameDoes("The Bookend Brigands", "wins", "win")).toBe("The Bookend Brigands win");
    expect(nameDoes("The Knights of the Silver Shelf", "wins", "win")).toBe("The Knights of the Silver Shelf win");
    expect(nameDoes("The Chapel Window Choir", "wins", "win")).toBe("The Chapel Window Choir wins");
    expect(nameDoes("The Hearthguard Bridge Watch", "wins", "win")).toBe("The Hearthguard Bridge Watch wins");
    expect(isPluralName("The Gloomfen Bog Lurkers")).toBe(true);
    expect(isPluralName("\u001b[31mThe Gloomfen Bog Lurkers\u001b[0m")).toBe(true);
    expect(isPluralName("The Grass")).toBe(false);
  });
});
