import { registerRuleSetting, ruleFlag } from "../settings/registry";
import { gmIds } from "../shared/gm-whisper";
import { noticeLines, postNotice, type NoticeKind } from "../shared/notices";

/**
 * Who may take a card back. Undo exists to mend a mistake; a player undoing their own attack
 * could also roll it again until the dice please them. So by default only a GM undoes, and a
 * GM who trusts the table lets players undo their own figures' cards.
 */
const PLAYER_UNDO = "playerUndo";

export function registerUndoSetting(): void {
  registerRuleSetting("core", PLAYER_UNDO, { kind: "boolean", default: false });
}

export function mayUndo(user: { readonly isGM: boolean }): boolean {
  return user.isGM || ruleFlag("core", PLAYER_UNDO);
}

/**
 * A player's undo is shown to the GM, on the active GM's client that performed it: a notification
 * there and a whisper to every GM, a record in the chat log naming who undid which card of which
 * figure. The card is taken back, never its roll (the roll record stays spent: only a GM's undo
 * voids it, see card-authority.ts).
 */
export async function reportPlayerUndo(requester: { readonly name: string | null }, figureName: string, card: { readonly messageId: string; readonly kind: string }): Promise<void> {
  const user = requester.name ?? "";
  ui.notifications?.info(game.i18n!.format("SHELFWARS.Card.PlayerUndid", { user, name: figureName }));
  const text = game.i18n!.format("SHELFWARS.Guard.Undid", { user, card: `${card.kind} ${card.messageId}`, name: figureName });
  const whisper = gmIds();
  if (whisper.length === 0) return;
  try {
    await postNotice(UNDO_REPORT_NOTICE, { content: noticeLines([text], "sw-guard-report sw-undo-report"), whisper, speaker: { alias: game.i18n!.localize("SHELFWARS.Guard.Speaker") } });
  } catch (error) {
    // The undo itself is done and recorded; only its note to the GMs is lost (and the notification shown).
    console.error("Shelf Wars | the undo report could not be posted", error);
  }
}

/** The note to the GMs that a player undid a card. */
export const UNDO_REPORT_NOTICE: NoticeKind = { flag: "undoReport" };
