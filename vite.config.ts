import { defineConfig } from "vite";

// The Foundry client loads one ES module; Foundry itself provides every global it uses.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: "es2022",
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      fileName: () => "shelf-wars.mjs",
    },
    // One file: a dynamic import stays in the bundle rather than becoming a chunk Foundry never lists.
    rolldownOptions: {
      output: { codeSplitting: false },
    },
  },
});
