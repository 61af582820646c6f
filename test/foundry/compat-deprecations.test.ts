import fs from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../foundry-stand-in";
import { standInGeneration } from "../foundry-stand-in/generation";
import { importPackScene } from "../foundry-stand-in/parts/scenes";
import { isCompatibilityWarning } from "../foundry-stand-in/v14/compatibility";
import { pmBareWorld } from "./precious-moments/world";
import { plain } from "./world";

/**
 * No deprecation warning the project could avoid: a boot, the GM importing a ready scene, and a
 * Precious Moments round to a song (combat, activation, the Sing dialog ringing its targets, the
 * song rolled and applied) log none of core's compatibility warnings, on either generation (on v14
 * the stand-in warns for MeasuredTemplates, Scene#background and old context-menu entries).
 */
afterEach(() => {
  vi.restoreAllMocks();
  removeStandIn();
});

describe(`v${standInGeneration()}: a typical play path raises no compatibility warning`, () => {
  it("boot, a ready scene imported, a Precious Moments song sung through its dialog", async () => {
    const warn = vi.spyOn(console, "warn");
    const t = await pmBareWorld();
    t.standIn.hooks.callAll("ready");
    t.as(t.gm);
    const source = JSON.parse(fs.readFileSync("packs/_source/shelf-wars-scenes/precious-moments-table.json", "utf8")) as Record<string, unknown>;
    importPackScene(source, standInGeneration() === 14 ? [{ name: "Table", background: { src: null } }] : undefined);
    await t.settle();

    const angel = await t.figure("Angel", t.alice, { cuteness: 7, piety: 2, value: 20 }, { x: 1, y: 1 });
    const bell = await t.figure("Bell", t.bob, { cuteness: 6, piety: 4, value: 9 }, { x: 8, y: 1 });
    await t.choir("Cherubs", null, [angel.actor]);
    await t.choir("Imps", null, [bell.actor]);
    const combat = await t.combat([angel.token, bell.token]);
    t.as(t.gm);
    t.dice(6, 6, 1, 1);
    await combat.startCombat();
    const state = combat.activationState!;
    await combat.update({ flags: { "shelf-wars": { activation: { ...state, phase: 1, up: 0, active: null } } } } as never);
    await combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === angel.actor.id)!.id ?? "");
    await t.settle();

    t.as(t.alice);
    const { showSingDialog } = await import("../../src/foundry/precious-moments/play/sing-dialog");
    const dialog = (await showSingDialog(t.scene as never, angel.token.id)) as unknown as { clickOn(selector: string): Promise<void>; rendered: boolean };
    expect(dialog.rendered).toBe(true);
    t.dice(6, 6, 1, 1, 6, 6);
    await dialog.clickOn('[data-action="sing"]');
    await t.settle();
    expect(plain(t.messages().at(-1)!.content)).toContain("Angel sings at Bell");

    expect(warn.mock.calls.filter(isCompatibilityWarning)).toEqual([]);
  });
});
