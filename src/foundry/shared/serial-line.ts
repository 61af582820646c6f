/** Work run one piece at a time: each piece after the one before it has settled. */
export type SerialLine = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * A new line of work. A piece starts only when the piece before it has finished. A failure
 * reaches only the caller of the piece that failed; the line goes on. Separate lines never wait
 * for each other, so work in one line may queue work in another (the relay's handlers queue card
 * writes) without waiting on itself.
 */
export function serialLine(): SerialLine {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}
