import { SYSTEM_ID } from "../shared/constants";
import type { RelayAsk, RelayReply } from "./protocol";
import { SOCKET_NAME } from "./socket-name";

/** What a player's client gives when the active GM asks (its own dice); null gives nothing. */
export type PlayerAnswer = (payload: unknown) => Promise<unknown>;

export interface AskOptions<R> {
  /** What is asked, in the logs ("3dp"). */
  readonly label: string;
  /** How long the GM's client waits before `fallback`. */
  readonly timeoutMs: number;
  /** The reply as the GM's client takes it, or null when it is not what was asked (refused and logged). */
  accept(result: unknown): R | null;
  /** What the GM's client does itself when no acceptable reply comes in time. */
  fallback(): Promise<R>;
}

interface Waiting {
  /** The GM's client that asked: only it takes the reply. */
  readonly askerId: string;
  readonly userId: string;
  readonly label: string;
  accept(result: unknown): boolean;
  readonly timer: ReturnType<typeof setTimeout>;
}

const answerers = new Map<string, PlayerAnswer>();
const waiting = new Map<string, Waiting>();

/** Registers what a player's client gives for `name` (at init). */
export function registerPlayerAnswer(name: string, answer: PlayerAnswer): void {
  if (answerers.has(name)) throw new Error(`${SYSTEM_ID} | player answer "${name}" is registered twice`);
  answerers.set(name, answer);
}

/**
 * On the active GM's client: asks `user` for `name`. Takes one reply, from that user only, that
 * `accept` takes; anything else is refused and logged. Without one in time, `fallback` decides.
 */
export function askPlayer<R>(user: User.Implementation, name: string, payload: unknown, options: AskOptions<R>): Promise<R> {
  const askId = foundry.utils.randomID();
  return new Promise<R>((resolve) => {
    const timer = setTimeout(() => {
      if (!waiting.delete(askId)) return;
      console.warn(`${SYSTEM_ID} | ${user.name ?? user.id} did not give ${options.label} in time; the GM's client does it`);
      void options.fallback().then(resolve);
    }, options.timeoutMs);
    const accept = (result: unknown): boolean => {
      const taken = options.accept(result);
      if (taken === null) return false;
      resolve(taken);
      return true;
    };
    waiting.set(askId, { askerId: game.user?.id ?? "", userId: user.id ?? "", label: options.label, accept, timer });
    const ask: RelayAsk = { kind: "ask", askId, name, userId: user.id ?? "", payload };
    game.socket!.emit(SOCKET_NAME, ask);
  });
}

/** A player's client: answers what the active GM asked of this user (nobody else's asks, nobody else's word). */
export async function answerAsk(ask: RelayAsk, senderId: string): Promise<void> {
  if (ask.userId !== game.user?.id || senderId !== game.users?.activeGM?.id) return;
  const answer = answerers.get(ask.name);
  const result = answer ? await answer(ask.payload) : null;
  if (result === null) return;
  const reply: RelayReply = { kind: "reply", askId: ask.askId, result };
  game.socket!.emit(SOCKET_NAME, reply);
}

/** The GM's client that asked: takes a reply once, from the user asked, as asked; anything else is refused and logged. */
export function takeReply(reply: RelayReply, senderId: string): void {
  if (!game.user?.isGM) return;
  const ask = waiting.get(reply.askId);
  if (ask && ask.askerId !== game.user.id) return;
  if (!ask) {
    console.warn(`${SYSTEM_ID} | refused a reply from user ${senderId}: nothing was asked under ${reply.askId}, or it was already answered`);
    return;
  }
  if (ask.userId !== senderId) {
    console.warn(`${SYSTEM_ID} | refused a reply from user ${senderId}: ${ask.label} was asked of another user`);
    return;
  }
  if (!ask.accept(reply.result)) {
    console.warn(`${SYSTEM_ID} | refused a reply from user ${senderId}: not the ${ask.label} asked for`);
    return;
  }
  waiting.delete(reply.askId);
  clearTimeout(ask.timer);
}
