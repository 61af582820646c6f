// Watch build: vite rebuilds the module; styles, templates, lang and packs rebuild on change.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { at } from "./lib/paths.mjs";

const run = (args) => spawn(process.execPath, args, { stdio: "inherit" });
run(["node_modules/vite/bin/vite.js", "build", "--watch"]);

let timer;
const rebuildAssets = () => {
  clearTimeout(timer);
  timer = setTimeout(() => run(["tools/build-assets.mjs"]), 200);
};
for (const folder of ["styles", "templates", "lang", "packs/_source"]) {
  if (fs.existsSync(at(folder))) fs.watch(at(folder), { recursive: true }, rebuildAssets);
}
fs.watch(at("system.json"), rebuildAssets);
setTimeout(() => run(["tools/build-assets.mjs"]), 3000);
