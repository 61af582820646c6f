// Apart from index.ts so the parts can use it without importing the index, which loads every
// part: a test that imports a part first would otherwise meet a part whose classes are not made yet.
/** Merges plain-object namespaces, so parts can each add to `foundry.*` or `CONFIG.*`. */
export function deepAssign(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    const bothObjects =
      typeof existing === "object" && existing !== null && typeof value === "object" && value !== null &&
      Object.getPrototypeOf(value) === Object.prototype && Object.getPrototypeOf(existing) === Object.prototype;
    if (bothObjects) deepAssign(existing as Record<string, unknown>, value as Record<string, unknown>);
    else target[key] = value;
  }
  return target;
}
