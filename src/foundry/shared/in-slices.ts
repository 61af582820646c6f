/** How long a slice of work may hold the client before the canvas, the chat and the sockets get their turn. */
export const SLICE_MS = 8;

/**
 * Runs a computation given as steps (a generator that yields between pieces of work) to its
 * result, giving the event loop a turn whenever a slice has lasted `sliceMs`: long thinking never
 * freezes the canvas, and the result is the same as running it at once.
 */
export async function inSlices<T>(steps: Generator<void, T, void>, sliceMs: number = SLICE_MS): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      sliceStart = performance.now();
    }
  }
}
