import type { HexOrientation } from "../../../src/rules/common/geometry";
import type { KfFigureSetup, KfSetup } from "../../../src/rules/knight-fight/setup";

/** Pointy-top hexes in rows, odd rows shifted right: (1, j) touches (0, j) and (0, j + 1). */
export const ROWS_ODD: HexOrientation = { columns: false, even: false };

export function fig(id: string, over: Partial<KfFigureSetup> = {}): KfFigureSetup {
  return { id, name: id.toUpperCase(), speed: 3, combat: 5, defence: 5, cls: "fighter", position: { i: 0, j: 0 }, ...over };
}

export function twoSides(a: KfFigureSetup[], b: KfFigureSetup[], over: Partial<KfSetup> = {}): KfSetup {
  return {
    board: { orientation: ROWS_ODD, columns: 7, rows: 5, blocked: [] },
    sides: [
      { id: "A", name: "Red", figures: a },
      { id: "B", name: "Blue", figures: b },
    ],
    ...over,
  };
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Runs `fn` and returns the RuleViolation code it throws. */
export function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error && typeof error === "object" && "code" in error) return String(error.code);
    throw error;
  }
  return undefined;
}
