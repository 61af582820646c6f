// Which test files need a worker of their own. Most share a worker with the files before them
// (a fresh worker per file costs ~0.5 s of start-up and module loading, more than most files
// take); test/setup/between-files.ts clears what a file may leave behind. Not everything can be
// cleared between files: module mocks (vi.mock, vi.doMock, vi.hoisted) stay registered in a
// shared worker, and stubbed globals, environment variables or fake timers are better undone by
// the file that made them. A file using any of those runs isolated, as vitest's default does.
import fs from "node:fs";
import path from "node:path";

const NEEDS_OWN_WORKER = /\bvi\.(mock|doMock|unmock|hoisted|stubGlobal|stubEnv|useFakeTimers)\(/;

/** Test files (relative to `root`, forward slashes) under `dir` that need their own worker. */
export function filesNeedingIsolation(root, dir = "test") {
  const found = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".test.ts") && NEEDS_OWN_WORKER.test(fs.readFileSync(path.join(root, relative), "utf8"))) found.push(relative);
    }
  };
  walk(dir);
  return found.sort();
}
