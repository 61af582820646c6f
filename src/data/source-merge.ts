/** One merge for every stored shape: the source as an (expanded) update would leave it. */
export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The source as it would be after an (expanded) update: objects merge, arrays and values replace. */
export function mergedSource<T extends object>(source: T, changes: unknown): T {
  if (!isPlainObject(changes)) return structuredClone(source);
  const merged: PlainObject = structuredClone(source) as PlainObject;
  for (const [key, value] of Object.entries(changes)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergedSource(current, value) : structuredClone(value);
  }
  return merged as T;
}
