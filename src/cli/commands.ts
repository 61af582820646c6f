import type { CliCommand } from "./commands/command";
import { demoCommand } from "./commands/demo";
import { figureCommand } from "./commands/figure";
import { oddsCommand } from "./commands/odds";
import { simulateCommand } from "./commands/simulate";

/** Every command the CLI knows. */
export const COMMANDS: readonly CliCommand[] = [oddsCommand, figureCommand, simulateCommand, demoCommand];
