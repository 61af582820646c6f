import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    // The JSON report is what .ci/run counts for its closing line.
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
