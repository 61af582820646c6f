// Run in a fresh process by the bench: plays `games` simulate games on `workers` threads and prints
// how long the simulation took (module loading not counted), so 1 and 2 workers both start cold.
import { simulate } from "../src/cli/commands/simulate";
import { CLI_RULESETS, type CliRuleset } from "../src/cli/rulesets";

const [ruleset, games, workers] = process.argv.slice(2);
if (!CLI_RULESETS.includes(ruleset as CliRuleset)) throw new Error(`sim-run: unknown ruleset ${ruleset}`);
const start = performance.now();
const report = await simulate(ruleset as CliRuleset, { games: Number(games), seed: 1, workers: Number(workers) });
process.stdout.write(JSON.stringify({ ms: performance.now() - start, games: report.games }));
