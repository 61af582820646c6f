import { describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn } from "../index";
import { standInGeneration } from "../generation";
import { chatLog, popOutChatLog } from "../parts/chat";
import { createUser, setCurrentUser } from "../parts/documents";
import { StandInApplicationV2 } from "../parts/applications";
import { renderWindowId } from "../v14/detached-windows";
import { coreCombatantEntries, shownMenuLabels } from "../v14/context-menu";
import { standInStatusEffects } from "../v14/status-effects";

/** What the stand-in does differently as Foundry v14; each case cites its evidence in ../v14/. */
describe("stand-in as Foundry v14", () => {
  describe("CONFIG.statusEffects (foundryvtt#13122; healthEstimate PR 337)", () => {
    it("is an array on v13", () => {
      expect(Array.isArray(standInStatusEffects(13))).toBe(true);
    });

    it("is an object keyed by status id on v14, without the array methods", () => {
      const keyed = standInStatusEffects(14) as Record<string, { id: string }> & { filter?: unknown; splice?: unknown };
      expect(Array.isArray(keyed)).toBe(false);
      expect(keyed.dead?.id).toBe("dead");
      expect(keyed.filter).toBeUndefined();
      expect(keyed.splice).toBeUndefined();
    });
  });

  describe("update operators (foundry.utils.applyDataOperators; fallout issue 751; dnd5e 5.3 item.mjs)", () => {
    it("v14 replaces or deletes with foundry.data.operators and warns on the legacy ==/-= keys; v13 has no operators and takes the keys silently", async () => {
      const { diffChanges, mergeInto } = await import("../parts/documents");
      const { isCompatibilityWarning } = await import("../v14/compatibility");
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      try {
        const globals = installStandIn().globals as { foundry: { data?: { operators?: Record<string, { create(v?: unknown): unknown }> } } };
        const operators = globals.foundry.data?.operators;
        const source = () => ({ flags: { sw: { record: { a: 1, b: 2 }, gone: true } } });
        const legacy = source();
        mergeInto(legacy, diffChanges(legacy, { flags: { sw: { "==record": { a: 3 }, "-=gone": null } } }));
        expect(legacy).toEqual({ flags: { sw: { record: { a: 3 } } } });
        expect(warn.mock.calls.filter(isCompatibilityWarning)).toHaveLength(standInGeneration() === 14 ? 2 : 0);
        if (standInGeneration() === 13) {
          expect(operators).toBeUndefined();
          return;
        }
        warn.mockClear();
        const modern = source();
        mergeInto(modern, diffChanges(modern, { flags: { sw: { record: operators!.ForcedReplacement!.create({ a: 3 }), gone: operators!.ForcedDeletion!.create() } } }));
        expect(modern).toEqual({ flags: { sw: { record: { a: 3 } } } });
        // Replacing with an equal value is no change.
        expect(diffChanges(modern, { flags: { sw: { record: operators!.ForcedReplacement!.create({ a: 3 }) } } })).toEqual({});
        expect(warn.mock.calls.filter(isCompatibilityWarning)).toEqual([]);
      } finally {
        warn.mockRestore();
        removeStandIn();
      }
    });
  });

  describe("context menu entries (crucible PR 688; fallout issues 747/748; TheWitcherTRPG issue 558)", () => {
    it("core's combatant entries carry name on v13 and label on v14", () => {
      expect(coreCombatantEntries(13).map((e) => e.name)).toEqual(["COMBAT.CombatantClear", "COMBAT.CombatantReroll", "COMBAT.CombatantRemove"]);
      expect(coreCombatantEntries(14).map((e) => [e.label, e.name])).toEqual([
        ["COMBAT.CombatantClear", undefined],
        ["COMBAT.CombatantReroll", undefined],
        ["COMBAT.CombatantRemove", undefined],
      ]);
    });

    it("v14 still shows an entry in the old shape but warns once per deprecated property", () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      expect(shownMenuLabels([{ name: "A", condition: () => false, callback: () => undefined }, { name: "B" }], {}, 14)).toEqual(["B"]);
      expect(warn.mock.calls.map(([m]) => m)).toEqual([
        "ContextMenuEntry#name is deprecated. Use ContextMenuEntry#label instead.",
        "ContextMenuEntry#condition is deprecated. Use ContextMenuEntry#visible instead.",
        "ContextMenuEntry#callback is deprecated. Use ContextMenuEntry#onClick instead.",
        "ContextMenuEntry#name is deprecated. Use ContextMenuEntry#label instead.",
      ]);
      warn.mockRestore();
    });

    it("v13 refuses the v14 shape loudly", () => {
      expect(() => shownMenuLabels([{ label: "A" }], {}, 13)).toThrow(/not modelled/);
    });
  });

  describe("detached windows (foundryvtt#13128, #13132)", () => {
    it("v13 has no foundry.applications.detached; v14 lists a popped-out chat log's window, and the main document no longer finds it", () => {
      installStandIn();
      try {
        setCurrentUser(createUser("Alice"));
        const log = chatLog();
        log.insertAdjacentHTML("beforeend", '<li data-message-id="m1"></li>');
        const api = (foundry.applications as unknown as { detached?: { windows: Iterable<{ window: { document: { querySelectorAll(s: string): unknown[] } } }> } }).detached;
        const find = (root: { querySelectorAll(s: string): unknown[] }) => root.querySelectorAll('li[data-message-id="m1"]').length;
        const main = globalThis.document as unknown as { querySelectorAll(s: string): unknown[] };
        if (standInGeneration() === 13) {
          expect(api).toBeUndefined();
          expect(() => popOutChatLog()).toThrow(/not modelled/);
          return;
        }
        expect([...api!.windows]).toEqual([]);
        expect(find(main)).toBe(1);
        popOutChatLog();
        expect(find(main)).toBe(0);
        expect([...api!.windows].map(({ window }) => find(window.document))).toEqual([1]);
      } finally {
        removeStandIn();
      }
    });
  });

  describe("render into a detached window (ApplicationWindowRenderOptions.windowId, v14 API page; crucible PR 865)", () => {
    it("window.detached with windowId is v14's: refused on v13, kept on v14; an application already detached stays in its window", () => {
      if (standInGeneration() === 13) {
        expect(() => renderWindowId(undefined, { window: { detached: true, windowId: "w" } })).toThrow(/not modelled/);
        return;
      }
      expect(renderWindowId(undefined, { window: { detached: true, windowId: "w" } })).toBe("w");
      // What core does with a window id not marked detached, or a new detached window, is not public: refused.
      expect(() => renderWindowId(undefined, { window: { windowId: "w" } })).toThrow(/not modelled/);
      expect(() => renderWindowId(undefined, { window: { detached: true } })).toThrow(/not modelled/);
      expect(renderWindowId("w", {})).toBe("w");
      expect(renderWindowId(undefined, {})).toBeUndefined();
    });

    it.runIf(standInGeneration() === 14)("a popped-out application's element belongs to another document than the global one", async () => {
      installStandIn();
      try {
        setCurrentUser(createUser("Alice"));
        class Probe extends StandInApplicationV2 {
          static override PARTS = {};
          protected override async _renderPartHTML(): Promise<string> {
            return "<div></div>";
          }
        }
        Probe.PARTS = { body: { template: "probe.hbs" } };
        const app = new Probe();
        await app.render({ force: true });
        expect(app.element?.ownerDocument).toBe(globalThis.document);
        const windowId = app.detachWindow();
        expect(app.element?.ownerDocument).not.toBe(globalThis.document);
        await app.render({ force: true });
        expect(app.window.windowId).toBe(windowId);
        expect(app.element?.ownerDocument).not.toBe(globalThis.document);
      } finally {
        removeStandIn();
      }
    });
  });
});
