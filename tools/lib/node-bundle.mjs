// Bundles TypeScript entry points for Node with vite (plain JavaScript, as the CLI runs it) into
// node_modules/.cache/<name>, one `<entry>.mjs` per input; shared code goes to `shared-*.mjs`.
import path from "node:path";
import { build } from "vite";
import { ROOT } from "./paths.mjs";

/** Builds `inputs` (name -> path from the project root) and returns the output folder. */
export async function bundleForNode(name, inputs) {
  const outDir = path.join(ROOT, "node_modules", ".cache", name);
  await build({
    root: ROOT,
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      target: "node20",
      ssr: true,
      rollupOptions: {
        input: Object.fromEntries(Object.entries(inputs).map(([entry, file]) => [entry, path.join(ROOT, file)])),
        output: { entryFileNames: "[name].mjs", chunkFileNames: "shared-[name].mjs", format: "es" },
      },
    },
  });
  return outDir;
}
