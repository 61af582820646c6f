import { matchChoice } from "./choice";
import { UsageError } from "./args";

export const CLI_RULESETS = ["precious-moments", "knight-fight", "angry-miniatures"] as const;
export type CliRuleset = (typeof CLI_RULESETS)[number];

export function rulesetArg(value: string | undefined, allowed: readonly string[], command: string): string {
  if (value === undefined) throw new UsageError(`${command} needs a ruleset: ${allowed.join(", ")}`);
  return matchChoice(value, allowed, "ruleset", (typed, hint) => `unknown ruleset "${typed}" for ${command}: ${hint}`);
}

/** Reads a flag value that must be one of a fixed list. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], flag: string): T {
  if (typeof value !== "string") throw new UsageError(`--${flag} must be one of ${allowed.join(", ")}`);
  return matchChoice(value, allowed, `--${flag}`, (typed, hint) => `--${flag} must be one of ${allowed.join(", ")} (got "${typed}")${hint.startsWith("did") ? `: ${hint}` : ""}`);
}

export function int(values: Record<string, unknown>, name: string): number {
  const value = values[name];
  if (typeof value !== "number") throw new UsageError(`--${name} is required`);
  return value;
}
