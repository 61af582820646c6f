import { SYSTEM_ID } from "./constants";

/**
 * A GM may have the world open in two browser tabs: each is a client of its own that receives
 * every request and runs every hook (a socket message reaches every socket of its user but the
 * sending one: docs/research/v14-evidence-2026-12.md §5). Only one tab may act as the table, or
 * a request is rolled and applied twice. The tab the GM loaded or used last claims it: its
 * socket id goes into the GM's own user flag `flags.shelf-wars.gmTab`, which every tab of that
 * user reads; the others stand by until the GM uses one of them again. A tab that has not
 * claimed stands by only when another has: a world with one tab needs no claim.
 */
const GM_TAB_FLAG = "gmTab";

function thisSocket(): string | undefined {
  return (game.socket as { id?: string } | null | undefined)?.id;
}

/** Whether this tab acts for its user: always for a player; for a GM, unless another of its tabs claimed the table. */
export function isClaimingTab(): boolean {
  const user = game.user;
  if (!user?.isGM) return true;
  const claimed = user.getFlag(SYSTEM_ID as never, GM_TAB_FLAG as never) as unknown;
  return typeof claimed !== "string" || claimed === thisSocket();
}

/** This GM tab takes the table (when it loads, and when the GM comes back to it). */
export async function claimGmTab(): Promise<void> {
  const user = game.user;
  const socket = thisSocket();
  if (!user?.isGM || !socket || user.getFlag(SYSTEM_ID as never, GM_TAB_FLAG as never) === socket) return;
  await user.setFlag(SYSTEM_ID as never, GM_TAB_FLAG as never, socket as never);
}

export function registerGmTabClaim(): void {
  Hooks.on("ready", () => void claimGmTab().catch((error: unknown) => console.error(`${SYSTEM_ID} | this tab could not take the table`, error)));
  globalThis.addEventListener?.("focus", () => void claimGmTab().catch(() => undefined));
}
