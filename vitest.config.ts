import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    // Console output of passing tests is noise (the adapter's start-up line, the warnings of
    // refused hostile requests the tests provoke on purpose); a failing test's is still shown.
    silent: "passed-only",
    // The JSON report is what .ci/run counts for its closing line.
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
