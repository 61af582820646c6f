/** Counted nouns and verbs that agree, for what the CLI writes in sentences. */

/** "1 die", "6 dice": the count with the noun in the number it takes. */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Whether a side's name is plural ("The Bookend Brigands", "The Knights of the Silver Shelf")
 * or singular ("The Nursery Shelf Choir", "The Hearthguard Bridge Watch"): its head noun (the
 * last word before any "of") ends in a plural "s".
 */
export function isPluralName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- a coloured name carries terminal colour codes
  const plain = name.replace(/\u001b\[[0-9;]*m/g, "");
  const head = plain.split(/\s+of\s+/i)[0] ?? plain;
  const word = (head.trim().split(/\s+/).at(-1) ?? "").toLowerCase();
  return word.length > 2 && word.endsWith("s") && !word.endsWith("ss");
}

/** The name with its verb agreeing: "The Chapel Window Choir wins", "The Bookend Brigands win". */
export function nameDoes(name: string, singular: string, plural: string): string {
  return `${name} ${isPluralName(name) ? plural : singular}`;
}
