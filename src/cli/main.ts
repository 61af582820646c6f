import pkg from "../../package.json" with { type: "json" };
import { isRuleViolation } from "../rules/common/errors";
import { checkArgs, checkPositionals, parseArgs, UsageError } from "./shared/args";
import type { CliCommand, CliIo } from "./commands/command";
import { COMMANDS } from "./commands";

function topHelp(commands: readonly CliCommand[]): string {
  const lines = ["usage: shelf-wars <command> [options]", "", "Shelf Wars rules from the command line.", "", "commands:"];
  for (const c of commands) lines.push(`  ${c.name.padEnd(10)}${c.summary}`);
  lines.push("", "Run `shelf-wars <command> --help` for a command's options.");
  return lines.join("\n");
}

/** Runs one command line; resolves to the exit status (0 ok, 2 bad input). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(
    argv,
    COMMANDS.flatMap((c) => c.switches ?? []),
  );
  const name = args.positionals.shift();
  const command = COMMANDS.find((c) => c.name === name);
  if (!command && name === undefined && args.flags.get("version") === true) {
    io.out(`shelf-wars ${pkg.version}`);
    return 0;
  }
  if (!command) {
    try {
      checkArgs(args);
      if (name !== undefined && name !== "help") {
        throw new UsageError(`unknown command "${name}" (commands: ${COMMANDS.map((c) => c.name).join(", ")})`);
      }
      checkPositionals(args, 0);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      io.err(`shelf-wars: ${error.message}`);
      return 2;
    }
    io.out(topHelp(COMMANDS));
    return name === undefined && !args.flags.has("help") ? 2 : 0;
  }
  try {
    checkArgs(args);
    if (args.flags.get("help") === true) {
      io.out(command.help(args));
      return 0;
    }
    io.out((await command.run(args, io)).stdout);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || isRuleViolation(error)) {
      io.err(`shelf-wars ${name}: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
