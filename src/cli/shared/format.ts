/** Output helpers: JSON for machines, aligned tables for people. */
export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

export function percent(p: number): string {
  return `${(p * 100).toFixed(2)}%`;
}

export function table(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join("\n");
}

/** Drops zero-probability keys (the contract allows leaving them out). */
export function nonZero(distribution: Readonly<Record<number, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(distribution).filter(([, p]) => p > 0));
}

/** Rows under a header, each column as wide as its widest cell; the first `textColumns` left-aligned, the rest (numbers) right-aligned. */
export function columns(header: readonly string[], rows: readonly (readonly string[])[], textColumns = 1): string {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((row) => (row[c] ?? "").length)));
  return all.map((row) => row.map((cell, c) => (c < textColumns ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  ").trimEnd()).join("\n");
}
