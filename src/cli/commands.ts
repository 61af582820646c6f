import type { CliCommand } from "./command";

/** Every command the CLI knows. */
export const COMMANDS: readonly CliCommand[] = [];
