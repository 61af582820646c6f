import type { TrackerDecision } from "./judge";
import { gmIds } from "../shared/gm-whisper";
import { noticeLines, postNotice, type NoticeKind } from "../shared/notices";

/**
 * A player's activation the order check let through with a warning (level "warn") is
 * whispered to every GM, so the GM learns of it as well as the player. Runs on the GM's
 * client, which judged the request.
 */
export async function reportOutOfTurn(requester: User.Implementation, figureName: string, judgement: TrackerDecision): Promise<void> {
  const whisper = gmIds();
  if (judgement.verdict !== "warn" || !judgement.code || whisper.length === 0) return;
  const i18n = game.i18n;
  const rule = i18n?.format(`SHELFWARS.${judgement.code}`, judgement.data) ?? judgement.code;
  const text = i18n?.format("SHELFWARS.Combat.GmReport.OutOfTurn", { user: requester.name ?? "", name: figureName, rule }) ?? rule;
  await postNotice(GM_REPORT_NOTICE, { content: noticeLines([text], "sw-gm-report"), whisper, speaker: { alias: i18n?.localize("SHELFWARS.Combat.GmReport.Speaker") ?? "" } });
}

/** A report whispered to the GMs (a figure activated out of turn at warn). */
export const GM_REPORT_NOTICE: NoticeKind = { flag: "gmReport" };
