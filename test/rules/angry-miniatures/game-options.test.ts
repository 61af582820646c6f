import { describe, expect, it } from "vitest";
import { AM_SAMPLE_SETUP } from "../../../src/cli/armies/angry-miniatures";
import { createGame, type AmSetup } from "../../../src/rules/angry-miniatures/game";
import { DEFAULT_AM_OPTIONS } from "../../../src/rules/angry-miniatures/game-types";

/** What createGame's options were before they were built as one literal: the defaults, then the set-up's. */
const spread = (options: AmSetup["options"]): object => ({ ...DEFAULT_AM_OPTIONS, ...options });

const optionsOf = (options: AmSetup["options"]): object => createGame({ ...AM_SAMPLE_SETUP, ...(options !== undefined ? { options } : {}) }).options;

describe("Angry Miniatures game options", () => {
  const cases: Record<string, AmSetup["options"]> = {
    none: undefined,
    empty: {},
    some: { diagonalRule: "exact", checks: "enforce" },
    all: { checks: "off", experimentalMeleeDefender: true, requireLineOfSight: false, diagonalRule: "rectilinear" },
    "an explicit undefined": { diagonalRule: undefined } as unknown as AmSetup["options"],
    "an unknown option": { diagonalRule: "exact", later: 3 } as unknown as AmSetup["options"],
    "a symbol key": { [Symbol.for("x")]: 1, checks: "off" } as unknown as AmSetup["options"],
  };
  for (const [name, options] of Object.entries(cases)) {
    it(`are the defaults overridden by the set-up's, key for key and in order (${name})`, () => {
      const built = optionsOf(options);
      expect(Reflect.ownKeys(built)).toEqual(Reflect.ownKeys(spread(options)));
      expect(built).toStrictEqual(spread(options));
    });
  }

  it("never shares the set-up's object", () => {
    const options = { checks: "off" as const };
    expect(optionsOf(options)).not.toBe(options);
  });
});
