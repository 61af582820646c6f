import { helpText, readFlags, UsageError, type FlagSpec, type ParsedArgs } from "../shared/args";
import type { CliCommand, CliOutput } from "./command";
import { json } from "../shared/format";
import { demoLog, demoText } from "../demo/battles";
import { COLOUR_STYLE, PLAIN_STYLE, wantsColour } from "../demo/style";
import { CLI_RULESETS, rulesetArg, type CliRuleset } from "../shared/rulesets";
import { SIMULATE_SEED } from "./simulate";

/** The seed `npm start` plays: short, lively games in all three rulesets. */
export const DEMO_SEED = 1;

const FLAGS: readonly FlagSpec[] = [
  { name: "seed", kind: "integer", min: SIMULATE_SEED.min, max: SIMULATE_SEED.max, description: `dice seed, ${SIMULATE_SEED.min}-${SIMULATE_SEED.max} (default ${DEMO_SEED}); the same seed tells the same battles` },
  { name: "color", kind: "boolean", description: "colour even when the output is not a terminal" },
  { name: "plain", kind: "boolean", description: "no colour even on a terminal (NO_COLOR does the same)" },
];

function rulesetsOf(args: ParsedArgs): readonly CliRuleset[] {
  const first = args.positionals[0];
  if (args.positionals[1] !== undefined) throw new UsageError(`demo takes at most one ruleset; unexpected "${args.positionals[1]}"`);
  return first === undefined ? CLI_RULESETS : [rulesetArg(first, CLI_RULESETS, "demo") as CliRuleset];
}

export const demoCommand: CliCommand = {
  name: "demo",
  summary: "plays and tells one seeded battle per ruleset between the compendium's ready sides",
  switches: FLAGS.filter((f) => f.kind === "boolean").map((f) => f.name),
  help() {
    return helpText(
      `shelf-wars demo [${CLI_RULESETS.join("|")}] [--seed S] [--color|--plain] [--json]`,
      "Plays one seeded battle per ruleset (or only the one named) between the compendium's ready sides on the ready scenes' boards, both played by the engine's sensible policy (choices by the engine's exact odds), and tells it round by round: initiative, moves, wagers and songs, attacks with their dice, damage and the outcome. Colour on a terminal unless NO_COLOR is set; plain text when piped, each figure then named with its side where the side would show only in colour. --json prints each battle's sides, figures and the engine's whole event log instead.",
      FLAGS,
    );
  },
  run(args): CliOutput {
    const rulesets = rulesetsOf(args);
    const values = readFlags(args, FLAGS);
    if (values.color === true && values.plain === true) throw new UsageError("--color and --plain contradict each other");
    const seed = typeof values.seed === "number" ? values.seed : DEMO_SEED;
    if (values.json === true) {
      if (values.color === true || values.plain === true) throw new UsageError("--json prints the event log as data: --color and --plain do not apply");
      return { stdout: json(demoLog(rulesets, seed)) };
    }
    const colour = values.color === true || (values.plain !== true && wantsColour(process.stdout, process.env));
    return { stdout: demoText(rulesets, seed, colour ? COLOUR_STYLE : PLAIN_STYLE) };
  },
};
