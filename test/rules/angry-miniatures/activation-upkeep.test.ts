import { describe, expect, it } from "vitest";
import { endActivationUpkeep, startActivationUpkeep } from "../../../src/rules/angry-miniatures/activation-upkeep";

describe("activation upkeep", () => {
  it("Fire deals its stacks as damage at the start and is removed", () => {
    const upkeep = startActivationUpkeep({ health: 4, statuses: { burning: 2, "tactical-genius": 1 } });
    expect(upkeep.damage).toBe(2);
    expect(upkeep.healthAfter).toBe(2);
    expect(upkeep.defeated).toBe(false);
    expect(upkeep.statusesAfter).toEqual({ "tactical-genius": 1 });
    expect(upkeep.notes).toEqual([{ kind: "burned", damage: 2 }]);
    expect(upkeep.steps).toEqual([
      { kind: "status", status: "burning", after: 0, source: "fire-magic" },
      { kind: "damage", amount: 2, source: "fire-magic" },
    ]);
  });

  it("Fire that takes the last Health defeats the figure and clears every status", () => {
    const upkeep = startActivationUpkeep({ health: 1, statuses: { burning: 1, frozen: 1, "tactical-genius": 2 } });
    expect(upkeep).toMatchObject({ damage: 1, healthAfter: 0, defeated: true, statusesAfter: {} });
    expect(upkeep.notes).toEqual([{ kind: "burned", damage: 1 }, { kind: "defeated" }]);
  });

  it("the engine takes Frost and Buff up at the start; a Prone figure stands", () => {
    const upkeep = startActivationUpkeep({ health: 3, statuses: { frozen: 1, buffed: 2, prone: 1 } });
    expect(upkeep.damage).toBe(0);
    expect(upkeep.carry).toEqual({ frozen: true, buff: 2 });
    expect(upkeep.statusesAfter).toEqual({});
    expect(upkeep.notes).toEqual([{ kind: "frozen" }, { kind: "buffed", buff: 2 }, { kind: "stood-up" }]);
    expect(endActivationUpkeep({ health: 3, statuses: upkeep.statusesAfter })).toEqual({ statusesAfter: {}, steps: [], notes: [] });
  });

  it("a holding host keeps Frost and Buff through the activation and clears them at its end", () => {
    const start = startActivationUpkeep({ health: 3, statuses: { frozen: 1, buffed: 1, prone: 1 } }, { hold: true });
    expect(start.statusesAfter).toEqual({ frozen: 1, buffed: 1 });
    expect(start.steps).toEqual([{ kind: "status", status: "prone", after: 0, source: "activation" }]);
    const end = endActivationUpkeep({ health: 3, statuses: { ...start.statusesAfter, "tactical-genius": 1 } }, { hold: true });
    expect(end.statusesAfter).toEqual({ "tactical-genius": 1 });
    expect(end.notes).toEqual([{ kind: "thawed" }, { kind: "buff-ended", buff: 1 }]);
  });

  it("leaves a figure without statuses alone, and never touches Tactical Genius marks", () => {
    expect(startActivationUpkeep({ health: 2, statuses: {} })).toMatchObject({ damage: 0, steps: [], notes: [], statusesAfter: {} });
    const marked = { health: 2, statuses: { "tactical-genius": 3 } };
    expect(startActivationUpkeep(marked, { hold: true }).statusesAfter).toEqual({ "tactical-genius": 3 });
    expect(endActivationUpkeep(marked, { hold: true }).statusesAfter).toEqual({ "tactical-genius": 3 });
  });
});
