// `npm test`: every check of the project in order, one line per stage. A stage that fails prints
// its whole output and stops the run (later stages would only repeat its failure). The first
// stage starts the browser, so a machine without one hears it in seconds. On a terminal a line
// under the running stage says every few seconds how long it has run and how far it is (test
// files or pages done out of all of them); piped, only the stage lines are printed.
// Usage: node tools/test.mjs [--verbose]   (--verbose shows every stage's output as it comes)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { at } from "./lib/paths.mjs";
import { readProgress } from "./lib/progress.mjs";

/** `passed, failed` from a runner's JSON report in test-results/ (written by the stage just run). */
const counts = (report) => () => {
  const { numPassedTests, numFailedTests } = JSON.parse(fs.readFileSync(at("test-results", report), "utf8"));
  return `${numPassedTests} passed, ${numFailedTests} failed`;
};
/** The browser probe's one line, without its `browser:` prefix. */
const probeLine = (output) => (output.trim().split("\n").at(-1) ?? "").replace(/^browser: /, "");

const STAGES = [
  { name: "browser", command: ["node", "test/browser/check-browser.mjs"], summary: probeLine },
  { name: "lint", command: ["npm", "run", "--silent", "lint"] },
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "build", command: ["npm", "run", "--silent", "build"] },
  // The minimal reporter prints failing tests in full and nothing for passing ones; json is what CI counts.
  { name: "vitest", command: ["npm", "run", "--silent", "test:unit", "--", "--reporter=minimal", "--reporter=json", "--reporter=./tools/vitest-progress.mjs"], summary: counts("vitest.json") },
  { name: "browser checks", command: ["node", "test/browser/run.mjs"], summary: counts("browser.json") },
];

const verbose = process.argv.includes("--verbose");
// Colours survive the capture when the run is on a terminal.
const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env;

const HEARTBEAT_MS = 5_000;
const live = process.stdout.isTTY && !verbose;
const elapsed = (since) => {
  const seconds = Math.floor((Date.now() - since) / 1000);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s`;
};

/** On a terminal: one line, rewritten every few seconds, with the stage's time and progress. */
function heartbeat(stage, started, progressFile) {
  if (!live) return () => {};
  const timer = setInterval(() => {
    const progress = readProgress(progressFile);
    process.stdout.write(`\r\x1b[K   ..  ${stage.name}: ${elapsed(started)}${progress ? `, ${progress}` : ""}`);
  }, HEARTBEAT_MS);
  return () => {
    clearInterval(timer);
    process.stdout.write("\r\x1b[K");
  };
}

function runStage({ command: [program, ...args] }, progressFile) {
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd: at(), env: { ...env, SHELF_WARS_PROGRESS: progressFile }, stdio: verbose ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${program}: ${error.message}\n`)));
    child.on("close", (code) => resolve({ ok: code === 0, output: Buffer.concat(output).toString() }));
  });
}

const width = Math.max(...STAGES.map((s) => s.name.length));
for (const [index, stage] of STAGES.entries()) {
  const started = Date.now();
  const progressFile = path.join(os.tmpdir(), `shelf-wars-progress-${process.pid}-${index}.json`);
  const stopHeartbeat = heartbeat(stage, started, progressFile);
  const { ok, output } = await runStage(stage, progressFile);
  stopHeartbeat();
  fs.rmSync(progressFile, { force: true });
  const seconds = `${((Date.now() - started) / 1000).toFixed(1)}s`.padStart(7);
  const summary = ok && stage.summary ? `  ${stage.summary(output)}` : "";
  console.log(`${ok ? "  ok  " : "  FAIL"} ${stage.name.padEnd(width)} ${seconds}${summary}`);
  if (!ok) {
    if (!verbose) process.stdout.write(output.endsWith("\n") || output === "" ? output : `${output}\n`);
    const skipped = STAGES.slice(index + 1).map((s) => s.name);
    console.log(`npm test: ${stage.name} failed${skipped.length ? `; not run: ${skipped.join(", ")}` : ""}`);
    process.exitCode = 1;
    break;
  }
}
