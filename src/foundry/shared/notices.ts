import { SYSTEM_ID } from "../shared/constants";
import { escapeHtml } from "../shared/gm-whisper";

/** What a notice's decoration reads of a rendered message. */
export interface NoticeMessage {
  readonly id: string | null;
  readonly author: { id?: string | null; isGM?: boolean } | null;
  getFlag(scope: string, key: string): unknown;
}

/**
 * A card that tells and changes nothing itself (a round's order, a game's end, a report to the
 * GMs), beside the card kinds that carry changes. Every notice of a kind carries its data under
 * `flags.shelf-wars.<flag>`; a kind with controls (End the combat, choose a home edge) wires them
 * as each client renders the message.
 */
export interface NoticeKind {
  readonly flag: string;
  /** Wires the message's controls as it renders (on every client; a click proves nothing). */
  readonly decorate?: (message: NoticeMessage, html: HTMLElement) => void;
}

export interface NoticeOptions {
  /** The notice's HTML (a rendered template, or `noticeLines`). */
  readonly content: string;
  /** What the kind's decoration reads back (the combat or scene it is about). */
  readonly data?: Record<string, unknown>;
  /** Only these users see it (the GMs, say). */
  readonly whisper?: readonly string[];
  /** Who speaks: an alias, an actor or a token (as `ChatMessage.getSpeaker` gives, or a part of it). */
  readonly speaker?: Partial<ChatMessage.SpeakerData>;
  /** Real Rolls (a round's initiative), which Dice So Nice shows. */
  readonly rolls?: readonly Roll[];
}

/** Paragraphs of player-chosen text (names), escaped, each with the notice's class. */
export function noticeLines(lines: readonly string[], className: string): string {
  return lines.map((line) => `<p class="shelf-wars ${className}">${escapeHtml(line)}</p>`).join("");
}

export async function postNotice(kind: NoticeKind, options: NoticeOptions): Promise<ChatMessage.Implementation | null> {
  const message = await ChatMessage.implementation.create({
    content: options.content,
    ...(options.whisper ? { whisper: [...options.whisper] } : {}),
    ...(options.speaker ? { speaker: options.speaker } : {}),
    ...(options.rolls ? { rolls: [...options.rolls] } : {}),
    flags: { [SYSTEM_ID]: { [kind.flag]: options.data ?? {} } },
  } as ChatMessage.CreateData);
  return message ?? null;
}

const decorated = new Map<string, NoticeKind>();

export function registerNoticeKinds(kinds: readonly NoticeKind[]): void {
  for (const kind of kinds) {
    const known = decorated.get(kind.flag);
    if (known && known !== kind) throw new Error(`Shelf Wars: notice kind ${kind.flag} is registered twice`);
    decorated.set(kind.flag, kind);
  }
}

/** Part of the one `renderChatMessageHTML` handler: each registered kind the message carries decorates it. */
export function decorateNotice(message: NoticeMessage, html: HTMLElement): void {
  for (const kind of decorated.values()) if (kind.decorate && message.getFlag(SYSTEM_ID, kind.flag) !== undefined) kind.decorate(message, html);
}
