import { afterAll, describe, expect, it } from "vitest";
import { installStandIn, removeStandIn } from "../foundry-stand-in";
import type { RulesetModule } from "../../src/foundry/ruleset/ruleset";
import { RULESET_IDS } from "../../src/foundry/shared/constants";
import { existsSync, readdirSync, readFileSync } from "node:fs";

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
    expect(manifest.cards.fields.some((field) => field.card)).toBe(true);
    expect(manifest.cards.statuses.ids.length).toBeGreaterThan(0);
    expect(manifest.sides.length).toBeGreaterThan(0);
    expect(Array.isArray(manifest.migrations)).toBe(true);
    expect(manifest.hud.id).toBe(manifest.id);
    expect(manifest.activation.ruleset).toBe(manifest.id);
    expect(Array.isArray(manifest.statuses)).toBe(true);
    for (const notice of manifest.notices) expect(typeof notice.decorate, notice.flag).toBe("function");
    expect(manifest.actorTypes.map((t) => t.type).sort()).toEqual([`${manifest.id}-figure`, ...manifest.sides.map((side) => side.sideType)].sort());
    expect(typeof manifest.register).toBe("function");
  });

  it("every card kind a manifest declares is of that ruleset", () => {
    for (const manifest of MANIFESTS) for (const kind of manifest.cards.kinds) expect(`${kind.ruleset}/${kind.kind}`).toMatch(new RegExp(`^${manifest.id}/`));
  });

  it("the manifests' actor types are exactly system.json's, each with a model, a sheet and templates that exist", () => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { documentTypes: { Actor: Record<string, unknown> } };
    const declared = MANIFESTS.flatMap((m) => m.actorTypes);
    expect(declared.map((t) => t.type).sort()).toEqual(Object.keys(manifest.documentTypes.Actor).sort());
    for (const entry of declared) {
      expect(entry.model, entry.type).toBeTypeOf("function");
      expect(entry.sheet, entry.type).toBeTypeOf("function");
      expect(entry.sheetLabel).toMatch(/^SHELFWARS\./);
      expect(entry.templates.length, entry.type).toBeGreaterThan(0);
      for (const template of entry.templates) expect(existsSync(`templates/${template}`), template).toBe(true);
    }
  });

  it("each guarded field is declared once, and every path a card writes lies under its field", () => {
    for (const manifest of MANIFESTS) {
      const paths = manifest.cards.fields.map((field) => field.path);
      expect(new Set(paths).size, manifest.id).toBe(paths.length);
      for (const field of manifest.cards.fields) for (const path of field.card?.paths ?? []) expect(path.startsWith(`${field.path}.`), path).toBe(true);
    }
  });

  it("every template a manifest names exists, and no template is named twice", () => {
    const named = MANIFESTS.flatMap((m) => [...m.templates, ...m.actorTypes.flatMap((t) => t.templates)]);
    expect(new Set(named).size).toBe(named.length);
    for (const template of named) expect(existsSync(`templates/${template}`), template).toBe(true);
  });

  it("the language files split between the rulesets and the shared services, each read once", () => {
    const rulesets = MANIFESTS.flatMap((m) => m.lang);
    const files = readdirSync("lang/en").filter((file) => file.endsWith(".json"));
    const SHARED = ["combat.json", "core.json", "dice.json", "guard.json", "hud.json", "moves.json", "packs.json", "scenes.json", "services.json", "solo.json"];
    expect(new Set(rulesets).size).toBe(rulesets.length);
    expect([...rulesets, ...SHARED].sort()).toEqual(files.sort());
  });

  it("each notice kind is declared once, under its own flag", () => {
    const flags = MANIFESTS.flatMap((m) => m.notices.map((notice) => notice.flag));
    expect(flags.length).toBeGreaterThan(0);
    expect(new Set(flags).size).toBe(flags.length);
  });

  it("statuses carry the system's prefix and are declared once", () => {
    const ids = MANIFESTS.flatMap((m) => m.statuses.map((status) => status.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^shelf-wars-/);
  });
});
