// Writes the games recorded by a SHELF_WARS_WRITE_PINS run (test-results/pins.jsonl) into the
// pinned-game tables of test/rules/*/: each pin's old event count, digests and winner are
// replaced where that pin is written. Run after a deliberate change to the engine or the dice:
//   rm -f test-results/pins.jsonl && SHELF_WARS_WRITE_PINS=1 npx vitest run test/rules --project v13 && node tools/repin.mjs
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const records = readFileSync("test-results/pins.jsonl", "utf8").trim().split("\n").map((line) => JSON.parse(line));
const files = readdirSync("test/rules", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) => readdirSync(`test/rules/${dir.name}`).filter((f) => f.endsWith("pinned-games.test.ts")).map((f) => `test/rules/${dir.name}/${f}`));
const texts = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
let changed = 0;
let missing = 0;
for (const { pinned, actual } of records) {
  if (JSON.stringify(pinned) === JSON.stringify(actual)) continue;
  const marker = `eventsDigest: "${pinned.eventsDigest}"`;
  const file = files.find((f) => texts.get(f).includes(marker));
  if (!file) {
    missing += 1;
    continue;
  }
  const text = texts.get(file);
  const lineStart = text.lastIndexOf("\n", text.indexOf(marker)) + 1;
  const lineEnd = text.indexOf("\n", text.indexOf(marker));
  let line = text.slice(lineStart, lineEnd);
  line = line.replace(`events: ${pinned.events},`, `events: ${actual.events},`);
  line = line.replace(marker, `eventsDigest: "${actual.eventsDigest}"`);
  line = line.replace(`stateDigest: "${pinned.stateDigest}"`, `stateDigest: "${actual.stateDigest}"`);
  if ("winner" in pinned) line = line.replace(`winner: ${JSON.stringify(pinned.winner)}`, `winner: ${JSON.stringify(actual.winner)}`);
  texts.set(file, text.slice(0, lineStart) + line + text.slice(lineEnd));
  changed += 1;
}
for (const [file, text] of texts) writeFileSync(file, text);
console.log(`repin: ${changed} pins rewritten${missing ? `, ${missing} not found` : ""}`);
process.exitCode = missing ? 1 : 0;
