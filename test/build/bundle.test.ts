import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../foundry-stand-in";
import { scriptDice } from "../foundry-stand-in/parts/dice";
import { builtManifest, distPath } from "./dist";

describe("built module", () => {
  let standIn: StandIn;
  beforeEach(() => {
    vi.resetModules();
    standIn = installStandIn();
  });
  afterEach(() => removeStandIn());

  // Chat messages store each roll term's class name; Roll.fromData finds the class again by that
  // name among CONFIG.Dice.terms (https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html).
  // A bundle that renamed the class would turn stored poker dice into plain d6s.
  it("keeps the poker die's class name, which stored chat rolls refer to", async () => {
    await import(/* @vite-ignore */ pathToFileURL(distPath(builtManifest().esmodules[0] ?? "")).href);
    standIn.hooks.callAll("init");
    const PokerDie = (CONFIG.Dice.terms as Record<string, { name: string }>).p;
    expect(PokerDie?.name).toBe("PokerDie");
    scriptDice([6, 3]);
    const roll = await new Roll("2dp").evaluate();
    const stored = JSON.parse(JSON.stringify(roll)) as { terms: { class: string }[] };
    expect(stored.terms[0]?.class).toBe("PokerDie");
    expect(Roll.fromData(stored as never).dice[0]).toBeInstanceOf(PokerDie as unknown as new () => unknown);
  });
});
