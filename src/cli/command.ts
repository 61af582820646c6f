import type { ParsedArgs } from "./args";

export interface CliOutput {
  stdout: string;
}

export interface CliCommand {
  readonly name: string;
  readonly summary: string;
  /** Throws UsageError or RuleViolation for bad input; returns what to print. */
  run(args: ParsedArgs): CliOutput;
  help(args: ParsedArgs): string;
}
