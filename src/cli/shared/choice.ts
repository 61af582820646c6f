import { UsageError } from "./args";

/** How a typed name is compared: no case, spaces and underscores as hyphens, no leading "the ". */
export function normalName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, "")
    .replace(/[\s_]+/g, "-");
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const kept = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length]!;
}

/** The choices a near miss most likely meant (within a third of its length in edits), best first. */
export function nearMisses(typed: string, choices: readonly string[]): string[] {
  const wanted = normalName(typed);
  const scored = choices.map((choice) => ({ choice, distance: editDistance(wanted, normalName(choice)) }));
  const limit = Math.max(2, Math.ceil(wanted.length / 3));
  return scored
    .filter((s) => s.distance <= limit)
    .sort((a, b) => a.distance - b.distance)
    .map((s) => s.choice);
}

/**
 * The one choice `typed` names: exactly (ignoring case, spaces, underscores and a leading "The"),
 * or by a prefix of it that no other choice shares (a first name finds a figure: "Gorla" is
 * "Gorla the Cleaver"). Otherwise a usage error that says what it could be.
 */
export function matchChoice<T extends string>(typed: string, choices: readonly T[], what: string, unknown: (typed: string, hint: string) => string = (t, hint) => `unknown ${what} "${t}": ${hint}`): T {
  const wanted = normalName(typed);
  const exact = choices.find((choice) => normalName(choice) === wanted);
  if (exact !== undefined) return exact;
  const prefixed = wanted === "" ? [] : choices.filter((choice) => normalName(choice).startsWith(wanted));
  if (prefixed.length === 1) return prefixed[0]!;
  if (prefixed.length > 1) throw new UsageError(`"${typed}" could be ${orList(prefixed)}: which ${what}?`);
  const near = nearMisses(typed, choices);
  const hint = near.length > 0 ? `did you mean ${orList(near.slice(0, 3))}?` : `choose one of ${choices.join(", ")}`;
  throw new UsageError(unknown(typed, hint));
}

function orList(items: readonly string[]): string {
  const quoted = items.map((item) => `"${item}"`);
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
}
