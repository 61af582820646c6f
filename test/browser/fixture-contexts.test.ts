// The browser fixtures must hold the context the system's code really passes to each template.
// Where that context comes from a pure function (no Foundry needed), this test builds it from
// scripted inputs and requires the fixture case to equal it exactly, so a change in the code's
// context shape fails here until the fixture follows.
// Regenerate the contexts: SHELF_WARS_WRITE_FIXTURES=1 npx vitest run test/browser
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ScriptedRoller } from "../../src/rules/common/dice";
import { rollInitiative } from "../../src/rules/angry-miniatures/game-setup";
import { initiativeCardContext } from "../../src/foundry/combat/initiative-card";

const FIXTURES = path.join(import.meta.dirname, "fixtures");
const WRITE = process.env.SHELF_WARS_WRITE_FIXTURES === "1";

interface FixtureCase {
  name: string;
  context: unknown;
}

function fixtureCases(relative: string): { file: string; data: { cases?: FixtureCase[] } } {
  const file = path.join(FIXTURES, relative);
  return { file, data: JSON.parse(fs.readFileSync(file, "utf8")) as { cases?: FixtureCase[] } };
}

/** Compares (or, in write mode, stores) each named case's context. */
function checkCases(relative: string, built: Record<string, unknown>): void {
  const { file, data } = fixtureCases(relative);
  const cases = data.cases ?? [];
  if (WRITE) {
    for (const c of cases) if (c.name in built) c.context = JSON.parse(JSON.stringify(built[c.name]));
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  }
  for (const [name, context] of Object.entries(built)) {
    const found = cases.find((c) => c.name === name);
    expect(found, `${relative} has no case "${name}"`).toBeDefined();
    expect(found?.context).toEqual(JSON.parse(JSON.stringify(context)));
  }
}

describe("browser fixtures hold the contexts the code builds", () => {
  it("templates/combat/initiative-card.hbs: initiativeCardContext over rollInitiative", () => {
    const marauders = { key: "team:Actor.mantelMarauders", name: "The Mantelpiece Marauders" };
    const curio = { key: "team:Actor.grandmasCurio", name: "Grandma's Curio Cabinet" };
    const neutral = { key: "disposition:neutral", name: "Neutral" };
    const sides = [marauders, curio];
    const keys = (list: { key: string }[]) => list.map((s) => s.key);
    // Both throw a Queen (rank 4), then the tie rerolls: 10 against Ace.
    const tie = rollInitiative(keys(sides), new ScriptedRoller([4, 4, 2, 6]));
    const three = rollInitiative(keys([marauders, curio, neutral]), new ScriptedRoller([5, 3, 1]));
    const alone = rollInitiative(keys([curio]), new ScriptedRoller([]));
    checkCases("combat/initiative-card.json", {
      "two teams, tie rerolled": initiativeCardContext(2, sides, tie),
      "three sides, no tie": initiativeCardContext(1, [marauders, curio, neutral], three),
      unopposed: initiativeCardContext(4, [curio], alone),
    });
  });
});
