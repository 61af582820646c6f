import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../foundry-stand-in";
import { finishLoading } from "../foundry-stand-in/clients";
import type { StandInChatMessage } from "../foundry-stand-in/parts/chat";
import { BRAWLER, amWorld, type AmWorld } from "./angry-miniatures/world";

/** A GM new to Shelf Wars is offered the How to Play journals on the world's first load, once. */
describe("the welcome on a world's first load", () => {
  let t: AmWorld;

  beforeEach(async () => {
    t = await amWorld();
    await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
  });
  afterEach(() => removeStandIn());

  const welcomes = () => (game.messages!.contents as unknown as StandInChatMessage[]).filter((m) => String(m._source.content).includes("sw-welcome"));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it("the active GM's ready whispers the three How to Play journals to the GMs, the world's ruleset first", async () => {
    finishLoading(t.gm);
    await settle();
    const [welcome] = welcomes();
    expect(welcomes()).toHaveLength(1);
    expect(welcome!._source.whisper).toEqual([t.gm.id]);
    const content = String(welcome!._source.content);
    const links = [...content.matchAll(/@UUID\[Compendium\.shelf-wars\.shelf-wars-rules\.JournalEntry\.(\w+)\]\{([^}]+)\}/g)].map((m) => m[2]);
    expect(links).toEqual(["Angry Miniatures: How to Play", "Precious Moments at WAR!: How to Play", "Knight Fight: How to Play"]);
    expect(content).toContain("the figures in this world play this one");
  });

  it("comes once: a setting remembers it was offered; a player's client never offers it", async () => {
    finishLoading(t.alice);
    await settle();
    expect(welcomes()).toHaveLength(0);
    finishLoading(t.gm);
    await settle();
    finishLoading(t.gm);
    await settle();
    expect(welcomes()).toHaveLength(1);
    expect(game.settings!.get("shelf-wars" as never, "core.welcomed" as never)).toBe(true);
  });

  it("links journals that exist in the rules pack", async () => {
    const { HOW_TO_PLAY } = await import("../../src/foundry/welcome/welcome");
    const fs = await import("node:fs");
    for (const [ruleset, id] of Object.entries(HOW_TO_PLAY)) {
      const source = JSON.parse(fs.readFileSync(`packs/_source/shelf-wars-rules/${ruleset}.json`, "utf8")) as { _id: string };
      expect(source._id, ruleset).toBe(id);
    }
  });
});
