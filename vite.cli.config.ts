import { defineConfig } from "vite";

// The command-line tool: the same rules, bundled for Node. The simulate worker is its own entry
// (a worker thread starts from a file), written next to the CLI so the CLI finds it.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist-cli",
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: "node20",
    ssr: true,
    rolldownOptions: {
      input: { "shelf-wars-cli": "src/cli/main.ts", "simulate-worker": "src/cli/simulate/worker-entry.ts" },
      output: { entryFileNames: "[name].mjs", chunkFileNames: "shared-[name].mjs", format: "es" },
    },
  },
});
