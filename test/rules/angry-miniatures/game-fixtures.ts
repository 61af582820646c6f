import type { AmFigure } from "../../../src/rules/angry-miniatures/figure";
import type { AmSetup, AmState } from "../../../src/rules/angry-miniatures/game-types";
import { sheet } from "./fixtures";

/** Melee 4 dice, Health 3, Body 1, Speed 4. */
export const brawler = (overrides: Partial<AmFigure> = {}): AmFigure =>
  sheet({ mind: 7, body: 1, spirit: 1, attackTypes: ["melee"], ...overrides });
/** Magic 5 dice, Distance 8, Spirit 1, Health 3. */
export const caster = (overrides: Partial<AmFigure> = {}): AmFigure =>
  sheet({ mind: 7, body: 1, spirit: 1, attackTypes: ["magic"], ...overrides });
/** Range 6 dice, Distance 8, Mind 7. */
export const archer = (overrides: Partial<AmFigure> = {}): AmFigure =>
  sheet({ mind: 7, body: 1, spirit: 1, attackTypes: ["range"], ...overrides });
/** Melee 6 dice, Health 4, 3 dice on every defence, Speed 5. */
export const soldier = (overrides: Partial<AmFigure> = {}): AmFigure => sheet(overrides);

export function twoSides(
  figures: { id: string; side: "red" | "blue"; sheet: AmFigure; at: [number, number] }[],
  options: AmSetup["options"] = {},
): AmSetup {
  return {
    sides: [{ id: "red" }, { id: "blue" }],
    figures: figures.map((f) => ({ id: f.id, side: f.side, sheet: f.sheet, position: { i: f.at[0], j: f.at[1] } })),
    options,
  };
}

export function withHealth(state: AmState, id: string, health: number): AmState {
  const figure = state.figures[id];
  if (!figure) throw new Error(id);
  return { ...state, figures: { ...state.figures, [id]: { ...figure, health } } };
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
