import { isClaimingTab } from "./gm-tab";

/**
 * Whether this client is the active GM's (Users#activeGM): the one client that writes what only a
 * GM may write, so that several GMs online never apply the same change twice; of that GM's tabs,
 * the one that claimed the table (gm-tab.ts), so that two tabs of one GM never do either.
 */
export function isActiveGm(): boolean {
  const user = game.user;
  return !!user && game.users?.activeGM?.id === user.id && isClaimingTab();
}
