import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../../../foundry-stand-in";
import { StandInTokenRuler } from "../../../foundry-stand-in/parts/token-ruler";

describe("Angry Miniatures play registration", () => {
  let standIn: StandIn;
  beforeEach(() => {
    vi.resetModules();
    standIn = installStandIn();
  });
  afterEach(() => removeStandIn());

  it("installs the Speed ruler and listens for moves and activations; its templates are the manifest's", async () => {
    const { registerAngryMiniaturesPlay } = await import("../../../../src/foundry/angry-miniatures/play/register");
    const { angryMiniatures } = await import("../../../../src/foundry/angry-miniatures");
    const on = vi.spyOn(standIn.hooks, "on");
    registerAngryMiniaturesPlay();
    const rulerClass = (CONFIG.Token as unknown as { rulerClass: unknown }).rulerClass;
    expect(typeof rulerClass === "function" && rulerClass.prototype instanceof StandInTokenRuler).toBe(true);
    expect([...angryMiniatures.templates].sort()).toEqual([
      "angry-miniatures/play/attack-card.hbs",
      "angry-miniatures/play/attack-dialog.hbs",
      "angry-miniatures/play/game-end-card.hbs",
      "angry-miniatures/play/pool.hbs",
      "angry-miniatures/play/upkeep-card.hbs",
    ]);
    // Its cards' own controls run inside the chat service's one render hook (chat/register.ts), not a hook of its own.
    // updateCombat twice: activation upkeep, and the defeated record's part in the game's end.
    expect(on.mock.calls.map(([hook]) => hook)).toEqual(["preMoveToken", "updateCombat", "updateCombat", "updateActor"]);
  });
});
