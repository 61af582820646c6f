import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { filesNeedingIsolation } from "./tools/lib/test-isolation.mjs";
import LongFirstSequencer from "./tools/vitest-sequencer.mjs";

/**
 * "v13" runs every test; "v14" runs the adapter and stand-in suites again with the stand-in
 * behaving as Foundry v14 (test/foundry-stand-in/generation.ts). A failure's name starts with
 * its project, so a v14-only failure says so. Each generation is two projects: the files that
 * share workers (test/setup/between-files.ts starts each afresh) and, "-isolated", those that
 * mock modules or stub globals and so get a worker each (tools/lib/test-isolation.mjs).
 */
const shared = { environment: "node", testTimeout: 30_000, silent: "passed-only" } as const;
const ISOLATED = filesNeedingIsolation(import.meta.dirname);
const V14 = ["test/foundry/**/*.test.ts", "test/foundry-stand-in/**/*.test.ts"];
const generation = (name: "v13" | "v14", include: string[]) => {
  const env = { SHELFWARS_FOUNDRY_GENERATION: name.slice(1) };
  const isolated = ISOLATED.filter((file) => include.some((glob) => file.startsWith(glob.slice(0, glob.indexOf("**")))));
  return [
    { test: { ...shared, name, include, exclude: ISOLATED, isolate: false, setupFiles: ["test/setup/between-files.ts"], env } },
    { test: { ...shared, name: `${name}-isolated`, include: isolated, env } },
  ];
};

export default defineConfig({
  test: {
    // Console output of passing tests is noise (the adapter's start-up line, the warnings of
    // refused hostile requests the tests provoke on purpose); a failing test's is still shown.
    silent: "passed-only",
    // The JSON report is what .ci/run counts for its closing line (every project's tests).
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    // Every core (vitest's default leaves one free: half the machine on two cores). Threads start
    // faster than child processes; no suite uses process-wide state (cwd, signals).
    pool: "threads",
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongFirstSequencer },
    projects: [...generation("v13", ["test/**/*.test.ts"]), ...generation("v14", V14)],
  },
});
