import type { Offset } from "./types";

/** Column letters as a spreadsheet counts them: A..Z, then AA, AB, and so on. */
function columnLetters(j: number): string {
  let n = j + 1;
  let letters = "";
  while (n > 0) {
    const digit = (n - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    n = (n - 1 - digit) / 26;
  }
  return letters;
}

/**
 * A square's name on a board of squares, as players call them: its column as letters from the
 * left (A), its row as a number from the top (1). Square (row 3, column 2) is "C4".
 */
export function squareName(square: Offset): string {
  if (!Number.isInteger(square.i) || !Number.isInteger(square.j) || square.i < 0 || square.j < 0) {
    throw new RangeError(`squareName: (${square.i}, ${square.j}) is not a square on a board counted from its top-left corner`);
  }
  return `${columnLetters(square.j)}${square.i + 1}`;
}
