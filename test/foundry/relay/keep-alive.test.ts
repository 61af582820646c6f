import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runAsClient } from "../../foundry-stand-in/clients";
import { installStandIn, removeStandIn } from "../../foundry-stand-in";
import { standInSocket } from "../../foundry-stand-in/parts/chat";
import { createUser, setCurrentUser, type StandInUser } from "../../foundry-stand-in/parts/documents";

/**
 * A request the GM's client is still working on (an attack waiting for several players' dice, or
 * a line of requests before it) is not reported lost after RELAY_TIMEOUT_MS: the GM's client says
 * it is still working, and only the GM asked can say so. A GM's client that never finishes is
 * reported after the longest wait all the same.
 */
describe("GM relay: a long request is kept alive by the GM asked, and by nobody else", () => {
  let gm: StandInUser;
  let alice: StandInUser;
  let bob: StandInUser;
  let relay: typeof import("../api/relay");
  let constants: typeof import("../../../src/foundry/relay/relay");

  beforeEach(async () => {
    vi.resetModules();
    installStandIn();
    gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
    alice = createUser("Alice", { id: "alice00000000000" });
    bob = createUser("Bob", { id: "bob0000000000000" });
    setCurrentUser(gm);
    relay = await import("../api/relay");
    constants = await import("../../../src/foundry/relay/relay");
    relay.registerRelay();
    // A handler that takes as long as its payload says, in seconds (the GM's client waiting for dice).
    relay.registerGmRequest("test.slow", (seconds) => new Promise((resolve) => setTimeout(() => resolve(`done after ${String(seconds)} s`), Number(seconds) * 1000)));
    relay.registerGmRequest("test.never", () => new Promise(() => undefined));
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    standInSocket.hold = false;
    removeStandIn();
  });

  /** Time passes on every client; the stand-in runs timers as the GM's client, whose work they are. */
  const pass = (ms: number) => runAsClient(gm, () => vi.advanceTimersByTimeAsync(ms));
  const workingFrom = () => standInSocket.sent.filter((m) => (m.args[0] as { kind?: string }).kind === "working").map((m) => m.senderId);

  it("a request that takes 70 s (over twice the timeout) is answered, with the GM's client saying it is still working", async () => {
    expect(70_000).toBeGreaterThan(2 * constants.RELAY_TIMEOUT_MS);
    setCurrentUser(alice);
    const answer = relay.requestGm<number, string>("test.slow", 70);
    const settled = vi.fn();
    answer.then(settled, settled);
    await pass(69_000);
    expect(settled).not.toHaveBeenCalled();
    await pass(2_000);
    await expect(answer).resolves.toBe("done after 70 s");
    expect(workingFrom().length).toBeGreaterThanOrEqual(6);
    expect(new Set(workingFrom())).toEqual(new Set([gm.id]));
  });

  it("a GM's client that never finishes is reported after the longest wait, saying the outcome is unknown", async () => {
    setCurrentUser(alice);
    const answer = relay.requestGm("test.never", null);
    const settled = vi.fn();
    answer.then(settled, settled);
    // Kept waiting well past the timeout while the GM's client says it is working...
    await pass(constants.RELAY_LONGEST_WAIT_MS - 1_000);
    expect(settled).not.toHaveBeenCalled();
    // ...but not past the longest wait.
    await pass(2_000);
    await expect(answer).rejects.toMatchObject({ code: "Relay.Timeout" });
  });

  it("another player's 'still working' for Alice's request changes nothing: it times out as if unsaid", async () => {
    setCurrentUser(alice);
    // Alice's request is on its way and never reaches the GM (held on the network)...
    standInSocket.hold = true;
    const answer = relay.requestGm<number, string>("test.slow", 1);
    const failed = expect(answer).rejects.toMatchObject({ code: "Relay.Timeout" });
    standInSocket.hold = false;
    const requestId = (standInSocket.sent.at(-1)!.args[0] as { requestId: string }).requestId;
    // ...while Bob, who sees every socket message, keeps saying the GM is working on it.
    for (let s = 0; s < 4; s++) {
      await standInSocket.deliver("system.shelf-wars", [{ kind: "working", requestId, requesterId: alice.id }], bob.id);
      await pass(10_000);
    }
    await failed;
    expect(workingFrom()).toEqual([bob.id, bob.id, bob.id, bob.id]);
  });
});
