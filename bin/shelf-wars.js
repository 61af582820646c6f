#!/usr/bin/env node
// The CLI is bundled by `npm run build` into dist-cli/.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const bundle = new URL("../dist-cli/shelf-wars-cli.mjs", import.meta.url);
if (!existsSync(fileURLToPath(bundle))) {
  process.stderr.write("shelf-wars: the CLI is not built yet; run `npm run build` first\n");
  process.exit(2);
}
// Output piped into a reader that stops early (`| head`) closes the pipe: that ends the run, quietly.
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});
const { runCli } = await import(bundle.href);
process.exitCode = await runCli(process.argv.slice(2), {
  out: (s) => process.stdout.write(`${s}\n`),
  err: (s) => process.stderr.write(`${s}\n`),
  ...(process.stderr.isTTY ? { progress: process.stderr } : {}),
});
