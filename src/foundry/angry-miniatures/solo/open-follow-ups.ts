import { activationKeyOf } from "../../canvas/move-record";
import { appliedCardOf } from "../../chat/ledger";
import { activationCardsOf } from "../../chat/roll-record";
import type { OpenFollowUp } from "./table-state";

/**
 * The follow-ups the activating figure's applied cards of this activation still offer, by the
 * GM's ledger (never by a message): unused, on cards the ledger holds applied, oldest first.
 */
export function openFollowUps(combat: Combat.Implementation, actorUuid: string): OpenFollowUp[] {
  const key = activationKeyOf(combat as never);
  if (!key) return [];
  const open: OpenFollowUp[] = [];
  for (const messageId of activationCardsOf(combat, actorUuid, key)) {
    const card = appliedCardOf(messageId);
    if (card?.state !== "applied") continue;
    card.followUps.forEach((grant, index) => {
      if (card.used[String(index)] === undefined) open.push({ messageId, index, grant });
    });
  }
  return open;
}
