/** Removes the key at a dotted path of a plain object, if it is there. */
export function foundryPathDelete(source: Record<string, unknown>, path: string): void {
  const cut = path.lastIndexOf(".");
  const parent = cut < 0 ? source : foundry.utils.getProperty(source, path.slice(0, cut));
  if (typeof parent === "object" && parent !== null) delete (parent as Record<string, unknown>)[path.slice(cut + 1)];
}
