// How a long stage of `npm test` tells tools/test.mjs how far it is: it writes
// {done, total, unit, note} to the file named by SHELF_WARS_PROGRESS (when set), at most twice a
// second; test.mjs reads it for its heartbeat line on a terminal.
import fs from "node:fs";

const file = process.env.SHELF_WARS_PROGRESS;
let lastWrite = 0;

/** Records progress; `force` writes at once (the last update of a stage). */
export function reportProgress({ done, total, unit, note = "" }, force = false) {
  if (!file) return;
  const now = Date.now();
  if (!force && now - lastWrite < 500) return;
  lastWrite = now;
  try {
    fs.writeFileSync(file, JSON.stringify({ done, total, unit, note }));
  } catch {
    // A heartbeat that cannot be written is not worth failing a test run for.
  }
}

/** What test.mjs shows for a progress file: "120/412 files, 2,004 tests passed", or "". */
export function readProgress(path) {
  try {
    const { done, total, unit, note } = JSON.parse(fs.readFileSync(path, "utf8"));
    return `${done}/${total} ${unit}${note ? `, ${note}` : ""}`;
  } catch {
    return "";
  }
}
