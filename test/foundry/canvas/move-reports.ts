import type { StandInChatMessage } from "../../foundry-stand-in/parts/chat";

/** The GM's client's whispered reports on moves (canvas/move-watch.ts), oldest first, as plain text with their recipients. */
export function moveReports(): { text: string; whisper: string[] }[] {
  const messages = (game as unknown as { messages: { contents: StandInChatMessage[] } }).messages.contents;
  return messages
    .filter((m) => String(m._source.content ?? "").includes("sw-move-report"))
    .map((m) => ({
      text: String(m._source.content).replace(/<[^>]+>/g, " ").replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/\s+/g, " ").trim(),
      whisper: [...((m._source.whisper as string[] | undefined) ?? [])].sort(),
    }));
}

/** Every move the GM's client took in judged, and the cards and reports it posted settled. */
export async function movesSettled(settle: () => Promise<void>): Promise<void> {
  const { movesJudged } = await import("../../../src/foundry/canvas/move-watch");
  await settle();
  await movesJudged();
  await settle();
}
