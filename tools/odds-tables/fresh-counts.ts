import { computeFreshCounts, rowStarts } from "../../src/rules/angry-miniatures/odds-pool";

/** Dice the written-out fresh counts cover: up to the most dice odds are worked out for. */
export const TABLE_DICE = 15;

/** Text of src/rules/angry-miniatures/odds-fresh-counts.ts: P(h hits, a Aces) for 0 to TABLE_DICE fresh dice. */
export function renderFreshCounts(): string {
  const tables: string[] = [];
  for (let dice = 0; dice <= TABLE_DICE; dice++) {
    const counts = computeFreshCounts(dice);
    const rows = rowStarts(dice);
    const lines: string[] = [];
    for (let h = 0; h <= dice; h++) lines.push(`  ${counts.slice(rows[h], rows[h]! + dice + 1 - h).map(String).join(", ")},`);
    tables.push(`const DICE_${dice}: readonly (number | null)[] = [\n${lines.join("\n")}\n  null,\n];`);
  }
  const names = Array.from({ length: TABLE_DICE + 1 }, (_, dice) => `DICE_${dice}`);
  return `// Written by tools/generate-odds-tables.mjs (tools/odds-tables/fresh-counts.ts); a test regenerates it and compares.

/**
 * freshCounts(dice) for 0 to ${TABLE_DICE} dice: P(h hits, a Aces) at rowStarts(dice)[h] + a, one line
 * per h. Every contest starts from these, so they are written out rather than worked out on the
 * first call. Each closes with one null (past its last cell): it makes V8 hold the numbers as tagged
 * values that the source's table already holds, so neither loading nor reading them boxes a number.
 */
${tables.join("\n\n")}

export const FRESH_COUNTS: readonly (readonly (number | null)[])[] = [${names.join(", ")}];
`;
}
