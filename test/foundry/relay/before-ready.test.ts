import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { finishLoading, startLoading } from "../../foundry-stand-in/clients";
import { installStandIn, removeStandIn } from "../../foundry-stand-in";
import { standInSocket } from "../../foundry-stand-in/parts/chat";
import { createUser, setCurrentUser, type StandInUser } from "../../foundry-stand-in/parts/documents";

/**
 * The relay listens from `init`, so a player's request can reach the GM's client before it is
 * ready (a GM reloading mid-game): it must be answered once that client is ready, in order, and
 * never handled while the client is half set up.
 */
describe("GM relay: requests that arrive before the GM's client is ready", () => {
  let gm: StandInUser;
  let alice: StandInUser;
  let relay: typeof import("../api/relay");
  let handled: { payload: unknown; by: string; ready: boolean }[];

  beforeEach(async () => {
    vi.resetModules();
    installStandIn();
    gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
    alice = createUser("Alice", { id: "alice00000000000" });
    setCurrentUser(gm);
    relay = await import("../api/relay");
    relay.registerRelay();
    handled = [];
    relay.registerGmRequest("test.note", async (payload) => {
      handled.push({ payload, by: game.user!.id!, ready: game.ready === true });
      return `noted ${String(payload)}`;
    });
  });
  afterEach(() => removeStandIn());

  const responses = () => standInSocket.sent.filter((m) => (m.args[0] as { kind?: string }).kind === "response");

  it("waits for ready, then answers each request in the order it came, as the ready GM", async () => {
    startLoading(gm);
    setCurrentUser(alice);
    const first = relay.requestGm<string, string>("test.note", "first");
    const second = relay.requestGm<string, string>("test.note", "second");
    // Not `standInSocket.settled()`: the stand-in delivers one message at a time and waits for
    // what the GM's listener returns, which waits for ready.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(standInSocket.sent.map((m) => m.senderId)).toEqual([alice.id, alice.id]);
    expect(handled).toEqual([]);
    expect(responses()).toEqual([]);

    finishLoading(gm);
    await expect(first).resolves.toBe("noted first");
    await expect(second).resolves.toBe("noted second");
    expect(handled).toEqual([
      { payload: "first", by: gm.id, ready: true },
      { payload: "second", by: gm.id, ready: true },
    ]);
    expect(responses().map((m) => m.senderId)).toEqual([gm.id, gm.id]);
  });

  it("answers at once when the GM's client is ready", async () => {
    setCurrentUser(alice);
    await expect(relay.requestGm<string, string>("test.note", "now")).resolves.toBe("noted now");
    expect(handled).toEqual([{ payload: "now", by: gm.id, ready: true }]);
  });
});
