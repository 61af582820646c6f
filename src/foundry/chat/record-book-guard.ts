import { isActiveGm } from "../shared/active-gm";
import { gmIds } from "../shared/gm-whisper";
import { format, localize } from "../shared/i18n";
import { noticeLines, postNotice, type NoticeKind } from "../shared/notices";
import { isRecordBook, isRecordPage } from "./record-store";

// Journal hooks typed at this door (fvtt-types types their handlers narrowly).
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

/** A journal a player made that poses as a record book (it is never read as one). */
export const RECORD_BOOK_REPORT_NOTICE: NoticeKind = { flag: "recordBookReport" };

const OWNER = 3;

/** Would this ownership change let someone who is not a GM own the entry? */
function sharesOwnership(changes: Record<string, unknown>): boolean {
  const levels: [string, unknown][] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (key === "ownership" && typeof value === "object" && value !== null) levels.push(...Object.entries(value));
    else if (key.startsWith("ownership.")) levels.push([key.slice("ownership.".length), value]);
  }
  return levels.some(([userId, level]) => typeof level === "number" && level >= OWNER && (userId === "default" || !game.users?.get(userId)?.isGM));
}

function refuseSharing(): false {
  ui.notifications?.warn(localize("SHELFWARS.Card.RecordBookStaysGm"));
  return false;
}

async function reportImpostor(userId: string, name: string): Promise<void> {
  const user = game.users?.get(userId);
  const whisper = gmIds();
  if (!isActiveGm() || !user || user.isGM || whisper.length === 0) return;
  const text = format("SHELFWARS.Card.RecordBookImpostor", { user: user.name ?? "", name });
  await postNotice(RECORD_BOOK_REPORT_NOTICE, { content: noticeLines([text], "sw-guard-report"), whisper, speaker: { alias: localize("SHELFWARS.Guard.Speaker") } });
}

/**
 * Record books stay the GMs': a GM's own client refuses to share one or one of its pages (the
 * ownership dialog, a macro), since a record a player could write is no record; and a journal a
 * player creates with the book flag is reported to the GMs (it is never read as a book).
 */
export function registerRecordBookGuard(): void {
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  on("preUpdateJournalEntry", (entry: unknown, changes: Record<string, unknown>) => (isRecordBook(entry) && sharesOwnership(changes) ? refuseSharing() : undefined));
  on("preUpdateJournalEntryPage", (page: { parent?: unknown }, changes: Record<string, unknown>) => (isRecordPage(page) && sharesOwnership(changes) ? refuseSharing() : undefined));
  on("createJournalEntry", (entry: { name?: string | null }, _options: unknown, userId: string) => {
    if (isRecordBook(entry)) void reportImpostor(userId, entry.name ?? "").catch((error: unknown) => console.error("Shelf Wars | record book report failed", error));
  });
}
