import type { Finding } from "./judge";

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The update paths and values that put a subtree back: each leaf the write changed gets its old
 * value; a leaf that did not exist before (a status stack never written) gets 0, as the rules
 * read a missing stack.
 */
function restoreLeaves(path: string, before: unknown, after: unknown, out: Record<string, unknown>): void {
  if (isPlain(before) || isPlain(after)) {
    const was = isPlain(before) ? before : {};
    const now = isPlain(after) ? after : {};
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) restoreLeaves(`${path}.${key}`, was[key], now[key], out);
    return;
  }
  if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return;
  out[path] = before === undefined ? (typeof after === "number" ? 0 : null) : before;
}

/** The update that undoes a player's write to these fields (a roster loses only the figures gained that are not the writer's). */
export function revertUpdate(findings: readonly Finding[]): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  for (const finding of findings) {
    if (finding.field.kind === "roster" && !finding.inGame) {
      const foreign = new Set(finding.foreign);
      update[finding.field.path] = (Array.isArray(finding.after) ? finding.after : []).filter((uuid) => !foreign.has(uuid as string));
    } else {
      restoreLeaves(finding.field.path, finding.before, finding.after, update);
    }
  }
  return update;
}
