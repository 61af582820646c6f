import type { Point } from "../../../src/rules/common/geometry";
import { createGame } from "../../../src/rules/precious-moments/setup";
import type { PmFigureSetup, PmSetup, PmState } from "../../../src/rules/precious-moments/types";

export function card(id: string, stats: Partial<Omit<PmFigureSetup, "id">> = {}): PmFigureSetup {
  return { id, name: id.toUpperCase(), cuteness: 6, brightness: 5, piety: 2, startingValue: 20, ...stats };
}

/** A game already at round 1, initiative, with every figure standing where given. */
export function gameAt(
  a: readonly [string, Point, Partial<PmFigureSetup>?][],
  b: readonly [string, Point, Partial<PmFigureSetup>?][],
  extra: Partial<PmSetup> = {},
): PmState {
  return createGame({
    sides: {
      a: { name: "Angels", figures: a.map(([id, position, stats]) => ({ ...card(id, stats), position })) },
      b: { name: "Cherubs", figures: b.map(([id, position, stats]) => ({ ...card(id, stats), position })) },
    },
    table: { width: 48, height: 48 },
    startWithRounds: true,
    ...extra,
  });
}

/** Deep-freeze a value so any mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
