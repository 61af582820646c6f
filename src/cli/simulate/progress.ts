/** Where a progress bar is drawn: stderr, or a stand-in for it in tests. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

/** Runs shorter than this never show a bar. */
export const PROGRESS_DELAY_MS = 500;
const REDRAW_MS = 100;

export function renderBar(done: number, total: number, width = 30): string {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(share * width);
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% ${done}/${total} games`;
}

export interface Progress {
  update(done: number): void;
  finish(): void;
}

/**
 * A one-line bar on a terminal, redrawn in place; nothing at all when the stream is not a
 * terminal (piped, redirected, tests) or the run ends within PROGRESS_DELAY_MS.
 */
export function progressBar(stream: ProgressStream | undefined, total: number, now: () => number = () => performance.now()): Progress {
  if (!stream?.isTTY) return { update: () => undefined, finish: () => undefined };
  const start = now();
  let drawn = false;
  let last = -Infinity;
  return {
    update(done) {
      const t = now();
      if (t - start < PROGRESS_DELAY_MS || t - last < REDRAW_MS) return;
      last = t;
      drawn = true;
      stream.write(`\r${renderBar(done, total)}`);
    },
    finish() {
      if (drawn) stream.write("\r\x1b[K");
    },
  };
}
