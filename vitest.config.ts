import { defineConfig } from "vitest/config";

/**
 * Two projects: "v13" runs every test; "v14" runs the adapter and stand-in suites again with the
 * stand-in behaving as Foundry v14 (test/foundry-stand-in/generation.ts). A failure's name
 * starts with its project, so a v14-only failure says so.
 */
const shared = { environment: "node", testTimeout: 30_000, silent: "passed-only" } as const;

export default defineConfig({
  test: {
    // Console output of passing tests is noise (the adapter's start-up line, the warnings of
    // refused hostile requests the tests provoke on purpose); a failing test's is still shown.
    silent: "passed-only",
    // The JSON report is what .ci/run counts for its closing line (both projects' tests).
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    projects: [
      { test: { ...shared, name: "v13", include: ["test/**/*.test.ts"], env: { SHELFWARS_FOUNDRY_GENERATION: "13" } } },
      {
        test: {
          ...shared,
          name: "v14",
          include: ["test/foundry/**/*.test.ts", "test/foundry-stand-in/**/*.test.ts"],
          env: { SHELFWARS_FOUNDRY_GENERATION: "14" },
        },
      },
    ],
  },
});
