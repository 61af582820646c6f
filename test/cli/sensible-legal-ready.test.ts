// Issue 35, point 4: the sensible Angry Miniatures policy's every decision is legal by the rules'
// own checks at enforce (a broken rule throws instead of warning) on the ready scene's Crossing
// Field, its walls stopping movement and sight, for each suggested match, either team first.
import { describe, expect, it } from "vitest";
import { amDemoSetup } from "../../src/cli/demo/angry-miniatures";
import { READY_PAIRINGS } from "../../src/data/ready-pairings";
import { runGame } from "../../src/rules/angry-miniatures/game-run";
import { sensiblePolicy } from "../../src/rules/angry-miniatures/policy";
import { SeededRoller } from "../../src/rules/common/seeded-roller";

describe("Angry Miniatures sensible policy on the Crossing Field, at enforce", () => {
  it.each(READY_PAIRINGS.filter((p) => p.ruleset === "angry-miniatures").map((p) => [`${p.blue} v ${p.red}`, p] as const))("%s: whole games, every decision legal", (_name, p) => {
    for (const [blue, red] of [[p.blue, p.red], [p.red, p.blue]] as const) {
      const setup = { ...amDemoSetup({ blue, red }), options: { checks: "enforce" as const } };
      for (let seed = 1; seed <= 8; seed++) {
        const { state } = runGame(setup, sensiblePolicy, new SeededRoller(seed), { roundCap: 30 });
        expect(state.over || state.round >= 30, `${blue} v ${red}, seed ${seed}`).toBe(true);
      }
    }
  });
});
