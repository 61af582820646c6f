import type { StandInChatMessage } from "../../foundry-stand-in/parts/chat";

/** The guard's whispered reports (and GM-edit logs), newest last, as plain text with their recipients. */
export function guardReports(): { text: string; whisper: string[] }[] {
  const messages = (game as unknown as { messages: { contents: StandInChatMessage[] } }).messages.contents;
  return messages
    .filter((m) => String(m._source.content ?? "").includes("sw-guard-report"))
    .map((m) => ({ text: String(m._source.content).replace(/<[^>]+>/g, " ").replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/\s+/g, " ").trim(), whisper: [...((m._source.whisper as string[] | undefined) ?? [])] }));
}

export type Level = "off" | "warn" | "enforce";
