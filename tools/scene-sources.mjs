// Writes the ready scenes: each background (assets/scenes/*.svg) and its Scene document
// (packs/_source/shelf-wars-scenes/*.json) from one geometry, so the walls and regions sit
// exactly on what the background draws. Run by hand after changing a board:
//   node tools/scene-sources.mjs
// test/build/scenes.test.ts checks the committed files still equal this output.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sceneBoards } from "./lib/scene-boards.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

for (const board of sceneBoards()) {
  fs.writeFileSync(path.join(ROOT, board.svgFile), board.svg);
  fs.writeFileSync(path.join(ROOT, board.sourceFile), `${JSON.stringify(board.scene, null, 2)}\n`);
  console.log(`wrote ${board.svgFile} and ${board.sourceFile}`);
}
