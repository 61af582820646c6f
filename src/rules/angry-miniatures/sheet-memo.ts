import type { AmFigure } from "./figure";

/**
 * Values worked out from a figure's sheet, remembered by the sheet object itself (simulate starts
 * every game from the same sheets). A remembered sheet is frozen, arrays included, so a caller who
 * edits it afterwards gets a TypeError at the edit instead of answers worked out from the old sheet.
 */
export function sheetMemo<T>(): { get(sheet: AmFigure): T | undefined; set(sheet: AmFigure, value: T): void } {
  const memo = new WeakMap<AmFigure, T>();
  return {
    get: (sheet) => memo.get(sheet),
    set(sheet, value) {
      freezeDeep(sheet);
      memo.set(sheet, value);
    },
  };
}

function freezeDeep(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) freezeDeep(inner);
}
