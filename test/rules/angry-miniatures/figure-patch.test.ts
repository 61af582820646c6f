import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { patchedFigure } from "../../../src/rules/angry-miniatures/figure-patch";
import { createGame } from "../../../src/rules/angry-miniatures/game";
import type { AmFigureState } from "../../../src/rules/angry-miniatures/game-types";
import { rosterOf } from "../../../src/rules/angry-miniatures/roster";

const figure = (): AmFigureState => rosterOf(createGame(AM_SAMPLE_SETUP)).list[0] as AmFigureState;

/** The same keys in the same order with the same values as the spread it replaces. */
function expectSpreadLike(before: AmFigureState, patch: Partial<AmFigureState>): void {
  const built = patchedFigure(before, patch);
  const spread = { ...before, ...patch };
  expect(Reflect.ownKeys(built)).toEqual(Reflect.ownKeys(spread));
  expect(built).toStrictEqual(spread);
  expect(built).not.toBe(before);
}

describe("patchedFigure", () => {
  const marked = { ...figure(), markedBy: { a: 1 } };
  const patches: Record<string, Partial<AmFigureState>> = {
    nothing: {},
    health: { health: 2 },
    "several keys": { defeated: true, statuses: {}, activated: true },
    "marks given": { markedBy: { b: 2 } },
    "marks cleared (key kept, undefined)": { statuses: {}, markedBy: undefined },
    "a new position": { position: { i: 3, j: 4 } },
  };
  it("covers the literal path: createGame writes figures in the order it expects", () => {
    expect(Object.keys(figure())).toEqual(["id", "side", "sheet", "derived", "position", "health", "statuses", "activated", "defeated"]);
  });
  for (const [name, patch] of Object.entries(patches)) {
    it(`is { ...before, ...patch } for a fresh figure (${name})`, () => expectSpreadLike(figure(), patch));
    it(`is { ...before, ...patch } for a marked figure (${name})`, () => expectSpreadLike(marked, patch));
  }

  it("is the spread for figures in another key order or with other keys, and for unknown patch keys", () => {
    const { id, ...rest } = figure();
    expectSpreadLike({ ...rest, id } as AmFigureState, { health: 1 });
    expectSpreadLike({ ...figure(), note: "x" } as AmFigureState, { health: 1 });
    expectSpreadLike(figure(), { health: 1, note: "y" } as Partial<AmFigureState>);
    expectSpreadLike({ ...figure(), markedBy: undefined, note: 1 } as unknown as AmFigureState, { activated: true });
  });
});
