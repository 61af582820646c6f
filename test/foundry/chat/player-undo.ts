import { currentUser, setCurrentUser, type StandInUser } from "../../foundry-stand-in/parts/documents";

/**
 * Turns on "Players may undo their own cards" as a GM does in the settings window, then goes back
 * to the client that was running. Off by default: tests of a player's own undo need it on.
 */
export async function letPlayersUndo(): Promise<void> {
  const here = currentUser();
  const game = (globalThis as unknown as { game: { users: { contents: StandInUser[] }; settings: { set(ns: string, key: string, value: unknown): Promise<unknown> } } }).game;
  const gm = game.users.contents.find((user) => user.isGM);
  if (!gm) throw new Error("letPlayersUndo: the world has no GM");
  setCurrentUser(gm);
  try {
    await game.settings.set("shelf-wars", "core.playerUndo", true);
  } finally {
    setCurrentUser(here);
  }
}
