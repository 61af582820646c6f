/** A tiny, strict argument reader: unknown flags and malformed numbers are usage errors. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string | true>;
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index++) {
    const token = argv[index] ?? "";
    if (token === "-h") {
      flags.set("help", true);
    } else if (token.startsWith("--")) {
      const eq = token.indexOf("=");
      const name = eq === -1 ? token.slice(2) : token.slice(2, eq);
      if (eq !== -1) flags.set(name, token.slice(eq + 1));
      else {
        const next = argv[index + 1];
        if (next !== undefined && !next.startsWith("--")) {
          flags.set(name, next);
          index++;
        } else flags.set(name, true);
      }
    } else positionals.push(token);
  }
  return { positionals, flags };
}

export interface FlagSpec {
  readonly name: string;
  readonly kind: "integer" | "string" | "boolean";
  readonly required?: boolean;
  readonly description: string;
}

export type FlagValues = Record<string, number | string | boolean | undefined>;

/** Checks flags against a spec: every flag known, integers whole, required ones present. */
export function readFlags(args: ParsedArgs, specs: readonly FlagSpec[]): FlagValues {
  const known = new Map(specs.map((s) => [s.name, s]));
  for (const name of args.flags.keys()) {
    if (!known.has(name) && name !== "help" && name !== "json") throw new UsageError(`unknown option --${name}`);
  }
  const values: FlagValues = { json: args.flags.get("json") === true };
  for (const spec of specs) {
    const raw = args.flags.get(spec.name);
    if (raw === undefined) {
      if (spec.required) throw new UsageError(`--${spec.name} is required (${spec.description})`);
      values[spec.name] = spec.kind === "boolean" ? false : undefined;
      continue;
    }
    if (spec.kind === "boolean") {
      if (raw !== true) throw new UsageError(`--${spec.name} takes no value`);
      values[spec.name] = true;
    } else if (raw === true) {
      throw new UsageError(`--${spec.name} needs a value (${spec.description})`);
    } else if (spec.kind === "integer") {
      if (!/^-?\d+$/.test(raw)) throw new UsageError(`--${spec.name} must be a whole number, got "${raw}"`);
      values[spec.name] = Number(raw);
    } else values[spec.name] = raw;
  }
  return values;
}

export function helpText(usage: string, summary: string, specs: readonly FlagSpec[]): string {
  const lines = [`usage: ${usage}`, "", summary, ""];
  for (const spec of specs) {
    const value = spec.kind === "boolean" ? "" : spec.kind === "integer" ? " N" : " X";
    lines.push(`  --${spec.name}${value}`.padEnd(26) + spec.description + (spec.required ? " (required)" : ""));
  }
  lines.push("  --json".padEnd(26) + "print JSON instead of a table");
  lines.push("  --help".padEnd(26) + "show this help");
  return lines.join("\n");
}
