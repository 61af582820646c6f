// Run in a fresh process by the bench: plays `games` simulate games on `workers` threads and prints
// how long the simulation took from the call to the report (module loading in this process not
// counted; starting the workers, loading their modules and their warm-up counted, as a user waits
// for them) and the CPU time the whole process used meanwhile, every thread included.
import { simulate } from "../src/cli/commands/simulate";
import { CLI_RULESETS, type CliRuleset } from "../src/cli/rulesets";

const [ruleset, games, workers] = process.argv.slice(2);
if (!CLI_RULESETS.includes(ruleset as CliRuleset)) throw new Error(`sim-run: unknown ruleset ${ruleset}`);
const cpuBefore = process.cpuUsage();
const start = performance.now();
const report = await simulate(ruleset as CliRuleset, { games: Number(games), seed: 1, workers: Number(workers) });
const ms = performance.now() - start;
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, games: report.games }));
