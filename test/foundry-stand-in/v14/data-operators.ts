import { standInGeneration } from "../generation";
import { logCompatibilityWarning } from "./compatibility";

/**
 * v14's update operators (https://foundryvtt.com/api/functions/foundry.utils.applyDataOperators.html:
 * "ForcedDeletion values (or deprecated "-=" keys) are removed … ForcedReplacement values (or
 * deprecated "==" keys) are updated"): `foundry.data.operators.ForcedReplacement.create(value)`
 * as the value under the plain key replaces the stored value whole; `ForcedDeletion.create()`
 * deletes the key. v13 has no operators (`foundry.data.operators` is absent there).
 * The legacy `==key` / `-=key` syntax still works on v14 with a compatibility warning, worded as
 * Muttley/foundryvtt-fallout#751 quotes it ("You are specifying a forced deletion or replacement
 * key … using legacy syntax which should be migrated …"); docs/research/v14-evidence-2026-12.md §3.
 */
export class StandInForcedReplacement {
  constructor(readonly value: unknown) {}
  static create(value?: unknown): StandInForcedReplacement {
    return new StandInForcedReplacement(value);
  }
}

export class StandInForcedDeletion {
  static create(): StandInForcedDeletion {
    return new StandInForcedDeletion();
  }
}

export function isForcedReplacement(value: unknown): value is StandInForcedReplacement {
  return value instanceof StandInForcedReplacement;
}

export function isForcedDeletion(value: unknown): value is StandInForcedDeletion {
  return value instanceof StandInForcedDeletion;
}

/** On v14, a legacy `==key` / `-=key` in an update logs core's compatibility warning. */
export function warnLegacyOperatorKey(key: string): void {
  if (standInGeneration() < 14) return;
  const plain = key.slice(2);
  const operator = key.startsWith("-=") ? "ForcedDeletion" : "ForcedReplacement";
  logCompatibilityWarning(`You are specifying a forced deletion or replacement key "${key}" using legacy syntax which should be migrated to instead pass {${plain}: foundry.data.operators.${operator}}`, { since: 14, until: 16 });
}

/** `foundry.data.operators` for the generation: v14's classes, nothing on v13. */
export function dataOperatorsGlobals(): Record<string, unknown> {
  return standInGeneration() >= 14 ? { data: { operators: { ForcedReplacement: StandInForcedReplacement, ForcedDeletion: StandInForcedDeletion } } } : {};
}
