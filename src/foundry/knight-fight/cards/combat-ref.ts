import { refused } from "./inputs";

/**
 * Cards only the GM's client posts for the whole table (a turn's refill, a figure's end of
 * activation) act as the Combat: only a GM owns it, so only a GM may apply or undo them.
 */
export async function combatActing(uuid: string): Promise<string> {
  const found = (await fromUuid(uuid as Parameters<typeof fromUuid>[0])) as { documentName?: string; uuid?: string } | null;
  if (found?.documentName !== "Combat" || !found.uuid) throw refused("NoCombat", "its combat no longer exists.", { uuid });
  return found.uuid;
}
