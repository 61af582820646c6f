import { isV14 } from "./generation";

interface DataOperators {
  readonly ForcedReplacement: { create(value: unknown): unknown };
}

/**
 * An update entry replacing the value at `path` whole (an object stored under a flag, say,
 * whose old keys must not survive a merge), in the syntax of the generation the client runs:
 * v14's `foundry.data.operators.ForcedReplacement` as the value under the plain key (the legacy
 * `==key` logs a compatibility warning there), v13's `==key`, which has no operators
 * (docs/research/v14-evidence-2026-12.md §3).
 */
export function replacedWhole(path: string, value: unknown): Record<string, unknown> {
  if (isV14()) {
    const operators = (foundry as unknown as { data: { operators: DataOperators } }).data.operators;
    return { [path]: operators.ForcedReplacement.create(value) };
  }
  const dot = path.lastIndexOf(".");
  return { [`${path.slice(0, dot + 1)}==${path.slice(dot + 1)}`]: value };
}
