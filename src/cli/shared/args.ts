/** A tiny, strict argument reader: unknown flags and malformed numbers are usage errors. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string | true>;
  /** Flags given more than once (refused by `checkArgs`: which value was meant is a guess). */
  repeated: string[];
}

/** Flags every command reads; none takes a value. */
const SWITCHES = ["json", "help", "version"] as const;

/**
 * Reads a command line. A flag takes the next token as its value (`--games 5`) unless it is one
 * of `switches` (or `--json` / `--help`), which never take one, so `--color angry-miniatures`
 * is a switch and a positional.
 */
export function parseArgs(argv: readonly string[], switches: readonly string[] = []): ParsedArgs {
  const valueless = new Set<string>([...SWITCHES, ...switches]);
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  const repeated: string[] = [];
  const set = (name: string, value: string | true): void => {
    if (flags.has(name) && !repeated.includes(name)) repeated.push(name);
    flags.set(name, value);
  };
  for (let index = 0; index < argv.length; index++) {
    const token = argv[index] ?? "";
    if (token === "-h") {
      set("help", true);
    } else if (token.startsWith("--")) {
      const eq = token.indexOf("=");
      const name = eq === -1 ? token.slice(2) : token.slice(2, eq);
      if (eq !== -1) set(name, token.slice(eq + 1));
      else {
        const next = argv[index + 1];
        if (next !== undefined && !next.startsWith("--") && !valueless.has(name)) {
          set(name, next);
          index++;
        } else set(name, true);
      }
    } else positionals.push(token);
  }
  return { positionals, flags, repeated };
}

/** What holds for any command line: no flag twice, and `--json` / `--help` without a value. */
export function checkArgs(args: ParsedArgs): void {
  const twice = args.repeated[0];
  if (twice !== undefined) throw new UsageError(`--${twice} given twice`);
  for (const name of SWITCHES) {
    const value = args.flags.get(name);
    if (typeof value === "string") throw new UsageError(`--${name} takes no value (got "${value}")`);
  }
}

/** Refuses positional arguments beyond the `count` a command takes. */
export function checkPositionals(args: ParsedArgs, count: number): void {
  const extra = args.positionals[count];
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
}

export interface FlagSpec {
  readonly name: string;
  readonly kind: "integer" | "string" | "boolean";
  readonly required?: boolean;
  readonly description: string;
  /** Integers: the smallest and largest values the rules allow (default: any safe integer). */
  readonly min?: number;
  readonly max?: number;
}

export type FlagValues = Record<string, number | string | boolean | undefined>;

function integerFlag(spec: FlagSpec, raw: string): number {
  if (!/^-?\d+$/.test(raw)) throw new UsageError(`--${spec.name} must be a whole number, got "${raw}"`);
  const min = spec.min ?? -Number.MAX_SAFE_INTEGER;
  const max = spec.max ?? Number.MAX_SAFE_INTEGER;
  const value = Number(raw);
  // Beyond safe integers Number() rounds, so the raw text is what gets echoed back.
  if (!Number.isSafeInteger(value) && max >= Number.MAX_SAFE_INTEGER && value > 0) {
    throw new UsageError(`--${spec.name} is too large to be counted exactly (got ${raw})`);
  }
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`--${spec.name} must be ${wholeNumberRange(min, max)} (got ${raw})`);
  }
  return value;
}

/** A range as a person says it: no bound past what a safe integer holds is spelled out. */
function wholeNumberRange(min: number, max: number): string {
  const noMin = min <= -Number.MAX_SAFE_INTEGER;
  const noMax = max >= Number.MAX_SAFE_INTEGER;
  if (noMin && noMax) return "a whole number";
  if (noMax) return min === 0 ? "a whole number, 0 or more" : `a whole number of at least ${min}`;
  if (noMin) return `a whole number of at most ${max}`;
  return `a whole number from ${min} to ${max}`;
}

/** Checks flags against a spec: every flag known, integers whole and in range, required ones present. */
export function readFlags(args: ParsedArgs, specs: readonly FlagSpec[]): FlagValues {
  checkArgs(args);
  const known = new Map(specs.map((s) => [s.name, s]));
  for (const name of args.flags.keys()) {
    if (!known.has(name) && !(SWITCHES as readonly string[]).includes(name)) throw new UsageError(`unknown option --${name}`);
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
      if (raw !== true) throw new UsageError(`--${spec.name} takes no value (got "${raw}")`);
      values[spec.name] = true;
    } else if (raw === true) {
      throw new UsageError(`--${spec.name} needs a value (${spec.description})`);
    } else if (spec.kind === "integer") {
      values[spec.name] = integerFlag(spec, raw);
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
