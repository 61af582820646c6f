import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import { loadFailures, loadWorldActor } from "../../foundry-stand-in/parts/data-models";
import { kfWorld, type KfWorld } from "./world";

/**
 * A force stored against the rules (a starting pool of 0 hand-typed or imported from elsewhere)
 * loads as it is: the data model checks only a change made on the writer's client. The active
 * GM's client names it at ready, in one lasting notice, so the GM corrects it before play.
 */
describe("Knight Fight forces stored against the rules", () => {
  let t: KfWorld;
  beforeEach(async () => {
    t = await kfWorld();
  });
  afterEach(() => removeStandIn());

  it("a force with a starting pool of 0 loads, and the GM is told at ready which force breaks which rule", async () => {
    const force = loadWorldActor({ _id: "emptyForce000001", name: "Empty Handed", type: "knight-fight-force", system: { members: [], startingPool: 0, pool: 0, notes: "" } });
    expect(loadFailures).toEqual([]);
    expect(force).toBeDefined();
    t.as(t.gm);
    const { reportBrokenForces } = await import("../../../src/foundry/knight-fight/documents/stored-forces");
    const lines = reportBrokenForces();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("The force Empty Handed is stored against the rules");
    expect(t.standIn.notifications.at(-1)).toMatchObject({ level: "warn" });
    expect(t.standIn.notifications.at(-1)?.message).toContain("Empty Handed");
  });

  it("a force within the rules is not named; a player's client says nothing", async () => {
    await t.force("Reds", t.alice, []);
    const { reportBrokenForces } = await import("../../../src/foundry/knight-fight/documents/stored-forces");
    t.as(t.gm);
    expect(reportBrokenForces()).toEqual([]);
    loadWorldActor({ _id: "emptyForce000002", name: "Empty Again", type: "knight-fight-force", system: { members: [], startingPool: 0, pool: 0, notes: "" } });
    t.as(t.alice);
    expect(reportBrokenForces()).toEqual([]);
  });
});
