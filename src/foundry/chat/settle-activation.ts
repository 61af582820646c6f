import type { RulesetId } from "../shared/constants";
import { gmIds } from "../shared/gm-whisper";
import { format, localize } from "../shared/i18n";
import { noticeLines, postNotice, type NoticeKind } from "../shared/notices";
import { automationLevel } from "../settings/registry";
import { RuleViolation } from "../../rules/common/errors";
import { localiseError } from "../relay/relay";
import { performCardAction } from "./card-authority";
import { pendingCardsOf, rollRecordsWritten } from "./roll-record";

/** What the table did with an activation's cards still pending as it ended. */
export const SETTLED_NOTICE: NoticeKind = { flag: "settledCards" };

export interface EndingActivation {
  readonly combat: { flags: unknown };
  readonly ruleset: RulesetId;
  readonly actorUuid: string;
  readonly figureName: string;
  /** The activation's key (see `actingActivation`). */
  readonly key: string;
}

function reason(error: unknown): string {
  return error instanceof RuleViolation ? localiseError({ code: error.code, data: { ...error.data } }) : String(error);
}

/**
 * A rolled outcome always lands: as an activation ends (on the active GM's client), its own cards
 * still pending are settled. At enforce of the ruleset's activation order check the GM's client
 * applies them, as a GM would: an Angry Miniatures cover question nobody answered is taken as the
 * map shows it (not in cover; docs/rules-reading.md). At warn the GMs are told which are left
 * pending (a GM may apply them at any time). Off: the GM runs the turns by hand. Says which cards.
 */
export async function settleActivationCards(ending: EndingActivation): Promise<void> {
  const level = automationLevel(ending.ruleset, "activationOrder");
  if (level === "off") return;
  // A card posted just before the end: its dice's record is written first, so it is found.
  await rollRecordsWritten();
  const pending = pendingCardsOf(ending.combat, ending.actorUuid, ending.key);
  if (pending.length === 0) return;
  const gm = game.user;
  if (!gm?.isGM) return;
  const lines: string[] = [];
  for (const [index, messageId] of pending.entries()) {
    const card = format("SHELFWARS.Card.Settled.Card", { name: ending.figureName, n: index + 1 });
    if (level === "warn") {
      lines.push(format("SHELFWARS.Card.Settled.LeftPending", { card }));
      continue;
    }
    try {
      await performCardAction({ messageId, action: "apply" }, gm);
      lines.push(format("SHELFWARS.Card.Settled.Applied", { card }));
    } catch (error) {
      lines.push(format("SHELFWARS.Card.Settled.Refused", { card, reason: reason(error) }));
    }
  }
  const heading = format("SHELFWARS.Card.Settled.Heading", { name: ending.figureName });
  const whisper = level === "warn" ? gmIds() : [];
  await postNotice(SETTLED_NOTICE, { content: noticeLines([heading, ...lines], "sw-gm-report"), ...(whisper.length > 0 ? { whisper } : {}), speaker: { alias: localize("SHELFWARS.Guard.Speaker") } });
}
