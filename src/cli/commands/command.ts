import type { ParsedArgs } from "../shared/args";
import type { ProgressStream } from "../simulate/progress";

export interface CliOutput {
  stdout: string;
}

/** Where a command writes: whole lines to stdout and stderr, and optionally a live progress line. */
export interface CliIo {
  out: (s: string) => void;
  err: (s: string) => void;
  /** stderr itself when it is a terminal; long runs draw a progress bar on it. */
  progress?: ProgressStream;
}

export interface CliCommand {
  readonly name: string;
  readonly summary: string;
  /** Its flags that take no value: `--color demo` is a switch and a positional, not `--color=demo`. */
  readonly switches?: readonly string[];
  /** Throws (or rejects with) UsageError or RuleViolation for bad input; returns what to print. */
  run(args: ParsedArgs, io?: CliIo): CliOutput | Promise<CliOutput>;
  help(args: ParsedArgs): string;
}
