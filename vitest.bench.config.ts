import { defineConfig } from "vitest/config";

// `npm run bench`: speed targets, kept out of `npm test` so timing never makes tests flaky.
export default defineConfig({
  test: {
    include: ["bench/**/*.bench.ts"],
    environment: "node",
    testTimeout: 120_000,
    reporters: ["verbose"],
  },
});
