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
