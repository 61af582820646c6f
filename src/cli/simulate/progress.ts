/** Where a progress bar is drawn: stderr, or a stand-in for it in tests. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

/** Runs shorter than this never show a bar. */
export const PROGRESS_DELAY_MS = 500;
const REDRAW_MS = 100;

/** Seconds as m:ss (or h:mm:ss past an hour). */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/**
 * The bar, the share and count of games done, and (given the time so far) the rate and the time
 * left at that rate.
 */
export function renderBar(done: number, total: number, width = 30, elapsedMs?: number): string {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(share * width);
  const bar = `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% ${done}/${total} games`;
  if (elapsedMs === undefined || elapsedMs <= 0 || done <= 0) return bar;
  const rate = (done * 1000) / elapsedMs;
  return `${bar}, ${Math.round(rate)} games/s, ${clock((total - done) / rate)} left`;
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
      // Cleared to the end of the line: the rate and time left can get shorter.
      stream.write(`\r${renderBar(done, total, 30, t - start)}\x1b[K`);
    },
    finish() {
      if (drawn) stream.write("\r\x1b[K");
    },
  };
}
