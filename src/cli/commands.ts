import type { CliCommand } from "./command";
import { figureCommand } from "./commands/figure";
import { oddsCommand } from "./commands/odds";

/** Every command the CLI knows. */
export const COMMANDS: readonly CliCommand[] = [oddsCommand, figureCommand];
