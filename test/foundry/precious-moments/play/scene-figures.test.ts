import { afterEach, describe, expect, it, vi } from "vitest";
import { figureOfToken } from "../../../../src/foundry/precious-moments/table/scene-figures";

/** A token of a figure, linked (its actor is the world actor) or not (a synthetic actor with its own uuid). */
function token(linked: boolean, disposition = -1) {
  return {
    id: "tok0000000000001",
    name: "Bell",
    actorId: "bell000000000001",
    disposition,
    hidden: false,
    actor: {
      uuid: linked ? "Actor.bell000000000001" : "Scene.s0000000000000001.Token.tok0000000000001.Actor.bell000000000001",
      name: "Bell",
      type: "precious-moments-figure",
      system: { _source: { cuteness: 6, piety: 4, value: 0 } },
    },
  };
}

describe("Precious Moments: a figure on a scene", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sings for its choir, linked or not (an unlinked token's choir is its base actor's), else for its disposition", () => {
    vi.stubGlobal("game", { actors: [{ uuid: "Actor.imps000000000001", type: "precious-moments-choir", system: { memberUuids: ["Actor.bell000000000001"] } }] });
    expect(figureOfToken(token(true) as never)?.side).toBe("Actor.imps000000000001");
    expect(figureOfToken(token(false) as never)?.side).toBe("Actor.imps000000000001");
    vi.stubGlobal("game", { actors: [] });
    expect(figureOfToken(token(false, 1) as never)?.side).toBe("disposition:1");
  });

  it("is in Heaven at Value 0, and reads its stats from the stored data", () => {
    vi.stubGlobal("game", { actors: [] });
    expect(figureOfToken(token(true) as never)).toMatchObject({ id: "tok0000000000001", cuteness: 6, piety: 4, value: 0, inHeaven: true, hidden: false });
  });
});
