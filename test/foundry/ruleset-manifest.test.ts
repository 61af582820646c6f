import { afterAll, describe, expect, it } from "vitest";
import { installStandIn, removeStandIn } from "../foundry-stand-in";
import type { RulesetModule } from "../../src/foundry/ruleset/ruleset";
import { RULESET_IDS } from "../../src/foundry/shared/constants";

// The data models extend Foundry's classes when their modules load.
installStandIn();
afterAll(() => removeStandIn());
const { angryMiniatures } = await import("../../src/foundry/angry-miniatures");
const { knightFight } = await import("../../src/foundry/knight-fight");
const { preciousMoments } = await import("../../src/foundry/precious-moments");

// Each ruleset is one manifest (src/foundry/<ruleset>/index.ts) that the system's one registrar
// installs: the same slots in each, filled, so a fourth ruleset is its folder and one line.
const MANIFESTS: readonly RulesetModule[] = [angryMiniatures, knightFight, preciousMoments];

describe("ruleset manifests", () => {
  it("there is one per ruleset, each with its own id", () => {
    expect(MANIFESTS.map((m) => m.id).sort()).toEqual([...RULESET_IDS].sort());
  });

  it.each(MANIFESTS.map((m) => [m.id, m] as const))("%s fills every slot the others fill", (_id, manifest) => {
    expect(Object.keys(manifest).sort()).toEqual(Object.keys(angryMiniatures).sort());
    expect(Object.keys(manifest.settings).length).toBeGreaterThan(0);
    expect(manifest.cards.kinds.length).toBeGreaterThan(0);
    expect(manifest.cards.writable.fields.length).toBeGreaterThan(0);
    expect(manifest.cards.ruleOwned.fields.length).toBeGreaterThan(0);
    expect(manifest.sides.length).toBeGreaterThan(0);
    expect(Array.isArray(manifest.migrations)).toBe(true);
    expect(manifest.hud.id).toBe(manifest.id);
    expect(typeof manifest.register).toBe("function");
  });

  it("every card kind a manifest declares is of that ruleset", () => {
    for (const manifest of MANIFESTS) for (const kind of manifest.cards.kinds) expect(`${kind.ruleset}/${kind.kind}`).toMatch(new RegExp(`^${manifest.id}/`));
  });
});
