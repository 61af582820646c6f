// Run in a fresh process by the bench: times the very first exact-odds call of one case, the way
// the attack dialog and the CLI meet it (module loading is not counted, the call is).
import { exactQuery, ODDS_CASES } from "./odds-cases";

const id = process.argv[2];
const query = ODDS_CASES.find((c) => c.id === id);
const run = query ? exactQuery(query) : null;
if (!run) {
  process.stdout.write(JSON.stringify({ ms: null }));
} else {
  const start = performance.now();
  run();
  // Read the clock before touching process.stdout: its first use builds the stream (2-8 ms cold),
  // and the callee is evaluated before the arguments.
  const ms = performance.now() - start;
  process.stdout.write(JSON.stringify({ ms }));
}
