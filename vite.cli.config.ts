import { defineConfig } from "vite";

// The command-line tool: the same rules, bundled for Node.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist-cli",
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: "node20",
    ssr: "src/cli/main.ts",
    rollupOptions: {
      output: { entryFileNames: "shelf-wars-cli.mjs", format: "es" },
    },
  },
});
