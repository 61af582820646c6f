import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  isSideColour,
  nextSideColour,
  nextSideDisposition,
  RING_BACKGROUNDS,
  ringBackground,
  showsSideLook,
  SIDE_PALETTE,
  sideDisposition,
  sideTokenFields,
  withSideLook,
} from "../../../src/data/side-colours";
import { newSideDefaults } from "../../../src/foundry/sides/side-defaults";
import { sceneTokenUpdates } from "../../../src/foundry/sides/side-tokens";

describe("side colours (src/data/side-colours.ts)", () => {
  it("every palette colour and every ready side's colour stands at least 3:1 from the ring ground it gets", () => {
    const ready = ["#c9a227", "#5b2a86", "#b4bcc8", "#262322", "#3d7cc9", "#e07aa5"];
    const weak = [...SIDE_PALETTE, ...ready].filter((colour) => contrastRatio(colour, ringBackground(colour)) < 3);
    expect(weak).toEqual([]);
  });

  it("the ground is the lighter one for a dark ring and the darker one for a light ring", () => {
    expect(ringBackground("#262322")).toBe(RING_BACKGROUNDS.light);
    expect(ringBackground("#b4bcc8")).toBe(RING_BACKGROUNDS.dark);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
  });

  it("a new side takes the first palette colour nobody has (case aside), then the palette again", () => {
    expect(nextSideColour([])).toBe(SIDE_PALETTE[0]);
    expect(nextSideColour([SIDE_PALETTE[0].toUpperCase(), SIDE_PALETTE[2]])).toBe(SIDE_PALETTE[1]);
    expect(nextSideColour([...SIDE_PALETTE])).toBe(SIDE_PALETTE[0]);
    expect(nextSideColour([...SIDE_PALETTE, "#000000"])).toBe(SIDE_PALETTE[1]);
  });

  it("slots: friendly while no side is, then hostile; a secret or unknown side's figures are hostile", () => {
    expect([nextSideDisposition([]), nextSideDisposition([-1]), nextSideDisposition([1]), nextSideDisposition([1, -1])]).toEqual([1, 1, -1, -1]);
    expect([1, 0, -1, -2, undefined, "1"].map(sideDisposition)).toEqual([1, 0, -1, -1, -1, -1]);
  });

  it("only #rrggbb is a side colour", () => {
    expect(["#a1b2c3", "#A1B2C3"].every(isSideColour)).toBe(true);
    expect(["a1b2c3", "#abc", "red", "#a1b2c3ff", null, 7].some(isSideColour)).toBe(false);
  });

  it("the token fields, and whether a token already shows them", () => {
    const look = { colour: "#3d7cc9", disposition: 1 as const };
    const fields = sideTokenFields(look);
    expect(fields).toEqual({ disposition: 1, ring: { enabled: true, colors: { ring: "#3d7cc9", background: ringBackground("#3d7cc9") } } });
    expect(showsSideLook(fields, look)).toBe(true);
    expect(showsSideLook({ ...fields, disposition: -1 }, look)).toBe(false);
    expect(showsSideLook({ ...fields, ring: { ...fields.ring, enabled: false } }, look)).toBe(false);
    expect(showsSideLook({ disposition: 1, ring: { enabled: true, colors: { ring: "#3D7CC9", background: fields.ring.colors.background.toUpperCase() } } }, look)).toBe(true);
    expect(showsSideLook({ disposition: 1 }, look)).toBe(false);
  });

  it("dressing token data keeps its other ring settings and fields", () => {
    const token = { name: "Pip", ring: { effects: 3, subject: { scale: 0.9 }, colors: { ring: "#000000" } } };
    expect(withSideLook(token, { colour: "#c0392b", disposition: -1 })).toEqual({
      name: "Pip",
      disposition: -1,
      ring: { effects: 3, subject: { scale: 0.9 }, enabled: true, colors: { ring: "#c0392b", background: ringBackground("#c0392b") } },
    });
  });
});

describe("side defaults and per-scene updates (src/foundry/sides)", () => {
  it("a side made without colour or slot takes the next free ones; one made with them keeps them", () => {
    const others = [{ color: SIDE_PALETTE[0], disposition: 1 }, { color: "bad", disposition: undefined }];
    expect(newSideDefaults({}, others)).toEqual({ system: { color: SIDE_PALETTE[1] }, prototypeToken: { disposition: -1 } });
    expect(newSideDefaults({ system: { color: "#101010" }, prototypeToken: { disposition: 0 } }, others)).toEqual({});
  });

  it("one scene's updates name only the side's figures' tokens that do not show the look yet", () => {
    const look = { colour: "#2e8b57", disposition: -1 as const };
    const tokens = [
      { id: "t1", actorId: "a1", disposition: 1 },
      { id: "t2", actorId: "a2", ...sideTokenFields(look) },
      { id: "t3", actorId: "stranger", disposition: 0 },
      { id: "t4", actorId: null, disposition: 0 },
    ];
    expect(sceneTokenUpdates(tokens, new Set(["a1", "a2"]), look)).toEqual([{ _id: "t1", ...sideTokenFields(look) }]);
  });
});
