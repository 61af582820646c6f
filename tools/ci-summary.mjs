// Prints CI's closing line, `N passed, N failed`, from every runner's JSON report.
import fs from "node:fs";
import path from "node:path";
import { at } from "./lib/paths.mjs";

const exitStatus = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
const dir = at("test-results");
const reports = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
for (const file of reports) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  // vitest's json reporter (jest-compatible) and the browser runner both carry these totals.
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
// A step that failed before or outside a runner (install, lint, type-check, build) is a failure too.
if (exitStatus !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
