import { checkPositionals, helpText, readFlags, type FlagSpec, type ParsedArgs } from "../shared/args";
import type { CliCommand, CliOutput } from "./command";
import { json, table } from "../shared/format";
import { rulesetArg } from "../shared/rulesets";

/** One ruleset's form of a command: its flags and what it computes. */
export interface RulesetVariant {
  usage: string;
  summary: string;
  flags: readonly FlagSpec[];
  /** `data` is printed as JSON; `rows` (or data's own entries) as a table, then `notes`. */
  run(values: Record<string, unknown>): { data: unknown; rows?: [string, string][]; notes?: string[] };
}

/** A command whose first argument picks the ruleset: `shelf-wars <name> <ruleset> [options]`. */
export function rulesetCommand(name: string, summary: string, variants: Readonly<Record<string, RulesetVariant>>): CliCommand {
  const names = Object.keys(variants);
  const variantOf = (args: ParsedArgs): RulesetVariant => {
    const chosen = rulesetArg(args.positionals[0], names, name);
    checkPositionals(args, 1);
    const variant = variants[chosen];
    if (!variant) throw new Error(`${name}: no variant ${chosen}`);
    return variant;
  };
  return {
    name,
    summary,
    switches: [...new Set(Object.values(variants).flatMap((v) => v.flags.filter((f) => f.kind === "boolean").map((f) => f.name)))],
    help(args) {
      if (args.positionals[0] === undefined) {
        const lines = Object.values(variants).map((v) => `  ${v.usage}\n      ${v.summary}`);
        return [`usage: shelf-wars ${name} <ruleset> [options]`, "", ...lines].join("\n");
      }
      const variant = variantOf(args);
      return helpText(variant.usage, variant.summary, variant.flags);
    },
    run(args): CliOutput {
      const variant = variantOf(args);
      const values = readFlags(args, variant.flags);
      const { data, rows, notes = [] } = variant.run(values);
      if (values.json) return { stdout: json(data) };
      const tableRows = rows ?? Object.entries(data as Record<string, unknown>).map(([k, v]) => [k, String(v)] as [string, string]);
      return { stdout: [table(tableRows), ...notes].join("\n") };
    },
  };
}
