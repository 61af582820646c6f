import { serialLine } from "../shared/serial-line";

/**
 * The active GM's one line of actor writes: a card's changes (the change writer) and the guard's
 * put-backs run one at a time, each reading the values it writes over only when its turn comes.
 * Two writers of the same field must not interleave: a put-back computed before a card's change
 * landed would write the card's change away.
 */
export const inWriteLine = serialLine();
