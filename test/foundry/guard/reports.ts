import type { StandInChatMessage } from "../../foundry-stand-in/parts/chat";

/** The guard's whispered reports (and GM-edit logs), newest last, as plain text with their recipients. */
export function guardReports(): { text: string; whisper: string[] }[] {
  const messages = (game as unknown as { messages: { contents: StandInChatMessage[] } }).messages.contents;
  return messages
    .filter((m) => String(m._source.content ?? "").includes("sw-guard-report"))
    .map((m) => ({ text: String(m._source.content).replace(/<[^>]+>/g, " ").replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/\s+/g, " ").trim(), whisper: [...((m._source.whisper as string[] | undefined) ?? [])] }));
}

export type Level = "off" | "warn" | "enforce";

/** What the guard tests need of a ruleset world: its stand-in's settings, a user switch and a settle. */
interface GuardWorld {
  readonly gm: unknown;
  readonly standIn: { readonly settings: { set(scope: string, key: string, value: unknown): Promise<unknown> } };
  as(user: never): void;
  settle(): Promise<unknown>;
}

/** Sets a ruleset's game state check, as the GM. */
export async function setGameStateLevel(t: GuardWorld, ruleset: string, value: Level): Promise<void> {
  t.as(t.gm as never);
  await t.standIn.settings.set("shelf-wars", `${ruleset}.automation.gameState`, value);
}

/** Lets the GM's client answer what was just written: the relay's deliveries and the hooks' own work, a few turns over. */
export async function settleGuard(t: GuardWorld): Promise<void> {
  for (let n = 0; n < 5; n++) {
    await t.settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
